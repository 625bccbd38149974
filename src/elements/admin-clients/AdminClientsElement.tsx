import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useCallback, useMemo, useState } from 'react';
import {
  type ClientRow,
  createClient,
  deleteClient,
  disableClient,
  updateClient,
} from '../../core/api/contract/admin-clients.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useMayCall } from '../../ui/element/use-may-call.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { ClientFormDialog } from './ClientFormDialog.tsx';
import { clientColumns } from './client-columns.tsx';
import { useClientsApi } from './use-clients-api.ts';

/** Name of the clients table in `dataTableRequests`. */
export const CLIENTS_TABLE_KEY = 'admin-clients';

/** Which dialog is open, for which client; `opening` counts openings so each form starts afresh. */
interface DialogState {
  kind: 'none' | 'form' | 'disable' | 'delete';
  client: ClientRow | null;
  opening: number;
}

/** Staff administration of clients: the table, create / edit, disable / enable and delete (spec §5, §6). */
export function AdminClientsElement({ pageSize }: ElementProps) {
  const { t } = usePortalTranslation('admin-clients');
  const { t: admin } = usePortalTranslation('admin');
  const runtime = useRuntime();
  const api = useClientsApi();
  const reload = useReloadTable(CLIENTS_TABLE_KEY);
  const table = useAreaTable(pageSize);
  const mayCreate = useMayCall(createClient);
  const mayUpdate = useMayCall(updateClient);
  const mayDisable = useMayCall(disableClient);
  const mayDelete = useMayCall(deleteClient);
  // One runner for the confirmed actions (disable, delete), one for enable, which needs no confirmation.
  const confirmed = useAdminAction();
  const enabling = useAdminAction();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none', client: null, opening: 0 });

  const { reset: resetConfirmed } = confirmed;
  const open = useCallback(
    (kind: DialogState['kind'], client: ClientRow | null) => {
      resetConfirmed();
      setDialog((current) => ({ kind, client, opening: current.opening + 1 }));
    },
    [resetConfirmed],
  );
  // A dialog's close (after its hide animation) may come after another dialog opened: it closes only itself.
  const close = useCallback(
    (kind: DialogState['kind']) =>
      setDialog((current) => (current.kind === kind ? { ...current, kind: 'none' } : current)),
    [],
  );

  const { run: runEnable } = enabling;
  const enable = useCallback(
    async (client: ClientRow) => {
      const enabled = await runEnable(() => api.setActive(client.id, true), 'failures.client.enable');
      if (!enabled) return;
      runtime.snackbar.show(t('enabled', { name: client.displayName }), 'success');
      await reload();
    },
    [runEnable, api, runtime, t, reload],
  );

  const columns = useMemo(() => clientColumns(t, admin('none')), [t, admin]);
  const customActions = useMemo<DataTableCustomAction<ClientRow>[]>(
    () =>
      mayDisable
        ? [
            {
              name: 'disable',
              label: admin('actions.disable'),
              icon: 'person-slash',
              run: (row) => open('disable', row),
              visible: (row) => row.isActive,
            },
            {
              name: 'enable',
              label: admin('actions.enable'),
              icon: 'person-check',
              run: (row) => enable(row),
              visible: (row) => !row.isActive,
            },
          ]
        : [],
    [admin, mayDisable, open, enable],
  );

  const confirm = async (client: ClientRow, kind: 'disable' | 'delete') => {
    const done =
      kind === 'disable'
        ? await confirmed.run(() => api.setActive(client.id, false), 'failures.client.disable')
        : await confirmed.run(() => api.remove(client.id).then(() => true), 'failures.client.delete');
    if (!done) return;
    close(kind);
    runtime.snackbar.show(
      t(kind === 'disable' ? 'disabled' : 'deleted', { name: client.displayName }),
      'success',
    );
    await reload();
  };
  const cancelConfirmation = (kind: 'disable' | 'delete') => {
    if (confirmed.busy) return;
    confirmed.reset();
    close(kind);
  };
  const name = dialog.client?.displayName ?? '';

  return (
    <AdminSection
      headingId="admin-clients-title"
      title={t('title')}
      createLabel={mayCreate ? t('create') : undefined}
      onCreate={() => open('form', null)}
    >
      {enabling.error && (
        <StatusAlert variant="danger" message={enabling.error}>
          <sl-button size="small" variant="text" onClick={() => enabling.reset()}>
            {admin('actions.close')}
          </sl-button>
        </StatusAlert>
      )}
      <DataTable<ClientRow>
        {...table}
        tableKey={CLIENTS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={api.fetchPage}
        queryKey={['admin-clients']}
        rowActions={{
          ...(mayUpdate ? { edit: (row: ClientRow) => open('form', row) } : {}),
          ...(mayDelete ? { delete: (row: ClientRow) => open('delete', row) } : {}),
        }}
        customActions={customActions}
      />
      <ClientFormDialog
        key={`form-${dialog.opening}`}
        open={dialog.kind === 'form'}
        client={dialog.client}
        api={api}
        onSaved={() => {
          close('form');
          void reload();
        }}
        onClose={() => close('form')}
      />
      <ConfirmDialog
        open={dialog.kind === 'disable'}
        title={t('disable.title')}
        message={t('disable.message', { name })}
        confirmLabel={admin('actions.disable')}
        busy={confirmed.busy}
        error={confirmed.error}
        onConfirm={() => dialog.client && void confirm(dialog.client, 'disable')}
        onCancel={() => cancelConfirmation('disable')}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={t('delete.title')}
        message={t('delete.message', { name })}
        confirmLabel={admin('actions.delete')}
        busy={confirmed.busy}
        error={confirmed.error}
        onConfirm={() => dialog.client && void confirm(dialog.client, 'delete')}
        onCancel={() => cancelConfirmation('delete')}
      />
    </AdminSection>
  );
}
