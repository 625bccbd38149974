import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../db/db.ts';
import { sampleOrderPosition } from '../testing/sample-order-positions.ts';
import { createServerDb, dropServerDb } from '../testing/server-db.ts';

/**
 * `npm run import` as an operator runs it: its own process on a database of its own (a PGlite folder,
 * or a fresh database on the PostgreSQL server of DATABASE_URL), a CSV of clients and an NDJSON
 * file of order positions.
 */
const serverUrl = process.env.DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), 'cp-import-command-'));
const dataDir = join(folder, 'data');
let databaseUrl: string | undefined;
let serverDbName: string | undefined;

const run = (...args: string[]) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/reference-api/integration/import-command.ts', ...args],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir, databaseUrl });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(async () => {
  if (serverUrl) ({ name: serverDbName, url: databaseUrl } = await createServerDb(serverUrl, 'cp_import_'));
});
afterAll(async () => {
  if (serverUrl && serverDbName) await dropServerDb(serverUrl, serverDbName);
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run import', () => {
  it('loads clients from CSV, then order positions from NDJSON batch by batch; again, changes nothing', async () => {
    const clients = file(
      'clients.csv',
      'clientId,displayName,customerNumber,countryCode\n7001,"Acme Paper, Zwolle",C-7001,NL\n7002,Beta Board,C-7002,DE\n',
    );
    const first = await run('clients', clients);
    expect(first.output).toContain('batch 1 (lines 2–3): created 2, updated 0, unchanged 0');
    expect(first.code, first.output).toBe(0);

    const positions = Array.from({ length: 5 }, (_, i) =>
      JSON.stringify(sampleOrderPosition(7001 + (i % 2), i)),
    );
    const orders = file(
      'orders.ndjson',
      `${positions.slice(0, 3).join('\n')}\n\n${positions.slice(3).join('\n')}\n`,
    );
    const loaded = await run('orders', orders, '--batch-size', '2');
    expect(loaded.code, loaded.output).toBe(0);
    expect(loaded.output).toContain('batch 1 (lines 1–2): created 2, updated 0, unchanged 0');
    expect(loaded.output).toContain('batch 3 (line 6): created 1, updated 0, unchanged 0');
    const again = await run('orders', orders);
    expect(again.output).toContain('batch 1 (lines 1–6): created 0, updated 0, unchanged 5');
    expect(again.code).toBe(0);
    const stored = await withDb((db) =>
      db.query<{ client_id: number; n: number }>(
        "select client_id, count(*)::int n from orders where order_number like 'ERP-%' group by 1 order by 1",
      ),
    );
    expect(stored).toEqual([
      { client_id: 7001, n: 3 },
      { client_id: 7002, n: 2 },
    ]);
  }, 120_000);

  it('stops at a refused batch, naming its bad records by line, and writes nothing of it', async () => {
    const good = (i: number) => JSON.stringify(sampleOrderPosition(7001, 100 + i));
    const orders = file(
      'bad-orders.ndjson',
      [good(0), good(1), good(2), JSON.stringify(sampleOrderPosition(4242, 103)), good(4), good(4)].join(
        '\n',
      ),
    );
    const refused = await run('orders', orders, '--batch-size', '3');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('batch 1 (lines 1–3): created 3');
    expect(refused.output).toMatch(/batch 2 \(lines 4–6\) refused/);
    expect(refused.output).toMatch(/line 4: clientId: No client has this id/);
    expect(refused.output).toMatch(/line 6: orderPosition: /);
    // Three positions of 7001 from the first test, three of batch 1 here, none of batch 2.
    const [stored] = await withDb((db) =>
      db.query<{ n: number }>(
        "select count(*)::int n from orders where client_id = 7001 and order_number like 'ERP-%'",
      ),
    );
    expect(stored!.n).toBe(6);
  }, 120_000);

  it.skipIf(serverUrl)('refuses while a server holds the PGlite folder', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'postmaster.pid'), '-42\n');
    try {
      const refused = await run('clients', file('none.csv', 'clientId\n'));
      expect(refused.code).toBe(2);
      expect(refused.output).toContain('a server is running on DATA_DIR');
    } finally {
      rmSync(join(dataDir, 'postmaster.pid'));
    }
  });

  it('says what it takes', async () => {
    const unknown = await run('planets', file('x.csv', 'a\n'));
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('one of clients, orders');
  });
});
