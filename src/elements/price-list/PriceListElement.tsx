import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { type ReactNode, useState } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import '../../ui/shoelace/shoelace.ts';
import './price-list-icons.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { PRICE_LIST_ICON_LIBRARY } from './price-list-icons.ts';
import { usePriceList } from './use-price-list.ts';

/** The client's price list: a download when there is one, else a clear "none available" state. */
export function PriceListElement({ clientId: clientIdAttribute }: ElementProps) {
  const { t } = usePortalTranslation('price-list');
  const { t: tPortal } = usePortalTranslation('portal');
  const emit = useEmit();
  const clientId = useSelectedClient(clientIdAttribute);
  const { availability, clientName, clientNamePending, downloading, download } = usePriceList(clientId);
  const [failed, setFailed] = useState(false);
  const client = clientName ?? t('yourCompany');

  const start = async () => {
    setFailed(false);
    try {
      await download();
    } catch (error) {
      setFailed(true);
      emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
    }
  };

  let content: ReactNode;
  if (availability.isPending || clientNamePending) {
    content = (
      <div className="skeleton" role="status" part="skeleton">
        <span className="cp-visually-hidden">{tPortal('common.loading')}</span>
        <span className="skeleton-bar" aria-hidden="true" />
        <span className="skeleton-button" aria-hidden="true" />
      </div>
    );
  } else if (availability.isError) {
    content = (
      <StatusAlert
        variant="danger"
        message={statedReason(availability.error) ?? tPortal('errors.loadingFailed')}
      >
        <cp-sl-button
          size="small"
          class="retry"
          loading={availability.isFetching}
          onClick={() => availability.refetch()}
        >
          {t('retry')}
        </cp-sl-button>
      </StatusAlert>
    );
  } else if (availability.data.hasPricelist) {
    content = (
      <div className="available" part="available">
        <cp-sl-icon class="file-icon" library={PRICE_LIST_ICON_LIBRARY} name="spreadsheet" />
        <p>{t('available', { client })}</p>
        <cp-sl-button
          variant="primary"
          class="download"
          part="download"
          loading={downloading}
          disabled={downloading}
          onClick={() => void start()}
        >
          <cp-sl-icon slot="prefix" library={PRICE_LIST_ICON_LIBRARY} name="download" />
          {t('download')}
        </cp-sl-button>
      </div>
    );
  } else {
    content = (
      <div className="absent" part="absent">
        <cp-sl-icon class="file-icon" library="cp" name="info-circle" />
        {/* A name ending in a full stop ("Co., Ltd.") must not end the sentence in two. */}
        <p>{t('absent', { client }).replace(/\.\.$/, '.')}</p>
        <p className="hint">{t('absentHint')}</p>
      </div>
    );
  }

  return (
    <section
      className="cp-panel price-list"
      part="price-list"
      aria-labelledby="price-list-title"
      aria-live="polite"
    >
      <h2 id="price-list-title" className="title" part="title">
        {t('title')}
      </h2>
      {failed && (
        <cp-sl-alert variant="danger" open closable onsl-after-hide={() => setFailed(false)}>
          <cp-sl-icon slot="icon" library="cp" name="exclamation-octagon" />
          {t('downloadFailed')}
        </cp-sl-alert>
      )}
      {content}
    </section>
  );
}
