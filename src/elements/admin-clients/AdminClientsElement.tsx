import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useMemo } from 'react';
import {
  type ClientRow,
  createClient,
  deleteClient,
  disableClient,
  updateClient,
} from '../../core/api/browser-contract/admin-clients.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { ClientConfirmDialog } from './ClientConfirmDialog.tsx';
import { ClientFormDialog } from './ClientFormDialog.tsx';
import { clientColumns } from './client-columns.tsx';
import { useClientsApi } from './use-clients-api.ts';

/** Name of the clients table in `dataTableRequests`. */
export const CLIENTS_TABLE_KEY = 'admin-clients';

/** Staff administration of clients: the table, create / edit, disable / enable and delete (docs/screens/administration.md#delete-rules, docs/screens/administration.md#clients). */
export function AdminClientsElement({ pageSize }: ElementProps) {
  const { t } = usePortalTranslation('admin-clients');
  const { t: admin } = usePortalTranslation('admin');
  const api = useClientsApi();
  const table = useAreaTable(pageSize);
  const mayCreate = useMayCall(createClient);
  const mayUpdate = useMayCall(updateClient);
  const mayDisable = useMayCall(disableClient);
  const mayDelete = useMayCall(deleteClient);
  const dialogs = useAdminDialogs<'form', 'disable' | 'delete', ClientRow>({
    reload: useReloadTable(CLIENTS_TABLE_KEY),
  });
  const form = dialogs.dialog('form');
  const { ask, runDirect } = dialogs;

  const columns = useMemo(() => clientColumns(t, admin('none')), [t, admin]);
  const customActions: DataTableCustomAction<ClientRow>[] = mayDisable
    ? [
        {
          name: 'disable',
          label: admin('actions.disable'),
          icon: 'person-slash',
          run: (row) => ask('disable', row),
          visible: (row) => row.isActive,
        },
        {
          name: 'enable',
          label: admin('actions.enable'),
          icon: 'person-check',
          // Nothing is lost by enabling: it runs at once.
          run: (row) =>
            runDirect(
              () => api.setActive(row.id, true),
              'failures.client.enable',
              () => t('enabled', { name: row.displayName }),
            ),
          visible: (row) => !row.isActive,
        },
      ]
    : [];

  return (
    <AdminSection
      headingId="admin-clients-title"
      title={t('title')}
      createLabel={mayCreate ? t('create') : undefined}
      onCreate={() => dialogs.open('form', null)}
    >
      {dialogs.direct.error && (
        <StatusAlert variant="danger" message={dialogs.direct.error}>
          <cp-sl-button size="small" variant="text" onClick={() => dialogs.direct.reset()}>
            {admin('actions.close')}
          </cp-sl-button>
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
          ...(mayUpdate ? { edit: (row: ClientRow) => dialogs.open('form', row) } : {}),
          ...(mayDelete ? { delete: (row: ClientRow) => ask('delete', row) } : {}),
        }}
        customActions={customActions}
      />
      <ClientFormDialog
        key={form.key}
        open={form.open}
        client={form.row}
        api={api}
        onSaved={() => {
          form.close();
          void dialogs.reload();
        }}
        onClose={form.close}
      />
      <ClientConfirmDialog dialogs={dialogs} api={api} />
    </AdminSection>
  );
}
