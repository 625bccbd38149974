import { useMemo, useRef, useState } from 'react';
import {
  createEmployee,
  deleteEmployee,
  disableLogin,
  type EmployeeInput,
  type EmployeeRow,
  enableLogin,
  resendActivation,
  resetLoginTotp,
  updateEmployee,
} from '../../core/api/contract/admin.ts';
import { PAGE_SIZE_OPTIONS, type TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction, DataTableRowActions } from '../../ui/data-table/data-table-types.ts';
import { useReloadTable } from '../../ui/data-table/use-reload-table.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useMayCall } from '../../ui/element/use-may-call.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { StatusAlert } from '../../ui/status-alert/status-alert.tsx';
import { AdminSection } from '../admin-shared/AdminSection.tsx';
import { EmployeeFormDialog } from './EmployeeFormDialog.tsx';
import {
  type ConfirmedEmployeeAction,
  type DirectEmployeeAction,
  EMPLOYEE_ACTION_FAILURES,
  employeeTextValues,
} from './employee-actions.ts';
import { employeeColumns } from './employee-columns.tsx';
import { useEmployeeAction } from './use-employee-action.ts';
import { useEmployeesApi } from './use-employees-api.ts';

/** Name of the employees table in `dataTableRequests`. */
export const EMPLOYEES_TABLE_KEY = 'admin-employees';

/**
 * A dialog over the table and the employee it is about (kept while the dialog closes). Each
 * opening has its own `id`, also the dialog's React key, so every opening starts a fresh form.
 */
interface Dialog<A> {
  /** Which opening this is. */
  id: number;
  action: A;
  row: EmployeeRow | null;
  open: boolean;
}

/**
 * Closes the dialog of opening `id` only: a dialog still fading out when another opened reports its
 * close late (Shoelace's sl-after-hide), and that must not close the new one.
 */
const closing =
  (id: number) =>
  <D extends { id: number; open: boolean } | null>(dialog: D): D =>
    (dialog && dialog.id === id ? { ...dialog, open: false } : dialog) as D;

/**
 * The employees screen (staff only): staff logins in a paged, searchable table, with create and
 * edit dialogs, disable/enable, two-factor reset, activation resend and delete — the last with
 * the employee's e-mail address typed as the confirmation. None of these is offered for the
 * caller's own login except edit.
 */
export function AdminEmployeesElement({ pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('admin-employees');
  const { t: admin } = usePortalTranslation('admin');
  const runtime = useRuntime();
  const employeesApi = useEmployeesApi();
  const reloadTable = useReloadTable(EMPLOYEES_TABLE_KEY);
  const requestStore = useMemo(() => new TableRequestStore(runtime.storage), [runtime]);
  const initialRequest = useMemo<Partial<TableRequest>>(
    () => (pageSize !== undefined && PAGE_SIZE_OPTIONS.includes(pageSize) ? { itemsPerPage: pageSize } : {}),
    [pageSize],
  );

  const may = {
    create: useMayCall(createEmployee),
    update: useMayCall(updateEmployee),
    delete: useMayCall(deleteEmployee),
    disable: useMayCall(disableLogin),
    enable: useMayCall(enableLogin),
    resetTotp: useMayCall(resetLoginTotp),
    resendActivation: useMayCall(resendActivation),
  };

  const openings = useRef(0);
  const [form, setForm] = useState<Dialog<'create' | 'edit'>>({
    id: 0,
    action: 'create',
    row: null,
    open: false,
  });
  const [confirming, setConfirming] = useState<Dialog<ConfirmedEmployeeAction> | null>(null);
  const confirmAction = useEmployeeAction();
  const directAction = useEmployeeAction();

  const done = (message: string) => {
    runtime.snackbar.show(message, 'success');
    void reloadTable();
  };

  const ask = (action: ConfirmedEmployeeAction, row: EmployeeRow) => {
    confirmAction.reset();
    directAction.reset();
    setConfirming({ id: ++openings.current, action, row, open: true });
  };

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

  const runDirect = async (action: DirectEmployeeAction, row: EmployeeRow) => {
    if (directAction.busy) return;
    const ok = await directAction.run(async () => {
      if (action === 'enable') await employeesApi.enable(row);
      else await employeesApi.resendActivation(row);
      return true;
    }, EMPLOYEE_ACTION_FAILURES[action]);
    if (ok) done(t(`done.${action}`, employeeTextValues(row)));
  };

  const save = (input: EmployeeInput) =>
    form.action === 'edit' && form.row ? employeesApi.update(form.row.id, input) : employeesApi.create(input);

  const columns = useMemo(() => employeeColumns(t, admin, language), [t, admin, language]);

  const rowActions: DataTableRowActions<EmployeeRow> = {};
  if (may.update)
    rowActions.edit = (row) => setForm({ id: ++openings.current, action: 'edit', row, open: true });

  // Nobody disables, resets or deletes their own login from here.
  const others = (row: EmployeeRow) => !row.isSelf;
  const customActions: DataTableCustomAction<EmployeeRow>[] = [];
  if (may.disable)
    customActions.push({
      name: 'disable',
      label: t('actions.disable'),
      icon: 'person-slash',
      run: (row) => ask('disable', row),
      visible: (row) => others(row) && row.status !== 'Disabled',
    });
  if (may.enable)
    customActions.push({
      name: 'enable',
      label: t('actions.enable'),
      icon: 'person-check',
      run: (row) => runDirect('enable', row),
      visible: (row) => others(row) && row.status === 'Disabled',
    });
  if (may.resetTotp)
    customActions.push({
      name: 'resetTotp',
      label: t('actions.resetTotp'),
      icon: 'shield-slash',
      run: (row) => ask('resetTotp', row),
      visible: (row) => others(row) && row.isTotpEnabled,
    });
  if (may.resendActivation)
    customActions.push({
      name: 'resendActivation',
      label: t('actions.resendActivation'),
      icon: 'envelope',
      run: (row) => runDirect('resendActivation', row),
      visible: (row) => row.status === 'Pending',
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
  const confirmKey = `confirm.${confirming?.action ?? 'delete'}`;

  return (
    <AdminSection
      headingId="admin-employees-title"
      title={t('title')}
      createLabel={may.create ? t('create') : undefined}
      onCreate={() => setForm({ id: ++openings.current, action: 'create', row: null, open: true })}
    >
      <StatusAlert variant="danger" message={directAction.error} />
      <DataTable<EmployeeRow>
        tableKey={EMPLOYEES_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={employeesApi.fetchPage}
        requestStore={requestStore}
        initialRequest={initialRequest}
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
        title={t(`${confirmKey}.title`, confirmValues)}
        message={t(`${confirmKey}.message`, confirmValues)}
        confirmLabel={t(`${confirmKey}.confirm`)}
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
