import {
  Fragment,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { takeOverFirstView } from '../../core/table/first-page/first-view-takeover.ts';
import { StatusAlert } from '../status-alert/StatusAlert.tsx';
import { useEmit } from './use-emit.ts';
import { usePortalTranslation } from './use-portal-translation.ts';
import { useRuntime } from './use-runtime.ts';

/**
 * Renders `children` only while the page has a session. Without one, it says "sign in needed" and
 * emits `cp-login-required` (reason `not-logged-in`) once per signed-out spell, before any request:
 * the token store already knows there is nothing to send, so no 401 round trip and no data error.
 * A sign-in in this tab (the session API, the host's login) or another tab shows the element.
 * A session that ended by a failed refresh was already announced as `cp-session-expired`: that one
 * signal is the page's cue, so no `cp-login-required` follows it.
 *
 * The children are keyed by who holds the session: when another user's session replaces this one
 * without a signed-out moment between (another tab's sign-in, a support session), they start
 * afresh instead of keeping the last user's rows and search in their state.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { tokens, sessionEvents } = useRuntime();
  const emit = useEmit();
  const { t } = usePortalTranslation('ui');
  const subscribe = useCallback((listener: () => void) => tokens.subscribe(listener), [tokens]);
  const signedIn = useSyncExternalStore(subscribe, () => tokens.isLoggedIn());
  const holder = useSyncExternalStore(subscribe, () => tokens.getSessionHolder());

  const expired = useRef(false);
  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (event.type === 'session-expired') expired.current = true;
      }),
    [sessionEvents],
  );

  useEffect(() => {
    if (signedIn) expired.current = false;
    else if (!expired.current) emit('cp-login-required', { reason: 'not-logged-in' });
  }, [signedIn, emit]);

  // Signed out meanwhile: "sign in needed" replaces the static first view its entry painted.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!signedIn) takeOverFirstView(box.current);
  }, [signedIn]);

  if (signedIn) return <Fragment key={holder}>{children}</Fragment>;
  return (
    <div ref={box} className="cp-sign-in-needed" part="sign-in-needed">
      <StatusAlert variant="primary" message={t('session.signInNeeded')} />
    </div>
  );
}
