import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordResetToken } from '../../../core/api/contract/authentication.ts';
import { Alert } from '../../components/Alert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

/** Ask for a password reset mail; the answer is neutral whether the address is known or not (spec §8). */
export default function RequestResetPasswordPage() {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const { errors, fail, clear } = useFormErrors();
  const [emailAddress, setEmailAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      await hostRuntime().api.call(requestPasswordResetToken, {
        body: { emailAddress: emailAddress.trim() },
      });
      setSent(true);
    } catch (error) {
      fail(error, t('errors.formProcessing'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{th('requestReset.heading')}</h1>
      {sent ? (
        <Alert kind="success">{th('requestReset.sent')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{th('requestReset.intro')}</p>
          {errors.form ? <Alert kind="error">{errors.form}</Alert> : null}
          <TextField
            label={th('fields.email')}
            type="email"
            value={emailAddress}
            onValueChange={setEmailAddress}
            error={errors.fields.emailAddress}
            autoComplete="email"
            required
          />
          <div className="actions">
            <span />
            <button type="submit" className="button" disabled={busy}>
              {th('requestReset.submit')}
            </button>
          </div>
        </form>
      )}
      <div className="links">
        <Link to="/login">{th('login.backToLogin')}</Link>
      </div>
    </>
  );
}
