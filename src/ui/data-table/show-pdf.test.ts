// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileResponse } from '../../core/api/endpoint.ts';
import { PDF_URL_LIFETIME_MS, saveExport, showPdf } from './show-pdf.ts';

const pdf = (contentDisposition: string | null = null): FileResponse => ({
  blob: new Blob(['%PDF'], { type: 'application/pdf' }),
  contentDisposition,
  contentType: 'application/pdf',
});

/** A stand-in for the tab `window.open` gave. */
const tab = () => ({ closed: false, location: { href: '' }, close: vi.fn() });

/** The names of the files saved through a download link. */
function capturedDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('showPdf', () => {
  it('given an open tab, it shows the PDF there and revokes the URL a minute later', async () => {
    vi.useFakeTimers();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/pdf');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const target = tab();

    await showPdf(target as unknown as Window, 'order-1.pdf', async () => pdf());

    expect(target.location.href).toBe('blob:portal/pdf');
    vi.advanceTimersByTime(PDF_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:portal/pdf');
  });

  it('given no tab (a blocked pop-up) or a closed one, it saves the PDF under the server name', async () => {
    const names = capturedDownloads();
    await showPdf(null, 'order-1.pdf', async () => pdf('attachment; filename="Order 1.pdf"'));
    await showPdf({ ...tab(), closed: true } as unknown as Window, 'order-2.pdf', async () => pdf());
    expect(names).toEqual(['Order 1.pdf', 'order-2.pdf']);
  });

  it('given a failed load, it closes the tab and rethrows', async () => {
    const target = tab();
    const failure = new Error('503');
    await expect(
      showPdf(target as unknown as Window, 'order-1.pdf', () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    expect(target.close).toHaveBeenCalledOnce();
  });
});

describe('saveExport', () => {
  it('saves under the server name, else <name>.xlsx or <name>-all.xlsx', async () => {
    const names = capturedDownloads();
    await saveExport(pdf('attachment; filename="Orders 2026.xlsx"'), 'orders', false);
    await saveExport(pdf(), 'orders', false);
    await saveExport(pdf(), 'orders', true);
    expect(names).toEqual(['Orders 2026.xlsx', 'orders.xlsx', 'orders-all.xlsx']);
  });
});
