import { useSyncExternalStore } from 'react';
import { rolesMayCall } from '../../core/access/role-access.ts';
import type { Endpoint } from '../../core/api/endpoint.ts';
import { useRuntime } from '../element/use-runtime.ts';

/**
 * Whether the session's roles may make this call (core/access/role-access.ts), so an element can
 * leave out a part that would only be refused — e.g. invoices for a login-token session.
 * Follows logins and logouts, also from another tab.
 */
export function useMayCall(endpoint: Pick<Endpoint, 'method' | 'path' | 'secure'>): boolean {
  const { tokens } = useRuntime();
  return useSyncExternalStore(
    (listener) => tokens.subscribe(listener),
    () => rolesMayCall(tokens.getPayload()?.roles ?? [], endpoint),
  );
}
