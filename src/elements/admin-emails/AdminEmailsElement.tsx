import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type EmailRow, resendEmail } from '../../core/api/contract/admin-emails.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction, DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useMayCall } from '../../ui/element/use-may-call.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EmailViewDialog, emailQueryKey } from './EmailViewDialog.tsx';
import { emailColumns } from './email-columns.tsx';
import { useEmailsApi } from './use-emails-api.ts';

/** Name of the e-mails table in `dataTableRequests`. */
export const ADMIN_EMAILS_TABLE_KEY = 'adminEmails';

/** What the resend confirmation needs of an e-mail (a table row or the opened e-mail). */
type ResendTarget = Pick<EmailRow, 'id' | 'toAddress' | 'subject'>;

/**
 * The e-mail send log (spec §6): every outbox e-mail, newest first, with its status; "view" opens
 * the e-mail with its body and log, "Resend" sends a copy after a confirmation. The copy appears at
 * the top of the table and the original's log — also in an open view — records the resend.
 */
export function AdminEmailsElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-emails');
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const emailsApi = useEmailsApi();
  const reloadTable = useReloadTable(ADMIN_EMAILS_TABLE_KEY);
  const table = useAreaTable(pageSize);
  const [viewing, setViewing] = useState<{ open: boolean; emailId: number | null }>({
    open: false,
    emailId: null,
  });
  const [resending, setResending] = useState<ResendTarget | null>(null);
  const resendAction = useAdminAction();
  const { reset: resetResend } = resendAction;
  // Only what the session may do is offered (a support session, for one, administers nothing).
  const mayResend = useMayCall(resendEmail);

  const columns = useMemo(() => emailColumns(t, language), [t, language]);
  const rowActions = useMemo<DataTableRowActions<EmailRow>>(
    () => ({ view: (row) => setViewing({ open: true, emailId: row.id }) }),
    [],
  );
  const customActions = useMemo<DataTableCustomAction<EmailRow>[]>(
    () =>
      mayResend
        ? [
            {
              name: 'resend',
              label: t('resend.action'),
              icon: 'envelope-arrow-up',
              run: (row) => {
                resetResend();
                setResending(row);
              },
            },
          ]
        : [],
    [t, resetResend, mayResend],
  );

  const confirmResend = async () => {
    if (!resending) return;
    const original = resending;
    const copy = await resendAction.run(() => emailsApi.resend(original.id), 'failures.email.resend');
    if (!copy) return;
    setResending(null);
    runtime.snackbar.show(t('resend.done', { to: copy.toAddress }), 'success');
    await Promise.all([
      reloadTable(),
      queryClient.invalidateQueries({ queryKey: emailQueryKey(original.id) }),
    ]);
  };

  return (
    <AdminSection headingId="admin-emails-title" title={t('title')}>
      <DataTable<EmailRow>
        {...table}
        tableKey={ADMIN_EMAILS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={emailsApi.fetchPage}
        queryKey={['adminEmails']}
        rowActions={rowActions}
        customActions={customActions}
      />
      <EmailViewDialog
        open={viewing.open}
        emailId={viewing.emailId}
        fetchEmail={emailsApi.fetchEmail}
        {...(mayResend
          ? {
              onResend: (email: ResendTarget) => {
                resetResend();
                setResending(email);
              },
            }
          : {})}
        onClose={() => setViewing((state) => ({ ...state, open: false }))}
      />
      <ConfirmDialog
        open={resending !== null}
        title={t('resend.title')}
        message={
          resending ? t('resend.message', { subject: resending.subject, to: resending.toAddress }) : ''
        }
        confirmLabel={t('resend.confirm')}
        danger={false}
        busy={resendAction.busy}
        error={resendAction.error}
        onConfirm={() => void confirmResend()}
        onCancel={() => {
          if (!resendAction.busy) setResending(null);
        }}
      />
    </AdminSection>
  );
}
