import { useMemo } from 'react';
import {
  type ClientInput,
  type ClientRow,
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  updateClient,
} from '../../core/api/browser-contract/admin-clients.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The client calls of the admin contract, as `<cp-admin-clients>` uses them. */
export interface ClientsApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<ClientRow>>;
  create: (input: ClientInput) => Promise<ClientRow>;
  update: (clientId: number, input: ClientInput) => Promise<ClientRow>;
  /** Disables (`active` false) or enables the client. */
  setActive: (clientId: number, active: boolean) => Promise<ClientRow>;
  remove: (clientId: number) => Promise<void>;
}

/** The client administration calls through the page's API client. */
export function useClientsApi(): ClientsApi {
  const { api } = useRuntime();
  return useMemo<ClientsApi>(
    () => ({
      fetchPage: async (request, signal) =>
        readPage(await api.call(getClientsTable, { body: toListRequestBody(request), signal })),
      create: (input) => api.call(createClient, { body: input }),
      update: (clientId, input) => api.call(updateClient, { body: { clientId, ...input } }),
      setActive: (clientId, active) =>
        api.call(active ? enableClient : disableClient, { body: { clientId } }),
      remove: async (clientId) => {
        await api.call(deleteClient, { body: { clientId } });
      },
    }),
    [api],
  );
}
