import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { type ReactNode, useState } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import '../../ui/shoelace/shoelace.ts';
import './certificate-icons.ts';
import type { CertificateKind, ProductCertificate } from '../../core/api/contract/certificates.ts';
import { formatDate, toDate } from '../../core/i18n/format.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { type TranslationKey, usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { CERTIFICATE_ICON_LIBRARY } from './certificate-icons.ts';
import { useCertificates } from './use-certificates.ts';

/** Translation keys of the certificate kinds (the kinds themselves carry spaces and slashes). */
const KIND_KEYS: Record<CertificateKind, TranslationKey<'certificates'>> = {
  FSC: 'kinds.fsc',
  PEFC: 'kinds.pefc',
  'ISO 9001': 'kinds.iso9001',
  'EU 1935/2004': 'kinds.foodContact',
};

function isExpired(certificate: ProductCertificate, today: Date): boolean {
  const validUntil = toDate(certificate.validUntil);
  return validUntil !== null && validUntil < today;
}

/** The mill's product certificates as a table, each downloadable as a PDF. */
export function CertificatesElement(_props: ElementProps) {
  const { t, language } = usePortalTranslation('certificates');
  const { t: tPortal } = usePortalTranslation('portal');
  const emit = useEmit();
  const { list, busy, download } = useCertificates();
  const [failed, setFailed] = useState<string | null>(null);
  const today = new Date(new Date().setHours(0, 0, 0, 0));

  const start = async (certificate: ProductCertificate) => {
    setFailed(null);
    try {
      await download(certificate);
    } catch (error) {
      setFailed(certificate.filename);
      emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
    }
  };

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className="skeleton" role="status" part="skeleton">
        <span className="cp-visually-hidden">{tPortal('common.loading')}</span>
        {[0, 1, 2, 3].map((line) => (
          <span key={line} className="skeleton-bar" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <StatusAlert variant="danger" message={statedReason(list.error) ?? tPortal('table.loadError')}>
        <cp-sl-button size="small" class="retry" loading={list.isFetching} onClick={() => list.refetch()}>
          {t('retry')}
        </cp-sl-button>
      </StatusAlert>
    );
  } else if (list.data.length === 0) {
    content = <p className="empty">{t('empty')}</p>;
  } else {
    content = (
      <table className="table" part="table">
        <caption className="cp-visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.kind')}</th>
            <th scope="col">{t('columns.validUntil')}</th>
            <th scope="col">
              <span className="cp-visually-hidden">{t('columns.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((certificate) => {
            const expired = isExpired(certificate, today);
            const rowBusy = busy.has(certificate.certificateId);
            return (
              <tr key={certificate.certificateId} part="row" aria-busy={rowBusy}>
                <th scope="row" className="product" data-label={t('columns.product')}>
                  {certificate.product}
                </th>
                <td data-label={t('columns.kind')}>
                  <span className="kind">{certificate.kind}</span>
                  <span className="secondary-line">{t(KIND_KEYS[certificate.kind])}</span>
                  <span className="secondary-line">{certificate.certificateNumber}</span>
                </td>
                <td className="valid-until" data-label={t('columns.validUntil')}>
                  {formatDate(certificate.validUntil, language)}
                  {expired && (
                    <span className="status status-expired" part="expired">
                      {t('expired')}
                    </span>
                  )}
                </td>
                <td className="action">
                  <cp-sl-button
                    size="small"
                    class="download"
                    part="download"
                    loading={rowBusy}
                    disabled={rowBusy}
                    onClick={() => void start(certificate)}
                  >
                    <cp-sl-icon slot="prefix" library={CERTIFICATE_ICON_LIBRARY} name="download" />
                    {t('download')}
                    <span className="cp-visually-hidden">
                      {' '}
                      {certificate.kind} {certificate.product}
                    </span>
                  </cp-sl-button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <section className="cp-panel certificates" part="certificates" aria-labelledby="certificates-title">
      <h2 id="certificates-title" className="title" part="title">
        {t('title')}
      </h2>
      <p className="intro">{t('intro')}</p>
      {failed && (
        <cp-sl-alert variant="danger" open closable onsl-after-hide={() => setFailed(null)}>
          <cp-sl-icon slot="icon" library="cp" name="exclamation-octagon" />
          {t('downloadFailed', { filename: failed })}
        </cp-sl-alert>
      )}
      {content}
    </section>
  );
}
