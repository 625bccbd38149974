import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { activateAccount, isActivationTokenValid } from '../../../core/api/contract/authentication.ts';
import type { FormBinding } from '../../../ui/index.ts';
import { Alert } from '../../components/Alert.tsx';
import { NewPasswordForm } from '../../components/NewPasswordForm.tsx';
import { RedirectCountdown } from '../../components/RedirectCountdown.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { useTokenCheck } from '../../components/use-token-check.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

const checkToken = async (token: string) =>
  (await hostRuntime().api.call(isActivationTokenValid, { body: { token } })).isValid;

/** Activate an account with the token of its activation link and choose a password (spec §2). */
export default function ActivateAccountPage() {
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
      await hostRuntime().api.call(activateAccount, { body: { token, password } });
      setDone(true);
    } catch (error) {
      fail(error, t('errors.formProcessing'), form.validator);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{th('activate.heading')}</h1>
      {check === 'checking' ? <p role="status">{th('checking')}</p> : null}
      {check === 'invalid' ? (
        <>
          <Alert kind="error">{t('errors.activationLinkInvalid')}</Alert>
          <Link to="/login">{th('login.backToLogin')}</Link>
        </>
      ) : null}
      {check === 'valid' && done ? (
        <>
          <Alert kind="success">{th('activate.done')}</Alert>
          <RedirectCountdown to="/login" />
        </>
      ) : null}
      {check === 'valid' && !done ? (
        <>
          <p>{th('activate.intro')}</p>
          <NewPasswordForm
            submitLabel={th('activate.submit')}
            formError={errors.form}
            busy={busy}
            onSubmit={submit}
          />
        </>
      ) : null}
    </>
  );
}
