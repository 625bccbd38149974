import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  disableTotp,
  enableTotp,
  getTotpSetupCode,
  isTotpEnabled,
} from '../../core/api/browser-contract/account.ts';
import type { TotpSetupCode } from '../../core/api/contract/authentication.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

const TOTP_KEY = ['account', 'isTotpEnabled'] as const;

/** Whether two-factor login is on, and the calls that set it up and turn it off (docs/contract.md#account). */
export function useTwoFactor() {
  const { api } = useRuntime();
  const queryClient = useQueryClient();
  const enabled = useQuery({
    queryKey: TOTP_KEY,
    queryFn: ({ signal }) => api.call(isTotpEnabled, { signal }),
  });
  const setEnabled = useCallback(
    (isTotpEnabled: boolean) => queryClient.setQueryData(TOTP_KEY, { isTotpEnabled }),
    [queryClient],
  );

  /** A new secret; the server keeps it pending until `enable` confirms a code from the app. */
  const startSetup = useCallback((): Promise<TotpSetupCode> => api.call(getTotpSetupCode), [api]);

  const enable = useCallback(
    async (code: string) => {
      await api.call(enableTotp, { body: { code } });
      setEnabled(true);
    },
    [api, setEnabled],
  );

  const disable = useCallback(
    async (password: string) => {
      await api.call(disableTotp, { body: { password } });
      setEnabled(false);
    },
    [api, setEnabled],
  );

  return { enabled, startSetup, enable, disable };
}
