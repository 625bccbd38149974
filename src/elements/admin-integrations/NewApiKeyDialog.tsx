import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '../../ui/dialog/dialog-shoelace.ts';
import { CopyButton } from '../../ui/copy-button/CopyButton.tsx';
import { isOwnEvent } from '../../ui/dialog/dialog-close.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';

export interface NewApiKeyDialogProps {
  open: boolean;
  /** The key's name and the key itself, held only while this dialog shows it. */
  created: { name: string; apiKey: string } | null;
  onClose: () => void;
}

/**
 * The new key, shown this once (only its hash is stored): read-only and selectable, with a copy
 * button and the plain warning that it will not be shown again.
 */
export function NewApiKeyDialog({ open, created, onClose }: NewApiKeyDialogProps) {
  const { t } = usePortalTranslation('admin-integrations');
  return (
    <cp-sl-dialog
      class="cp-dialog new-key-dialog"
      label={t('key.title')}
      open={open}
      // A stray click beside the dialog must not lose the key; Escape and the buttons close it.
      onsl-request-close={(event) => {
        if (isOwnEvent(event) && (event as CustomEvent<{ source?: string }>).detail?.source === 'overlay')
          event.preventDefault();
      }}
      onsl-after-hide={(event) => {
        if (isOwnEvent(event)) onClose();
      }}
    >
      {created && (
        <>
          <StatusAlert variant="warning" message={t('key.warning')} />
          <div className="new-key">
            <cp-sl-input
              class="new-key__value"
              part="new-key"
              label={t('key.label', { name: created.name })}
              value={created.apiKey}
              readonly
              autocomplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              value={created.apiKey}
              part="copy-key"
              labels={{ idle: t('key.copy'), copied: t('key.copied'), failed: t('key.copyFailed') }}
            />
          </div>
        </>
      )}
      <div slot="footer" className="cp-dialog__actions">
        <cp-sl-button variant="primary" onClick={onClose}>
          {t('key.done')}
        </cp-sl-button>
      </div>
    </cp-sl-dialog>
  );
}
