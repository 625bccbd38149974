import { useLayoutEffect } from 'react';
import type { LoginRow, UpdateLoginInput } from '../../core/api/contract/admin.ts';
import type { OperationState } from '../../core/status/operation-status.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { StatusAlert } from '../../ui/status-alert/status-alert.tsx';
import { useAdminAction } from '../admin-shared/use-admin-action.ts';
import {
  EDIT_LOGIN_RULES,
  type EditLoginField,
  editLoginValues,
  NO_LANGUAGE,
  toUpdateLoginInput,
} from './login-form.ts';
import { useLoginChoices } from './use-login-choices.ts';

const LOADING: OperationState = { status: 'loading', message: null };

export interface EditLoginDialogProps {
  open: boolean;
  /** The login being edited (kept while the dialog closes). */
  row: LoginRow | null;
  update: (input: UpdateLoginInput) => Promise<LoginRow>;
  onSaved: (row: LoginRow) => void;
  onClose: () => void;
}

/** The edit-login form: e-mail, name and preferred language of an existing login. */
export function EditLoginDialog({ open, row, update, onSaved, onClose }: EditLoginDialogProps) {
  const { t } = usePortalTranslation('admin-logins');
  const form = useFormValidator<EditLoginField>(EDIT_LOGIN_RULES, { mode: 'blur' });
  const action = useAdminAction();
  const choices = useLoginChoices(open, { owners: false });
  const { validator } = form;
  const { reset } = action;

  // Each opening starts from the row; before paint, so the previous login never flashes.
  useLayoutEffect(() => {
    if (!open || !row) return;
    validator.reset(editLoginValues(row));
    reset();
  }, [open, row, validator, reset]);

  const submit = async () => {
    if (!row || !validator.validateAll()) return;
    const saved = await action.run(
      () => update(toUpdateLoginInput(row.id, validator.state.values)),
      'failures.login.update',
      form,
    );
    if (saved) onSaved(saved);
  };

  return (
    <FormDialog
      open={open}
      label={t('form.editTitle')}
      status={choices.loading ? LOADING : action.status}
      submitLabel={t('form.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="emailAddress"
        type="email"
        autocomplete="off"
        label={t('form.emailAddress')}
        required
      />
      <TextField form={form} name="displayName" autocomplete="off" label={t('form.displayName')} required />
      <SelectField
        form={form}
        name="languageId"
        label={t('form.language')}
        helpText={t('form.languageHelp')}
        options={[{ value: NO_LANGUAGE, label: t('form.noLanguage') }, ...choices.languages]}
      />
      <StatusAlert variant="warning" message={choices.failed ? t('form.choicesFailed') : null} />
    </FormDialog>
  );
}
