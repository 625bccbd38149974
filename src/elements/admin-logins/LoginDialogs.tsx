import type { AccountKind, LoginRow } from '../../core/api/contract/admin-logins.ts';
import type { AdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { ApproveLoginDialog } from './ApproveLoginDialog.tsx';
import { CreateLoginDialog } from './CreateLoginDialog.tsx';
import { EditLoginDialog } from './EditLoginDialog.tsx';
import {
  CONFIRMED_LOGIN_ACTIONS,
  type ConfirmedLoginAction,
  type LoginDialogKind,
  loginTextValues,
} from './login-actions.ts';
import type { LoginsApi } from './use-logins-api.ts';

export interface LoginDialogsProps {
  t: Translate<'admin-logins'>;
  dialogs: AdminDialogs<LoginDialogKind, ConfirmedLoginAction, LoginRow>;
  api: LoginsApi;
  clientId: number | undefined;
  /** The kind the table shows: a new login starts as that kind. */
  kind: AccountKind | undefined;
  /** Runs the confirmed action. */
  onConfirm: () => void;
}

/** The logins screen's dialogs: create, edit, approve and the confirmation of the asking actions. */
export function LoginDialogs({ t, dialogs, api, clientId, kind, onConfirm }: LoginDialogsProps) {
  const creating = dialogs.dialog('create');
  const editing = dialogs.dialog('edit');
  const approving = dialogs.dialog('approve');
  const { confirmation } = dialogs;
  const texts = confirmation.action && confirmation.row ? loginTextValues(confirmation.row) : null;
  const confirmText = (part: 'title' | 'message' | 'confirm') =>
    texts && confirmation.action ? t(`confirm.${confirmation.action}.${part}`, texts) : '';
  /** Closes `dialog` and tells what was done to `row`. */
  const finished = (dialog: { close(): void }, done: 'create' | 'update' | 'approve') => (row: LoginRow) => {
    dialog.close();
    void dialogs.done(t(`done.${done}`, loginTextValues(row)));
  };

  return (
    <>
      <CreateLoginDialog
        key={creating.key}
        open={creating.open}
        clientId={clientId}
        accountType={kind}
        create={api.create}
        onCreated={finished(creating, 'create')}
        onClose={creating.close}
      />
      <EditLoginDialog
        key={editing.key}
        open={editing.open}
        row={editing.row}
        update={api.update}
        onSaved={finished(editing, 'update')}
        onClose={editing.close}
      />
      <ApproveLoginDialog
        key={approving.key}
        open={approving.open}
        row={approving.row}
        approve={api.approve}
        onApproved={finished(approving, 'approve')}
        onClose={approving.close}
      />
      <ConfirmDialog
        key={confirmation.key}
        open={confirmation.open}
        title={confirmText('title')}
        message={confirmText('message')}
        confirmLabel={confirmText('confirm')}
        danger={confirmation.action ? CONFIRMED_LOGIN_ACTIONS[confirmation.action].danger : true}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={onConfirm}
        onCancel={confirmation.close}
      />
    </>
  );
}
