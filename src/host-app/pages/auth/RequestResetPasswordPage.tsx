import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordResetToken } from '../../../core/api/browser-contract/authentication.ts';
import { email, required } from '../../../core/validation/rules.ts';
import { TextField, useFormValidator } from '../../../ui/index.ts';
import { Alert } from '../../components/Alert.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

/** Ask for a password reset mail; the answer is neutral whether the address is known or not (docs/security.md#address-privacy). */
export default function RequestResetPasswordPage() {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const { errors, clear, busy, send } = useFormErrors();
  const form = useFormValidator({ emailAddress: [required, email] }, { mode: 'blur' });
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!form.validator.validateAll()) return;
    const emailAddress = String(form.state.values.emailAddress).trim();
    const done = await send(
      () => hostRuntime().api.call(requestPasswordResetToken, { body: { emailAddress } }),
      t('errors.formProcessing'),
      form.validator,
    );
    if (done) setSent(true);
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
            form={form}
            name="emailAddress"
            label={th('fields.email')}
            type="email"
            autocomplete="email"
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
