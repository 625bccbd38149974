import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { CopyButton } from '../../../ui/copy-button/CopyButton.tsx';
import { usePortalTranslation } from '../../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../../ui/status-alert/StatusAlert.tsx';

/**
 * The signing secret of the endpoint just added, shown this once (the list never shows it): read-only
 * and selectable, with a copy button and the warning that it will not be shown again.
 */
export function NewSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = usePortalTranslation('settings');
  return (
    <div className="webhooks__secret" part="webhook-secret">
      <StatusAlert variant="warning" message={t('webhooks.secretWarning', { url })} />
      <div className="webhooks__secret-row">
        <cp-sl-input
          class="webhooks__secret-value"
          label={t('webhooks.secret')}
          value={secret}
          readonly
          autocomplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton
          value={secret}
          part="copy-webhook-secret"
          labels={{
            idle: t('webhooks.copy'),
            copied: t('webhooks.copied'),
            failed: t('webhooks.copyFailed'),
          }}
        />
      </div>
      <cp-sl-button size="small" variant="primary" onClick={onDone}>
        {t('webhooks.secretDone')}
      </cp-sl-button>
    </div>
  );
}
