import { AGENT_ROLE, STAFF_ROLE } from '../../api/roles.ts';
import { accessTokenExpired, decodeAccessToken } from '../../auth/access-token-payload.ts';
import { configuredOptions } from '../../config/page-options.ts';
import { type PortalConfig, resolvePortalConfig } from '../../config/portal-config-defaults.ts';
import { offerPrefetchedAnswer, type PrefetchedAnswer } from '../../http/prefetched-answers.ts';
import { defaultLanguage, toSupportedLanguage } from '../../i18n/supported-languages.ts';
import { PreferencesStore } from '../../preferences/preferences-store.ts';
import { resolveTheme, type ThemeName } from '../../preferences/resolve-theme.ts';
import { createBrowserStorage } from '../../storage/browser-storage.ts';
import type { KeyValueStorage } from '../../storage/key-value-storage.ts';
import { openingRequest, pageSizeRequest } from '../opening-request.ts';
import { tablePageQuery } from '../table-page-query.ts';
import type { TableRequest } from '../table-request.ts';
import { TableRequestStore } from '../table-request-store.ts';
import { toListRequestBody } from '../table-wire.ts';

/** What a list element opens with: its table and the list call of its first page. */
export interface FirstPageCall {
  /** The table's name in `dataTableRequests`. */
  tableKey: string;
  /** The list call's path under the API base (a POST of the table request), e.g. `/Order/GetOrdersTable`. */
  path: string;
  /**
   * The element's own query-key parts for its client (the DataTable's `queryKey`): the element
   * passes the same function's result to its table, so the early page is offered under its key.
   */
  queryKey: (clientId: number | undefined) => readonly unknown[];
  /** Whether `element` opens on this table (its attributes may open it elsewhere). Default: always. */
  opensOnTable?: (element: Element) => boolean;
}

/** The list request as it leaves: the parts that decide its answer. */
export interface FirstPageRequest {
  method: string;
  /** The URL as sent: API base, path and query. */
  url: string;
  /** The JSON body as sent. */
  body: string;
  /** `Bearer …`. */
  authorization: string;
  /** The `accept-language` sent. */
  language: string;
}

/** The early first page: the request to send and the query key of the table that will show it. */
export interface FirstPagePlan {
  queryKey: readonly unknown[];
  request: FirstPageRequest;
  /** The table request the list request was made of (its page, rows per page and sort). */
  tableRequest: TableRequest;
  /** The element's theme, as its shell resolves it: its `theme`, else the stored preference. */
  theme: ThemeName;
}

/** A first page asked early: the element it is for, its plan and its answer on the way. */
export interface PrefetchedFirstPage {
  element: Element;
  plan: FirstPagePlan;
  answer: Promise<PrefetchedAnswer | null>;
}

/** The options the prefetch needs, as the page runtime will read them. */
export interface PageOptions {
  apiBase: string;
  appVersion: string;
  storage: KeyValueStorage;
}

// The page runtime's key (runtime/portal-runtime.ts): once it exists, elements render at once.
const RUNTIME_KEY = Symbol.for('paperfield.customer-portal.runtime');

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The options of `<meta name="cp-config">` the list call depends on. A tag the runtime would
 * ignore or reject (bad JSON, a wrong type) gives null: better no prefetch than one for a request
 * the element will not make.
 */
export function readPageOptions(doc: Document): PageOptions | null {
  const content = doc.querySelector('meta[name="cp-config"]')?.getAttribute('content');
  let given: Record<string, unknown> = {};
  if (content) {
    try {
      given = JSON.parse(content);
    } catch {
      return null;
    }
    if (typeof given !== 'object' || given === null || Array.isArray(given)) return null;
    const { apiBase, storagePrefix, appVersion, tokenStorage } = given;
    if (![apiBase, storagePrefix, appVersion].every(optionalString)) return null;
    if (tokenStorage !== undefined && tokenStorage !== 'local' && tokenStorage !== 'session') return null;
  }
  // What the page gave configure() comes before the meta, as in the runtime (runtime/portal-runtime.ts).
  const config = resolvePortalConfig({ ...(given as Partial<PortalConfig>), ...configuredOptions() });
  // Memory storage starts empty: there is no session to ask with yet.
  if (config.tokenStorage === 'memory') return null;
  return {
    apiBase: config.apiBase,
    appVersion: config.appVersion,
    storage: createBrowserStorage(config.tokenStorage, config.storagePrefix),
  };
}

/**
 * The first page `element` will show, as the element shell and its DataTable ask for it (api base,
 * session, client, language, stored request and `page-size`): the request and, through
 * tablePageQuery, the table's query key; or null when the element will not ask at once: no
 * session or an expired access token (the client refreshes first), an agent or staff member with
 * no client chosen yet. A plan that guesses the element wrong is not taken and says so
 * (src/ui/data-table/adopt-prefetched-page.ts).
 */
export function firstPagePlan(
  element: Element,
  call: FirstPageCall,
  options: PageOptions,
  now = Date.now(),
): FirstPagePlan | null {
  if (call.opensOnTable && !call.opensOnTable(element)) return null;
  const { storage } = options;
  const accessToken = storage.getItem('accessToken') || null;
  if (!accessToken || !storage.getItem('refreshToken')) return null;
  const payload = decodeAccessToken(accessToken);
  if (!payload || accessTokenExpired(payload, now)) return null;

  const preferences = new PreferencesStore(storage).get();
  // r2wc-style number attributes (ui/element/attribute-value.ts): parseFloat, NaN is none.
  const number = (name: string) => {
    const value = Number.parseFloat(element.getAttribute(name) ?? '');
    return Number.isNaN(value) ? undefined : value;
  };
  const clientAttribute = number('client-id');
  // usePageSession: agents and staff wait for a chosen client; everyone else asks for their own.
  if (clientAttribute === undefined && !preferences.selectedClientId) {
    if (payload.roles.includes(AGENT_ROLE) || payload.roles.includes(STAFF_ROLE)) return null;
  }
  const client = clientAttribute ?? preferences.selectedClientId ?? undefined;
  const clientId = client !== undefined && client > 0 ? client : undefined;

  // The element's own `lang` as given, else the page language i18next was created with.
  const language =
    element.getAttribute('lang') || toSupportedLanguage(preferences.languageCode) || defaultLanguage();
  const apiBase = (element.getAttribute('api-base') || options.apiBase).replace(/\/+$/, '');
  const opening = openingRequest(
    call.tableKey,
    pageSizeRequest(number('page-size')),
    new TableRequestStore(storage),
    undefined,
  );
  const query = tablePageQuery(call.tableKey, call.queryKey(clientId), opening);
  return {
    queryKey: query.queryKey,
    tableRequest: query.request,
    theme: resolveTheme(element.getAttribute('theme') ?? undefined, preferences.theme),
    request: {
      method: 'POST',
      url: `${apiBase}${call.path}${clientId === undefined ? '' : `?clientId=${clientId}`}`,
      body: JSON.stringify(toListRequestBody(query.request)),
      authorization: `Bearer ${accessToken}`,
      language,
    },
  };
}

/** The list request of {@link firstPagePlan}, or null when there is none. */
export function firstPageRequest(
  element: Element,
  call: FirstPageCall,
  options: PageOptions,
  now = Date.now(),
): FirstPageRequest | null {
  return firstPagePlan(element, call, options, now)?.request ?? null;
}

/** Sends `request` with fetch; any failure (no answer, a refusal, a 401) is null: the client asks again. */
async function send(request: FirstPageRequest, appVersion: string): Promise<PrefetchedAnswer | null> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json, text/plain, */*',
        'content-type': 'application/json',
        'accept-language': request.language,
        'app-version': appVersion,
        authorization: request.authorization,
      },
      body: request.body,
    });
    if (!response.ok) return null;
    return {
      status: response.status,
      text: await response.text(),
      headers: Object.fromEntries(response.headers),
    };
  } catch {
    return null;
  }
}

/**
 * Sends the first page's list request of every `<tag>` in the document now, before React and the
 * kit are loaded, and offers each answer under its table's query key (http/prefetched-answers.ts):
 * the table enters it in its query cache (src/ui/data-table/adopt-prefetched-page.ts) and the answer is checked there
 * like any other. The element entry calls this first and loads the rest with import(). Answers
 * each element's page, for its static first view (src/ui/data-table/first-view/).
 */
export function prefetchFirstPages(
  tag: string,
  call: FirstPageCall,
  doc: Document | undefined = globalThis.document,
): PrefetchedFirstPage[] {
  const pages: PrefetchedFirstPage[] = [];
  if (!doc || typeof fetch !== 'function' || RUNTIME_KEY in globalThis) return pages;
  const elements = doc.querySelectorAll(tag);
  if (elements.length === 0) return pages;
  const options = readPageOptions(doc);
  if (!options) return pages;
  const sent = new Map<string, Promise<PrefetchedAnswer | null>>();
  for (const element of elements) {
    const plan = firstPagePlan(element, call, options);
    if (!plan) continue;
    const { request } = plan;
    const key = JSON.stringify(request);
    let answer = sent.get(key);
    if (!answer) {
      answer = send(request, options.appVersion);
      sent.set(key, answer);
      offerPrefetchedAnswer(plan.queryKey, {
        answer,
        askedAs: { authorization: request.authorization, language: request.language },
      });
    }
    pages.push({ element, plan, answer });
  }
  return pages;
}
