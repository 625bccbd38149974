import type { QueryClient } from '@tanstack/query-core';
import type { TokenStore } from '../auth/token-store.ts';
import { forgetPrefetchedAnswers } from '../http/prefetched-answers.ts';
import { NO_CLIENT_SELECTED } from '../preferences/client-selection.ts';
import type { PreferencesStore } from '../preferences/preferences-store.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { TableRequestStore } from '../table/table-request-store.ts';

/** Where the page keeps what it learned for the user of its session. */
export interface SessionTraces {
  queryClient: QueryClient;
  storage: KeyValueStorage;
  preferences: PreferencesStore;
}

/**
 * Forgets everything the page holds for the user whose session ended: the queries on their way
 * are cancelled (their calls aborted, so a late answer lands nowhere), every cached answer and
 * prefetched first page goes, and so do the tables' stored requests (search, sort, page) and the
 * client an agent or staff member acted for. Language, theme and drawer stay: they are the
 * device's, not the user's.
 */
export function forgetSessionTraces({ queryClient, storage, preferences }: SessionTraces): void {
  void queryClient.cancelQueries();
  queryClient.clear();
  forgetPrefetchedAnswers();
  new TableRequestStore(storage).clear();
  const { selectedClientId, selectedClient } = preferences.get();
  if (selectedClientId !== null || selectedClient !== null) preferences.set({ ...NO_CLIENT_SELECTED });
}

/**
 * Forgets the traces of a session whenever it ends, for any reason: a sign-out here or in another
 * tab, a refused refresh (expiry, revocation), another user's sign-in over it, a support session
 * begun or ended. A page that starts without a session drops the table requests an ended one left
 * in storage. A sign-in from signed out forgets nothing: nobody's traces are left by then, and a
 * query that signs in (an element's own token login) must not be cancelled by its own success.
 * Subscribe it before anything that renders: token listeners run in order, so an element hears of
 * the change only after the old session's traces are gone. Returns the unsubscribe.
 */
export function forgetEndedSessions(tokens: TokenStore, traces: SessionTraces): () => void {
  let holder = tokens.getSessionHolder();
  if (holder === null) new TableRequestStore(traces.storage).clear();
  return tokens.subscribe(() => {
    const now = tokens.getSessionHolder();
    if (now === holder) return;
    const ended = holder !== null;
    holder = now;
    if (ended) forgetSessionTraces(traces);
  });
}
