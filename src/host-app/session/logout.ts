import { logout as logoutEndpoint } from '../../core/api/contract/authentication.ts';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';
import { supportSessionOf } from './support.ts';

/**
 * Ends the session (spec §2): tells the server, then forgets the tokens and every cached answer
 * even when the server cannot be reached, so the next user of this browser sees nothing of ours.
 */
export async function logout(runtime: PortalRuntime): Promise<void> {
  try {
    if (runtime.tokens.isLoggedIn()) await runtime.api.call(logoutEndpoint);
  } catch {
    // The tokens are forgotten below either way; a server that missed the call lets them expire.
  } finally {
    runtime.tokens.clear();
    // A staff session waiting behind a support session ends with it: nothing of it stays behind.
    supportSessionOf(runtime).forget();
    runtime.queryClient.clear();
  }
}
