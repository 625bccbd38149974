// Navigation → the first 10 order rows painted (issue 29 §1, "paint before React"): `<cp-orders>`
// beside the Vuetify and plain-DOM pages of the same run, interleaved, at 10 rows per page. For the
// element also the paint of React's own rows (its first view, when the static first view of
// src/ui/data-table/first-view/ painted earlier, is taken over then) and the GetOrdersTable calls
// the page made: one, the early request, whichever paints first.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs } from '../web-test-runner.config.mjs';
import { pagePath, progress, STORAGE_PREFIX } from './bench-setup.mjs';
import { KINDS, LABEL, newContext, stats } from './elements-bench.mjs';

/** In the page: the paint after React's rows (not the static first view's) are in the element. */
function watchReactRows() {
  window.__reactRows = new Promise((resolve) => {
    const check = () => {
      const root = document.querySelector('cp-orders')?.shadowRoot;
      const rows = root ? [...root.querySelectorAll('tr[part="row"]')] : [];
      if (rows.length < 10 || rows.some((row) => row.closest('.first-view'))) return false;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      });
      return true;
    };
    const poll = () => {
      if (!check()) requestAnimationFrame(poll);
    };
    poll();
  });
}

/** The element page of a baseline build served beside the bench's own (BENCH_BASELINE_ELEMENTS). */
const BASELINE_PAGE = '/bench/cp-orders-10-baseline.html';

/**
 * Serves the elements build in `folder` (another commit's `vite build --config
 * vite.elements.config.ts` output, e.g. main's) from `<staticDir>/elements-baseline/` with a page of
 * its own, so the figure before a change is measured in the same run, interleaved, as after it.
 */
export function serveBaseline(staticDir, folder) {
  const target = join(staticDir, 'elements-baseline');
  rmSync(target, { recursive: true, force: true });
  cpSync(folder, target, { recursive: true });
  const page = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>cp-orders only, baseline build</title>',
    `<meta name="cp-config" content='${JSON.stringify({ storagePrefix: STORAGE_PREFIX })}'>`,
    '<script type="module" src="/elements-baseline/cp-orders.js"></script>',
    '</head>',
    '<body>',
    '<cp-orders lang="en"></cp-orders>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  writeFileSync(join(staticDir, BASELINE_PAGE), page);
  const compressed = spawnSync(process.execPath, ['scripts/compress-dist.mjs', target], { stdio: 'inherit' });
  if (compressed.status !== 0) throw new Error('compressing the baseline build failed');
}

async function firstRows(browser, origin, tokens, kind) {
  const context = await newContext(browser, origin, tokens);
  try {
    const element = kind === 'element' || kind === 'baseline';
    if (element) await context.addInitScript(watchReactRows);
    const page = await context.newPage();
    await page.goto(kind === 'baseline' ? BASELINE_PAGE : pagePath[kind](10));
    const ms = await page.evaluate(() => window.__bench.firstRows);
    if (!element) return { ms };
    // React's rows, or NaN after a minute: a takeover that never comes is a finding, not a hang.
    const reactMs = await page.evaluate(() =>
      Promise.race([
        window.__reactRows,
        new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 60_000)),
      ]),
    );
    const calls = await page.evaluate(() => window.__bench.listCall(0).calls);
    return { ms, reactMs, calls };
  } finally {
    await context.close();
  }
}

/**
 * `runs` interleaved runs of the three pages at 10 rows (and of the baseline build's page, when
 * `baseline`), after one unmeasured warm-up of each.
 */
export async function benchFirstPaint(server, { runs = 5, baseline = false } = {}) {
  const kinds = baseline ? [...KINDS, 'baseline'] : KINDS;
  const tokens = await server.logIn();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    for (const kind of kinds) await firstRows(browser, server.origin, tokens, kind);
    const measured = Object.fromEntries(kinds.map((kind) => [kind, []]));
    for (let run = 0; run < runs; run++) {
      const order = kinds.map((_, i) => kinds[(i + run) % kinds.length]);
      progress(`first paint, run ${run + 1} of ${runs}: ${order.join(', ')}`);
      for (const kind of order) measured[kind].push(await firstRows(browser, server.origin, tokens, kind));
    }
    return {
      element: stats(measured.element.map((r) => r.ms)),
      elementReact: stats(measured.element.map((r) => r.reactMs)),
      elementCalls: Math.max(...measured.element.map((r) => r.calls)),
      baseline: baseline ? stats(measured.baseline.map((r) => r.ms)) : undefined,
      vuetify: stats(measured.vuetify.map((r) => r.ms)),
      plain: stats(measured.plain.map((r) => r.ms)),
    };
  } finally {
    await browser.close();
  }
}

const ms = (s) => `${Math.round(s.median)} ms (${Math.round(s.min)}–${Math.round(s.max)})`;
const met = (ratio, target) =>
  `${ratio.toFixed(2)}× (target ≤ ${target}×: ${ratio <= target ? 'met' : 'missed'})`;

/** The section's table rows: figure, value, note. */
export function firstPaintTableRows(figures) {
  const { element, elementReact, vuetify, plain, baseline } = figures;
  const before = baseline
    ? [
        [
          `${LABEL.element}, baseline build: first 10 rows painted`,
          ms(baseline),
          `${(baseline.median / plain.median).toFixed(2)}× plain DOM; ${(baseline.median / vuetify.median).toFixed(2)}× Vuetify`,
        ],
      ]
    : [];
  return [
    ...before,
    [`${LABEL.plain}: first 10 rows painted`, ms(plain), 'the floor'],
    [`${LABEL.vuetify}: first 10 rows painted`, ms(vuetify), 'the stack replaced'],
    [
      `${LABEL.element}: first 10 rows painted`,
      ms(element),
      `${met(element.median / plain.median, 1.6)} plain DOM; ${met(element.median / vuetify.median, 0.5)} Vuetify`,
    ],
    [
      `${LABEL.element}: React's rows painted (takeover)`,
      ms(elementReact),
      `${(elementReact.median / plain.median).toFixed(2)}× plain DOM; GetOrdersTable calls per page: ${figures.elementCalls}`,
    ],
  ];
}
