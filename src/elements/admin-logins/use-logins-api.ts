import { useMemo } from 'react';
import {
  approveLogin,
  type CreateLoginInput,
  createLogin,
  deleteLogin,
  disableLogin,
  enableLogin,
  getLoginsTable,
  type LoginRow,
  type LoginsFilter,
  loginAs,
  rejectLogin,
  resendActivation,
  resetLoginTotp,
  type UpdateLoginInput,
  updateLogin,
} from '../../core/api/browser-contract/admin-logins.ts';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The logins calls of the admin contract, for one filter of the table. */
export interface LoginsApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<LoginRow>>;
  create: (input: CreateLoginInput) => Promise<LoginRow>;
  update: (input: UpdateLoginInput) => Promise<LoginRow>;
  disable: (row: LoginRow) => Promise<void>;
  enable: (row: LoginRow) => Promise<void>;
  remove: (row: LoginRow) => Promise<void>;
  resetTotp: (row: LoginRow) => Promise<void>;
  resendActivation: (row: LoginRow) => Promise<void>;
  /** Approves a self-registration for `clientId` (staff only); the server mails the activation link. */
  approve: (row: LoginRow, clientId: number) => Promise<LoginRow>;
  /** Rejects (deletes) a self-registration (staff only). */
  reject: (row: LoginRow) => Promise<void>;
  /** Opens a support session as the login (staff only); the caller hands the tokens to the host. */
  loginAs: (row: LoginRow) => Promise<TokenPair>;
}

/** The filter as the table's query: only the parts that are set. */
export function loginsQuery(filter: LoginsFilter): LoginsFilter {
  const query: LoginsFilter = {};
  if (filter.clientId !== undefined) query.clientId = filter.clientId;
  if (filter.agentId !== undefined) query.agentId = filter.agentId;
  if (filter.accountType !== undefined) query.accountType = filter.accountType;
  if (filter.status !== undefined) query.status = filter.status;
  return query;
}

/** The logins calls; `fetchPage` loads the logins matching `filter` (the API limits agents further). */
export function useLoginsApi(filter: LoginsFilter): LoginsApi {
  const { api } = useRuntime();
  const { clientId, agentId, accountType, status } = filter;
  return useMemo(() => {
    const query = loginsQuery({ clientId, agentId, accountType, status });
    const account = (row: LoginRow) => ({ body: { accountId: row.id } });
    return {
      fetchPage: async (request, signal) =>
        readPage(await api.call(getLoginsTable, { query, body: toListRequestBody(request), signal })),
      create: (input) => api.call(createLogin, { body: input }),
      update: (input) => api.call(updateLogin, { body: input }),
      disable: (row) => api.call(disableLogin, account(row)),
      enable: (row) => api.call(enableLogin, account(row)),
      remove: (row) => api.call(deleteLogin, account(row)),
      resetTotp: (row) => api.call(resetLoginTotp, account(row)),
      resendActivation: (row) => api.call(resendActivation, account(row)),
      approve: (row, approvedClientId) =>
        api.call(approveLogin, { body: { accountId: row.id, clientId: approvedClientId } }),
      reject: (row) => api.call(rejectLogin, account(row)),
      loginAs: (row) => api.call(loginAs, account(row)),
    };
  }, [api, clientId, agentId, accountType, status]);
}
