import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLE } from '../../core/access/role-access.ts';
import { getClients } from '../../core/api/browser-contract/agent.ts';
import { chooseClient, selectClientAfterLoad } from '../../core/preferences/client-selection.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';
import { StaffClientPicker } from './StaffClientPicker.tsx';
import { useProfile } from './use-profile.ts';

/**
 * The client selector (docs/screens/shell.md#client-selector): for agents their clients, shown when a client is selected;
 * for staff a search across every client (StaffClientPicker). The selection follows the core's
 * rules; a change refetches every element's data through the one QueryClient. `onPicked` runs
 * after staff picked a client (the drawer closes on a narrow screen).
 */
export function ClientSelect({ onPicked }: { onPicked?: () => void }) {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const id = useId();
  const { data: profile } = useProfile();
  const { selectedClientId, selectedClient } = usePreferences(runtime);
  const isAgent = profile?.properties.isAgent;
  const isStaff = profile?.roles.includes(STAFF_ROLE) === true && !isAgent;
  const { data: clients } = useQuery({
    queryKey: ['agent', 'clients'],
    queryFn: ({ signal }) => runtime.api.call(getClients, { signal }),
    enabled: isAgent === true,
  });

  useEffect(() => {
    if (isAgent === undefined || (isAgent && !clients)) return;
    const selection = selectClientAfterLoad({
      isAgent,
      isStaff,
      clients: clients ?? [],
      selectedClientId,
      selectedClient,
    });
    if (selection.selectedClientId !== selectedClientId) runtime.preferences.set(selection);
  }, [runtime, isAgent, isStaff, clients, selectedClientId, selectedClient]);

  // Every element's data belongs to the client acted for: refetch all of it, keep the profile.
  const refetchClientData = () =>
    void runtime.queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'account' });

  if (isStaff) {
    // A pick is done with the drawer, as a navigation is: on a narrow screen it closes.
    const picked = () => {
      refetchClientData();
      onPicked?.();
    };
    return <StaffClientPicker onPicked={picked} />;
  }
  if (!isAgent || !clients || !selectedClient) return null;

  const change = (value: string) => {
    runtime.preferences.set(chooseClient(clients, Number(value)));
    refetchClientData();
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
