import { useCallback, useMemo, useState } from 'react';
import {
  type AgentRow,
  createAgent,
  deleteAgent,
  linkClientToAgent,
  updateAgent,
} from '../../core/api/contract/admin-agents.ts';
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
import { AgentClientsDialog } from './AgentClientsDialog.tsx';
import { AgentFormDialog } from './AgentFormDialog.tsx';
import { agentColumns } from './agent-columns.ts';
import { useAgentsApi } from './use-agents-api.ts';

/** Name of the agents table in `dataTableRequests`. */
export const AGENTS_TABLE_KEY = 'admin-agents';

/** Which dialog is open, for which agent; `opening` counts openings so each form starts afresh. */
interface DialogState {
  kind: 'none' | 'form' | 'clients' | 'delete';
  agent: AgentRow | null;
  opening: number;
}

/** Staff administration of agents: the table, create / edit, linked clients and delete (spec §5, §6). */
export function AdminAgentsElement({ pageSize }: ElementProps) {
  const { t } = usePortalTranslation('admin-agents');
  const { t: admin } = usePortalTranslation('admin');
  const runtime = useRuntime();
  const api = useAgentsApi();
  const reload = useReloadTable(AGENTS_TABLE_KEY);
  const table = useAreaTable(pageSize);
  const mayCreate = useMayCall(createAgent);
  const mayDelete = useMayCall(deleteAgent);
  const mayUpdate = useMayCall(updateAgent);
  const mayLink = useMayCall(linkClientToAgent);
  const remove = useAdminAction();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none', agent: null, opening: 0 });

  const { reset: resetRemove } = remove;
  const open = useCallback(
    (kind: DialogState['kind'], agent: AgentRow | null) => {
      resetRemove();
      setDialog((current) => ({ kind, agent, opening: current.opening + 1 }));
    },
    [resetRemove],
  );
  // A dialog's close (after its hide animation) may come after another dialog opened: it closes only itself.
  const close = useCallback(
    (kind: DialogState['kind']) =>
      setDialog((current) => (current.kind === kind ? { ...current, kind: 'none' } : current)),
    [],
  );

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

  const confirmDelete = async (agent: AgentRow) => {
    const done = await remove.run(() => api.remove(agent.id).then(() => true), 'failures.agent.delete');
    if (!done) return;
    close('delete');
    runtime.snackbar.show(t('deleted', { name: agent.displayName }), 'success');
    await reload();
  };

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
          ...(mayDelete ? { delete: (row: AgentRow) => open('delete', row) } : {}),
        }}
        customActions={customActions}
      />
      <AgentFormDialog
        key={`form-${dialog.opening}`}
        open={dialog.kind === 'form'}
        agent={dialog.agent}
        api={api}
        onSaved={() => {
          close('form');
          void reload();
        }}
        onClose={() => close('form')}
      />
      <AgentClientsDialog
        open={dialog.kind === 'clients'}
        agent={dialog.agent}
        api={api}
        onChanged={() => void reload()}
        onClose={() => close('clients')}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={t('delete.title')}
        message={t('delete.message', { name: dialog.agent?.displayName ?? '' })}
        confirmLabel={admin('actions.delete')}
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => dialog.agent && void confirmDelete(dialog.agent)}
        onCancel={() => {
          if (remove.busy) return;
          remove.reset();
          close('delete');
        }}
      />
    </AdminSection>
  );
}
