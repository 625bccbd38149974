import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { loginWithToken } from '../../../core/api/browser-contract/authentication.ts';
import { ApiError } from '../../../core/api/client/api-error.ts';
import type { PortalRuntime } from '../../../core/runtime/create-portal-runtime.ts';
import { signInWithTokens } from '../../../core/runtime/page-session.ts';
import { Alert } from '../../components/Alert.tsx';
import { RedirectCountdown } from '../../components/RedirectCountdown.tsx';
import { claimLoginToken, type LoginTokenHandoff } from '../../login-token-handoff/login-token-handoff.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';
import { useLinkLanguage } from './use-link-language.ts';

// One login per token and page: a second render (or React's strict mode) must not spend a
// single-use token twice.
const logins = new Map<string, Promise<void>>();

function logInOnce(runtime: PortalRuntime, token: string): Promise<void> {
  let login = logins.get(token);
  if (!login) {
    login = runtime.api
      .call(loginWithToken, { body: { token } })
      .then((tokens) => signInWithTokens(runtime, tokens));
    logins.set(token, login);
  }
  return login;
}

/** The server refused the link (invalid, used, expired); else the call failed (network, busy, 5xx). */
const refusedLink = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Log in with the one-time token of a link (docs/screens/sign-in.md#login-with-a-token) in the link's language, then on to the dashboard;
 * a link refused says so in its own words, not as a failed password login.
 */
export default function LoginWithTokenPage() {
  const params = useParams();
  const { th } = useHostTranslation();
  // The token normally left the address bar before the router started; a link followed inside the
  // app still carries it in the path.
  const [handoff] = useState<LoginTokenHandoff | null>(
    () =>
      claimLoginToken() ??
      (params.token ? { token: params.token, languageCode: params.languageCode ?? null } : null),
  );
  const [state, setState] = useState<'busy' | 'done' | 'invalid' | 'failed'>(handoff ? 'busy' : 'invalid');
  useLinkLanguage(handoff?.languageCode);

  useEffect(() => {
    if (!handoff) return;
    let current = true;
    logInOnce(hostRuntime(), handoff.token).then(
      () => current && setState('done'),
      (error: unknown) => current && setState(refusedLink(error) ? 'invalid' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [handoff]);

  return (
    <>
      <h1>{state === 'invalid' ? th('tokenLogin.invalidHeading') : th('tokenLogin.heading')}</h1>
      {state === 'busy' ? <p role="status">{th('tokenLogin.busy')}</p> : null}
      {state === 'done' ? (
        <>
          <Alert kind="success">{th('tokenLogin.done')}</Alert>
          <RedirectCountdown to="/" />
        </>
      ) : null}
      {state === 'invalid' || state === 'failed' ? (
        <>
          <Alert kind="error">
            {state === 'invalid' ? th('tokenLogin.invalid') : th('tokenLogin.failed')}
          </Alert>
          <Link to="/login">{th('login.backToLogin')}</Link>
        </>
      ) : null}
    </>
  );
}
