import { logout as logoutEndpoint } from '../../core/api/contract/authentication.ts';
import { SupportSession } from '../../core/auth/support-session.ts';
import type { TokenPair } from '../../core/auth/token-store.ts';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';

/** Where a staff member lands after ending a support session: the logins screen they came from. */
export const SUPPORT_RETURN_PATH = '/admin/logins';

const sessions = new WeakMap<PortalRuntime, SupportSession>();

/** The page's support-session switch, over the runtime's storage and tokens. */
export function supportSessionOf(runtime: PortalRuntime): SupportSession {
  let session = sessions.get(runtime);
  if (!session) {
    session = new SupportSession(runtime.storage, runtime.tokens);
    sessions.set(runtime, session);
  }
  return session;
}

/** Starts a support session: the staff tokens wait, every cached answer of the staff session goes. */
export function beginSupport(runtime: PortalRuntime, tokens: TokenPair): void {
  supportSessionOf(runtime).begin(tokens);
  runtime.queryClient.clear();
}

/**
 * Ends the support session: the server logs it out (and audits the end), then the staff session
 * comes back with nothing cached of the customer's. Returns false when there was no staff session
 * waiting (the tokens are then cleared, as a logout would).
 */
export async function endSupport(runtime: PortalRuntime): Promise<boolean> {
  try {
    await runtime.api.call(logoutEndpoint);
  } catch {
    // The support session expires by itself; the staff session comes back either way.
  }
  const back = supportSessionOf(runtime).returnToStaff();
  if (!back) runtime.tokens.clear();
  runtime.queryClient.clear();
  return back;
}
