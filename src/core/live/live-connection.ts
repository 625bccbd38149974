import { LIVE_EVENTS, type LiveTrip, MAX_LIVE_SHIPMENTS } from '../api/browser-contract/live.ts';
import type { PortalRuntime } from '../runtime/create-portal-runtime.ts';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser.ts';
import type { LiveSubscriber } from './live-subscriber.ts';

/** The timings of a connection; the defaults suit browsers, tests shorten them. */
export interface LiveTimings {
  /** The fallback's refetch interval while streaming is refused. */
  pollMs: number;
  /** A stream whose first bytes have not come by then is held back (a buffering proxy): poll instead. */
  firstByteMs: number;
  /** The first pause before a reconnect; it doubles per failed try up to `maxBackoffMs`, with full jitter. */
  backoffMs: number;
  maxBackoffMs: number;
  /** While polling, the stream is tried again after this. */
  retryStreamMs: number;
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  pollMs: 30_000,
  firstByteMs: 10_000,
  backoffMs: 1000,
  maxBackoffMs: 30_000,
  retryStreamMs: 5 * 60_000,
};

/** Where the connection is: streaming, waiting to reconnect, polling, or idle (nobody asks, or no session). */
export type LiveState = 'idle' | 'connecting' | 'streaming' | 'waiting' | 'polling' | 'closed';

/** The query key prefix of the inbox's queries: refetched on a `notification` event (docs/alerts.md#live-updates). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** Why a stream ended, and so what comes next. */
type Ending = 'expired' | 'dropped' | 'refused' | 'unauthorized' | 'aborted';

/** Everything the subscribers ask for, as the stream's query string. */
export function streamQuery(subscribers: readonly LiveSubscriber[]): string {
  const shipments = [
    ...new Set(subscribers.flatMap((s) => s.shipments ?? []).map((n) => n.trim().toUpperCase())),
  ]
    .filter((n) => n && !n.includes(','))
    .sort()
    .slice(0, MAX_LIVE_SHIPMENTS);
  // The stream takes one whole client: a page acts for one client at a time.
  const clientId = subscribers.find((s) => s.clientId !== undefined && s.clientId > 0)?.clientId;
  const query = new URLSearchParams();
  if (clientId !== undefined) query.set('clientId', String(clientId));
  if (shipments.length) query.set('shipments', shipments.join(','));
  return query.toString();
}

/**
 * The page's one live connection (docs/alerts.md#live-updates): a `fetch` stream of `Live/Stream`
 * carrying the runtime's bearer token, reopened with a fresh token after `expired` or a 401, after
 * a drop with backoff and jitter, and with the query anew when the subscribers change; where
 * streaming is refused (a 404 or 501 from an older server, a 429, an answer that is no event stream,
 * no first bytes in time) it polls: every `pollMs` each subscriber refetches, and the stream is tried
 * again after `retryStreamMs`.
 */
export class LiveConnection {
  readonly #runtime: PortalRuntime;
  readonly #subscribers: () => LiveSubscriber[];
  readonly #timings: LiveTimings;
  readonly #fetch: typeof fetch;
  readonly #random: () => number;
  #state: LiveState = 'idle';
  #query: string | null = null;
  #abort: AbortController | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #poll: ReturnType<typeof setInterval> | undefined;
  #failures = 0;
  /** A stream was open before: the next one may have missed events. */
  #streamedBefore = false;
  #holder: string | null;
  readonly #stopWatchingTokens: () => void;

  constructor(
    runtime: PortalRuntime,
    subscribers: () => LiveSubscriber[],
    options: { timings?: Partial<LiveTimings>; fetch?: typeof fetch; random?: () => number } = {},
  ) {
    this.#runtime = runtime;
    this.#subscribers = subscribers;
    this.#timings = { ...DEFAULT_LIVE_TIMINGS, ...options.timings };
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#random = options.random ?? Math.random;
    this.#holder = runtime.tokens.getSessionHolder();
    // Signed in, out, or as someone else: the stream is the session's, so it starts over.
    this.#stopWatchingTokens = runtime.tokens.subscribe(() => {
      const holder = runtime.tokens.getSessionHolder();
      if (holder === this.#holder) return;
      this.#holder = holder;
      this.#restart();
    });
  }

  /** Where the connection is (tests and diagnostics). */
  get state(): LiveState {
    return this.#state;
  }

  /** The subscribers changed: asks for what they want now if that differs from the open stream's. */
  update(): void {
    // The last subscriber left: the stream stays as it is until the hub closes it (or one comes back).
    if (this.#state === 'closed' || this.#subscribers().length === 0) return;
    const query = streamQuery(this.#subscribers());
    if (query === this.#query && this.#state !== 'idle') return;
    this.#query = query;
    if (this.#state !== 'polling') this.#restart();
  }

  /** Ends the stream and every timer for good. */
  close(): void {
    this.#stop();
    this.#state = 'closed';
    this.#stopWatchingTokens();
  }

  #stop(): void {
    this.#abort?.abort();
    this.#abort = null;
    clearTimeout(this.#timer);
    clearInterval(this.#poll);
    this.#poll = undefined;
  }

  #restart(): void {
    if (this.#state === 'closed') return;
    this.#stop();
    this.#failures = 0;
    this.#query = streamQuery(this.#subscribers());
    void this.#open();
  }

  async #open(): Promise<void> {
    const abort = new AbortController();
    this.#abort = abort;
    this.#state = 'connecting';
    const { http, config } = this.#runtime;
    let token: string | null;
    try {
      token = await http.getFreshAccessToken();
    } catch {
      // No answer to the refresh: try again later; a refused one ended the session (the page hears that).
      if (!abort.signal.aborted && this.#runtime.tokens.isLoggedIn()) this.#later();
      else if (!abort.signal.aborted) this.#state = 'idle';
      return;
    }
    if (abort.signal.aborted) return;
    if (!token) {
      this.#state = 'idle';
      return;
    }
    const ending = await this.#stream(`${config.apiBase}/Live/Stream?${this.#query ?? ''}`, token, abort);
    // Stopped or started over meanwhile (#stop drops the controller): that is the one going on now.
    if (this.#abort !== abort) return;
    this.#abort = null;
    if (ending === 'expired') return void this.#open();
    if (ending === 'unauthorized') {
      const next = await http.tokenAfterUnauthorized(token).catch(() => null);
      if (this.state === 'closed' || this.#abort) return;
      if (next && this.#failures++ === 0) return void this.#open();
      if (next) return this.#later();
      this.#state = 'idle';
      return;
    }
    if (ending === 'refused') return this.#startPolling();
    this.#later();
  }

  /** Reads one stream to its end; answers why it ended. */
  async #stream(url: string, token: string, abort: AbortController): Promise<Ending> {
    let firstBytes = false;
    let heldBack = false;
    const firstByteTimer = setTimeout(() => {
      heldBack = true;
      abort.abort();
    }, this.#timings.firstByteMs);
    try {
      const response = await this.#fetch(url, {
        headers: {
          ...this.#runtime.http.commonHeaders(),
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
        },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (response.status === 401) return 'unauthorized';
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        await response.body?.cancel().catch(() => {});
        // 5xx passes by itself: a reconnect. Anything else says the server will not stream to us: poll.
        return response.status >= 500 && response.status !== 501 ? 'dropped' : 'refused';
      }
      let ending: Ending = 'dropped';
      const parse = createEventStreamParser((event) => {
        if (event.event === LIVE_EVENTS.expired) ending = 'expired';
        else this.#dispatch(event);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!firstBytes) {
          firstBytes = true;
          clearTimeout(firstByteTimer);
          this.#opened();
        }
        parse(value);
      }
      return ending;
    } catch {
      if (heldBack && !firstBytes) return 'refused';
      return abort.signal.aborted ? 'aborted' : 'dropped';
    } finally {
      clearTimeout(firstByteTimer);
    }
  }

  /** The stream delivers: reconnects start from the first pause again, and what was missed is refetched. */
  #opened(): void {
    this.#state = 'streaming';
    this.#failures = 0;
    if (this.#streamedBefore) this.#resync();
    this.#streamedBefore = true;
  }

  #dispatch(event: StreamEvent): void {
    const subscribers = this.#subscribers();
    if (event.event === LIVE_EVENTS.trip) {
      const trip = JSON.parse(event.data) as LiveTrip;
      for (const s of subscribers) s.onTrip?.(trip);
    } else if (event.event === LIVE_EVENTS.notification) {
      void this.#runtime.queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY] });
      for (const s of subscribers) s.onNotification?.();
    } else if (event.event === LIVE_EVENTS.resync) this.#resync();
  }

  #resync(): void {
    void this.#runtime.queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY] });
    for (const s of this.#subscribers()) s.onResync?.();
  }

  /** A reconnect after a pause: full jitter over a doubling ceiling. */
  #later(): void {
    this.#state = 'waiting';
    const ceiling = Math.min(this.#timings.maxBackoffMs, this.#timings.backoffMs * 2 ** this.#failures++);
    this.#timer = setTimeout(() => void this.#open(), this.#random() * ceiling);
  }

  #startPolling(): void {
    this.#state = 'polling';
    this.#poll = setInterval(() => this.#resync(), this.#timings.pollMs);
    this.#timer = setTimeout(() => {
      clearInterval(this.#poll);
      this.#poll = undefined;
      this.#streamedBefore = true;
      void this.#open();
    }, this.#timings.retryStreamMs);
  }
}
