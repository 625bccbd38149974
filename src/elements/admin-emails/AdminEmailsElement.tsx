import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type EmailRow, resendEmail } from '../../core/api/browser-contract/admin-emails.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { useAdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction, DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { EmailViewDialog, emailQueryKey } from './EmailViewDialog.tsx';
import { emailColumns } from './email-columns.tsx';
import { useEmailsApi } from './use-emails-api.ts';

/** Name of the e-mails table in `dataTableRequests`. */
export const ADMIN_EMAILS_TABLE_KEY = 'adminEmails';

/** What the view and the resend confirmation need of an e-mail (a table row or the opened e-mail). */
type EmailTarget = Pick<EmailRow, 'id' | 'toAddress' | 'subject'>;

/**
 * The e-mail send log (docs/screens/administration.md#e-mails): every outbox e-mail, newest first, with its status; "view" opens
 * the e-mail with its body and log, "Resend" sends a copy after a confirmation. The copy appears at
 * the top of the table and the original's log — also in an open view — records the resend.
 */
export function AdminEmailsElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-emails');
  const queryClient = useQueryClient();
  const emailsApi = useEmailsApi();
  const table = useAreaTable(pageSize);
  const dialogs = useAdminDialogs<'view', 'resend', EmailTarget>({
    reload: useReloadTable(ADMIN_EMAILS_TABLE_KEY),
  });
  const viewing = dialogs.dialog('view');
  const { confirmation, open, ask } = dialogs;
  const resending = confirmation.row;
  // Only what the session may do is offered (a support session, for one, administers nothing).
  const mayResend = useMayCall(resendEmail);

  const columns = useMemo(() => emailColumns(t, language), [t, language]);
  const rowActions = useMemo<DataTableRowActions<EmailRow>>(
    () => ({ view: (row) => open('view', row) }),
    [open],
  );
  const customActions = useMemo<DataTableCustomAction<EmailRow>[]>(
    () =>
      mayResend
        ? [
            {
              name: 'resend',
              label: t('resend.action'),
              icon: 'envelope-arrow-up',
              run: (row) => ask('resend', row),
            },
          ]
        : [],
    [t, ask, mayResend],
  );

  const confirmResend = () =>
    dialogs.confirm(
      async (_resend, original) => {
        const copy = await emailsApi.resend(original.id);
        // The original's log, also in an open view, records the resend.
        void queryClient.invalidateQueries({ queryKey: emailQueryKey(original.id) });
        return t('resend.done', { to: copy.toAddress });
      },
      () => 'failures.email.resend',
    );

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
        emailId={viewing.row?.id ?? null}
        fetchEmail={emailsApi.fetchEmail}
        {...(mayResend ? { onResend: (email: EmailTarget) => ask('resend', email) } : {})}
        onClose={viewing.close}
      />
      <ConfirmDialog
        key={confirmation.key}
        open={confirmation.open}
        title={t('resend.title')}
        message={
          resending ? t('resend.message', { subject: resending.subject, to: resending.toAddress }) : ''
        }
        confirmLabel={t('resend.confirm')}
        danger={false}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={() => void confirmResend()}
        onCancel={confirmation.close}
      />
    </AdminSection>
  );
}
