import { describe, expect, it } from 'vitest';
import { chooseClient, selectClientAfterLoad } from './client-selection.ts';

const clients = [
  { clientId: 7, displayName: 'Drukkerij Noord' },
  { clientId: 9, displayName: 'Verpakking Zuid' },
];

describe('selectClientAfterLoad', () => {
  it('given an agent with nothing selected, it selects the first client', () => {
    expect(selectClientAfterLoad({ isAgent: true, clients, selectedClientId: null })).toEqual({
      selectedClientId: 7,
      selectedClient: clients[0],
    });
  });

  it('given an agent whose selected client is in the list, it keeps it', () => {
    expect(selectClientAfterLoad({ isAgent: true, clients, selectedClientId: 9 }).selectedClient).toEqual(
      clients[1],
    );
  });

  it('given an agent whose selected client is gone, it selects the first', () => {
    expect(selectClientAfterLoad({ isAgent: true, clients, selectedClientId: 42 }).selectedClientId).toBe(7);
  });

  it('given an agent without clients, it selects none', () => {
    expect(selectClientAfterLoad({ isAgent: true, clients: [], selectedClientId: 7 })).toEqual({
      selectedClientId: null,
      selectedClient: null,
    });
  });

  it('given staff with a picked client stored, it keeps that client', () => {
    const picked = { clientId: 1003, displayName: 'Brightwell Print Ltd' };
    expect(
      selectClientAfterLoad({
        isAgent: false,
        isStaff: true,
        clients: [],
        selectedClientId: 1003,
        selectedClient: picked,
      }),
    ).toEqual({ selectedClientId: 1003, selectedClient: picked });
  });

  it("given staff after a customer's session (client id 0) or with nothing picked, it selects none", () => {
    for (const selectedClientId of [0, null]) {
      expect(
        selectClientAfterLoad({
          isAgent: false,
          isStaff: true,
          clients: [],
          selectedClientId,
          selectedClient: null,
        }),
      ).toEqual({ selectedClientId: null, selectedClient: null });
    }
  });

  it('given a non-agent, it sets client id 0 and an empty selection', () => {
    expect(selectClientAfterLoad({ isAgent: false, clients, selectedClientId: 9 })).toEqual({
      selectedClientId: 0,
      selectedClient: null,
    });
  });
});

describe('chooseClient', () => {
  it('selects a client from the list', () => {
    expect(chooseClient(clients, 9)).toEqual({ selectedClientId: 9, selectedClient: clients[1] });
  });

  it('given a client not in the list, it clears the selection', () => {
    expect(chooseClient(clients, 42)).toEqual({ selectedClientId: null, selectedClient: null });
    expect(chooseClient(clients, null)).toEqual({ selectedClientId: null, selectedClient: null });
  });
});
