/** Debounce of the table's search input (docs/screens/lists.md#table-constants). */
export const SEARCH_DEBOUNCE_MS = 400;
/** Debounce of writing the table state to the URL query (docs/screens/lists.md#table-constants)… */
export const QUERY_DEBOUNCE_MS = 250;
/** …which still happens at least once a second while the state keeps changing. */
export const QUERY_MAX_WAIT_MS = 1000;
/** Debounce of emitting the selected rows (docs/screens/lists.md#table-constants). */
export const SELECTION_DEBOUNCE_MS = 400;

export interface DebounceOptions {
  /** Longest time a call may be delayed while calls keep coming. Default: no limit. */
  maxWait?: number;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if there is one. */
  flush(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

/** Calls `fn` with the latest arguments once calls have stopped for `wait` ms (or after `maxWait`). */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  { maxWait }: DebounceOptions = {},
): Debounced<A> {
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const clearTimers = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
  };
  const invoke = () => {
    clearTimers();
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    lastArgs = args;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(invoke, wait);
    if (maxWait !== undefined && maxTimer === undefined) maxTimer = setTimeout(invoke, maxWait);
  };
  debounced.cancel = () => {
    clearTimers();
    lastArgs = undefined;
  };
  debounced.flush = invoke;
  debounced.pending = () => lastArgs !== undefined;
  return debounced;
}
