/**
 * `npm run import -- <kind> <file.ndjson|file.csv> [--batch-size n]`: the first load of a mill's data
 * from files (docs/integration.md#the-import-command), through the integration API's own calls on the
 * database of DATA_DIR or DATABASE_URL. Exit 0 when every batch was taken, 1 at a refused batch, 2
 * when it cannot start.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { createApiKey, revokeApiKey } from './api-keys.ts';
import { openCommandApp } from './command-app.ts';
import { importFile } from './import-file.ts';
import { importKinds } from './import-kinds.ts';

const fail = (message: string): never => {
  console.error(`Cannot import: ${message}`);
  process.exit(2);
};

const args = process.argv.slice(2);
const batchFlag = args.indexOf('--batch-size');
const batchSize = batchFlag >= 0 ? Number(args.splice(batchFlag, 2)[1]) : undefined;
const [kindName, file] = args;
const kinds = Object.keys(importKinds).join(', ');
if (!kindName || !file) fail(`say what and from where: npm run import -- <${kinds}> <file.ndjson|file.csv>`);
const kind = importKinds[kindName!] ?? fail(`no kind "${kindName}": one of ${kinds}`);
if (!existsSync(file!)) fail(`no file ${file}`);
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 10_000))
  fail('--batch-size takes 1 to 10000');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
// PGlite is one process's: a server running on the folder holds it (its postmaster.pid, removed when
// it closes), and a second writer would corrupt it. PostgreSQL takes any number of clients.
if (!config!.DATABASE_URL && existsSync(resolve(config!.DATA_DIR, 'postmaster.pid')))
  fail(
    `a server is running on DATA_DIR ${resolve(config!.DATA_DIR)}: stop it first, or send the records to its API ` +
      '(docs/integration.md). If none runs, it stopped without closing the database: start and stop it once.',
  );

const { db, app } = await openCommandApp(config!, fail);
// A key of its own for this run, revoked at the end: the command is an integration like any other.
const { apiKey, apiKeyId } = await createApiKey(db, {
  name: 'import command',
  scopes: ['import'],
  createdBy: null,
});
const started = performance.now();
let refused = true;
try {
  const outcome = await importFile({
    app,
    apiKey,
    kind,
    file: file!,
    ...(batchSize ? { batchSize } : {}),
    print: (line) => console.log(line),
  });
  refused = outcome.refused;
  const seconds = (performance.now() - started) / 1000;
  const totals = Object.entries(outcome.counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  console.log(
    refused
      ? `Stopped at a refused batch after ${outcome.records} records (${totals || 'none'}): correct the lines named above and run again; what was taken before is unchanged then.`
      : `Imported ${outcome.records} ${kindName} records in ${outcome.batches} batches in ${seconds.toFixed(1)} s: ${totals || 'none'}.`,
  );
} finally {
  await revokeApiKey(db, apiKeyId);
  await app.close();
  await db.close();
}
process.exit(refused ? 1 : 0);
