/**
 * Answers to requests sent before the page's HTTP client existed (the first page of a list, see
 * table/first-page-prefetch.ts), handed to the client's transport when it sends the very same
 * request: same method, URL, body, bearer token and language. Each answer is taken once; one not
 * taken within {@link PREFETCH_TTL_MS} is dropped.
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

/** The parts of a request that decide its answer. */
export interface PrefetchedRequest {
  method: string;
  /** The URL as sent: API base, path and query. */
  url: string;
  /** The JSON body as sent. */
  body: string;
  /** `Bearer …`, or '' without a token. */
  authorization: string;
  /** The `accept-language` sent. */
  language: string;
}

/**
 * How long an answer waits to be taken: the page's queries keep an answer fresh for as long
 * (staleTime), so the element shows nothing older than a cached answer would be.
 */
export const PREFETCH_TTL_MS = 30_000;

const ANSWERS_KEY = Symbol.for('paperfield.customer-portal.prefetched-answers');

interface Offer {
  answer: Promise<PrefetchedAnswer | null>;
  expires: number;
}

type AnswersHolder = { [ANSWERS_KEY]?: Map<string, Offer> };

function offers(): Map<string, Offer> {
  const holder = globalThis as AnswersHolder;
  holder[ANSWERS_KEY] ??= new Map();
  return holder[ANSWERS_KEY];
}

/** One string for the request: two requests with the same key get the same answer. */
export function prefetchKey(request: PrefetchedRequest): string {
  return JSON.stringify([
    request.method.toUpperCase(),
    request.url,
    request.authorization,
    request.language,
    request.body,
  ]);
}

/** Offers the answer (null: the prefetch failed) to the first client request with the same key. */
export function offerPrefetchedAnswer(
  request: PrefetchedRequest,
  answer: Promise<PrefetchedAnswer | null>,
  now = Date.now(),
): void {
  offers().set(prefetchKey(request), { answer, expires: now + PREFETCH_TTL_MS });
}

/** Takes the answer offered for this very request, once; undefined when there is none (or it expired). */
export function takePrefetchedAnswer(
  request: PrefetchedRequest,
  now = Date.now(),
): Promise<PrefetchedAnswer | null> | undefined {
  const all = offers();
  if (all.size === 0) return undefined;
  for (const [key, offer] of all) if (offer.expires <= now) all.delete(key);
  const key = prefetchKey(request);
  const offer = all.get(key);
  all.delete(key);
  return offer?.answer;
}

/** Drops every answer on offer: the session they were asked for has ended (runtime/forget-session.ts). */
export function forgetPrefetchedAnswers(): void {
  offers().clear();
}

/** Whether a request with this key is on offer (tests). */
export function hasPrefetchedAnswer(request: PrefetchedRequest): boolean {
  return offers().has(prefetchKey(request));
}
