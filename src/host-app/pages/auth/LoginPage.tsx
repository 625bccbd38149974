import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginWithCredentials, loginWithTotp } from '../../../core/api/contract/authentication.ts';
import { Alert } from '../../components/Alert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { afterLoginPath, type LoginTrigger, readLoginTrigger } from '../../routes/guard.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

const TRIGGER_TEXTS = {
  logout: 'session.loggedOut',
  'session-expired': 'errors.session.expired',
  'session-terminated': 'errors.session.ended',
  ERR_NETWORK: 'errors.session.network',
  unknown: 'errors.session.unknown',
} as const satisfies Record<LoginTrigger, string>;

/** Sign in with e-mail address and password, then a TOTP code when the account asks for one (spec §2). */
export default function LoginPage() {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const trigger = readLoginTrigger(location.search);
  const { errors, fail, clear } = useFormErrors();
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [totpToken, setTotpToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const finish = (tokens: { accessToken: string; refreshToken: string }) => {
    runtime.tokens.setTokens(tokens);
    void navigate(afterLoginPath(location.search), { replace: true });
  };

  const submitCredentials = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      const answer = await runtime.api.call(loginWithCredentials, { body: { emailAddress, password } });
      if ('requiresTotp' in answer) {
        setTotpToken(answer.totpToken);
        setCode('');
      } else finish(answer);
    } catch (error) {
      fail(error, t('errors.loginFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!totpToken) return;
    clear();
    setBusy(true);
    try {
      finish(await runtime.api.call(loginWithTotp, { body: { totpToken, code: code.trim() } }));
    } catch (error) {
      fail(error, th('login.invalidCode'));
    } finally {
      setBusy(false);
    }
  };

  if (totpToken) {
    return (
      <form onSubmit={submitCode} noValidate>
        <h1>{th('login.totpHeading')}</h1>
        <p>{th('login.totpIntro')}</p>
        {errors.form ? <Alert kind="error">{errors.form}</Alert> : null}
        <TextField
          label={th('fields.totpCode')}
          value={code}
          onValueChange={setCode}
          error={errors.fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
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
        label={th('fields.email')}
        type="email"
        value={emailAddress}
        onValueChange={setEmailAddress}
        error={errors.fields.emailAddress}
        autoComplete="username"
        required
      />
      <TextField
        label={th('fields.password')}
        type="password"
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
        autoComplete="current-password"
        required
      />
      <div className="actions">
        <Link to="/auth/reset-password">{th('login.forgotPassword')}</Link>
        <button type="submit" className="button" disabled={busy}>
          {th('login.submit')}
        </button>
      </div>
      <div className="links">
        <Link to="/auth/register">{th('login.register')}</Link>
      </div>
    </form>
  );
}
