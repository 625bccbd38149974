import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getClients } from '../../core/api/contract/agent.ts';
import { chooseClient, selectClientAfterLoad } from '../../core/preferences/client-selection.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';
import { useProfile } from './use-profile.ts';

/**
 * The client selector of spec §2/§4: agents only, shown when a client is selected. The selection
 * follows the core's rules; a change refetches every element's data through the one QueryClient.
 */
export function ClientSelect() {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const id = useId();
  const { data: profile } = useProfile();
  const { selectedClientId, selectedClient } = usePreferences(runtime);
  const isAgent = profile?.properties.isAgent;
  const { data: clients } = useQuery({
    queryKey: ['agent', 'clients'],
    queryFn: ({ signal }) => runtime.api.call(getClients, { signal }),
    enabled: isAgent === true,
  });

  useEffect(() => {
    if (isAgent === undefined || (isAgent && !clients)) return;
    const selection = selectClientAfterLoad({ isAgent, clients: clients ?? [], selectedClientId });
    if (selection.selectedClientId !== selectedClientId) runtime.preferences.set(selection);
  }, [runtime, isAgent, clients, selectedClientId]);

  if (!isAgent || !clients || !selectedClient) return null;

  const change = (value: string) => {
    runtime.preferences.set(chooseClient(clients, Number(value)));
    // Every element's data belongs to the client acted for: refetch all of it, keep the profile.
    void runtime.queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'account' });
  };

  return (
    <div className="field client-select">
      <label htmlFor={id}>{t('nav.client')}</label>
      <select
        id={id}
        className="select"
        value={String(selectedClientId)}
        onChange={(event) => change(event.target.value)}
      >
        {clients.map((client) => (
          <option key={client.clientId} value={client.clientId}>
            {client.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
