import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { ReactNode } from 'react';
import { CardContainer } from '../../../ui/card-container/CardContainer.tsx';
import { ConfirmDialog } from '../../../ui/dialog/ConfirmDialog.tsx';
import { usePortalTranslation } from '../../../ui/element/use-portal-translation.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { StatusAlert } from '../../../ui/status-alert/StatusAlert.tsx';
import { SettingsSkeleton } from '../SettingsSkeleton.tsx';
import { NewSecret } from './NewSecret.tsx';
import { useWebhooksCard } from './use-webhooks-card.ts';
import { WebhookEndpointList } from './WebhookEndpointList.tsx';
import { WebhookLogDialog } from './WebhookLogDialog.tsx';

/**
 * Webhooks (docs/alerts.md#webhooks): the login's endpoints, each with its state, "Send test event",
 * its delivery log and delete; a form to add one, whose signing secret is then shown this once.
 */
export function WebhooksCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const card = useWebhooksCard();
  const { endpoints } = card;

  let list: ReactNode;
  if (endpoints.isPending) list = <SettingsSkeleton />;
  else if (endpoints.isError)
    list = (
      <StatusAlert variant="danger" message={portal('errors.loadingFailed')}>
        <cp-sl-button
          size="small"
          class="retry"
          loading={endpoints.isFetching}
          onClick={() => void endpoints.refetch()}
        >
          {t('retry')}
        </cp-sl-button>
      </StatusAlert>
    );
  else
    list = (
      <WebhookEndpointList
        endpoints={endpoints.data}
        onTest={card.sendTest}
        onLog={card.openLog}
        onDelete={card.askDelete}
        onEnable={card.enable}
      />
    );

  return (
    <div className="settings__card settings__card--wide" part="webhooks">
      <CardContainer
        status={card.status}
        title={t('webhooks.title')}
        submitLabel={t('webhooks.add')}
        onSubmit={card.submit}
      >
        <div className="webhooks">
          <p className="settings__intro">{t('webhooks.intro')}</p>
          {card.created && <NewSecret {...card.created} onDone={card.dismissSecret} />}
          {list}
          <TextField
            form={card.form}
            name="url"
            type="url"
            label={t('webhooks.url')}
            helpText={t('webhooks.urlHelp')}
            placeholder="https://"
            autocomplete="off"
            required
          />
        </div>
      </CardContainer>
      <ConfirmDialog
        open={card.deleting !== null}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteMessage', { url: card.deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        busy={card.deleteBusy}
        error={card.deleteError}
        onConfirm={card.confirmDelete}
        onCancel={card.cancelDelete}
      />
      <WebhookLogDialog open={card.log.open} endpoint={card.log.endpoint} onClose={card.closeLog} />
    </div>
  );
}
