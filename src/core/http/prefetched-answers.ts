/**
 * First pages of lists asked before the page's HTTP client existed (table/first-page-prefetch.ts),
 * offered under the query key of the table that will show them. The table takes its offer once,
 * by its own key (src/ui/data-table/adopt-prefetched-page.ts), and enters it in the query cache as a query on
 * its way; its fetch hands the answer to the client's transport by the fetch's AbortSignal, so
 * the answer runs through axios's parsing and the client's checks like any other. One not taken
 * within {@link PREFETCH_TTL_MS} is dropped.
 *
 * Kept under a `Symbol.for` key on the global object, like the page runtime: the prefetch runs in
 * an element's entry module and the client in the shared chunks, which may be two bundles' copies.
 */

/** What a prefetched request answered: the body as text, so the client parses and checks it as its own. */
export interface PrefetchedAnswer {
  status: number;
  text: string;
  headers: Record<string, string>;
}

/** Who asked and in which language: the answer is only theirs, and only in that language. */
export interface AskedAs {
  /** `Bearer …`, or '' without a token. */
  authorization: string;
  /** The `accept-language` sent. */
  language: string;
}

/** A first page asked early: its answer on its way (null: the prefetch failed) and who asked. */
export interface PrefetchedPage {
  answer: Promise<PrefetchedAnswer | null>;
  askedAs: AskedAs;
}

/**
 * How long an answer waits to be taken: the page's queries keep an answer fresh for as long
 * (staleTime), so the element shows nothing older than a cached answer would be.
 */
export const PREFETCH_TTL_MS = 30_000;

const HOLDER_KEY = Symbol.for('paperfield.customer-portal.prefetched-answers');

interface Offer extends PrefetchedPage {
  queryKey: readonly unknown[];
  expires: number;
}

interface Held {
  offers: Map<string, Offer>;
  handed: WeakMap<AbortSignal, PrefetchedPage>;
}

type Holder = { [HOLDER_KEY]?: Held };

function held(): Held {
  const holder = globalThis as Holder;
  holder[HOLDER_KEY] ??= { offers: new Map(), handed: new WeakMap() };
  return holder[HOLDER_KEY];
}

const sortedKeys = (_key: string, value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** One string for a query key, whatever the order of its objects' properties (as TanStack's hashKey). */
export function queryKeyHash(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, sortedKeys);
}

function dropExpired(offers: Map<string, Offer>, now: number): void {
  for (const [key, offer] of offers) if (offer.expires <= now) offers.delete(key);
}

/** Offers an early first page to the table whose query key is `queryKey`. */
export function offerPrefetchedAnswer(
  queryKey: readonly unknown[],
  page: PrefetchedPage,
  now = Date.now(),
): void {
  held().offers.set(queryKeyHash(queryKey), { ...page, queryKey, expires: now + PREFETCH_TTL_MS });
}

/** Takes the page offered under this very query key, once; undefined when there is none (or it expired). */
export function takePrefetchedAnswer(
  queryKey: readonly unknown[],
  now = Date.now(),
): PrefetchedPage | undefined {
  const { offers } = held();
  if (offers.size === 0) return undefined;
  dropExpired(offers, now);
  const key = queryKeyHash(queryKey);
  const offer = offers.get(key);
  offers.delete(key);
  return offer && { answer: offer.answer, askedAs: offer.askedAs };
}

/**
 * Takes every page still offered whose key starts with `prefix` (a table's name): asked early
 * for a request its table did not make. They are dropped; the caller says so.
 */
export function takeUnmatchedAnswers(prefix: readonly unknown[]): readonly (readonly unknown[])[] {
  const { offers } = held();
  const start = queryKeyHash(prefix).slice(0, -1);
  const unmatched: (readonly unknown[])[] = [];
  for (const [key, offer] of offers) {
    if (!key.startsWith(`${start},`)) continue;
    offers.delete(key);
    unmatched.push(offer.queryKey);
  }
  return unmatched;
}

/** Hands `page` to the request that will be sent with `signal`: the transport answers it with the page. */
export function handPrefetchedAnswer(signal: AbortSignal, page: PrefetchedPage): void {
  held().handed.set(signal, page);
}

/** The page handed to the request sent with `signal`, once; undefined for any other request. */
export function takeHandedAnswer(signal: AbortSignal | undefined): PrefetchedPage | undefined {
  if (!signal) return undefined;
  const { handed } = held();
  const page = handed.get(signal);
  handed.delete(signal);
  return page;
}

/** Drops every answer on offer: the session they were asked for has ended (runtime/forget-session.ts). */
export function forgetPrefetchedAnswers(): void {
  const state = held();
  state.offers.clear();
  state.handed = new WeakMap();
}

/** Whether a page is on offer under this query key (tests). */
export function hasPrefetchedAnswer(queryKey: readonly unknown[]): boolean {
  return held().offers.has(queryKeyHash(queryKey));
}
