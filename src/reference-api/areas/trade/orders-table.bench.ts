/**
 * Timing of GetOrdersTable on the full seed (20,000 orders) through the real app: page 1, sorted, with a
 * search term, 200 calls per case after a warm-up. Run: `npx tsx src/reference-api/areas/trade/orders-table.bench.ts`.
 * The target is p95 under 20 ms with PGlite.
 */
import { createTestApp } from '../../testing/test-app.ts';

const CALLS = 200;
const cases: { language?: string; sortBy: string; descending: boolean; search: string }[] = [
  { sortBy: 'dateOrder', descending: true, search: 'gc1' },
  { sortBy: 'orderNumber', descending: false, search: 'harderwijk' },
  { sortBy: 'weight', descending: true, search: '1020x720' },
  { sortBy: 'address', descending: false, search: 'pallet wrapped 300' },
  // Words as the screen shows them in the user's language (search-in-language.ts).
  { language: 'de', sortBy: 'dateOrder', descending: true, search: 'graupappe' },
  { language: 'nl', sortBy: 'orderNumber', descending: false, search: 'grijsbord' },
  { language: 'zhHans', sortBy: 'dateOrder', descending: true, search: '灰纸板' },
  { language: 'de', sortBy: 'weight', descending: true, search: 'bogenware gestrichener' },
];

const started = performance.now();
const t = await createTestApp({ scale: 'full' });
console.log(`full seed and app ready in ${Math.round(performance.now() - started)} ms`);
const { accessToken } = await t.login('customer@example.com');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const everything: number[] = [];
for (const { language = 'en', ...body } of cases) {
  const call = () =>
    t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/GetOrdersTable',
      headers: { authorization: `Bearer ${accessToken}`, 'accept-language': language },
      payload: { page: 1, rowsPerPage: 10, ...body },
    });
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    const response = await call();
    times.push(performance.now() - start);
    total = response.json().total;
  }
  times.sort((a, b) => a - b);
  everything.push(...times);
  console.log(
    `${language} ${JSON.stringify(body)} total=${total} p50=${percentile(times, 0.5).toFixed(1)} ms p95=${percentile(times, 0.95).toFixed(1)} ms`,
  );
}
everything.sort((a, b) => a - b);
console.log(
  `all cases: p50=${percentile(everything, 0.5).toFixed(1)} ms p95=${percentile(everything, 0.95).toFixed(1)} ms`,
);
await t.close();
