import type { QueryClient } from '@tanstack/query-core';
import {
  handPrefetchedAnswer,
  takePrefetchedAnswer,
  takeUnmatchedAnswers,
} from '../../core/http/prefetched-answers.ts';

/**
 * Enters the first page asked early under `queryKey` (first-page-prefetch.ts) in the query cache
 * as that query on its way, as TanStack Query's hydration of a pending query does (its
 * `initialPromise`): the table's query then waits for it instead of asking again. `fetchPage` runs
 * once, with a signal that hands the early answer to the HTTP client, so the answer is parsed and
 * checked like any other. Returns whether a page was adopted.
 *
 * A page asked early for this table under another key (the element asked otherwise than the
 * prefetch planned) is dropped with a warning: a second request, but never a silent one.
 */
export function adoptPrefetchedPage<T>(
  client: QueryClient,
  tableKey: string,
  queryKey: readonly unknown[],
  fetchPage: (signal: AbortSignal) => Promise<T>,
): boolean {
  const page = takePrefetchedAnswer(queryKey);
  if (!page) {
    for (const other of takeUnmatchedAnswers(['dataTable', tableKey]))
      console.warn(
        `[customer-portal] the first page of table "${tableKey}" was asked early as ${JSON.stringify(other)}, but the table asks ${JSON.stringify(queryKey)}: it is asked again.`,
      );
    return false;
  }
  if (client.getQueryData(queryKey) !== undefined) return false;
  const signal = new AbortController().signal;
  handPrefetchedAnswer(signal, page);
  // What hydrate() does for a pending query, without its module: the query is built under its
  // key, hashed as the client hashes it (with the language, runtime/create-portal-runtime.ts), and
  // its first attempt is the promise on its way (`initialPromise`).
  const query = client.getQueryCache().build(client, client.defaultQueryOptions({ queryKey }));
  query.fetch(undefined, { initialPromise: fetchPage(signal) }).catch(() => {});
  return true;
}
