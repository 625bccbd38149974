import { useMemo } from 'react';
import {
  type AgentRow,
  createAgent,
  deleteAgent,
  linkClientToAgent,
  updateAgent,
} from '../../core/api/browser-contract/admin-agents.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { AgentClientsDialog } from './AgentClientsDialog.tsx';
import { AgentFormDialog } from './AgentFormDialog.tsx';
import { agentColumns } from './agent-columns.ts';
import { useAgentsApi } from './use-agents-api.ts';

/** Name of the agents table in `dataTableRequests`. */
export const AGENTS_TABLE_KEY = 'admin-agents';

/** Staff administration of agents: the table, create / edit, linked clients and delete (docs/screens/administration.md#delete-rules, docs/screens/administration.md#agents). */
export function AdminAgentsElement({ pageSize }: ElementProps) {
  const { t } = usePortalTranslation('admin-agents');
  const { t: admin } = usePortalTranslation('admin');
  const api = useAgentsApi();
  const table = useAreaTable(pageSize);
  const mayCreate = useMayCall(createAgent);
  const mayDelete = useMayCall(deleteAgent);
  const mayUpdate = useMayCall(updateAgent);
  const mayLink = useMayCall(linkClientToAgent);
  const dialogs = useAdminDialogs<'form' | 'clients', 'delete', AgentRow>({
    reload: useReloadTable(AGENTS_TABLE_KEY),
  });
  const form = dialogs.dialog('form');
  const clients = dialogs.dialog('clients');
  const { confirmation, open } = dialogs;

  const columns = useMemo(() => agentColumns(t), [t]);
  const customActions = useMemo<DataTableCustomAction<AgentRow>[]>(
    () =>
      mayLink
        ? [
            {
              name: 'clients',
              label: t('clients.action'),
              icon: 'link-45deg',
              run: (row) => open('clients', row),
            },
          ]
        : [],
    [t, mayLink, open],
  );

  const confirmDelete = () =>
    dialogs.confirm(
      async (_delete, agent) => {
        await api.remove(agent.id);
        return t('deleted', { name: agent.displayName });
      },
      () => 'failures.agent.delete',
    );

  return (
    <AdminSection
      headingId="admin-agents-title"
      title={t('title')}
      createLabel={mayCreate ? t('create') : undefined}
      onCreate={() => open('form', null)}
    >
      <DataTable<AgentRow>
        {...table}
        tableKey={AGENTS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={api.fetchPage}
        queryKey={['admin-agents']}
        rowActions={{
          ...(mayUpdate ? { edit: (row: AgentRow) => open('form', row) } : {}),
          ...(mayDelete ? { delete: (row: AgentRow) => dialogs.ask('delete', row) } : {}),
        }}
        customActions={customActions}
      />
      <AgentFormDialog
        key={form.key}
        open={form.open}
        agent={form.row}
        api={api}
        onSaved={() => {
          form.close();
          void dialogs.reload();
        }}
        onClose={form.close}
      />
      <AgentClientsDialog
        open={clients.open}
        agent={clients.row}
        api={api}
        onChanged={() => void dialogs.reload()}
        onClose={clients.close}
      />
      <ConfirmDialog
        key={confirmation.key}
        open={confirmation.open}
        title={t('delete.title')}
        message={t('delete.message', { name: confirmation.row?.displayName ?? '' })}
        confirmLabel={admin('actions.delete')}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={() => void confirmDelete()}
        onCancel={confirmation.close}
      />
    </AdminSection>
  );
}
