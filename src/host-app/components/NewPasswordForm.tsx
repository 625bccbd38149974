import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../core/password/password-policy.ts';
import { required, sameAs } from '../../core/validation/rules.ts';
import {
  type FormBinding,
  PasswordField,
  PasswordStrengthHint,
  useFormValidator,
  usePasswordPolicy,
  usePortalTranslation,
} from '../../ui/index.ts';
import { useHostTranslation } from '../runtime/use-host-translation.ts';
import { Alert } from './Alert.tsx';

type PasswordFields = 'password' | 'confirmation';

interface NewPasswordFormProps {
  submitLabel: string;
  /** The form-level failure text of the last attempt. */
  formError: string | null;
  busy: boolean;
  onSubmit: (password: string, form: FormBinding<PasswordFields>) => void;
}

/**
 * A new password with its confirmation (docs/forms.md#validation-rules), checked by the password policy before
 * anything is sent, with a strength hint. The page knows only the link's token, not whose it is:
 * the server adds the check against the address and name.
 */
export function NewPasswordForm({ submitLabel, formError, busy, onSubmit }: NewPasswordFormProps) {
  const { th } = useHostTranslation();
  const { t } = usePortalTranslation('portal');
  const newPasswordLabel = th('fields.newPassword');
  const policy = usePasswordPolicy();
  const form = useFormValidator<PasswordFields>(
    {
      password: [required, policy.rule],
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
        helpText={t('passwordStrength.help', { min: PASSWORD_MIN_LENGTH })}
        autocomplete="new-password"
        required
      />
      <PasswordStrengthHint form={form} name="password" policy={policy} />
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
