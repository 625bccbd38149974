import { useMemo } from 'react';
import {
  type ApiKeyCall,
  type ApiKeyInput,
  type ApiKeyRow,
  createApiKey,
  getApiKeyCalls,
  getApiKeys,
  type NewApiKey,
  revokeApiKey,
} from '../../core/api/browser-contract/admin-api-keys.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { apiKeyPage } from './api-key-page.ts';

/** The API key calls of the admin contract. */
export interface ApiKeysApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<ApiKeyRow>>;
  /** Creates a key; the answer holds the key itself, this once. */
  create: (input: ApiKeyInput) => Promise<NewApiKey>;
  revoke: (apiKeyId: number) => Promise<ApiKeyRow>;
  /** A key's latest calls, newest first. */
  fetchCalls: (apiKeyId: number, signal: AbortSignal) => Promise<ApiKeyCall[]>;
}

/** The API key calls (staff only) bound to the page's API client. */
export function useApiKeysApi(): ApiKeysApi {
  const { api } = useRuntime();
  return useMemo<ApiKeysApi>(
    () => ({
      fetchPage: async (request, signal) => apiKeyPage(await api.call(getApiKeys, { signal }), request),
      create: (input) => api.call(createApiKey, { body: input }),
      revoke: (apiKeyId) => api.call(revokeApiKey, { body: { apiKeyId } }),
      fetchCalls: (apiKeyId, signal) => api.call(getApiKeyCalls, { query: { apiKeyId }, signal }),
    }),
    [api],
  );
}
