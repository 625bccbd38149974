import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CERTIFICATE_KINDS } from '../../core/api/contract/certificates.ts';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import {
  type CertificateRecord,
  deleteCertificates,
  upsertCertificates,
} from './documents-import-queries.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import { removeRoute } from './remove-route.ts';

const CertificateNumber = Type.String({ minLength: 1, maxLength: 100 });
const Day = Type.String({ format: 'date' });

const CertificateItem = Type.Object(
  {
    certificateNumber: CertificateNumber,
    product: Type.String({ minLength: 1, maxLength: 300 }),
    kind: Type.Enum(CERTIFICATE_KINDS),
    issuer: Type.String({ minLength: 1, maxLength: 200 }),
    validFrom: Day,
    validUntil: Day,
    /** The name the portal's PDF downloads under; by default the certificate number's. */
    filename: Type.Optional(
      Type.String({ minLength: 5, maxLength: 200, pattern: '^[^/\\\\\\u0000-\\u001f]+\\.[pP][dD][fF]$' }),
    ),
  },
  { additionalProperties: false },
);

/**
 * The file name of a certificate sent without one: its number with anything but letters, digits,
 * dots, dashes and underscores made a dash, as PDF (docs/integration.md#put-integrationcertificates).
 */
export function certificateFilename(certificateNumber: string): string {
  return `${certificateNumber.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.pdf`;
}

/**
 * `PUT Integration/Certificates` and its Remove: the mill's product certificates, the same for every
 * customer, keyed by certificate number (docs/integration.md#put-integrationcertificates).
 */
export function certificatesImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Certificates',
      summary: 'Creates or updates the product certificates by certificate number',
      scope: 'import',
      item: CertificateItem,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, (r) => r.certificateNumber))
        problems.add(index, 'certificateNumber', translate(request, 'errors.batchDuplicate'));
      items.forEach((r, index) => {
        if (r.validUntil < r.validFrom)
          problems.add(index, 'validUntil', translate(request, 'errors.validUntilBeforeFrom'));
      });
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      const records: CertificateRecord[] = items.map((r) => ({
        ...r,
        filename: r.filename ?? certificateFilename(r.certificateNumber),
      }));
      return upsertCertificates(tx, records);
    },
  );

  removeRoute(app, db, {
    path: '/Integration/Certificates/Remove',
    summary: 'Deletes product certificates by certificate number',
    key: Type.Object({ certificateNumber: CertificateNumber }, { additionalProperties: false }),
    keyField: 'certificateNumber',
    keyOf: (r) => String(r.certificateNumber),
    remove: (tx, keys) =>
      deleteCertificates(
        tx,
        keys.map((r) => r.certificateNumber),
      ),
  });
}
