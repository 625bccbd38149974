import type { EmployeeRow } from '../../core/api/contract/admin-employees.ts';
import type { AdminDialogs } from '../../ui/admin/use-admin-dialogs.ts';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog.tsx';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import {
  type ConfirmedEmployeeAction,
  EMPLOYEE_ACTION_FAILURES,
  employeeTextValues,
} from './employee-actions.ts';
import type { EmployeesApi } from './use-employees-api.ts';

export interface EmployeeConfirmDialogProps {
  t: Translate<'admin-employees'>;
  dialogs: AdminDialogs<'form', ConfirmedEmployeeAction, EmployeeRow>;
  api: EmployeesApi;
}

/** The confirmation of disable, two-factor reset and delete; delete asks for the e-mail address typed. */
export function EmployeeConfirmDialog({ t, dialogs, api }: EmployeeConfirmDialogProps) {
  const { confirmation } = dialogs;
  const row = confirmation.row;
  const values = row ? employeeTextValues(row) : { name: '', email: '' };
  const key = confirmation.action ?? 'delete';
  const run = (typedPhrase: string) =>
    dialogs.confirm(
      async (action, row, typed) => {
        if (action === 'disable') await api.disable(row);
        else if (action === 'resetTotp') await api.resetTotp(row);
        else await api.remove(row, typed.trim());
        return t(`done.${action}`, employeeTextValues(row));
      },
      (action) => EMPLOYEE_ACTION_FAILURES[action],
      typedPhrase,
    );
  return (
    <ConfirmDialog
      key={confirmation.key}
      open={confirmation.open}
      title={t(`confirm.${key}.title`, values)}
      message={t(`confirm.${key}.message`, values)}
      confirmLabel={t(`confirm.${key}.confirm`)}
      busy={confirmation.busy}
      error={confirmation.error}
      confirmPhrase={
        confirmation.action === 'delete' && row
          ? { text: row.emailAddress, label: t('confirm.delete.phraseLabel', values) }
          : undefined
      }
      onConfirm={(typed) => void run(typed)}
      onCancel={confirmation.close}
    />
  );
}
