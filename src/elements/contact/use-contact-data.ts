import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getProfile } from '../../core/api/browser-contract/account.ts';
import {
  getContactCustomer,
  getMessageTypes,
  getSalesManagers,
} from '../../core/api/browser-contract/contact.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/**
 * The client the message is for: the `client-id` attribute, else the agent's selected client
 * (0 or none: the customer's own), with its display name when the preferences know it.
 */
export function useContactClient(clientIdAttribute: number | undefined) {
  const { preferences } = useRuntime();
  const subscribe = useCallback((listener: () => void) => preferences.subscribe(listener), [preferences]);
  const selected = useSyncExternalStore(subscribe, () => preferences.get().selectedClient);
  const clientId = clientIdAttribute ?? selected?.clientId;
  const id = clientId !== undefined && clientId > 0 ? clientId : undefined;
  return {
    clientId: id,
    displayName: selected && selected.clientId === id ? selected.displayName : undefined,
  };
}

/**
 * The lists the form offers, and the profile and customer it prefills from, through the page's one
 * QueryClient.
 */
export function useContactData(clientId: number | undefined) {
  const { api } = useRuntime();
  const query = clientId === undefined ? {} : { clientId };
  const messageTypes = useQuery({
    queryKey: ['contact', 'messageTypes'],
    queryFn: ({ signal }) => api.call(getMessageTypes, { signal }),
    staleTime: 60 * 60_000,
  });
  const salesManagers = useQuery({
    queryKey: ['contact', 'salesManagers', clientId ?? 'own'],
    queryFn: ({ signal }) => api.call(getSalesManagers, { query, signal }),
  });
  // The host asks for the same key: one request for the page.
  const profile = useQuery({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => api.call(getProfile, { signal }),
    staleTime: 5 * 60_000,
  });
  // Whom the message is for (name, number, country); without it the fields stay empty, under the load error.
  const customer = useQuery({
    queryKey: ['contact', 'customer', clientId ?? 'own'],
    queryFn: ({ signal }) => api.call(getContactCustomer, { query, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { messageTypes, salesManagers, profile, customer };
}
