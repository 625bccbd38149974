import type { LoginRow } from '../../core/api/contract/admin-logins.ts';
import { type LoginStateAction, loginStateActions } from '../../ui/admin/login-state.tsx';
import type { AdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import type { DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import {
  type ConfirmedLoginAction,
  DIRECT_LOGIN_ACTIONS,
  type DirectLoginAction,
  type LoginDialogKind,
  loginTextValues,
} from './login-actions.ts';
import type { LoginsApi } from './use-logins-api.ts';

export interface LoginRowActionsOptions {
  /** Which calls the caller may make (useMayCall). */
  may: Readonly<Record<LoginStateAction | 'update' | 'delete' | 'approve' | 'reject' | 'loginAs', boolean>>;
  t: Translate<'admin-logins'>;
  dialogs: AdminDialogs<LoginDialogKind, ConfirmedLoginAction, LoginRow>;
  api: LoginsApi;
}

/**
 * The buttons of a login's row: edit and delete, then approve (first) and reject for a
 * self-registration awaiting approval — nothing else applies to it yet — the login-state actions,
 * and "log in as" for an active login.
 */
export function loginRowActions({ may, t, dialogs, api }: LoginRowActionsOptions) {
  const runAtOnce = (action: DirectLoginAction, row: LoginRow) =>
    dialogs.runDirect(
      () => (action === 'enable' ? api.enable(row) : api.resendActivation(row)),
      DIRECT_LOGIN_ACTIONS[action].failure,
      () => t(`done.${action}`, loginTextValues(row)),
    );

  const rowActions: DataTableRowActions<LoginRow> = {};
  if (may.update) rowActions.edit = (row) => dialogs.open('edit', row);
  if (may.delete) rowActions.delete = (row) => dialogs.ask('delete', row);

  const awaiting = (row: LoginRow) => row.status === 'AwaitingApproval';
  const customActions = loginStateActions<LoginRow>({
    may,
    t,
    ask: dialogs.ask,
    run: runAtOnce,
    changeable: (row) => !awaiting(row),
  });
  if (may.approve)
    customActions.unshift({
      name: 'approve',
      label: t('actions.approve'),
      icon: 'person-check',
      run: (row) => dialogs.open('approve', row),
      visible: awaiting,
    });
  if (may.reject)
    customActions.push({
      name: 'reject',
      label: t('actions.reject'),
      icon: 'person-x',
      run: (row) => dialogs.ask('reject', row),
      visible: awaiting,
    });
  if (may.loginAs)
    customActions.push({
      name: 'loginAs',
      label: t('actions.loginAs'),
      icon: 'box-arrow-in-right',
      run: (row) => dialogs.ask('loginAs', row),
      visible: (row) => row.status === 'Active',
    });
  return { rowActions, customActions };
}
