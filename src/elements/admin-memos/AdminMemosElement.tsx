import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  createMemo,
  deleteMemo,
  type MemoInput,
  type MemoRow,
  updateMemo,
} from '../../core/api/contract/admin-memos.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useMayCall } from '../../ui/element/use-may-call.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { MemoFormDialog } from './MemoFormDialog.tsx';
import { memoAudience, memoColumns, memoTypeName } from './memo-columns.tsx';
import { useMemosApi } from './use-memos-api.ts';

/** Name of the memos table in `dataTableRequests`. */
export const ADMIN_MEMOS_TABLE_KEY = 'adminMemos';

/** The form dialog's state: closed, writing a new memo, or editing one. */
type FormState = { open: false; memo: MemoRow | null } | { open: true; memo: MemoRow | null };

/**
 * Staff memos (spec §6, §7): the table of every memo, newest first, with a dialog to write or edit
 * one (live preview) and a confirmed delete. A saved or deleted memo is what /Memos/GetMemo answers
 * from then on, so the cached memos of the page are refetched too.
 */
export function AdminMemosElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-memos');
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const memosApi = useMemosApi();
  const reloadTable = useReloadTable(ADMIN_MEMOS_TABLE_KEY);
  const table = useAreaTable(pageSize);
  const [formState, setFormState] = useState<FormState>({ open: false, memo: null });
  const [deleting, setDeleting] = useState<MemoRow | null>(null);
  const deleteAction = useAdminAction();
  // Only what the session may do is offered (a support session, for one, administers nothing).
  const mayCreate = useMayCall(createMemo);
  const mayUpdate = useMayCall(updateMemo);
  const mayDelete = useMayCall(deleteMemo);

  const columns = useMemo(() => memoColumns(t, language), [t, language]);
  const rowActions = useMemo<DataTableRowActions<MemoRow>>(
    () => ({
      ...(mayUpdate ? { edit: (memo: MemoRow) => setFormState({ open: true, memo }) } : {}),
      ...(mayDelete
        ? {
            delete: (memo: MemoRow) => {
              deleteAction.reset();
              setDeleting(memo);
            },
          }
        : {}),
    }),
    [mayUpdate, mayDelete, deleteAction.reset],
  );

  const afterChange = useCallback(
    async (message: string) => {
      runtime.snackbar.show(message, 'success');
      // The dashboard and the login page of this page show the memo GetMemo answers now.
      await Promise.all([reloadTable(), queryClient.invalidateQueries({ queryKey: ['memo'] })]);
    },
    [runtime, reloadTable, queryClient],
  );

  const save = useCallback(
    (input: MemoInput) =>
      formState.memo ? memosApi.update(formState.memo.id, input) : memosApi.create(input),
    [formState.memo, memosApi],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    const memo = deleting;
    const done = await deleteAction.run(async () => {
      await memosApi.remove(memo.id);
      return true;
    }, 'failures.memo.delete');
    if (!done) return;
    setDeleting(null);
    await afterChange(t('deleted'));
  };

  return (
    <AdminSection
      headingId="admin-memos-title"
      title={t('title')}
      {...(mayCreate
        ? { createLabel: t('create'), onCreate: () => setFormState({ open: true, memo: null }) }
        : {})}
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
      <MemoFormDialog
        open={formState.open}
        memo={formState.memo}
        save={save}
        onSaved={() => {
          setFormState({ open: false, memo: formState.memo });
          void afterChange(formState.memo ? t('saved') : t('created'));
        }}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
      <ConfirmDialog
        open={deleting !== null}
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
        busy={deleteAction.busy}
        error={deleteAction.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!deleteAction.busy) setDeleting(null);
        }}
      />
    </AdminSection>
  );
}
