// Browser figures of `<cp-orders>` (issue 4), each beside a plain-DOM floor measured in the same run:
// a page that fetches the same GetOrdersTable JSON with fetch() and renders a <table> with no
// framework, signed in with the same token. Real server (scripts/serve.mjs, built front end, its own
// throwaway database), Debian's Chromium driven by Playwright; the two bench pages are served on the
// server's origin by page.route, so nothing of them ships in dist/.
//
// Times are taken in the page, on the page's clock: from navigation start (performance.timeOrigin)
// or from the pointerdown of the user's click to the paint after the DOM holds the rows. "Painted"
// is the message posted from the first animation frame after the change, which runs once that
// frame is drawn.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs } from '../web-test-runner.config.mjs';

/** The DataTable's first request for page size All (ALL_HEAD_ROWS in src/ui/data-table/use-table-page.ts). */
const ALL_HEAD_ROWS = 200;

const port = Number(process.env.BENCH_ELEMENTS_PORT ?? 8198);
const origin = `http://127.0.0.1:${port}`;
const CLIENT_ID = 1001;
const EMAIL = 'customer@example.com';
const PASSWORD = 'Portal-demo-2026!';
const STORAGE_PREFIX = 'bench.portal.';
/** The issue's figure is page size All with 10,000 rows; the bench tops the demo client up to it. */
const ALL_ROWS = 10_000;
const VISIBLE_COLUMNS = [
  ['orderNumber', 'Order', 'text'],
  ['customerOrderNumber', 'Order customer', 'text'],
  ['orderPosition', 'Order position', 'number'],
  ['salesProductDescription', 'Sales product', 'text'],
  ['convertingTypeDescription', 'Converting type', 'text'],
  ['dimensions', 'Dimensions (mm)', 'text'],
  ['amountOfSheets', 'Amount of sheets', 'number'],
  ['pallets', 'Pallets', 'number'],
  ['theoreticalNettWeightKg', 'Theoretical nett weight (kg)', 'number'],
  ['loadNumber', 'Load number', 'text'],
  ['dateOrder', 'Date order', 'date'],
  ['dateDeparture', 'Date departure', 'date'],
];

// ---------------------------------------------------------------------------------------------
// Build, database and server

const progress = (step) => console.error(`elements bench: ${step}`);

/** Newest modification time of the files under `path` (a file or a folder). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * The folder the server serves: BENCH_STATIC_DIR as it is, else dist/, built first with
 * `npm run build` when it is missing or older than the sources it is built from.
 */
function ensureBuilt() {
  const own = process.env.BENCH_STATIC_DIR;
  if (own) {
    if (!existsSync(join(own, 'elements', 'cp-orders.js')))
      throw new Error(`${own}/elements/cp-orders.js missing`);
    return own;
  }
  const built = Math.min(newestMtime('dist/index.html') || 0, newestMtime('dist/elements/cp-orders.js') || 0);
  const sources = Math.max(
    ...['src', 'locales', 'index.html', 'vite.config.ts', 'vite.elements.config.ts', 'package-lock.json'].map(
      newestMtime,
    ),
  );
  if (built === 0 || built < sources) {
    console.log(built === 0 ? 'dist/ is missing: npm run build' : 'dist/ is older than src/: npm run build');
    const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  return 'dist';
}

/** Seeds the throwaway database and tops the demo client up to ALL_ROWS order positions. */
function prepareDatabase(dataDir) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/elements-seed.ts', dataDir, String(CLIENT_ID), String(ALL_ROWS)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('preparing the bench database failed');
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

async function startServer(dataDir, staticDir) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${origin}/customerportal/health`)).ok) break;
    } catch {}
    await sleep(50);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { stop };
}

async function api(path, body, token) {
  const response = await fetch(`${origin}/customerportal${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// The pages

const config = JSON.stringify({ storagePrefix: STORAGE_PREFIX });

/** A page holding only `<cp-orders>`, loading only its module, as an intranet would embed it. */
const elementPage = (body = '<cp-orders lang="en"></cp-orders>') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>cp-orders only</title>
<meta name="cp-config" content='${config}'>
<script type="module" src="/elements/cp-orders.js"></script>
</head>
<body>
${body}
</body>
</html>`;

/** The floor: the same call with fetch(), the same columns in a <table>, no framework. */
const plainPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>plain DOM orders</title>
<script type="module">
const token = localStorage.getItem(${JSON.stringify(`${STORAGE_PREFIX}accessToken`)});
const columns = ${JSON.stringify(VISIBLE_COLUMNS)};
const number = new Intl.NumberFormat('en');
const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const format = (value, kind) =>
  value === null || value === undefined ? '' : kind === 'number' ? number.format(value)
    : kind === 'date' ? date.format(new Date(value)) : String(value);
const state = { rowsPerPage: 10, sortBy: undefined };

async function load() {
  const body = { page: 1, rowsPerPage: state.rowsPerPage, descending: false, search: '' };
  if (state.sortBy) body.sortBy = state.sortBy;
  const response = await fetch('/customerportal/Order/GetOrdersTable', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
    body: JSON.stringify(body),
  });
  render(await response.json());
}

function render({ items, total }) {
  const table = document.createElement('table');
  if (state.rowsPerPage === -1) table.setAttribute('aria-rowcount', String(total + 1));
  const head = table.createTHead().insertRow();
  for (const [key, title] of columns) {
    const th = document.createElement('th');
    const button = document.createElement('button');
    button.textContent = title;
    button.onclick = () => { state.sortBy = key; load(); };
    th.append(button);
    if (state.sortBy === key) th.setAttribute('aria-sort', 'ascending');
    head.append(th);
  }
  const body = table.createTBody();
  for (const item of items) {
    const tr = body.insertRow();
    tr.setAttribute('part', 'row');
    for (const [key, , kind] of columns) tr.insertCell().textContent = format(item[key], kind);
  }
  document.getElementById('orders').replaceChildren(table);
  firstItems ??= items;
}

let firstItems;
/** The mount/unmount cycles' floor: the first 10 rows again, in a new table. */
window.mountTable = () => render({ items: firstItems, total: firstItems.length });
document.getElementById('all').onclick = () => { state.rowsPerPage = -1; load(); };
load();
</script>
</head>
<body>
<button id="all" type="button">All</button>
<div id="orders"></div>
</body>
</html>`;

/**
 * Runs in every bench page before its own scripts: the timing helpers. Rows live in the element's
 * open shadow root, or in #orders of the plain page; both mark their data rows part="row".
 */
function instrument() {
  const rowsRoot = () => document.querySelector('cp-orders')?.shadowRoot ?? document.getElementById('orders');
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
  const idle = (root) => !root.querySelector('sl-progress-bar');
  const firstRowText = (root) => rows(root)[0]?.textContent ?? '';
  const bench = {
    firstRows: watch((root) => rows(root).length >= 10),
    /** Arms a measurement: from the next pointerdown to the paint after `name`'s state is reached. */
    arm(name) {
      const root = rowsRoot();
      const before = firstRowText(root);
      const predicates = {
        all: (r) => !!r.querySelector('table[aria-rowcount]') && rows(r).length > 0 && idle(r),
        sort: (r) => !!r.querySelector('th[aria-sort="ascending"]') && idle(r) && firstRowText(r) !== before,
      };
      // The first rows: the element shows the first rows of All (or of the new sort) from a small
      // request before every row has arrived; the floor shows all of them at once.
      const firsts = {
        all: (r) => !!r.querySelector('table[aria-rowcount]') && rows(r).length > 0,
        sort: (r) => !!r.querySelector('th[aria-sort="ascending"]') && firstRowText(r) !== before,
      };
      let start;
      addEventListener('pointerdown', (event) => (start ??= event.timeStamp), { capture: true, once: true });
      const firstPainted = watch(firsts[name]);
      bench.pending = watch(predicates[name]).then(async (painted) => {
        // The list call's share: the last GetOrdersTable answer before the paint (Resource Timing).
        const call = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/Order/GetOrdersTable') && entry.startTime >= start)
          .at(-1);
        return {
          ms: painted - start,
          firstMs: (await firstPainted) - start,
          callMs: call ? call.responseEnd - call.startTime : Number.NaN,
          domRows: rows(rowsRoot()).length,
          total:
            Number(rowsRoot().querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 1) - 1,
        };
      });
    },
  };
  window.__bench = bench;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** A wait in the page that gives up, naming what never happened, instead of hanging the bench. */
async function within(promise, what, ms = 60_000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function stats(values) {
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

async function newContext(browser, token) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ prefix, accessToken, refreshToken }) => {
      localStorage.setItem(`${prefix}accessToken`, accessToken);
      localStorage.setItem(`${prefix}refreshToken`, refreshToken);
    },
    { prefix: STORAGE_PREFIX, ...token },
  );
  await context.addInitScript(instrument);
  const serve = (path, html) =>
    context.route(`**${path}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
  await serve('/bench/cp-orders.html', elementPage());
  await serve('/bench/cp-orders-cycles.html', elementPage('<div id="host"></div>'));
  await serve('/bench/plain.html', plainPage());
  return context;
}

/**
 * One run of one page in a fresh context (cold HTTP cache): navigation → first 10 rows, page size
 * All, re-sort by order number, then the JS heap after GC. Also answers the JS and CSS the page
 * loaded, with their bodies.
 */
async function runPage(browser, token, kind, { full = true } = {}) {
  const context = await newContext(browser, token);
  try {
    const page = await context.newPage();
    const loaded = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.push(response);
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(kind === 'element' ? '/bench/cp-orders.html' : '/bench/plain.html');
    const firstRowsMs = await within(
      page.evaluate(() => window.__bench.firstRows),
      `${kind}: first rows`,
    );
    if (!full) return { firstRowsMs };

    const scope = kind === 'element' ? page.locator('cp-orders') : page;
    if (kind === 'element') {
      await scope.locator('sl-select.rows-per-page').click();
      await scope.locator('sl-option[value="-1"]').waitFor({ state: 'visible' });
    }
    await page.evaluate(() => window.__bench.arm('all'));
    await (kind === 'element' ? scope.locator('sl-option[value="-1"]') : scope.locator('#all')).click();
    const all = await within(
      page.evaluate(() => window.__bench.pending),
      `${kind}: page size All`,
    );

    await page.evaluate(() => window.__bench.arm('sort'));
    await scope.locator('th button').first().click();
    const sort = await within(
      page.evaluate(() => window.__bench.pending),
      `${kind}: re-sort`,
    );

    const after = await memory(cdp);
    if (errors.length > 0) throw new Error(`${kind} page: ${errors.join('; ')}`);
    const bodies = await Promise.all(loaded.map(async (r) => ({ url: r.url(), body: await r.body() })));
    return { firstRowsMs, all, sort, ...after, bodies };
  } finally {
    await context.close();
  }
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
 * `<cp-orders>` mounted (until its 10 rows show) and removed `cycles` times, `batches` times over on
 * one page, after one warm-up mount; heap, DOM nodes and listeners after GC before and after each
 * batch. The floor does the same with a plain 10-row table built from the same rows.
 */
async function runCycles(browser, token, kind, cycles, batches) {
  const context = await newContext(browser, token);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(kind === 'element' ? '/bench/cp-orders-cycles.html' : '/bench/plain.html');
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

/** Runs the elements benchmark and returns its figures. */
export async function benchElements({ runs = 5, cycles = 200, batches = 5 } = {}) {
  const staticDir = ensureBuilt();
  const ownData = process.env.BENCH_ELEMENTS_DATA_DIR;
  const dataDir = ownData ?? mkdtempSync(join(tmpdir(), 'cp-bench-elements-'));
  let server;
  let browser;
  try {
    progress('preparing the database');
    const database = prepareDatabase(dataDir);
    server = await startServer(dataDir, staticDir);
    const tokens = await api('/Authentication/LoginWithCredentials', {
      emailAddress: EMAIL,
      password: PASSWORD,
    });
    const token = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });

    // Unmeasured runs warm the server (its caches, the database pages) for both pages alike; the
    // element's full run has already asked for All rows, sorted and not.
    progress('warm-up');
    await runPage(browser, token, 'element');
    await runPage(browser, token, 'plain', { full: false });
    const measured = { element: [], plain: [] };
    for (let run = 0; run < runs; run++) {
      // Interleaved, and each pair in turn order, so a busy moment of the machine hits both alike.
      const order = run % 2 ? ['plain', 'element'] : ['element', 'plain'];
      progress(`run ${run + 1} of ${runs}`);
      for (const kind of order) measured[kind].push(await runPage(browser, token, kind));
    }
    const figures = (kind) => {
      const list = measured[kind];
      return {
        firstRowsMs: stats(list.map((r) => r.firstRowsMs)),
        allMs: stats(list.map((r) => r.all.ms)),
        allFirstMs: stats(list.map((r) => r.all.firstMs)),
        sortFirstMs: stats(list.map((r) => r.sort.firstMs)),
        allCallMs: stats(list.map((r) => r.all.callMs)),
        sortMs: stats(list.map((r) => r.sort.ms)),
        sortCallMs: stats(list.map((r) => r.sort.callMs)),
        heapMb: stats(list.map((r) => r.heapBytes / 2 ** 20)),
        domNodes: stats(list.map((r) => r.nodes)),
        allRows: list[0].all.total,
        allDomRows: stats(list.map((r) => r.all.domRows)),
        bytes: compressed(list[0].bodies),
      };
    };
    const element = figures('element');
    const plain = figures('plain');
    // The floor's page has no JS or CSS file: its script is the page itself.
    plain.bytes = compressed([{ url: `${origin}/bench/plain.html`, body: Buffer.from(plainPage()) }]);

    progress(`${batches} × ${cycles} mount/unmount cycles`);
    const elementCycles = await runCycles(browser, token, 'element', cycles, batches);
    const plainCycles = await runCycles(browser, token, 'plain', cycles, batches);
    return {
      database,
      runs,
      element,
      plain,
      cycles: { count: cycles, batches, element: elementCycles, plain: plainCycles },
    };
  } finally {
    await browser?.close();
    await server?.stop();
    if (!ownData) rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The Markdown table's rows

const fixed = (n, digits = 0) => n.toFixed(digits);
const range = (s, format) => `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
const msRange = (s) => range(s, (n) => `${fixed(n)} ms`);
const kb = (bytes) => `${fixed(bytes / 1024, 1)} kB`;
const ratio = (value, floor) => `${fixed(value / floor, value < floor ? 2 : 1)}× the floor`;
const verdict = (met, missed) => (met ? 'met' : `**missed**${missed ? ` (${missed})` : ''}`);

/** Whether only the first batch of cycles kept anything: a one-off hold, not a growing leak. */
const retainedOnlyFirst = ({ nodes, listeners }) =>
  [...nodes.values.slice(1), ...listeners.values.slice(1)].every((n) => n <= 0);

/** Rows of `figure | value | note` for the figures of `benchElements`. */
export function elementsTableRows(figures) {
  const { element, plain, cycles, runs } = figures;
  const rows = element.allRows;
  const growth = cycles.element.heapBytes.median;
  const heap = element.heapMb.median;
  const median = `median of ${runs} runs (min–max)`;
  return [
    [
      `\`<cp-orders>\`: navigation → first 10 rows painted, ${median}`,
      msRange(element.firstRowsMs),
      `plain DOM ${msRange(plain.firstRowsMs)}; ${ratio(element.firstRowsMs.median, plain.firstRowsMs.median)}`,
    ],
    [
      `\`<cp-orders>\`: page size All chosen → its first rows painted (the first ${ALL_HEAD_ROWS} of ${rows.toLocaleString('en')}, the rest on its way), ${median}`,
      msRange(element.allFirstMs),
      `plain DOM (every row at once) ${msRange(plain.allMs)}; ${ratio(element.allFirstMs.median, plain.allMs.median)}; ` +
        `target well under 1 s (median < 500 ms): ${verdict(element.allFirstMs.median < 500, `by ${fixed(element.allFirstMs.median - 500)} ms`)}`,
    ],
    [
      `\`<cp-orders>\`: page size All chosen → all ${rows.toLocaleString('en')} rows loaded and painted (${fixed(element.allDomRows.median)} in the DOM), ${median}`,
      `${msRange(element.allMs)}; the list call ${msRange(element.allCallMs)} of it`,
      `plain DOM (every row in the DOM) ${msRange(plain.allMs)}, its call ${fixed(plain.allCallMs.median)} ms; ` +
        `${ratio(element.allMs.median, plain.allMs.median)}`,
    ],
    [
      `\`<cp-orders>\`: re-sort of the ${rows.toLocaleString('en')} rows (Order header clicked) → first sorted rows painted, ${median}`,
      msRange(element.sortFirstMs),
      `plain DOM (every row at once) ${msRange(plain.sortMs)}; ${ratio(element.sortFirstMs.median, plain.sortMs.median)}`,
    ],
    [
      `\`<cp-orders>\`: re-sort of the ${rows.toLocaleString('en')} rows (Order header clicked) → all rows updated, ${median}`,
      `${msRange(element.sortMs)}; the list call ${msRange(element.sortCallMs)} of it`,
      `plain DOM ${msRange(plain.sortMs)}, its call ${fixed(plain.sortCallMs.median)} ms; ${ratio(element.sortMs.median, plain.sortMs.median)}`,
    ],
    [
      `\`<cp-orders>\`: JS heap after the ${rows.toLocaleString('en')} rows and the re-sort, after GC`,
      range(element.heapMb, (n) => `${fixed(n, 1)} MB`),
      `plain DOM ${range(plain.heapMb, (n) => `${fixed(n, 1)} MB`)} (its rows live in the DOM: ${fixed(plain.domNodes.median)} nodes against ${fixed(element.domNodes.median)}); ` +
        `target < 20 MB: ${verdict(heap < 20, `by ${fixed(heap - 20, 1)} MB`)}`,
    ],
    [
      `\`<cp-orders>\`: ${cycles.count} mount/unmount cycles, heap growth after GC, median of ${cycles.batches} batches on one page (min–max)`,
      range(cycles.element.heapBytes, kb),
      `plain DOM 10-row table ${range(cycles.plain.heapBytes, kb)}; target < 1 MB: ${verdict(growth < 2 ** 20, `by ${kb(growth - 2 ** 20)}`)}`,
    ],
    [
      `\`<cp-orders>\`: ${cycles.count} mount/unmount cycles, DOM nodes / JS event listeners retained after GC, per batch in order`,
      `${cycles.element.nodes.values.join(', ')} / ${cycles.element.listeners.values.join(', ')}`,
      `plain DOM ${cycles.plain.nodes.values.join(', ')} / ${cycles.plain.listeners.values.join(', ')}; target 0 / 0: ` +
        verdict(
          [...cycles.element.nodes.values, ...cycles.element.listeners.values].every((n) => n <= 0),
          retainedOnlyFirst(cycles.element) ? 'first batch only, none after' : '',
        ),
    ],
    [
      `Page holding only \`<cp-orders>\`: JS + CSS loaded (${element.bytes.files.length} files)`,
      `${kb(element.bytes.gzip)} gzip -9, ${kb(element.bytes.brotli)} brotli -11 (${kb(element.bytes.raw)} raw)`,
      `plain DOM page ${kb(plain.bytes.gzip)} gzip, ${kb(plain.bytes.brotli)} brotli (its inline script); the server sends the build's brotli or gzip copies (scripts/compress-dist.mjs)`,
    ],
  ];
}
