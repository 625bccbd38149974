/**
 * `npm run generate -- --scale mill|mill-pglite [--positions n] [--clients n] [--seed n]
 * [--database-url url | --data-dir folder] [--if-needed] [--json]`: loads a generated mill's data
 * (docs/scale.md) through the integration API's own calls, like `npm run import`. Deterministic and
 * restartable: the calls upsert, so a second run finds everything unchanged. Exit 0 when loaded, 1 when
 * a batch was refused, 2 when it cannot start.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load-config.ts';
import { openCommandApp } from '../integration/command-app.ts';
import { generateMill } from './generate-mill.ts';
import { millPresets, scaledSize } from './mill-plan.ts';

const fail = (message: string): never => {
  console.error(`Cannot generate: ${message}`);
  process.exit(2);
};

const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string', default: 'mill' },
    positions: { type: 'string' },
    clients: { type: 'string' },
    seed: { type: 'string', default: '29' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'if-needed': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const preset =
  millPresets[flags.scale] ??
  fail(`no scale "${flags.scale}": one of ${Object.keys(millPresets).join(', ')}`);
const whole = (text: string | undefined, name: string) => {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fail(`--${name} takes a whole number from 1`);
};
const size = scaledSize(preset, whole(flags.positions, 'positions'), whole(flags.clients, 'clients'));
const seed = whole(flags.seed, 'seed')!;

let config: ReturnType<typeof loadConfig>;
try {
  // The flags name the database instead of DATABASE_URL / DATA_DIR.
  const loaded = loadConfig();
  config = flags['data-dir']
    ? { ...loaded, DATA_DIR: flags['data-dir'], DATABASE_URL: undefined }
    : { ...loaded, DATABASE_URL: flags['database-url'] ?? loaded.DATABASE_URL };
} catch (error) {
  fail((error as Error).message);
}
// PGlite is one process's (see import-command.ts): not while a server runs on the folder.
if (!config!.DATABASE_URL && existsSync(resolve(config!.DATA_DIR, 'postmaster.pid')))
  fail(`a server is running on DATA_DIR ${resolve(config!.DATA_DIR)}: stop it first`);

const { db, app } = await openCommandApp(config!, fail);
const where = config!.DATABASE_URL ? 'PostgreSQL' : `PGlite ${resolve(config!.DATA_DIR)}`;
console.log(
  `Mill "${flags.scale}" on ${where}: ${size.clients} clients, ${size.positions.toLocaleString('en')} positions, ` +
    `about ${size.deliveries.toLocaleString('en')} deliveries and ${size.invoices.toLocaleString('en')} invoices (seed ${seed})`,
);
let failed = false;
try {
  const outcome = await generateMill({
    app,
    db: db,
    size,
    seed,
    ifNeeded: flags['if-needed'],
    print: (line) => console.log(line),
  });
  const records = outcome.kinds.reduce((n, k) => n + k.records, 0);
  if (outcome.loaded)
    console.log(
      `Loaded ${records.toLocaleString('en')} records in ${outcome.seconds.toFixed(1)} s = ${Math.round(records / outcome.seconds).toLocaleString('en')} records/s`,
    );
  console.log(
    `Now: ${outcome.counts.positions.toLocaleString('en')} positions, ${outcome.counts.deliveries.toLocaleString('en')} deliveries, ${outcome.counts.invoices.toLocaleString('en')} invoices`,
  );
  if (flags.json)
    console.log(JSON.stringify({ scale: flags.scale, size, seed, engine: db.kind, ...outcome }));
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await app.close();
  await db.close();
}
process.exit(failed ? 1 : 0);
