import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../../core/api/browser-contract/account.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { useLoggedIn } from '../runtime/use-runtime-state.ts';

/** The logged-in user's profile (docs/contract.md#entities), fetched only while an access token exists (docs/screens/shell.md#client-selector). */
export function useProfile() {
  const runtime = hostRuntime();
  const loggedIn = useLoggedIn(runtime);
  return useQuery({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => runtime.api.call(getProfile, { signal }),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}
