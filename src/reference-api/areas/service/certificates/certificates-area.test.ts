import { describe, expect, it } from 'vitest';
import { CERTIFICATE_KINDS, type ProductCertificate } from '../../../../core/api/contract/certificates.ts';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

const list = async (): Promise<ProductCertificate[]> =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/customerportal/ProductCertificates/GetProductCertificates',
      headers: bearer('customer'),
    })
  ).json();

const download = (certificateId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/customerportal/ProductCertificates/GetProductCertificate',
    headers: bearer('customer'),
    payload: { certificateId },
  });

describe('product certificates', () => {
  it('lists certificates of every kind with their validity', async () => {
    const certificates = await list();
    expect(new Set(certificates.map((c) => c.kind))).toEqual(new Set(CERTIFICATE_KINDS));
    expect(certificates.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.validUntil))).toBe(true);
  });

  it('given a certificate with a German file name, it downloads a PDF named in filename*', async () => {
    const certificate = (await list()).find(
      (c) => c.filename === 'Konformitätserklärung-Lebensmittelkontakt.pdf',
    )!;
    const response = await download(certificate.certificateId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(certificate.filename)}`);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+"/);
  });

  it('given a certificate with a Chinese file name, it keeps the name in filename*', async () => {
    const certificate = (await list()).find((c) => c.filename === '产品证书-FSC.pdf')!;
    const response = await download(certificate.certificateId);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('产品证书-FSC.pdf')}`,
    );
  });

  it('given an unknown certificate, it answers 404', async () => {
    expect((await download(99999)).statusCode).toBe(404);
  });
});
