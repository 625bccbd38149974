// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFilename, REVOKE_OBJECT_URL_DELAY_MS, saveFile } from './save-file.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a hidden download link for the blob, removes it and revokes the URL afterwards', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['x'], { type: 'application/vnd.ms-excel' });

    saveFile(blob, 'Orders.xlsx');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Orders.xlsx');
    expect(clicked[0]?.href).toBe('blob:portal/1');
    expect(document.querySelector('a')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_OBJECT_URL_DELAY_MS);
    expect(revoke).toHaveBeenCalledWith('blob:portal/1');
  });
});

describe('downloadFilename', () => {
  it('takes the header filename, else the given one', () => {
    expect(downloadFilename("attachment; filename*=UTF-8''Bestellingen-%C3%A4.xlsx", 'x.xlsx')).toBe(
      'Bestellingen-ä.xlsx',
    );
    expect(downloadFilename(null, 'Orders.xlsx')).toBe('Orders.xlsx');
    expect(downloadFilename('attachment', 'Orders.xlsx')).toBe('Orders.xlsx');
  });
});
