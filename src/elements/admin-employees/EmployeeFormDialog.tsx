import { useLayoutEffect } from 'react';
import type { EmployeeInput, EmployeeRow } from '../../core/api/contract/admin-employees.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { TextField } from '../../ui/form/TextField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { EMPLOYEE_RULES, type EmployeeField, employeeValues, toEmployeeInput } from './employee-form.ts';
import { useEmployeeAction } from './use-employee-action.ts';

export interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee being edited (kept while the dialog closes); null for a new employee. */
  row: EmployeeRow | null;
  /** Creates or saves the employee; the dialog shows a refusal and keeps what was typed. */
  save: (input: EmployeeInput) => Promise<EmployeeRow>;
  onSaved: (row: EmployeeRow) => void;
  onClose: () => void;
}

/**
 * The employee form, new or edit: e-mail address, first and last name, all required. A new
 * employee gets an activation e-mail to choose a password.
 */
export function EmployeeFormDialog({ open, row, save, onSaved, onClose }: EmployeeFormDialogProps) {
  const { t } = usePortalTranslation('admin-employees');
  const form = useFormValidator<EmployeeField>(EMPLOYEE_RULES, { mode: 'blur' });
  const action = useEmployeeAction();
  const { validator } = form;
  const { reset } = action;
  const editing = row !== null;

  // Each opening starts from the row (or empty); before paint, so the previous entry never flashes.
  useLayoutEffect(() => {
    if (!open) return;
    validator.reset(employeeValues(row));
    reset();
  }, [open, row, validator, reset]);

  const submit = async () => {
    if (!validator.validateAll()) return;
    const saved = await action.run(
      () => save(toEmployeeInput(validator.state.values)),
      editing ? 'failures.employee.update' : 'failures.employee.create',
      form,
    );
    if (saved) onSaved(saved);
  };

  return (
    <FormDialog
      open={open}
      label={editing ? t('form.editTitle') : t('form.createTitle')}
      status={action.status}
      submitLabel={editing ? t('form.save') : t('form.create')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {!editing && <p className="cp-dialog__message">{t('form.activationHelp')}</p>}
      <TextField
        form={form}
        name="emailAddress"
        type="email"
        autocomplete="off"
        label={t('form.emailAddress')}
        required
      />
      <div className="admin-form__row">
        <TextField form={form} name="firstName" autocomplete="off" label={t('form.firstName')} required />
        <TextField form={form} name="lastName" autocomplete="off" label={t('form.lastName')} required />
      </div>
    </FormDialog>
  );
}
