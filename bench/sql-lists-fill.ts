/**
 * Fills a throwaway database with order positions at a mill's scale by SQL alone (generate_series),
 * for measuring the list queries (bench/sql-lists-bench.ts): client 1 is the largest (250,000
 * positions by default), the rest spread over the other clients. Not the official generator (that one
 * goes through the integration import, `npm run bench -- --scale mill`): this one only needs rows of
 * the same shape, fast. Run: `npx tsx bench/sql-lists-fill.ts <pglite folder | postgres url> [rows] [largest] [clients]`.
 */
import { openDb } from '../src/reference-api/db/db.ts';
import { migrate } from '../src/reference-api/db/migrate.ts';
import { buildDeferredIndexes, deferTrigramIndexes } from '../src/reference-api/db/seed/deferred-indexes.ts';

const [target = '/tmp/i29-sql-pglite', rows = '1000000', largest = '250000', clients = '500'] =
  process.argv.slice(2);
const total = Number(rows);
const big = Number(largest);
const clientCount = Number(clients);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const db = await openDb(
  target.startsWith('postgres') ? { dataDir: '', databaseUrl: target } : { dataDir: target },
);
await migrate(db);
console.log(`migrated (${seconds()})`);
await deferTrigramIndexes(db);
await db.exec(`
  INSERT INTO clients (client_id, display_name, customer_number, country_code)
  SELECT c, 'Client ' || c, 'C' || lpad(c::text, 6, '0'), 'NL' FROM generate_series(1, ${clientCount}) c
  ON CONFLICT DO NOTHING`);
// Rows are written in slices so one statement's memory stays small (PGlite runs in WebAssembly).
const slice = 100_000;
for (let from = 1; from <= total; from += slice) {
  const to = Math.min(total, from + slice - 1);
  // Row i belongs to client 1 while i <= big, then round-robin over the other clients.
  await db.exec(`
    INSERT INTO orders (order_id, client_id, order_number, customer_order_number, order_position,
      order_signature, sales_product_description, converting_type_description, width_mm, length_mm,
      sheets_per_pallet, amount_of_sheets, pallets, units, weight_kg, theoretical_nett_weight_kg,
      calloff, load_number, date_order, date_departure, country, address)
    SELECT i, CASE WHEN i <= ${big} THEN 1 ELSE 2 + (i % ${clientCount - 1}) END,
      'SO-' || (i / 3 + 100000), 'PO-' || (i / 30 + 5000), (i % 3 + 1) * 10,
      (ARRAY['A. de Vries', 'M. Schulz', 'L. Chen', 'J. Jansen', 'K. Müller'])[i % 5 + 1],
      (ARRAY['Uncoated grey board GD2 500 g/m²', 'Coated folding boxboard GC1 300 g/m²',
        'Coated folding boxboard GC2 350 g/m²', 'Coated white-lined chipboard GD2 400 g/m²',
        'Coated folding boxboard GC1 250 g/m²', 'Uncoated grey board UD 800 g/m²'])[(i / 7) % 6 + 1],
      (ARRAY['Sheeted – pallet wrapped', 'Sheeted – guillotine trimmed', 'Sheeted – ream wrapped'])[i % 3 + 1],
      (ARRAY[1020, 920, 1260, 800])[i % 4 + 1], (ARRAY[720, 640, 880, 600])[(i / 4) % 4 + 1],
      2000, (2 + i % 20) * 2000, 2 + i % 20, (2 + i % 20) * 8, (2 + i % 20) * 1000 + (i % 10) / 10.0,
      (2 + i % 20) * 980,
      CASE WHEN i % 3 = 0 THEN 'CO-' || (i % 50000) END,
      CASE WHEN i % 4 = 0 THEN 'L-' || (i / 4) END,
      date '2016-01-01' + (i::bigint * 7919 % 3650)::int, CASE WHEN i % 5 <> 0 THEN date '2016-01-08' + (i::bigint * 7919 % 3650)::int END,
      (ARRAY['Netherlands', 'Germany', 'Belgium', 'France'])[i % 4 + 1],
      'Industrieweg ' || (i % 200) || ', ' || (ARRAY['Zwolle', 'Harderwijk', 'Keulen', 'Gent', 'Lille'])[(i / 11) % 5 + 1]
    FROM generate_series(${from}, ${to}) i`);
  console.log(`${to.toLocaleString('en')} rows (${seconds()})`);
}
await db.exec(`SELECT setval('orders_order_id_seq', ${total + 1}, false)`);
await buildDeferredIndexes(db);
console.log(`trigram indexes built (${seconds()})`);
// The visibility map makes the page queries index-only; ANALYZE gives the planner the new sizes.
await db.exec('VACUUM ANALYZE orders');
console.log(`vacuumed and analysed (${seconds()})`);
await db.close();
