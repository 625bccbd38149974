import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isPasswordResetTokenValid, resetPassword } from '../../../core/api/contract/authentication.ts';
import type { FormBinding } from '../../../ui/index.ts';
import { Alert } from '../../components/Alert.tsx';
import { NewPasswordForm } from '../../components/NewPasswordForm.tsx';
import { RedirectCountdown } from '../../components/RedirectCountdown.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { useTokenCheck } from '../../components/use-token-check.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

const checkToken = async (token: string) =>
  (await hostRuntime().api.call(isPasswordResetTokenValid, { body: { token } })).isValid;

/** Set a new password with the token of a reset link (spec §2), then on to login after a few seconds. */
export default function ResetPasswordPage() {
  const { token } = useParams();
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const check = useTokenCheck(token, checkToken);
  const { errors, fail, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (password: string, form: FormBinding<'password' | 'confirmation'>) => {
    if (!token) return;
    clear();
    setBusy(true);
    try {
      await hostRuntime().api.call(resetPassword, { body: { token, password } });
      setDone(true);
    } catch (error) {
      fail(error, t('errors.formProcessing'), form.validator);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{th('resetPassword.heading')}</h1>
      {check === 'checking' ? <p role="status">{th('checking')}</p> : null}
      {check === 'invalid' ? (
        <>
          <Alert kind="error">{th('resetPassword.invalidLink')}</Alert>
          <Link to="/auth/reset-password">{th('resetPassword.requestNew')}</Link>
        </>
      ) : null}
      {check === 'valid' && done ? (
        <>
          <Alert kind="success">{th('resetPassword.done')}</Alert>
          <RedirectCountdown to="/login" />
        </>
      ) : null}
      {check === 'valid' && !done ? (
        <NewPasswordForm
          submitLabel={th('resetPassword.submit')}
          formError={errors.form}
          busy={busy}
          onSubmit={submit}
        />
      ) : null}
    </>
  );
}
