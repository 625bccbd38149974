import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginWithCredentials, loginWithTotp } from '../../../core/api/browser-contract/authentication.ts';
import { signInWithTokens } from '../../../core/runtime/page-session.ts';
import { email, required } from '../../../core/validation/rules.ts';
import { PasswordField, TextField, useFormValidator } from '../../../ui/index.ts';
import { Alert } from '../../components/Alert.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { afterLoginPath, type LoginTrigger, readLoginTrigger } from '../../routes/guard.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';
import { LoginMemo } from './LoginMemo.tsx';

const TRIGGER_TEXTS = {
  logout: 'session.loggedOut',
  'session-expired': 'errors.session.expired',
  'session-terminated': 'errors.session.ended',
  ERR_NETWORK: 'errors.session.network',
  unknown: 'errors.session.unknown',
} as const satisfies Record<LoginTrigger, string>;

/** Sign in with e-mail address and password, then a TOTP code when the account asks for one (docs/screens/sign-in.md#login). */
export default function LoginPage() {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const trigger = readLoginTrigger(location.search);
  const { errors, clear, busy, send } = useFormErrors();
  const credentials = useFormValidator(
    { emailAddress: [required, email], password: [required] },
    { mode: 'blur' },
  );
  const second = useFormValidator({ code: [required] }, { mode: 'blur' });
  const [totpToken, setTotpToken] = useState<string | null>(null);

  const finish = (tokens: { accessToken: string; refreshToken: string }) => {
    // The runtime's one way in: nothing of whoever used this page before stays (answers, table
    // requests, a staff session waiting behind support).
    signInWithTokens(runtime, tokens);
    void navigate(afterLoginPath(location.search), { replace: true });
  };

  const submitCredentials = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    credentials.validator.clearServerErrors();
    if (!credentials.validator.validateAll()) return;
    const { emailAddress, password } = credentials.state.values;
    await send(
      async () => {
        const answer = await runtime.api.call(loginWithCredentials, {
          body: { emailAddress: String(emailAddress).trim(), password: String(password) },
        });
        if ('requiresTotp' in answer) {
          second.validator.reset();
          setTotpToken(answer.totpToken);
        } else finish(answer);
      },
      t('errors.loginFailed'),
      credentials.validator,
    );
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!totpToken || !second.validator.validateAll()) return;
    const code = String(second.state.values.code).trim();
    await send(
      async () => finish(await runtime.api.call(loginWithTotp, { body: { totpToken, code } })),
      th('login.invalidCode'),
      second.validator,
    );
  };

  if (totpToken) {
    return (
      <form onSubmit={submitCode} noValidate>
        <h1>{th('login.totpHeading')}</h1>
        <p>{th('login.totpIntro')}</p>
        {errors.form ? <Alert kind="error">{errors.form}</Alert> : null}
        <TextField
          form={second}
          name="code"
          label={th('fields.totpCode')}
          autocomplete="one-time-code"
          required
        />
        <div className="actions">
          <button type="button" className="button secondary" onClick={() => setTotpToken(null)}>
            {th('login.backToLogin')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {th('login.totpSubmit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submitCredentials} noValidate>
      <h1>{th('login.heading')}</h1>
      {trigger ? (
        <Alert kind={trigger === 'logout' ? 'info' : 'error'}>{t(TRIGGER_TEXTS[trigger])}</Alert>
      ) : null}
      {errors.form ? <Alert kind="error">{errors.form}</Alert> : null}
      <TextField
        form={credentials}
        name="emailAddress"
        label={th('fields.email')}
        type="email"
        autocomplete="username"
        required
      />
      <PasswordField form={credentials} name="password" label={th('fields.password')} required />
      <div className="actions">
        <Link to="/auth/reset-password">{th('login.forgotPassword')}</Link>
        <button type="submit" className="button" disabled={busy}>
          {th('login.submit')}
        </button>
      </div>
      <div className="links">
        <Link to="/auth/register">{th('login.register')}</Link>
      </div>
      {/* Last: the memo arrives after the form is usable (its call, then its sanitizer), and must not
          move the fields and the button under a user's pointer or a password manager's autofill. */}
      <LoginMemo />
    </form>
  );
}
