import { useSyncExternalStore } from 'react';
import { useRuntime } from './use-runtime.ts';

/**
 * Whether the session's access token carries `role` (core/api/roles.ts); follows logins and logouts,
 * also from another tab. Lighter than `useMayCall` for a list embed's first view: it takes no call
 * table along, only the role's name.
 */
export function useSessionRole(role: string): boolean {
  const { tokens } = useRuntime();
  return useSyncExternalStore(
    (listener) => tokens.subscribe(listener),
    () => (tokens.getPayload()?.roles ?? []).includes(role),
  );
}
