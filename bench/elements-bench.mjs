// Browser figures of `<cp-orders>` and the host, each beside two reference pages measured in the
// same run, interleaved: the same orders table in Vue 3 + Vuetify (v-data-table-server, the stack
// being replaced) and in plain DOM with no framework (the floor, every row in the DOM), both in
// bench/reference-pages/. All three pages call the same GetOrdersTable of the same server with the
// same token; the server (bench/bench-setup.mjs) serves them and the portal on one origin from
// the bench's own build, pre-compressed alike. Debian's Chromium driven by Playwright.
//
// Times are taken in the page, on the page's clock: from navigation start (performance.timeOrigin)
// or from the pointerdown of the user's click to the paint after the DOM holds the rows. "Painted"
// is the message posted from the first animation frame after the change, which runs once that
// frame is drawn.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs } from '../web-test-runner.config.mjs';
import { ALL_ROWS, FIVE_ELEMENTS, pagePath, progress, STORAGE_PREFIX } from './bench-setup.mjs';

/** The rows of one window of page size All, its first request (ALL_WINDOW_ROWS in src/core/table/all-windows.ts). */
const ALL_WINDOW_ROWS = 100;
/** The host's storage prefix: DEFAULT_PORTAL_CONFIG.storagePrefix in src/core/config/portal-config.ts. */
const HOST_STORAGE_PREFIX = 'paperfield.customer-portal.';
/** The three orders pages, in the order of the table's columns. */
export const KINDS = ['element', 'vuetify', 'plain'];
const LABEL = { element: '<cp-orders>', vuetify: 'Vue + Vuetify', plain: 'plain DOM' };

// ---------------------------------------------------------------------------------------------
// In the page

/**
 * Runs in every bench page before its own scripts: the timing helpers. Rows live in the element's
 * open shadow root, in #app of the Vuetify page or in #orders of the plain page; all three mark
 * their data rows part="row". A page is busy while it shows a progress bar or says aria-busy.
 */
function instrument({ allRows }) {
  const BUSY = '.cp-loading-bar, .v-data-table--loading, [aria-busy="true"]';
  const element = () => document.querySelector('cp-orders');
  const rowsRoot = () =>
    element() ? element().shadowRoot : (document.getElementById('orders') ?? document.getElementById('app'));
  /** Rows per page the page opened with: the element's page-size, else the reference page's ?rows=. */
  const pageSize = () =>
    Number(element()?.getAttribute('page-size') ?? new URLSearchParams(location.search).get('rows') ?? 10);
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
  /** Resolves with the paint time after `predicate(root)` first holds. */
  const watch = (predicate) =>
    new Promise((resolve) => {
      const attach = () => {
        const root = rowsRoot();
        if (!root) return requestAnimationFrame(attach);
        const check = () => {
          if (!predicate(root)) return;
          observer.disconnect();
          resolve(afterPaint());
        };
        const observer = new MutationObserver(check);
        observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
        check();
      };
      attach();
    });
  const rows = (root) => root.querySelectorAll('tr[part="row"]');
  const idle = (root) => !root.querySelector(BUSY) && !root.host?.matches(BUSY) && !root.matches?.(BUSY);
  const firstRowText = (root) => rows(root)[0]?.textContent ?? '';
  /** How many rows the table says it has: aria-rowcount less the header row, else the rows in the DOM. */
  const rowCount = (root) => {
    const count = root.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount');
    return count ? Number(count) - 1 : rows(root).length;
  };
  /** Every row of the answer is in (the DOM, or the virtualised table's data) and nothing loads. */
  const complete = (expected) => (root) => rows(root).length > 0 && rowCount(root) >= expected && idle(root);
  /** GetOrdersTable calls since `start` (Resource Timing): the longest one's duration and end. */
  const listCall = (start) => {
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/Order/GetOrdersTable') && entry.startTime >= start);
    const longest = calls.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), undefined);
    return longest
      ? { callMs: longest.duration, callEndMs: longest.responseEnd - start, calls: calls.length }
      : { callMs: Number.NaN, callEndMs: Number.NaN, calls: 0 };
  };
  const bench = {
    /** Navigation → the paint with the page's first rows: 10, or 100, or the first 10 of All. */
    firstRows: watch((root) => rows(root).length >= (pageSize() === -1 ? 10 : pageSize())),
    /** Navigation → the paint with every row of All in (set up only on an All page). */
    allRows: undefined,
    /** Arms a measurement: from the next pointerdown to the paint after the re-sort. */
    armSort(expected) {
      const root = rowsRoot();
      const before = firstRowText(root);
      const sorted = (r) => !!r.querySelector('th[aria-sort="ascending"]') && firstRowText(r) !== before;
      let start;
      addEventListener('pointerdown', (event) => (start ??= event.timeStamp), { capture: true, once: true });
      const firstPainted = watch(sorted);
      bench.pending = watch((r) => sorted(r) && complete(expected)(r)).then(async (painted) => ({
        ms: painted - start,
        firstMs: (await firstPainted) - start,
        ...listCall(start),
      }));
    },
    summary: () => ({ domRows: rows(rowsRoot()).length, total: rowCount(rowsRoot()) }),
    listCall,
  };
  addEventListener('DOMContentLoaded', () => {
    if (pageSize() === -1) bench.allRows = watch(complete(allRows));
  });
  window.__bench = bench;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** A wait in the page that gives up, naming what never happened, instead of hanging the bench. */
async function within(promise, what, ms = 120_000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what}: nothing after ${ms / 1000} s`), { timedOut: true })),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long the bench waits for every row of All, and for the re-sort of them, on any page. The
 * Vuetify page can take minutes for either on a busy machine; a wait cut short is recorded as
 * this many ms with `timedOut`, and the table shows it as "more than".
 */
export const CAP_MS = Number(process.env.BENCH_CAP_MS ?? 60_000);

/** `within` for a time measured in the page: `{ ms }`, or `{ ms: CAP_MS, timedOut: true }` when cut short. */
async function capped(promise, what) {
  try {
    return { ms: await within(promise, what, CAP_MS) };
  } catch (error) {
    if (!error.timedOut) throw error;
    progress(`${what}: cut short after ${CAP_MS / 1000} s`);
    return { ms: CAP_MS, timedOut: true };
  }
}

/** Median, min and max of `values` (and the values, in run order). */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), values };
}

async function memory(cdp) {
  // Twice: the first pass may only queue finalizers that free more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    heapBytes: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}

/** A fresh context (cold HTTP cache) whose pages find `tokens` under `prefix` and the timing helpers. */
export async function newContext(browser, origin, tokens, prefix = STORAGE_PREFIX) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  if (tokens) {
    await context.addInitScript(
      ({ prefix, accessToken, refreshToken }) => {
        localStorage.setItem(`${prefix}accessToken`, accessToken);
        localStorage.setItem(`${prefix}refreshToken`, refreshToken);
      },
      { prefix, ...tokens },
    );
  }
  await context.addInitScript(instrument, { allRows: ALL_ROWS });
  return context;
}

/** Collects the JS and CSS answers of a page, with their bodies on `bodies()`. */
function scriptsAndStyles(page) {
  const loaded = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push(response);
  });
  return { bodies: () => Promise.all(loaded.map(async (r) => ({ url: r.url(), body: await r.body() }))) };
}

function compressed(bodies) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const { body } of bodies) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: bodies.map((b) => new URL(b.url).pathname), raw, gzip, brotli };
}

/**
 * Navigation to a fresh page of `kind` at `rows` (10, 100 or 'all') → its first rows painted.
 * At 'all' also → every row in and painted, then a click on the Order header → the rows re-sorted,
 * then the JS heap and DOM nodes after GC. At 10, the page's JS and CSS with their bodies.
 */
async function runPage(browser, origin, tokens, kind, rows) {
  const context = await newContext(browser, origin, tokens);
  try {
    const page = await context.newPage();
    const loaded = scriptsAndStyles(page);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(pagePath[kind](rows));
    const what = `${LABEL[kind]} at ${rows} rows`;
    const first = await capped(
      page.evaluate(() => window.__bench.firstRows),
      `${what}: first rows`,
    );
    if (first.timedOut && rows !== 'all') throw new Error(`${what}: no first rows after ${CAP_MS / 1000} s`);
    const result = { firstRowsMs: first.ms, firstTimedOut: !!first.timedOut };
    if (rows === 10) result.bytes = compressed(await loaded.bodies());
    if (rows === 'all') {
      const all = first.timedOut
        ? first
        : await capped(
            page.evaluate(() => window.__bench.allRows),
            `${what}: every row`,
          );
      result.allMs = all.ms;
      result.allTimedOut = !!all.timedOut;
      if (all.timedOut) {
        // The page is still busy: nothing more can be measured in it.
        result.sort = { ms: CAP_MS, firstMs: CAP_MS, callMs: Number.NaN, timedOut: true };
        Object.assign(result, { heapBytes: Number.NaN, nodes: Number.NaN, callMs: Number.NaN });
        return result;
      }
      Object.assign(
        result,
        await page.evaluate(() => ({ ...window.__bench.summary(), ...window.__bench.listCall(0) })),
      );
      // The heap with every row in, after GC (before the re-sort, which may not finish everywhere).
      Object.assign(result, await memory(cdp));
      await page.evaluate((expected) => window.__bench.armSort(expected), result.total);
      const header =
        kind === 'element'
          ? page.locator('cp-orders').locator('th button').first()
          : kind === 'vuetify'
            ? page.locator('th.v-data-table__th--sortable').first()
            : page.locator('th button').first();
      // Pressed from a task of the page, so the bench does not wait for the click's handling (the
      // Vuetify page handles it for minutes): pointerdown starts the clock as a user's would.
      await header.evaluate((target) =>
        setTimeout(() => {
          const init = { bubbles: true, composed: true, cancelable: true, isPrimary: true, button: 0 };
          target.dispatchEvent(new PointerEvent('pointerdown', init));
          target.dispatchEvent(new PointerEvent('pointerup', init));
          target.click();
        }),
      );
      const sort = await capped(
        page.evaluate(() => window.__bench.pending),
        `${what}: re-sort`,
      );
      result.sort = sort.timedOut
        ? { ms: CAP_MS, firstMs: CAP_MS, callMs: Number.NaN, timedOut: true }
        : { ...(await page.evaluate(() => window.__bench.pending)), timedOut: false };
    }
    if (errors.length > 0) throw new Error(`${what}: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Follows a page's requests: `settled(ready)` resolves once `ready()` holds, no request is open and
 * none has started or ended for `quietMs` (gives up after `ms`). Playwright's networkidle (500 ms)
 * comes too early on a busy machine, where evaluating the scripts can take longer than that.
 */
function networkWatch(page, { quietMs = 1500, ms = 60_000 } = {}) {
  let open = 0;
  let last = Date.now();
  const touch = (delta) => () => {
    open += delta;
    last = Date.now();
  };
  page.on('request', touch(1));
  page.on('requestfinished', touch(-1));
  page.on('requestfailed', touch(-1));
  return {
    async settled(ready = () => true, what = 'the page') {
      const started = Date.now();
      while (!(ready() && open <= 0 && Date.now() - last >= quietMs)) {
        if (Date.now() - started > ms)
          throw new Error(`${what}: the network did not settle in ${ms / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** JS and CSS a page loads, with a cold cache, until its network has settled. */
async function pageBytes(browser, origin, path, tokens, prefix) {
  const context = await newContext(browser, origin, tokens, prefix);
  try {
    const page = await context.newPage();
    const loaded = scriptsAndStyles(page);
    const network = networkWatch(page, { quietMs: 2000 });
    let apiCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/customerportal/')) apiCalls += 1;
    });
    await page.goto(path);
    // Settled once the page has asked the API for its data (the login page asks for nothing).
    await network.settled(() => apiCalls > 0 || path === '/login', path);
    return { path: new URL(page.url()).pathname, ...compressed(await loaded.bodies()) };
  } finally {
    await context.close();
  }
}

/**
 * `<cp-orders>` mounted (until its 10 rows show) and removed `cycles` times, `batches` times over on
 * one page, after one warm-up mount; heap, DOM nodes and listeners after GC before and after each
 * batch. The floor does the same with a plain 10-row table built from the same rows.
 */
async function runCycles(browser, origin, tokens, kind, cycles, batches) {
  const context = await newContext(browser, origin, tokens);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(kind === 'element' ? pagePath.cycles : pagePath.plain(10));
    if (kind === 'plain')
      await within(
        page.evaluate(() => window.__bench.firstRows),
        'plain: first rows',
      );
    const cycle = (count) =>
      page.evaluate(async (count) => {
        const until = async (test) => {
          while (!test()) await new Promise((resolve) => setTimeout(resolve, 2));
        };
        const host = document.getElementById('host');
        if (host) await customElements.whenDefined('cp-orders');
        for (let i = 0; i < count; i++) {
          if (host) {
            const element = document.createElement('cp-orders');
            element.setAttribute('lang', 'en');
            host.append(element);
            await until(() => (element.shadowRoot?.querySelectorAll('tr[part="row"]').length ?? 0) >= 10);
            element.remove();
          } else {
            window.mountTable();
            document.getElementById('orders').replaceChildren();
          }
        }
        // Let unmounting finish (React unmounts disconnected elements in a later task).
        await new Promise((resolve) => setTimeout(resolve, 200));
      }, count);
    await within(cycle(1), `${kind}: warm-up mount`);
    let previous = await memory(cdp);
    const growth = { heapBytes: [], nodes: [], listeners: [] };
    for (let batch = 0; batch < batches; batch++) {
      await within(cycle(cycles), `${kind}: ${cycles} mount/unmount cycles`, 300_000);
      const now = await memory(cdp);
      for (const key of Object.keys(growth)) growth[key].push(now[key] - previous[key]);
      previous = now;
    }
    return {
      heapBytes: stats(growth.heapBytes),
      nodes: stats(growth.nodes),
      listeners: stats(growth.listeners),
    };
  } finally {
    await context.close();
  }
}

/**
 * A page with five elements (FIVE_ELEMENTS) opened with an access token that has expired and a
 * valid refresh token: the refresh calls made (they must share one), the answers that were 401,
 * the API calls made, and whether the page ended with a new access token and every call answered.
 */
export async function runExpiredSession(browser, origin, tokens) {
  const context = await newContext(browser, origin, tokens);
  try {
    const page = await context.newPage();
    const counts = { refreshCalls: 0, unauthorized: 0, apiCalls: 0, failed: 0 };
    page.on('request', (request) => {
      if (!request.url().includes('/customerportal/')) return;
      counts.apiCalls += 1;
      if (request.url().includes('/Authentication/RefreshAccessToken')) counts.refreshCalls += 1;
    });
    page.on('response', (response) => {
      if (!response.url().includes('/customerportal/')) return;
      if (response.status() === 401) counts.unauthorized += 1;
      else if (!response.ok()) counts.failed += 1;
    });
    const network = networkWatch(page);
    await page.goto(pagePath.fiveElements);
    // Settled once calls other than the refresh were made and answered.
    await network.settled(() => counts.apiCalls > counts.refreshCalls, 'five elements');
    const stored = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}accessToken`);
    return { ...counts, refreshed: stored !== null && stored !== tokens.accessToken };
  } finally {
    await context.close();
  }
}

/**
 * `measure()`, once more if it failed because the server had ended (started again first): one
 * lost measurement should not lose the whole run.
 */
async function withServer(server, measure) {
  try {
    return await measure();
  } catch (error) {
    if (!(await server.revive())) throw error;
    progress(`measured again after: ${error.message.split('\n')[0]}`);
    return measure();
  }
}

/**
 * Runs the pages benchmark against the bench server and returns its figures: `runs` interleaved
 * runs of the three orders pages, the embeds' and the host's bytes, `batches` × `cycles`
 * mount/unmount cycles, and `runs` expired-session pages.
 */
export async function benchElements(server, { runs = 5, cycles = 200, batches = 5 } = {}) {
  const { origin } = server;
  const tokens = await server.logIn();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const steps = [10, 100, 'all'];
    // Unmeasured runs warm the server (its caches, the database pages) for every page alike.
    progress('warm-up');
    // The Vuetify page is warmed at 10 rows only: at All it costs minutes, and the server's side of
    // All (the same calls) is warmed by the other two.
    for (const kind of KINDS)
      for (const rows of steps)
        if (kind !== 'vuetify' || rows === 10)
          await withServer(server, () => runPage(browser, origin, tokens, kind, rows));
    const measured = Object.fromEntries(KINDS.map((kind) => [kind, { 10: [], 100: [], all: [] }]));
    for (let run = 0; run < runs; run++) {
      // Interleaved, the page order turning each run, so a busy moment of the machine hits all alike.
      const order = KINDS.map((_, i) => KINDS[(i + run) % KINDS.length]);
      progress(`run ${run + 1} of ${runs}: ${order.join(', ')}`);
      for (const rows of steps)
        for (const kind of order)
          measured[kind][rows].push(
            await withServer(server, () => runPage(browser, origin, tokens, kind, rows)),
          );
    }
    const figures = (kind) => {
      const m = measured[kind];
      const all = m.all;
      const measuredOnly = (values) => {
        const finite = values.filter(Number.isFinite);
        return finite.length > 0 ? stats(finite) : null;
      };
      const done = all.find((r) => !r.allTimedOut);
      return {
        firstRows10Ms: stats(m[10].map((r) => r.firstRowsMs)),
        firstRows100Ms: stats(m[100].map((r) => r.firstRowsMs)),
        allFirstMs: stats(all.map((r) => r.firstRowsMs)),
        allMs: stats(all.map((r) => r.allMs)),
        allTimedOut: all.filter((r) => r.allTimedOut).length,
        allCallMs: measuredOnly(all.map((r) => r.callMs)),
        sortFirstMs: stats(all.map((r) => r.sort.firstMs)),
        sortMs: stats(all.map((r) => r.sort.ms)),
        sortTimedOut: all.filter((r) => r.sort.timedOut).length,
        sortCallMs: measuredOnly(all.map((r) => r.sort.callMs)),
        heapMb: measuredOnly(all.map((r) => r.heapBytes / 2 ** 20)),
        domNodes: measuredOnly(all.map((r) => r.nodes)),
        allRows: done?.total ?? null,
        allDomRows: measuredOnly(all.map((r) => r.domRows ?? Number.NaN)),
        bytes: m[10][0].bytes,
      };
    };
    const pages = Object.fromEntries(KINDS.map((kind) => [kind, figures(kind)]));

    progress('bytes of the tracking embed and the host');
    const bytes = {
      tracking: await withServer(server, () =>
        pageBytes(browser, origin, pagePath.tracking, tokens, STORAGE_PREFIX),
      ),
      hostLogin: await withServer(server, () => pageBytes(browser, origin, '/login', null)),
      hostDashboard: await withServer(server, () =>
        pageBytes(browser, origin, '/', tokens, HOST_STORAGE_PREFIX),
      ),
    };
    if (bytes.hostDashboard.path !== '/')
      throw new Error(`the dashboard went to ${bytes.hostDashboard.path}`);

    progress(`${batches} × ${cycles} mount/unmount cycles`);
    const cycleFigures = {
      count: cycles,
      batches,
      element: await withServer(server, () => runCycles(browser, origin, tokens, 'element', cycles, batches)),
      plain: await withServer(server, () => runCycles(browser, origin, tokens, 'plain', cycles, batches)),
    };

    progress(`${runs} pages of five elements with an expired access token`);
    const expired = [];
    for (let run = 0; run < runs; run++)
      expired.push(
        await withServer(server, async () => runExpiredSession(browser, origin, await server.logInExpired())),
      );

    return { database: server.database, runs, pages, bytes, cycles: cycleFigures, expiredSession: expired };
  } finally {
    await browser.close();
  }
}

export { ALL_ROWS, ALL_WINDOW_ROWS, FIVE_ELEMENTS, LABEL };
