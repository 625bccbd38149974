import { useMemo, useState } from 'react';
import { getAgentOptions } from '../../core/api/browser-contract/admin-agents.ts';
import {
  type AccountKind,
  approveLogin,
  createLogin,
  deleteLogin,
  disableLogin,
  enableLogin,
  type LoginRow,
  loginAs,
  rejectLogin,
  resendActivation,
  resetLoginTotp,
  updateLogin,
} from '../../core/api/browser-contract/admin-logins.ts';
import { useAdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import {
  CONFIRMED_LOGIN_ACTIONS,
  type ConfirmedLoginAction,
  type LoginDialogKind,
  loginTextValues,
} from './login-actions.ts';
import { loginColumns } from './login-columns.tsx';
import { loginRowActions } from './login-row-actions.ts';
import { useLoginsApi } from './use-logins-api.ts';

/** The filter's choices: 'all' sends no accountType, 'awaiting' the status of self-registrations awaiting approval. */
export type KindFilter = AccountKind | 'all' | 'awaiting';

const toKind = (value: string | undefined): AccountKind | undefined =>
  value === 'customer' || value === 'agent' ? value : undefined;

/**
 * The logins screen's controller: the kind filter, the table's request and key, what the caller may
 * do, the row actions and the dialogs with their calls.
 */
export function useLoginsScreen({
  clientId,
  pageSize,
  accountType,
}: Pick<ElementProps, 'clientId' | 'pageSize'> & { accountType?: string }) {
  const { t, language } = usePortalTranslation('admin-logins');
  const { t: admin } = usePortalTranslation('admin');
  const emit = useEmit();
  const fixedKind = toKind(accountType);
  const [chosenKind, setChosenKind] = useState<KindFilter>('all');
  // An agent sees customer logins only, and a client has no others: no kind to choose then.
  const mayChooseKind = useMayCall(getAgentOptions) && clientId === undefined && fixedKind === undefined;
  const chosen = mayChooseKind ? chosenKind : 'all';
  const kind = fixedKind ?? toKind(chosen);
  const status = chosen === 'awaiting' ? 'AwaitingApproval' : undefined;
  const api = useLoginsApi({ clientId, accountType: kind, status });
  // One remembered page, sort and search per choice, so a new choice starts on its first page.
  const tableKey = `admin-logins-${kind ?? (status ? 'awaiting' : 'all')}`;
  const dialogs = useAdminDialogs<LoginDialogKind, ConfirmedLoginAction, LoginRow>({
    reload: useReloadTable(tableKey),
  });
  const may = {
    create: useMayCall(createLogin),
    update: useMayCall(updateLogin),
    delete: useMayCall(deleteLogin),
    disable: useMayCall(disableLogin),
    enable: useMayCall(enableLogin),
    resetTotp: useMayCall(resetLoginTotp),
    resendActivation: useMayCall(resendActivation),
    loginAs: useMayCall(loginAs),
    approve: useMayCall(approveLogin),
    reject: useMayCall(rejectLogin),
  };

  const confirm = () =>
    dialogs.confirm(
      async (action, row) => {
        if (action === 'loginAs') {
          const tokens = await api.loginAs(row);
          emit('cp-login-as', { ...tokens, emailAddress: row.emailAddress });
          return null;
        }
        if (action === 'disable') await api.disable(row);
        else if (action === 'resetTotp') await api.resetTotp(row);
        else if (action === 'reject') await api.reject(row);
        else await api.remove(row);
        return t(`done.${action}`, loginTextValues(row));
      },
      (action) => CONFIRMED_LOGIN_ACTIONS[action].failure,
    );

  return {
    kind,
    tableKey,
    api,
    table: useAreaTable(pageSize),
    mayCreate: may.create,
    filter: mayChooseKind ? { value: chosenKind, choose: setChosenKind } : null,
    columns: useMemo(() => loginColumns(t, admin, language), [t, admin, language]),
    ...loginRowActions({ may, t, dialogs, api }),
    dialogs,
    confirm,
  };
}
