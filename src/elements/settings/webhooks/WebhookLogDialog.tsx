import '@shoelace-style/shoelace/dist/components/button/button.js';
import '../../../ui/dialog/dialog-shoelace.ts';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../core/api/browser-contract/webhooks.ts';
import { formatDateTime } from '../../../core/i18n/format.ts';
import { DialogQueryState } from '../../../ui/dialog/DialogQueryState.tsx';
import { isOwnEvent } from '../../../ui/dialog/dialog-close.ts';
import { usePortalTranslation } from '../../../ui/element/use-portal-translation.ts';
import { useWebhookLog } from './use-webhooks.ts';

export interface WebhookLogDialogProps {
  open: boolean;
  /** The endpoint whose log is shown; kept while the dialog closes. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/** An endpoint's latest deliveries, newest first: the event, its state, each attempt, and "Redeliver". */
export function WebhookLogDialog({ open, endpoint, onClose }: WebhookLogDialogProps) {
  const { t } = usePortalTranslation('settings');
  const { deliveries, redeliver } = useWebhookLog(endpoint?.endpointId ?? null, open);
  return (
    <cp-sl-dialog
      class="cp-dialog webhook-log"
      label={t('webhooks.logTitle')}
      open={open}
      onsl-after-hide={(event) => {
        if (isOwnEvent(event)) onClose();
      }}
    >
      <p className="webhook-log__url">
        <code>{endpoint?.url}</code>
      </p>
      <DialogQueryState
        query={deliveries}
        open={open}
        loading={t('webhooks.logLoading')}
        failed={t('webhooks.logFailed')}
        retry={t('retry')}
      />
      {deliveries.data &&
        (deliveries.data.length === 0 ? (
          <p className="webhook-log__empty">{t('webhooks.logEmpty')}</p>
        ) : (
          <ul className="webhook-log__list" part="webhook-log">
            {deliveries.data.map((delivery) => (
              <DeliveryItem
                key={delivery.deliveryId}
                delivery={delivery}
                busy={redeliver.isPending && redeliver.variables === delivery.deliveryId}
                onRedeliver={() => redeliver.mutate(delivery.deliveryId)}
              />
            ))}
          </ul>
        ))}
      <div slot="footer" className="cp-dialog__actions">
        <cp-sl-button loading={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
          {t('webhooks.refresh')}
        </cp-sl-button>
        <cp-sl-button variant="primary" onClick={onClose}>
          {t('webhooks.close')}
        </cp-sl-button>
      </div>
    </cp-sl-dialog>
  );
}

/** One delivery: its event and shipment, its state, its attempts oldest first. */
function DeliveryItem(props: { delivery: WebhookDelivery; busy: boolean; onRedeliver: () => void }) {
  const { delivery, busy, onRedeliver } = props;
  const { t, language } = usePortalTranslation('settings');
  const finished = delivery.state === 'delivered' || delivery.state === 'failed';
  return (
    <li className="webhook-log__delivery" data-state={delivery.state}>
      <div className="webhook-log__head">
        <code className="webhook-log__event">{delivery.eventType}</code>
        {delivery.shipment && <span>{delivery.shipment}</span>}
        <span className={`webhook-log__state webhook-log__state--${delivery.state}`}>
          {t(`webhooks.state.${delivery.state}`)}
        </span>
      </div>
      <ol className="webhook-log__attempts">
        {delivery.attempts.map((attempt, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attempts only grow at the end, in order
          <li key={index}>
            <span>{formatDateTime(attempt.attemptedAt, language)}</span>
            <span className="webhook-log__outcome">{attemptOutcome(attempt)}</span>
            <span className="webhook-log__duration">
              {t('webhooks.duration', { ms: attempt.durationMs })}
            </span>
          </li>
        ))}
      </ol>
      {delivery.state === 'pending' && delivery.nextAttemptAt && (
        <p className="webhook-log__next">
          {t('webhooks.nextAttempt', { date: formatDateTime(delivery.nextAttemptAt, language) })}
        </p>
      )}
      {finished && (
        <cp-sl-button size="small" loading={busy} onClick={onRedeliver}>
          {t('webhooks.redeliver')}
        </cp-sl-button>
      )}
    </li>
  );
}

/** The receiver's status code, or what went wrong (a timeout, a refused address). */
function attemptOutcome(attempt: WebhookAttempt): string {
  return attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? '');
}
