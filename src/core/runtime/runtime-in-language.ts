import { hashKey, QueryClient } from '@tanstack/query-core';
import { createApiClient } from '../api/client/api-client.ts';
import type { PortalRuntime } from './create-portal-runtime.ts';

const derived = new WeakMap<PortalRuntime, Map<string, PortalRuntime>>();

/**
 * The page runtime as seen by an element with its own `lang`: its calls ask for answers in that
 * language, and its queries are cached under that language in the page's one cache (the page's
 * query client hashes keys with the page language, this one with the element's), so two elements
 * in two languages never share an answer. One per runtime and language.
 */
export function runtimeInLanguage(runtime: PortalRuntime, language: string): PortalRuntime {
  const byLanguage = derived.get(runtime) ?? new Map<string, PortalRuntime>();
  derived.set(runtime, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const defaults = runtime.queryClient.getDefaultOptions();
  const queryClient = new QueryClient({
    queryCache: runtime.queryClient.getQueryCache(),
    mutationCache: runtime.queryClient.getMutationCache(),
    defaultOptions: {
      ...defaults,
      queries: { ...defaults.queries, queryKeyHashFn: (queryKey) => hashKey([language, ...queryKey]) },
    },
  });
  const scoped: PortalRuntime = { ...runtime, api: createApiClient(runtime.http, language), queryClient };
  byLanguage.set(language, scoped);
  return scoped;
}
