// The elements benchmark's own throwaway database, prepared before its server starts (which then
// finds it seeded), and the same for the end-to-end test that scrolls page size All (playwright.config.ts):
// the full demo seed, and then — only here, never on the normal start path — the
// demo customer's order book topped up to the asked number of positions, because the issue's
// target is page size All with 10,000 rows and the seed gives client 1001 somewhat fewer.
// The added rows are copies of the client's oldest positions, dated two years (731 days) earlier,
// with order numbers from 5,500,001 (the seed's run from 4,500,001) and no load or call-off.
// Usage: node --import tsx bench/elements-seed.ts <dataDir> <clientId> <positions>
import { openDb } from '../src/reference-api/db/db.ts';
import { migrate } from '../src/reference-api/db/migrate.ts';
import { seedDatabase, vacuumAnalyze } from '../src/reference-api/db/seed/index.ts';

const [dataDir, clientIdArgument, positionsArgument] = process.argv.slice(2);
if (!dataDir || !clientIdArgument || !positionsArgument) {
  throw new Error('usage: elements-seed.ts <dataDir> <clientId> <positions>');
}
const clientId = Number(clientIdArgument);
const wanted = Number(positionsArgument);

const started = performance.now();
const db = await openDb({ dataDir });
await migrate(db);
await seedDatabase(db, { scale: 'full' });
const seedMs = performance.now() - started;

const countPositions = async () =>
  (
    await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE client_id = $1', [
      clientId,
    ])
  )[0]?.count ?? 0;
const seeded = await countPositions();
const missing = Math.max(0, wanted - seeded);
if (missing > 0) {
  await db.query(
    `INSERT INTO orders (order_id, client_id, order_number, customer_order_number, order_position,
       order_signature, product_id, sales_product_description, converting_type_description, width_mm,
       length_mm, sheets_per_pallet, amount_of_sheets, pallets, units, weight_kg,
       theoretical_nett_weight_kg, calloff, load_number, date_order, date_departure, country, address)
     SELECT (SELECT max(order_id) FROM orders) + row_number() OVER (ORDER BY order_id), client_id,
       (order_number::int + 1000000)::text, customer_order_number, order_position, order_signature,
       product_id, sales_product_description, converting_type_description, width_mm, length_mm,
       sheets_per_pallet, amount_of_sheets, pallets, units, weight_kg, theoretical_nett_weight_kg,
       NULL, NULL, date_order - 731, date_departure - 731, country, address
     FROM (SELECT * FROM orders WHERE client_id = $1 ORDER BY date_order, order_id LIMIT $2) AS oldest`,
    [clientId, missing],
  );
  await vacuumAnalyze(db);
}
const positions = await countPositions();
await db.close();
console.log(JSON.stringify({ seedMs, seeded, added: positions - seeded, positions }));
