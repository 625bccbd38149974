import { useLayoutEffect } from 'react';
import type { LoginRow, UpdateLoginInput } from '../../core/api/contract/admin-logins.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { LOADING_CHOICES, LoginLanguageField, LoginNameFields } from './LoginFields.tsx';
import { EDIT_LOGIN_RULES, type EditLoginField, editLoginValues, toUpdateLoginInput } from './login-form.ts';
import { useLoginChoices } from './use-login-choices.ts';

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
      status={choices.loading ? LOADING_CHOICES : action.status}
      submitLabel={t('form.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <LoginNameFields form={form} />
      <LoginLanguageField form={form} choices={choices} />
    </FormDialog>
  );
}
