import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  createMemo,
  deleteMemo,
  type MemoInput,
  type MemoRow,
  updateMemo,
} from '../../core/api/browser-contract/admin-memos.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { MemoFormDialog } from './MemoFormDialog.tsx';
import { memoAudience, memoColumns, memoTypeName } from './memo-columns.tsx';
import { useMemosApi } from './use-memos-api.ts';

/** Name of the memos table in `dataTableRequests`. */
export const ADMIN_MEMOS_TABLE_KEY = 'adminMemos';

/**
 * Staff memos (docs/screens/administration.md#memos): the table of every memo, newest first, with a dialog to write or edit
 * one (live preview) and a confirmed delete. A saved or deleted memo is what /Memos/GetMemo answers
 * from then on, so the cached memos of the page are refetched too.
 */
export function AdminMemosElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-memos');
  const queryClient = useQueryClient();
  const memosApi = useMemosApi();
  const reloadTable = useReloadTable(ADMIN_MEMOS_TABLE_KEY);
  const table = useAreaTable(pageSize);
  const dialogs = useAdminDialogs<'form', 'delete', MemoRow>({
    // The dashboard and the login page of this page show the memo GetMemo answers now.
    reload: () => Promise.all([reloadTable(), queryClient.invalidateQueries({ queryKey: ['memo'] })]),
  });
  const form = dialogs.dialog('form');
  const { confirmation, open, ask } = dialogs;
  const deleting = confirmation.row;
  // Only what the session may do is offered (a support session, for one, administers nothing).
  const mayCreate = useMayCall(createMemo);
  const mayUpdate = useMayCall(updateMemo);
  const mayDelete = useMayCall(deleteMemo);

  const columns = useMemo(() => memoColumns(t, language), [t, language]);
  const rowActions = useMemo<DataTableRowActions<MemoRow>>(
    () => ({
      ...(mayUpdate ? { edit: (memo: MemoRow) => open('form', memo) } : {}),
      ...(mayDelete ? { delete: (memo: MemoRow) => ask('delete', memo) } : {}),
    }),
    [mayUpdate, mayDelete, open, ask],
  );

  const save = useCallback(
    (input: MemoInput) => (form.row ? memosApi.update(form.row.id, input) : memosApi.create(input)),
    [form.row, memosApi],
  );

  const confirmDelete = () =>
    dialogs.confirm(
      async (_delete, memo) => {
        await memosApi.remove(memo.id);
        return t('deleted');
      },
      () => 'failures.memo.delete',
    );

  return (
    <AdminSection
      headingId="admin-memos-title"
      title={t('title')}
      {...(mayCreate ? { createLabel: t('create'), onCreate: () => open('form', null) } : {})}
    >
      <DataTable<MemoRow>
        {...table}
        tableKey={ADMIN_MEMOS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={memosApi.fetchPage}
        queryKey={['adminMemos']}
        rowActions={rowActions}
      />
      {/* No key per opening: the dialog starts each opening from the memo itself, before paint. */}
      <MemoFormDialog
        open={form.open}
        memo={form.row}
        save={save}
        onSaved={() => {
          form.close();
          void dialogs.done(form.row ? t('saved') : t('created'));
        }}
        onClose={form.close}
      />
      <ConfirmDialog
        key={confirmation.key}
        open={confirmation.open}
        title={t('delete.title')}
        message={
          deleting
            ? t('delete.message', {
                type: memoTypeName(t, deleting.memoType),
                audience: memoAudience(t, deleting),
              })
            : ''
        }
        confirmLabel={t('delete.confirm')}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={() => void confirmDelete()}
        onCancel={confirmation.close}
      />
    </AdminSection>
  );
}
