import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { loginWithToken } from '../../../core/api/contract/authentication.ts';
import { toSupportedLanguage } from '../../../core/i18n/supported-languages.ts';
import type { PortalRuntime } from '../../../core/runtime/create-portal-runtime.ts';
import { signInWithTokens } from '../../../core/runtime/page-session.ts';
import { Alert } from '../../components/Alert.tsx';
import { RedirectCountdown } from '../../components/RedirectCountdown.tsx';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';
import { claimLoginToken, type LoginTokenHandoff } from '../../session/login-token-handoff.ts';

// One login per token and page: a second render (or React's strict mode) must not spend a
// single-use token twice.
const logins = new Map<string, Promise<void>>();

function logInOnce(runtime: PortalRuntime, { token, languageCode }: LoginTokenHandoff): Promise<void> {
  let login = logins.get(token);
  if (!login) {
    login = runtime.api.call(loginWithToken, { body: { token } }).then((tokens) => {
      // The link's language first, while still signed out: it is the user's latest word, which the
      // sign-in then stores for the account instead of applying the account's stored language.
      const language = toSupportedLanguage(languageCode);
      if (language) {
        runtime.preferences.set({ languageCode: language });
        void runtime.i18n.changeLanguage(language);
      }
      signInWithTokens(runtime, tokens);
    });
    logins.set(token, login);
  }
  return login;
}

/** Log in with the one-time token of a link (spec §2), apply its language, then on to the dashboard. */
export default function LoginWithTokenPage() {
  const params = useParams();
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  // The token normally left the address bar before the router started; a link followed inside the
  // app still carries it in the path.
  const [handoff] = useState<LoginTokenHandoff | null>(
    () =>
      claimLoginToken() ??
      (params.token ? { token: params.token, languageCode: params.languageCode ?? null } : null),
  );
  const [state, setState] = useState<'busy' | 'done' | 'failed'>(handoff ? 'busy' : 'failed');

  useEffect(() => {
    if (!handoff) return;
    let current = true;
    logInOnce(hostRuntime(), handoff).then(
      () => current && setState('done'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [handoff]);

  return (
    <>
      <h1>{th('tokenLogin.heading')}</h1>
      {state === 'busy' ? <p role="status">{th('tokenLogin.busy')}</p> : null}
      {state === 'done' ? (
        <>
          <Alert kind="success">{th('tokenLogin.done')}</Alert>
          <RedirectCountdown to="/" />
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <Alert kind="error">{t('errors.loginFailed')}</Alert>
          <Link to="/login">{th('login.backToLogin')}</Link>
        </>
      ) : null}
    </>
  );
}
