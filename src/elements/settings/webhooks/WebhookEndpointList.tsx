import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { WebhookEndpoint } from '../../../core/api/browser-contract/webhooks.ts';
import { formatDateTime } from '../../../core/i18n/format.ts';
import { usePortalTranslation } from '../../../ui/element/use-portal-translation.ts';

export interface WebhookEndpointListProps {
  endpoints: readonly WebhookEndpoint[];
  onTest: (endpoint: WebhookEndpoint) => void;
  onLog: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  onEnable: (endpoint: WebhookEndpoint) => void;
}

/** The endpoints, each with its URL, whether it is enabled (or since when and why not) and its actions. */
export function WebhookEndpointList({
  endpoints,
  onTest,
  onLog,
  onDelete,
  onEnable,
}: WebhookEndpointListProps) {
  const { t, language } = usePortalTranslation('settings');
  if (endpoints.length === 0) return <p className="webhooks__empty">{t('webhooks.empty')}</p>;
  return (
    <ul className="webhooks__list" part="webhook-endpoints">
      {endpoints.map((endpoint) => {
        const disabled = endpoint.disabledAt !== null;
        return (
          <li key={endpoint.endpointId} className="webhooks__endpoint" data-disabled={disabled}>
            <code className="webhooks__url">{endpoint.url}</code>
            <p className="webhooks__state">
              <span className={disabled ? 'webhooks__badge webhooks__badge--off' : 'webhooks__badge'}>
                {disabled ? t('webhooks.disabled') : t('webhooks.active')}
              </span>
              <span className="webhooks__meta">
                {disabled
                  ? t('webhooks.disabledSince', { date: formatDateTime(endpoint.disabledAt, language) })
                  : t('webhooks.addedOn', { date: formatDateTime(endpoint.createdAt, language) })}
              </span>
            </p>
            <div className="webhooks__actions">
              {disabled ? (
                <cp-sl-button size="small" variant="primary" onClick={() => onEnable(endpoint)}>
                  {t('webhooks.enable')}
                </cp-sl-button>
              ) : (
                <cp-sl-button size="small" onClick={() => onTest(endpoint)}>
                  {t('webhooks.sendTest')}
                </cp-sl-button>
              )}
              <cp-sl-button size="small" onClick={() => onLog(endpoint)}>
                {t('webhooks.log')}
              </cp-sl-button>
              <cp-sl-button size="small" variant="danger" outline onClick={() => onDelete(endpoint)}>
                {t('webhooks.delete')}
              </cp-sl-button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
