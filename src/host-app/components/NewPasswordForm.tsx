import type { FormEvent } from 'react';
import { minLength, required, sameAs } from '../../core/validation/rules.ts';
import { type FormBinding, PasswordField, useFormValidator } from '../../ui/index.ts';
import { useHostTranslation } from '../runtime/use-host-translation.ts';
import { Alert } from './Alert.tsx';

/** The contract's minimum length of a new password (authentication.ts `NewPassword`). */
const MIN_PASSWORD_LENGTH = 10;

type PasswordFields = 'password' | 'confirmation';

interface NewPasswordFormProps {
  submitLabel: string;
  /** The form-level failure text of the last attempt. */
  formError: string | null;
  busy: boolean;
  onSubmit: (password: string, form: FormBinding<PasswordFields>) => void;
}

/** A new password with its confirmation (spec §5 sameAs), checked before anything is sent. */
export function NewPasswordForm({ submitLabel, formError, busy, onSubmit }: NewPasswordFormProps) {
  const { th } = useHostTranslation();
  const newPasswordLabel = th('fields.newPassword');
  const form = useFormValidator<PasswordFields>(
    {
      password: [required, minLength(MIN_PASSWORD_LENGTH)],
      confirmation: [required, sameAs('password', newPasswordLabel)],
    },
    { mode: 'blur' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validator.validateAll()) onSubmit(String(form.state.values.password), form);
  };

  return (
    <form onSubmit={submit} noValidate>
      {formError ? <Alert kind="error">{formError}</Alert> : null}
      <PasswordField
        form={form}
        name="password"
        label={newPasswordLabel}
        autocomplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="confirmation"
        label={th('fields.confirmPassword')}
        autocomplete="new-password"
        required
      />
      <div className="actions">
        <span />
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
