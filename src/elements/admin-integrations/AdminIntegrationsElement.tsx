import { useMemo, useState } from 'react';
import {
  type ApiKeyInput,
  type ApiKeyRow,
  createApiKey,
  type NewApiKey,
  revokeApiKey,
} from '../../core/api/browser-contract/admin-api-keys.ts';
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
import { ApiKeyCallsDialog } from './ApiKeyCallsDialog.tsx';
import { ApiKeyFormDialog } from './ApiKeyFormDialog.tsx';
import { apiKeyColumns } from './api-key-columns.tsx';
import { NewApiKeyDialog } from './NewApiKeyDialog.tsx';
import { useApiKeysApi } from './use-api-keys-api.ts';

/** Name of the keys table in `dataTableRequests`. */
export const ADMIN_INTEGRATIONS_TABLE_KEY = 'adminApiKeys';

/**
 * The integrations' API keys (docs/screens/administration.md#integrations): every key, newest first;
 * "New key" creates one and shows it once; "Revoke" ends one after a confirmation; "Calls" shows a
 * key's latest calls. The new key lives only in this component's state while its dialog is open.
 */
export function AdminIntegrationsElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-integrations');
  const keysApi = useApiKeysApi();
  const table = useAreaTable(pageSize);
  const dialogs = useAdminDialogs<'form' | 'calls', 'revoke', ApiKeyRow>({
    reload: useReloadTable(ADMIN_INTEGRATIONS_TABLE_KEY),
  });
  const form = dialogs.dialog('form');
  const calls = dialogs.dialog('calls');
  const { confirmation, open, ask } = dialogs;
  const revoking = confirmation.row;
  const [created, setCreated] = useState<{ name: string; apiKey: string } | null>(null);
  // Only what the session may do is offered (a support session, for one, administers nothing).
  const mayCreate = useMayCall(createApiKey);
  const mayRevoke = useMayCall(revokeApiKey);

  const columns = useMemo(() => apiKeyColumns(t, language), [t, language]);
  const customActions = useMemo<DataTableCustomAction<ApiKeyRow>[]>(
    () => [
      { name: 'calls', label: t('calls.action'), icon: 'clock-history', run: (row) => open('calls', row) },
      ...(mayRevoke
        ? [
            {
              name: 'revoke',
              label: t('revoke.action'),
              icon: 'slash-circle',
              run: (row: ApiKeyRow) => ask('revoke', row),
              visible: (row: ApiKeyRow) => row.revokedAt === null,
            },
          ]
        : []),
    ],
    [t, open, ask, mayRevoke],
  );

  const onCreated = (key: NewApiKey, input: ApiKeyInput) => {
    form.close();
    setCreated({ name: input.name, apiKey: key.apiKey });
    void dialogs.reload();
  };

  const confirmRevoke = () =>
    dialogs.confirm(
      async (_revoke, row) => {
        await keysApi.revoke(row.apiKeyId);
        return t('revoke.done', { name: row.name });
      },
      () => 'failures.apiKey.revoke',
    );

  return (
    <AdminSection
      headingId="admin-integrations-title"
      title={t('title')}
      {...(mayCreate ? { createLabel: t('create'), onCreate: () => open('form', null) } : {})}
    >
      <p className="admin__intro">{t('intro')}</p>
      <DataTable<ApiKeyRow>
        {...table}
        tableKey={ADMIN_INTEGRATIONS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={keysApi.fetchPage}
        queryKey={['adminApiKeys']}
        rowKey="apiKeyId"
        customActions={customActions}
        rowClassName={(row) => (row.revokedAt === null ? undefined : 'api-key--revoked')}
      />
      <ApiKeyFormDialog
        key={form.key}
        open={form.open}
        create={keysApi.create}
        onCreated={onCreated}
        onClose={form.close}
      />
      <NewApiKeyDialog open={created !== null} created={created} onClose={() => setCreated(null)} />
      <ApiKeyCallsDialog
        open={calls.open}
        apiKey={calls.row}
        fetchCalls={keysApi.fetchCalls}
        onClose={calls.close}
      />
      <ConfirmDialog
        key={confirmation.key}
        open={confirmation.open}
        title={t('revoke.title')}
        message={revoking ? t('revoke.message', { name: revoking.name, hint: revoking.hint }) : ''}
        confirmLabel={t('revoke.confirm')}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={() => void confirmRevoke()}
        onCancel={confirmation.close}
      />
    </AdminSection>
  );
}
