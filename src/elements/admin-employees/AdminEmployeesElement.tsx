import { useMemo } from 'react';
import {
  createEmployee,
  deleteEmployee,
  type EmployeeInput,
  type EmployeeRow,
  updateEmployee,
} from '../../core/api/browser-contract/admin-employees.ts';
import {
  disableLogin,
  enableLogin,
  resendActivation,
  resetLoginTotp,
} from '../../core/api/browser-contract/admin-logins.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { loginStateActions } from '../../ui/admin/login-state.tsx';
import { useAdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { EmployeeConfirmDialog } from './EmployeeConfirmDialog.tsx';
import { EmployeeFormDialog } from './EmployeeFormDialog.tsx';
import {
  type ConfirmedEmployeeAction,
  type DirectEmployeeAction,
  EMPLOYEE_ACTION_FAILURES,
  employeeTextValues,
} from './employee-actions.ts';
import { employeeColumns } from './employee-columns.tsx';
import { employeeFailure } from './use-employee-action.ts';
import { useEmployeesApi } from './use-employees-api.ts';

/** Name of the employees table in `dataTableRequests`. */
export const EMPLOYEES_TABLE_KEY = 'admin-employees';

/**
 * The employees screen (staff only): staff logins in a paged, searchable table, with create and
 * edit dialogs, disable/enable, two-factor reset, activation resend and delete — the last with
 * the employee's e-mail address typed as the confirmation. None of these is offered for the
 * caller's own login except edit.
 */
export function AdminEmployeesElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-employees');
  const { t: admin } = usePortalTranslation('admin');
  const employeesApi = useEmployeesApi();
  const table = useAreaTable(pageSize);
  const dialogs = useAdminDialogs<'form', ConfirmedEmployeeAction, EmployeeRow>({
    reload: useReloadTable(EMPLOYEES_TABLE_KEY),
    failureFor: employeeFailure,
  });
  const form = dialogs.dialog('form');

  const may = {
    create: useMayCall(createEmployee),
    update: useMayCall(updateEmployee),
    delete: useMayCall(deleteEmployee),
    disable: useMayCall(disableLogin),
    enable: useMayCall(enableLogin),
    resetTotp: useMayCall(resetLoginTotp),
    resendActivation: useMayCall(resendActivation),
  };

  const runAtOnce = (action: DirectEmployeeAction, row: EmployeeRow) =>
    dialogs.runDirect(
      () => (action === 'enable' ? employeesApi.enable(row) : employeesApi.resendActivation(row)),
      EMPLOYEE_ACTION_FAILURES[action],
      () => t(`done.${action}`, employeeTextValues(row)),
    );

  const save = (input: EmployeeInput) =>
    form.row ? employeesApi.update(form.row.id, input) : employeesApi.create(input);

  const columns = useMemo(() => employeeColumns(t, admin, language), [t, admin, language]);

  const rowActions: DataTableRowActions<EmployeeRow> = {};
  if (may.update) rowActions.edit = (row) => dialogs.open('form', row);

  // Nobody disables, resets or deletes their own login from here.
  const others = (row: EmployeeRow) => !row.isSelf;
  const customActions = loginStateActions<EmployeeRow>({
    may,
    t,
    ask: dialogs.ask,
    run: runAtOnce,
    changeable: others,
  });
  if (may.delete)
    customActions.push({
      name: 'delete',
      label: t('actions.delete'),
      icon: 'trash',
      run: (row) => dialogs.ask('delete', row),
      visible: others,
    });

  return (
    <AdminSection
      headingId="admin-employees-title"
      title={t('title')}
      createLabel={may.create ? t('create') : undefined}
      onCreate={() => dialogs.open('form', null)}
    >
      <StatusAlert variant="danger" message={dialogs.direct.error} />
      <DataTable<EmployeeRow>
        {...table}
        tableKey={EMPLOYEES_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={employeesApi.fetchPage}
        rowActions={rowActions}
        customActions={customActions}
      />
      <EmployeeFormDialog
        key={form.key}
        open={form.open}
        row={form.row}
        save={save}
        onSaved={(row) => {
          form.close();
          void dialogs.done(t(form.row ? 'done.update' : 'done.create', employeeTextValues(row)));
        }}
        onClose={form.close}
      />
      <EmployeeConfirmDialog t={t} dialogs={dialogs} api={employeesApi} />
    </AdminSection>
  );
}
