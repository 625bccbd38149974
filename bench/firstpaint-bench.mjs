// Navigation → the first 10 order rows painted (issue 29 §1, "paint before React"): `<cp-orders>`
// beside the Vuetify and plain-DOM pages of the same run, interleaved, at 10 rows per page. For the
// element also the paint of React's own rows (its first view, when the static first view of
// src/ui/data-table/first-view/ painted earlier, is taken over then) and the GetOrdersTable calls
// the page made: one, the early request, whichever paints first.
import { chromium } from 'playwright';
import { chromiumArgs } from '../web-test-runner.config.mjs';
import { pagePath, progress } from './bench-setup.mjs';
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

async function firstRows(browser, origin, tokens, kind) {
  const context = await newContext(browser, origin, tokens);
  try {
    const element = kind === 'element';
    if (element) await context.addInitScript(watchReactRows);
    const page = await context.newPage();
    await page.goto(pagePath[kind](10));
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

/** `runs` interleaved runs of the three pages at 10 rows, after one unmeasured warm-up of each. */
export async function benchFirstPaint(server, { runs = 5 } = {}) {
  const kinds = KINDS;
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
  const { element, elementReact, vuetify, plain } = figures;
  return [
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
