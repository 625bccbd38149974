import type { LoginRow } from '../../core/api/contract/admin-logins.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import './admin-logins-shoelace.ts';
import { KindFilterChoice } from './KindFilterChoice.tsx';
import { LoginDialogs } from './LoginDialogs.tsx';
import './login-as-event.ts';
import { useLoginsScreen } from './use-logins-screen.ts';

/** Own props of `<cp-admin-logins>`. */
export interface AdminLoginsProps {
  /** Show only logins of this kind; the kind filter is then hidden. */
  accountType?: string;
}

/**
 * The logins screen: customer and agent logins in a paged, searchable table, with create and edit
 * dialogs, disable/enable, two-factor reset, activation resend, delete and "log in as". Staff see
 * every login, and the self-registrations awaiting approval (a filter choice) to approve or reject;
 * an agent sees its own clients' customer logins (the API limits it) and only the actions its role
 * may make.
 */
export function AdminLoginsElement({ clientId, pageSize, accountType }: ElementProps & AdminLoginsProps) {
  const { t } = usePortalTranslation('admin-logins');
  const screen = useLoginsScreen({ clientId, pageSize, accountType });
  const { dialogs } = screen;
  return (
    <AdminSection
      headingId="admin-logins-title"
      title={t('title')}
      createLabel={screen.mayCreate ? t('create') : undefined}
      onCreate={() => dialogs.open('create', null)}
    >
      {screen.filter && <KindFilterChoice t={t} {...screen.filter} />}
      <StatusAlert variant="danger" message={dialogs.direct.error} />
      <DataTable<LoginRow>
        {...screen.table}
        key={screen.tableKey}
        tableKey={screen.tableKey}
        caption={t('tableCaption')}
        columns={screen.columns}
        fetchPage={screen.api.fetchPage}
        queryKey={['admin-logins', clientId ?? 'all']}
        rowActions={screen.rowActions}
        customActions={screen.customActions}
      />
      <LoginDialogs
        t={t}
        dialogs={dialogs}
        api={screen.api}
        clientId={clientId}
        kind={screen.kind}
        onConfirm={() => void screen.confirm()}
      />
    </AdminSection>
  );
}
