import type { ProductCertificate } from '../../../../core/api/contract/certificates.ts';
import type { Db } from '../../../db/db.ts';

/** The statements of the certificates calls (certificates-area.ts). */

/** A certificate as stored: the list's fields plus what only its PDF shows. */
export type StoredCertificate = ProductCertificate & { issuer: string; validFrom: string };

const SELECT_CERTIFICATE = `select certificate_id as "certificateId", product, kind, certificate_number as "certificateNumber",
  issuer, to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_until, 'YYYY-MM-DD') as "validUntil", filename
  from product_certificates`;

/** Every certificate, the longest valid first. */
export function listCertificates(db: Db) {
  return db.query<StoredCertificate>(`${SELECT_CERTIFICATE} order by valid_until desc, certificate_id`);
}

/** The certificate with this id, or undefined. */
export async function findCertificate(db: Db, certificateId: number): Promise<StoredCertificate | undefined> {
  const [row] = await db.query<StoredCertificate>(`${SELECT_CERTIFICATE} where certificate_id = $1`, [
    certificateId,
  ]);
  return row;
}
