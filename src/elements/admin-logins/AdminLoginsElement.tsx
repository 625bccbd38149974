import { useMemo, useState } from 'react';
import { getAgentOptions } from '../../core/api/contract/admin-agents.ts';
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
} from '../../core/api/contract/admin-logins.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { type AdminDialog, closing } from '../../ui/admin/admin-dialog.ts';
import { loginStateActions } from '../../ui/admin/login-state.tsx';
import { useRowActions } from '../../ui/admin/use-row-actions.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { useMayCall } from '../../ui/element/use-may-call.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { ApproveLoginDialog } from './ApproveLoginDialog.tsx';
import { CreateLoginDialog } from './CreateLoginDialog.tsx';
import { EditLoginDialog } from './EditLoginDialog.tsx';
import './admin-logins-shoelace.ts';
import './login-as-event.ts';
import {
  CONFIRMED_LOGIN_ACTIONS,
  type ConfirmedLoginAction,
  DIRECT_LOGIN_ACTIONS,
  type DirectLoginAction,
  loginTextValues,
} from './login-actions.ts';
import { loginColumns } from './login-columns.tsx';
import { useLoginsApi } from './use-logins-api.ts';

/** Own props of `<cp-admin-logins>`. */
export interface AdminLoginsProps {
  /** Show only logins of this kind; the kind filter is then hidden. */
  accountType?: string;
}

/** The filter's choices: 'all' sends no accountType, 'awaiting' the status of self-registrations awaiting approval. */
type KindFilter = AccountKind | 'all' | 'awaiting';
const KIND_FILTERS: readonly KindFilter[] = ['all', 'awaiting', 'customer', 'agent'];

const toKind = (value: string | undefined): AccountKind | undefined =>
  value === 'customer' || value === 'agent' ? value : undefined;

/** A dialog over the table and the login it is about. */
type Dialog<A> = AdminDialog<A, LoginRow>;

/**
 * The logins screen: customer and agent logins in a paged, searchable table, with create and edit
 * dialogs, disable/enable, two-factor reset, activation resend, delete and "log in as". Staff see
 * every login, and the self-registrations awaiting approval (a filter choice) to approve or reject;
 * an agent sees its own clients' customer logins (the API limits it) and only the actions its role
 * may make.
 */
export function AdminLoginsElement({
  clientId,
  pageSize,
  accountType: accountTypeAttribute,
}: ElementProps & AdminLoginsProps) {
  const { t, language } = usePortalTranslation('admin-logins');
  const { t: admin } = usePortalTranslation('admin');
  const emit = useEmit();
  const fixedKind = toKind(accountTypeAttribute);
  const [chosenKind, setChosenKind] = useState<KindFilter>('all');
  // An agent sees customer logins only, and a client has no others: no kind to choose then.
  const mayChooseKind = useMayCall(getAgentOptions) && clientId === undefined && fixedKind === undefined;
  const chosen = mayChooseKind ? chosenKind : 'all';
  const kind = fixedKind ?? toKind(chosen);
  const status = chosen === 'awaiting' ? 'AwaitingApproval' : undefined;
  const loginsApi = useLoginsApi({ clientId, accountType: kind, status });
  // One remembered page, sort and search per choice, so a new choice starts on its first page.
  const tableKey = `admin-logins-${kind ?? (status ? 'awaiting' : 'all')}`;
  const reloadTable = useReloadTable(tableKey);
  const table = useAreaTable(pageSize);

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

  const { nextOpening, confirming, setConfirming, confirmAction, directAction, ask, done, runDirect } =
    useRowActions<ConfirmedLoginAction, LoginRow>(reloadTable);
  const [creating, setCreating] = useState({ id: 0, open: false });
  const [editing, setEditing] = useState<Dialog<'edit'> | null>(null);
  const [approving, setApproving] = useState<Dialog<'approve'> | null>(null);

  const runConfirmed = async ({ id, action, row }: Dialog<ConfirmedLoginAction>) => {
    const { failure } = CONFIRMED_LOGIN_ACTIONS[action];
    const ok = await confirmAction.run(async () => {
      if (action === 'loginAs') {
        const tokens = await loginsApi.loginAs(row);
        emit('cp-login-as', { ...tokens, emailAddress: row.emailAddress });
        return true;
      }
      if (action === 'disable') await loginsApi.disable(row);
      else if (action === 'resetTotp') await loginsApi.resetTotp(row);
      else if (action === 'reject') await loginsApi.reject(row);
      else await loginsApi.remove(row);
      done(t(`done.${action}`, loginTextValues(row)));
      return true;
    }, failure);
    if (ok) setConfirming(closing(id));
  };

  const runAtOnce = (action: DirectLoginAction, row: LoginRow) =>
    runDirect(
      () => (action === 'enable' ? loginsApi.enable(row) : loginsApi.resendActivation(row)),
      DIRECT_LOGIN_ACTIONS[action].failure,
      () => t(`done.${action}`, loginTextValues(row)),
    );

  const columns = useMemo(() => loginColumns(t, admin, language), [t, admin, language]);

  const rowActions: DataTableRowActions<LoginRow> = {};
  if (may.update)
    rowActions.edit = (row) => setEditing({ id: nextOpening(), action: 'edit', row, open: true });
  if (may.delete) rowActions.delete = (row) => ask('delete', row);

  // A self-registration awaiting approval is approved or rejected first; nothing else applies to it yet.
  const awaiting = (row: LoginRow) => row.status === 'AwaitingApproval';
  const customActions = loginStateActions<LoginRow>({
    may,
    t,
    ask,
    run: runAtOnce,
    changeable: (row) => !awaiting(row),
  });
  if (may.approve)
    customActions.unshift({
      name: 'approve',
      label: t('actions.approve'),
      icon: 'person-check',
      run: (row) => setApproving({ id: nextOpening(), action: 'approve', row, open: true }),
      visible: awaiting,
    });
  if (may.reject)
    customActions.push({
      name: 'reject',
      label: t('actions.reject'),
      icon: 'person-x',
      run: (row) => ask('reject', row),
      visible: awaiting,
    });
  if (may.loginAs)
    customActions.push({
      name: 'loginAs',
      label: t('actions.loginAs'),
      icon: 'box-arrow-in-right',
      run: (row) => ask('loginAs', row),
      visible: (row) => row.status === 'Active',
    });

  const confirmTexts = confirming && {
    title: t(`confirm.${confirming.action}.title`, loginTextValues(confirming.row)),
    message: t(`confirm.${confirming.action}.message`, loginTextValues(confirming.row)),
    confirmLabel: t(`confirm.${confirming.action}.confirm`),
  };

  return (
    <AdminSection
      headingId="admin-logins-title"
      title={t('title')}
      createLabel={may.create ? t('create') : undefined}
      onCreate={() => setCreating({ id: nextOpening(), open: true })}
    >
      {mayChooseKind && (
        <sl-radio-group
          class="admin-logins__filter"
          part="filter"
          label={t('filter.label')}
          value={chosenKind}
          onsl-change={(event) => setChosenKind((event.target as HTMLInputElement).value as KindFilter)}
        >
          {KIND_FILTERS.map((filter) => (
            <sl-radio-button key={filter} value={filter} size="small">
              {t(`filter.${filter}`)}
            </sl-radio-button>
          ))}
        </sl-radio-group>
      )}
      <StatusAlert variant="danger" message={directAction.error} />
      <DataTable<LoginRow>
        {...table}
        key={tableKey}
        tableKey={tableKey}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={loginsApi.fetchPage}
        queryKey={['admin-logins', clientId ?? 'all']}
        rowActions={rowActions}
        customActions={customActions}
      />
      <CreateLoginDialog
        key={`create-${creating.id}`}
        open={creating.open}
        clientId={clientId}
        accountType={kind}
        create={loginsApi.create}
        onCreated={(row) => {
          setCreating(closing(creating.id));
          done(t('done.create', loginTextValues(row)));
        }}
        onClose={() => setCreating(closing(creating.id))}
      />
      <EditLoginDialog
        key={`edit-${editing?.id ?? 0}`}
        open={editing?.open ?? false}
        row={editing?.row ?? null}
        update={loginsApi.update}
        onSaved={(row) => {
          setEditing(closing(editing?.id ?? 0));
          done(t('done.update', loginTextValues(row)));
        }}
        onClose={() => setEditing(closing(editing?.id ?? 0))}
      />
      <ApproveLoginDialog
        key={`approve-${approving?.id ?? 0}`}
        open={approving?.open ?? false}
        row={approving?.row ?? null}
        approve={loginsApi.approve}
        onApproved={(row) => {
          setApproving(closing(approving?.id ?? 0));
          done(t('done.approve', loginTextValues(row)));
        }}
        onClose={() => setApproving(closing(approving?.id ?? 0))}
      />
      <ConfirmDialog
        key={`confirm-${confirming?.id ?? 0}`}
        open={confirming?.open ?? false}
        title={confirmTexts?.title ?? ''}
        message={confirmTexts?.message ?? ''}
        confirmLabel={confirmTexts?.confirmLabel ?? ''}
        danger={confirming ? CONFIRMED_LOGIN_ACTIONS[confirming.action].danger : true}
        busy={confirmAction.busy}
        error={confirmAction.error}
        onConfirm={() => confirming && void runConfirmed(confirming)}
        onCancel={() => setConfirming(closing(confirming?.id ?? 0))}
      />
    </AdminSection>
  );
}
