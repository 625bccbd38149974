import { getProductCertificate, getProductCertificates } from '../../../../core/api/contract/certificates.ts';
import { formatDate } from '../../../../core/i18n/format.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { localizeText, requestLanguage } from '../../../platform/composed-texts.ts';
import { documentTexts } from '../../../platform/pdf/document-texts.ts';
import { renderInPdfWorker } from '../../../platform/pdf/render-in-pdf-worker.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { translateService } from '../service-messages.ts';
import { findCertificate, listCertificates } from './certificates-queries.ts';

/** The mill's product certificates, the same for every customer, as a list and as PDF files (docs/screens/documents.md). */
export const certificatesArea: AreaPlugin = (app, { db }) => {
  route(app, getProductCertificates, async ({ request }) => {
    const language = requestLanguage(request);
    const rows = await listCertificates(db);
    return rows.map(({ certificateId, product, kind, certificateNumber, validUntil, filename }) => ({
      certificateId,
      product: localizeText(language, product),
      kind,
      certificateNumber,
      validUntil,
      filename,
    }));
  });

  route(app, getProductCertificate, async ({ body, request }) => {
    const row = await findCertificate(db, body.certificateId);
    if (!row) throw new ApiError(404, translateService(request, 'certificateNotFound'));
    const language = requestLanguage(request);
    const data = await renderInPdfWorker({
      kind: 'certificate',
      certificate: {
        product: localizeText(language, row.product),
        kind: row.kind,
        certificateNumber: row.certificateNumber,
        issuer: row.issuer,
        validFrom: formatDate(row.validFrom, language),
        validUntil: formatDate(row.validUntil, language),
      },
      texts: documentTexts(language).certificate,
    });
    return { filename: row.filename, contentType: 'application/pdf', data };
  });
};
