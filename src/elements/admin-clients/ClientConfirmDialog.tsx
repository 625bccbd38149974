import type { ClientRow } from '../../core/api/contract/admin-clients.ts';
import type { AdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import type { ClientsApi } from './use-clients-api.ts';

export interface ClientConfirmDialogProps {
  dialogs: AdminDialogs<'form', 'disable' | 'delete', ClientRow>;
  api: ClientsApi;
}

/** The confirmation of disabling or deleting a client, naming the consequence. */
export function ClientConfirmDialog({ dialogs, api }: ClientConfirmDialogProps) {
  const { t } = usePortalTranslation('admin-clients');
  const { t: admin } = usePortalTranslation('admin');
  const { confirmation } = dialogs;
  const action = confirmation.action ?? 'delete';
  const name = confirmation.row?.displayName ?? '';
  const confirm = () =>
    dialogs.confirm(
      async (action, client) => {
        if (action === 'disable') await api.setActive(client.id, false);
        else await api.remove(client.id);
        return t(action === 'disable' ? 'disabled' : 'deleted', { name: client.displayName });
      },
      (action) => (action === 'disable' ? 'failures.client.disable' : 'failures.client.delete'),
    );
  return (
    <ConfirmDialog
      key={confirmation.key}
      open={confirmation.open}
      title={t(action === 'disable' ? 'disable.title' : 'delete.title')}
      message={t(action === 'disable' ? 'disable.message' : 'delete.message', { name })}
      confirmLabel={admin(action === 'disable' ? 'actions.disable' : 'actions.delete')}
      busy={confirmation.busy}
      error={confirmation.error}
      onConfirm={() => void confirm()}
      onCancel={confirmation.close}
    />
  );
}
