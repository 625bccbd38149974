import { useMemo, useState } from 'react';
import {
  createEmployee,
  deleteEmployee,
  type EmployeeInput,
  type EmployeeRow,
  updateEmployee,
} from '../../core/api/contract/admin-employees.ts';
import {
  disableLogin,
  enableLogin,
  resendActivation,
  resetLoginTotp,
} from '../../core/api/contract/admin-logins.ts';
import { AdminSection } from '../../ui/admin/AdminSection.tsx';
import { type AdminDialog, closing } from '../../ui/admin/admin-dialog.ts';
import { loginStateActions } from '../../ui/admin/login-state.tsx';
import { useRowActions } from '../../ui/admin/use-row-actions.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useMayCall } from '../../ui/element/use-may-call.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
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

/** A dialog over the table and the employee it is about; none for a new employee. */
type Dialog<A> = AdminDialog<A, EmployeeRow | null>;

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
  const reloadTable = useReloadTable(EMPLOYEES_TABLE_KEY);
  const table = useAreaTable(pageSize);

  const may = {
    create: useMayCall(createEmployee),
    update: useMayCall(updateEmployee),
    delete: useMayCall(deleteEmployee),
    disable: useMayCall(disableLogin),
    enable: useMayCall(enableLogin),
    resetTotp: useMayCall(resetLoginTotp),
    resendActivation: useMayCall(resendActivation),
  };

  const { nextOpening, confirming, setConfirming, confirmAction, directAction, ask, done, runDirect } =
    useRowActions<ConfirmedEmployeeAction, EmployeeRow | null>(reloadTable, { failureFor: employeeFailure });
  const [form, setForm] = useState<Dialog<'create' | 'edit'>>({
    id: 0,
    action: 'create',
    row: null,
    open: false,
  });

  const runConfirmed = async (
    { id, action, row }: Dialog<ConfirmedEmployeeAction> & { row: EmployeeRow },
    typedPhrase: string,
  ) => {
    const ok = await confirmAction.run(async () => {
      if (action === 'disable') await employeesApi.disable(row);
      else if (action === 'resetTotp') await employeesApi.resetTotp(row);
      else await employeesApi.remove(row, typedPhrase.trim());
      return true;
    }, EMPLOYEE_ACTION_FAILURES[action]);
    if (!ok) return;
    setConfirming(closing(id));
    done(t(`done.${action}`, employeeTextValues(row)));
  };

  const runAtOnce = (action: DirectEmployeeAction, row: EmployeeRow) =>
    runDirect(
      () => (action === 'enable' ? employeesApi.enable(row) : employeesApi.resendActivation(row)),
      EMPLOYEE_ACTION_FAILURES[action],
      () => t(`done.${action}`, employeeTextValues(row)),
    );

  const save = (input: EmployeeInput) =>
    form.action === 'edit' && form.row ? employeesApi.update(form.row.id, input) : employeesApi.create(input);

  const columns = useMemo(() => employeeColumns(t, admin, language), [t, admin, language]);

  const rowActions: DataTableRowActions<EmployeeRow> = {};
  if (may.update) rowActions.edit = (row) => setForm({ id: nextOpening(), action: 'edit', row, open: true });

  // Nobody disables, resets or deletes their own login from here.
  const others = (row: EmployeeRow) => !row.isSelf;
  const customActions = loginStateActions<EmployeeRow>({
    may,
    t,
    ask,
    run: runAtOnce,
    changeable: others,
  });
  if (may.delete)
    customActions.push({
      name: 'delete',
      label: t('actions.delete'),
      icon: 'trash',
      run: (row) => ask('delete', row),
      visible: others,
    });

  const confirmRow = confirming?.row ?? null;
  const confirmValues = confirmRow ? employeeTextValues(confirmRow) : { name: '', email: '' };
  const confirmKey = confirming?.action ?? 'delete';

  return (
    <AdminSection
      headingId="admin-employees-title"
      title={t('title')}
      createLabel={may.create ? t('create') : undefined}
      onCreate={() => setForm({ id: nextOpening(), action: 'create', row: null, open: true })}
    >
      <StatusAlert variant="danger" message={directAction.error} />
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
        key={`form-${form.id}`}
        open={form.open}
        row={form.action === 'edit' ? form.row : null}
        save={save}
        onSaved={(row) => {
          setForm(closing(form.id));
          done(t(form.action === 'edit' ? 'done.update' : 'done.create', employeeTextValues(row)));
        }}
        onClose={() => setForm(closing(form.id))}
      />
      <ConfirmDialog
        key={`confirm-${confirming?.id ?? 0}`}
        open={confirming?.open ?? false}
        title={t(`confirm.${confirmKey}.title`, confirmValues)}
        message={t(`confirm.${confirmKey}.message`, confirmValues)}
        confirmLabel={t(`confirm.${confirmKey}.confirm`)}
        busy={confirmAction.busy}
        error={confirmAction.error}
        confirmPhrase={
          confirming?.action === 'delete' && confirmRow
            ? { text: confirmRow.emailAddress, label: t('confirm.delete.phraseLabel', confirmValues) }
            : undefined
        }
        onConfirm={(typed) => {
          if (confirming?.row) void runConfirmed({ ...confirming, row: confirming.row }, typed);
        }}
        onCancel={() => setConfirming(closing(confirming?.id ?? 0))}
      />
    </AdminSection>
  );
}
