import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostTranslation } from '../runtime/use-host-translation.ts';
import { Alert } from './Alert.tsx';
import type { FormErrors } from './form-errors.ts';
import { TextField } from './TextField.tsx';

/** The contract's minimum length of a new password (authentication.ts `NewPassword`). */
const MIN_PASSWORD_LENGTH = 10;

interface NewPasswordFormProps {
  submitLabel: string;
  errors: FormErrors;
  busy: boolean;
  onSubmit: (password: string) => void;
}

/** A new password with its confirmation (spec §5 sameAs), checked before anything is sent. */
export function NewPasswordForm({ submitLabel, errors, busy, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);

  const passwordError = !password
    ? t('validations.required')
    : password.length < MIN_PASSWORD_LENGTH
      ? t('validations.minLength', { min: MIN_PASSWORD_LENGTH })
      : null;
  const confirmationError = !confirmation
    ? t('validations.required')
    : confirmation !== password
      ? t('validations.sameAs', { field: th('fields.newPassword') })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!passwordError && !confirmationError) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      {errors.form ? <Alert kind="error">{errors.form}</Alert> : null}
      <TextField
        label={th('fields.newPassword')}
        type="password"
        value={password}
        onValueChange={setPassword}
        error={(checked ? passwordError : null) ?? errors.fields.password}
        autoComplete="new-password"
        required
      />
      <TextField
        label={th('fields.confirmPassword')}
        type="password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={checked ? confirmationError : null}
        autoComplete="new-password"
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
