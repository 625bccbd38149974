/** A client company an agent can act for (GET /Agent/GetClients). */
export interface Client {
  clientId: number;
  displayName: string;
}

export interface ClientSelection {
  /** The client acted for; 0 for a non-agent (their own client is implied), null for none. */
  selectedClientId: number | null;
  selectedClient: Client | null;
}

export const NO_CLIENT_SELECTED: Readonly<ClientSelection> = Object.freeze({
  selectedClientId: null,
  selectedClient: null,
});

/**
 * The selection after the profile and (for agents) the client list loaded (docs/screens/shell.md#client-selector): an agent
 * keeps the selected client if it is in the list, else gets the first; an empty list selects
 * none; staff keep the client they picked by search (`selectedClient`), else none; anyone else
 * gets client id 0 and an empty selection.
 */
export function selectClientAfterLoad(input: {
  isAgent: boolean;
  /** Staff act for any client, one they pick (no list loads): default false. */
  isStaff?: boolean;
  clients: readonly Client[];
  selectedClientId: number | null;
  /** The picked client as stored beside its id; staff keep it only when both agree. */
  selectedClient?: Client | null;
}): ClientSelection {
  if (input.isStaff && !input.isAgent) {
    const picked = input.selectedClient;
    return picked && picked.clientId === input.selectedClientId
      ? { selectedClientId: picked.clientId, selectedClient: { ...picked } }
      : { ...NO_CLIENT_SELECTED };
  }
  if (!input.isAgent) return { selectedClientId: 0, selectedClient: null };
  const kept = input.clients.find((client) => client.clientId === input.selectedClientId);
  const client = kept ?? input.clients[0];
  return client
    ? { selectedClientId: client.clientId, selectedClient: { ...client } }
    : { ...NO_CLIENT_SELECTED };
}

/** The selection after the user picks `clientId`; a client not in the list clears it (docs/screens/shell.md#client-selector). */
export function chooseClient(clients: readonly Client[], clientId: number | null): ClientSelection {
  const client = clients.find((candidate) => candidate.clientId === clientId);
  return client
    ? { selectedClientId: client.clientId, selectedClient: { ...client } }
    : { ...NO_CLIENT_SELECTED };
}
