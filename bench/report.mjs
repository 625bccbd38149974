// The Markdown tables of `npm run bench`: every figure beside its baselines of the same run and
// as a ratio to them, with the issue's targets checked and, where one is missed, by how much.
import { writeFileSync } from 'node:fs';
import { alertsTableRows } from './alerts-bench.mjs';
import { compressTableRows } from './compress-bench.mjs';
import { ALL_WINDOW_ROWS, CAP_MS, FIVE_ELEMENTS } from './elements-bench.mjs';
import { floodTableRows } from './flood-bench.mjs';
import { importTableRows } from './import-bench.mjs';
import { listsTableRows } from './lists-bench.mjs';
import { loadTableRows } from './load-bench.mjs';
import { uploadTableRows } from './upload-bench.mjs';

const fixed = (n, digits = 0) => n.toFixed(digits);
const en = (n) => Math.round(n).toLocaleString('en');
/** A duration: ms below 10 s, else seconds. */
export const ms = (n) => (n >= 10_000 ? `${fixed(n / 1000, 1)} s` : `${fixed(n)} ms`);
const kb = (bytes) => `${fixed(bytes / 1024, 1)} kB`;
const mb = (n) => `${fixed(n, 1)} MB`;

/** `median (min–max)`; a duration cut short at CAP_MS reads "> 90.0 s". */
function range(s, format, capped = false) {
  if (!s) return 'not measured';
  const one = (n) => (capped && n >= CAP_MS ? `> ${format(CAP_MS)}` : format(n));
  return `${one(s.median)} (${one(s.min)}–${one(s.max)})`;
}

/** ours ÷ base; `<` when the base is a wait cut short (so the true ratio is smaller). */
function ratio(ours, base, baseCapped = false) {
  if (!Number.isFinite(ours) || !Number.isFinite(base) || base === 0) return '—';
  const r = ours / base;
  return `${baseCapped ? '< ' : ''}${fixed(r, r < 0.1 ? 3 : 2)}×`;
}

/**
 * The verdict on `ours ≤ factor × base`: met, or missed with the ratio reached and how far ours is
 * from the value that would meet it. A base cut short only bounds the ratio from above.
 */
function ratioTarget(label, ours, base, factor, format, baseCapped = false) {
  const allowed = base * factor;
  if (ours <= allowed) return `≤ ${factor}× ${label}: met${baseCapped ? ' (against a wait cut short)' : ''}`;
  if (baseCapped)
    return `≤ ${factor}× ${label}: not decided (${label} did not finish within ${ms(CAP_MS)}; ours would need ≤ ${format(allowed)} of that)`;
  return `≤ ${factor}× ${label}: **missed** by ${format(ours - allowed)} (${ratio(ours, base)} instead of ≤ ${factor}×)`;
}

const median = (s) => s?.median ?? Number.NaN;

/** The verdict on `value ≤ limit` (`what` names the figure when it is one of several). */
function absoluteTarget(value, limit, format, what = '') {
  const label = `≤ ${format(limit)}${what ? ` ${what}` : ''}`;
  return value <= limit ? `${label}: met` : `${label}: **missed** by ${format(value - limit)}`;
}

/** The issue's limit for the host's first load of the login page, gzip (bytes). */
const HOST_LOGIN_BUDGET = 150 * 1024;
/** The issue's limit for the first sorted rows after a sort click at All (ms). */
const SORT_FIRST_LIMIT_MS = 100;
/** The issue's limits for Lighthouse on the signed-in dashboard. */
const LIGHTHOUSE = { performance: 95, accessibility: 100, cls: 0.02 };
/** The issue's limit for GetOrdersTable's p95 with sort and search (ms). */
export const API_P95_LIMIT_MS = 20;

/** Rows of the pages table: figure | ours | Vuetify | ÷ Vuetify | plain | ÷ plain | target. */
export function pagesTableRows(figures, lighthouse) {
  const { pages, bytes, cycles, expiredSession, runs } = figures;
  const { element: ours, vuetify, plain } = pages;
  const rows = [];
  const runsNote = `median of ${runs} runs (min–max)`;

  for (const [key, label] of [
    ['gzip', 'gzip -9'],
    ['brotli', 'brotli -11'],
  ]) {
    const o = ours.bytes[key];
    const v = vuetify.bytes[key];
    const p = plain.bytes[key];
    rows.push([
      `Orders-only embed: JS + CSS loaded, ${label}`,
      `${kb(o)} (${ours.bytes.files.length} files)`,
      `${kb(v)} (${vuetify.bytes.files.length} files)`,
      ratio(o, v),
      `${kb(p)} (${plain.bytes.files.length} file)`,
      ratio(o, p),
      ratioTarget('Vuetify', o, v, 1.0, kb),
    ]);
  }
  for (const [key, label, budget] of [
    ['tracking', 'Tracking-only embed (`<cp-tracking>` with its map)'],
    ['hostLogin', 'Host, first load of the login page', HOST_LOGIN_BUDGET],
    ['hostDashboard', 'Host, first load of the dashboard (signed in)'],
  ]) {
    const b = bytes[key];
    rows.push([
      `${label}: JS + CSS until the network is quiet, gzip -9 / brotli -11`,
      `${kb(b.gzip)} / ${kb(b.brotli)} (${b.files.length} files, ${kb(b.raw)} raw)`,
      `orders page: ${kb(vuetify.bytes.gzip)} / ${kb(vuetify.bytes.brotli)}`,
      `${ratio(b.gzip, vuetify.bytes.gzip)} / ${ratio(b.brotli, vuetify.bytes.brotli)}`,
      '—',
      '—',
      budget ? absoluteTarget(b.gzip, budget, kb, 'gzip') : '',
    ]);
  }

  const timeRow = (figure, key, targets = [], capped = false) => {
    const o = median(ours[key]);
    const v = median(vuetify[key]);
    const p = median(plain[key]);
    const vCapped = capped && v >= CAP_MS;
    rows.push([
      `${figure}, ${runsNote}`,
      range(ours[key], ms, capped),
      range(vuetify[key], ms, capped),
      ratio(o, v, vCapped),
      range(plain[key], ms, capped),
      ratio(o, p, capped && p >= CAP_MS),
      targets
        .map(([label, factor]) =>
          label === 'Vuetify'
            ? ratioTarget('Vuetify', o, v, factor, ms, vCapped)
            : ratioTarget('plain DOM', o, p, factor, ms, capped && p >= CAP_MS),
        )
        .join('; '),
    ]);
  };
  const total = en(ours.allRows ?? plain.allRows ?? 10_000);
  timeRow('Navigation → first 10 rows painted', 'firstRows10Ms', [
    ['Vuetify', 0.5],
    ['plain', 1.6],
  ]);
  timeRow('Navigation → first 100 rows painted', 'firstRows100Ms');
  timeRow(
    `Navigation at page size All (${total} rows) → first rows painted (ours: of its first window of ${ALL_WINDOW_ROWS} rows, later windows as they scroll into view; Vuetify and plain: all at once)`,
    'allFirstMs',
    [],
    true,
  );
  timeRow(
    `Navigation at page size All → all ${total} rows usable: counted (aria-rowcount), scrollable and nothing loading (ours: the first window in, the scrollbar over every row, ${fixed(median(ours.allDomRows))} rows in the DOM, the rest fetched as they scroll into view; Vuetify and plain: every row in and painted)`,
    'allMs',
    [
      ['Vuetify', 0.05],
      ['plain', 0.2],
    ],
    true,
  );
  timeRow(`Sort click (Order header) at ${total} rows → first sorted rows painted`, 'sortFirstMs', [], true);
  rows.at(-1)[6] = absoluteTarget(median(ours.sortFirstMs), SORT_FIRST_LIMIT_MS, ms);
  timeRow(`Sort click (Order header) at ${total} rows → all rows updated`, 'sortMs', [], true);
  const cut = (kind) =>
    pages[kind].allTimedOut || pages[kind].sortTimedOut
      ? `; cut short at ${ms(CAP_MS)}: All ${pages[kind].allTimedOut}×, sort ${pages[kind].sortTimedOut}× of ${runs}`
      : '';
  if (cut('vuetify') || cut('plain') || cut('element'))
    rows.push([
      'Waits cut short (counted as the cap in the medians above)',
      cut('element').slice(2) || 'none',
      cut('vuetify').slice(2) || 'none',
      '',
      cut('plain').slice(2) || 'none',
      '',
      '',
    ]);
  const nodes = (kind) => (pages[kind].domNodes ? ` (${en(pages[kind].domNodes.median)} DOM nodes)` : '');
  rows.push([
    `JS heap with all ${total} rows in, after GC, ${runsNote}`,
    `${range(ours.heapMb, mb)}${nodes('element')}`,
    `${range(vuetify.heapMb, mb)}${nodes('vuetify')}`,
    ratio(median(ours.heapMb), median(vuetify.heapMb)),
    `${range(plain.heapMb, mb)}${nodes('plain')}`,
    ratio(median(ours.heapMb), median(plain.heapMb)),
    `< 20 MB: ${median(ours.heapMb) < 20 ? 'met' : `**missed** by ${mb(median(ours.heapMb) - 20)}`}`,
  ]);

  const growth = cycles.element.heapBytes.median;
  const retained = [...cycles.element.nodes.values, ...cycles.element.listeners.values];
  const onlyFirst = [
    ...cycles.element.nodes.values.slice(1),
    ...cycles.element.listeners.values.slice(1),
  ].every((n) => n <= 0);
  rows.push([
    `\`<cp-orders>\` mounted and removed ${cycles.count}×: heap growth after GC, median of ${cycles.batches} batches on one page (min–max)`,
    range(cycles.element.heapBytes, kb),
    '—',
    '',
    `10-row table: ${range(cycles.plain.heapBytes, kb)}`,
    '',
    `< 1 MB: ${growth < 2 ** 20 ? 'met' : `**missed** by ${kb(growth - 2 ** 20)}`}`,
  ]);
  rows.push([
    `\`<cp-orders>\` mounted and removed ${cycles.count}×: DOM nodes / JS listeners retained after GC, per batch`,
    `${cycles.element.nodes.values.join(', ')} / ${cycles.element.listeners.values.join(', ')}`,
    '—',
    '',
    `${cycles.plain.nodes.values.join(', ')} / ${cycles.plain.listeners.values.join(', ')}`,
    '',
    `0 / 0: ${retained.every((n) => n <= 0) ? 'met' : `**missed**${onlyFirst ? ' (first batch only, none after)' : ''}`}`,
  ]);
  const refreshes = expiredSession.map((r) => r.refreshCalls);
  const broken = expiredSession.filter((r) => !r.refreshed || r.failed > 0);
  rows.push([
    `${FIVE_ELEMENTS.length} elements on one page (${FIVE_ELEMENTS.map((t) => `\`<${t}>\``).join(', ')}), access token expired: refresh calls, per run`,
    `${refreshes.join(', ')} (401 answers: ${expiredSession.map((r) => r.unauthorized).join(', ')}; API calls: ${expiredSession.map((r) => r.apiCalls).join(', ')})`,
    '—',
    '',
    '—',
    '',
    `1 per page: ${refreshes.every((n) => n === 1) && broken.length === 0 ? 'met' : `**missed**${broken.length ? ` (${broken.length} runs without a new token or with failed calls)` : ''}`}`,
  ]);
  if (lighthouse?.error) {
    rows.push([
      'Lighthouse, dashboard signed in, mobile preset',
      `failed: ${lighthouse.error}`,
      '—',
      '',
      '—',
      '',
      '',
    ]);
  } else if (lighthouse) {
    const { performance, accessibility, metrics } = lighthouse;
    rows.push([
      `Lighthouse ${lighthouse.version}, dashboard signed in, mobile preset: performance, median of ${lighthouse.runs} runs (min–max)`,
      `${range(performance, fixed)} (FCP ${ms(metrics.fcpMs)}, LCP ${ms(metrics.lcpMs)}, TBT ${ms(metrics.tbtMs)}, CLS ${fixed(metrics.cls, 3)})`,
      '—',
      '',
      '—',
      '',
      `≥ ${LIGHTHOUSE.performance}: ${performance.median >= LIGHTHOUSE.performance ? 'met' : `**missed** by ${fixed(LIGHTHOUSE.performance - performance.median)} points`}`,
    ]);
    rows.push([
      `Lighthouse, dashboard: cumulative layout shift, median of ${lighthouse.runs} runs`,
      fixed(metrics.cls, 3),
      '—',
      '',
      '—',
      '',
      `< ${LIGHTHOUSE.cls}: ${metrics.cls < LIGHTHOUSE.cls ? 'met' : `**missed** by ${fixed(metrics.cls - LIGHTHOUSE.cls, 3)}`}`,
    ]);
    rows.push([
      `Lighthouse, dashboard: accessibility, median of ${lighthouse.runs} runs (min–max)`,
      `${range(accessibility, fixed)}${lighthouse.failedAccessibilityAudits.length ? ` (failed: ${lighthouse.failedAccessibilityAudits.join(', ')})` : ''}`,
      '—',
      '',
      '—',
      '',
      `${LIGHTHOUSE.accessibility}: ${accessibility.median >= LIGHTHOUSE.accessibility ? 'met' : `**missed** by ${fixed(LIGHTHOUSE.accessibility - accessibility.median)} points`}`,
    ]);
  }
  return rows;
}

/** A Markdown table. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const PAGES_HEADER = [
  'figure',
  'ours',
  'Vue 3 + Vuetify',
  'ours ÷ Vuetify',
  'plain DOM',
  'ours ÷ plain DOM',
  'target',
];

/** Rows of the reference API table: figure | value | note, beside the plain request's baseline. */
export function apiTableRows(api) {
  const baseline = api.latency[0];
  return [
    ['Reference API: first start (create + seed)', ms(api.firstStartMs), ''],
    [
      'Reference API: restart with existing data',
      `${ms(api.restartMs)} (server CPU ${ms(api.restartCpuMs)})`,
      'target < 3000 ms',
    ],
    ['Reference API: resident memory after start', `${api.rssMb.toFixed(0)} MB`, 'target < 400 MB'],
    ['Reference API: resident memory after the latency runs', `${api.rssAfterMb.toFixed(0)} MB`, ''],
    ...api.latency.map((m) => [
      `GetOrdersTable ${m.name} (${api.calls} calls)`,
      `p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (min ${m.min.toFixed(1)} ms, max ${m.max.toFixed(1)} ms); server CPU ${m.cpuPerCall.toFixed(1)} ms per call`,
      m === baseline
        ? 'baseline'
        : `p95 ${(m.p95 / baseline.p95).toFixed(2)}× baseline; ${absoluteTarget(m.p95, API_P95_LIMIT_MS, (n) => `${n.toFixed(1)} ms`, 'p95')}`,
    ]),
    ...(api.flood ? floodTableRows(api.flood) : []),
    ...(api.uploads ? uploadTableRows(api.uploads) : []),
    ...(api.load ? loadTableRows(api.load) : []),
    ...(api.import ? importTableRows(api.import) : []),
    ...(api.alerts ? alertsTableRows(api.alerts) : []),
    ...(api.compress ? compressTableRows(api.compress) : []),
    ...(api.lists ? listsTableRows(api.lists) : []),
  ];
}

/**
 * Writes bench/results.json (every figure, every run's values) and bench/results.md (the two
 * tables) and answers the Markdown for the console. `notes` (optional) are added to the heading.
 */
export function writeResults(results) {
  const { date, machine, minutes, load, capMs, api, elements, lighthouse, notes = [] } = results;
  const apiTable = markdownTable(['figure', 'value', 'note'], apiTableRows(api));
  const pagesTable = markdownTable(PAGES_HEADER, pagesTableRows(elements, lighthouse));
  const about = [
    `${machine}, ${date}; the whole run took ${minutes.toFixed(1)} min, load average ${load.start.toFixed(1)} ` +
      `at its start and ${load.end.toFixed(1)} at its end. Waits for every row of All and for their ` +
      `re-sort are cut short after ${ms(capMs)}.`,
    ...notes,
  ].join(' ');
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const markdown = `${about}\n\n## Reference API\n\n${apiTable}\n\n## Pages: ours beside Vue 3 + Vuetify and plain DOM\n\n${pagesTable}\n`;
  writeFileSync('bench/results.md', `# Benchmark results\n\n${markdown}`);
  return markdown;
}
