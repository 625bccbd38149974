import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { vacuumAnalyze } from '../db/seed/index.ts';
import { createApiKey, revokeApiKey } from '../integration/api-keys.ts';
import { activateMillLogins } from './activate-mill-logins.ts';
import { type KindOutcome, loadMill } from './load-mill.ts';
import type { MillSize } from './mill-plan.ts';
import { millCounts } from './mill-queries.ts';
import { type MillClient, millBook, millClients } from './mill-records.ts';

/** The clients whose customers the benchmark signs in as: the largest and the next four. */
export const BENCH_CLIENTS = 5;

/** What `generateMill` did. */
export interface MillOutcome {
  /** False when the database already held the whole mill and nothing was sent. */
  loaded: boolean;
  seconds: number;
  kinds: KindOutcome[];
  counts: Awaited<ReturnType<typeof millCounts>>;
  /** The benchmark's clients, the largest first, with their customer logins (activated). */
  benchClients: Pick<MillClient, 'clientId' | 'positions' | 'loginEmail'>[];
}

/**
 * Generates a mill of `size` into `db` through the integration API of `app` (docs/scale.md), with an
 * API key made for the run and revoked after it, then activates the benchmark's logins. With
 * `ifNeeded`, a database that already holds the mill's counts is left as it is (a 5-million-position
 * load takes hours; sending it again would find every record unchanged).
 */
export async function generateMill(options: {
  app: FastifyInstance;
  db: Db;
  size: MillSize;
  seed: number;
  ifNeeded?: boolean;
  print: (line: string) => void;
}): Promise<MillOutcome> {
  const { app, db, size, seed, print } = options;
  const clients = millClients(size, seed);
  const range = [clients[0]!.clientId, clients.at(-1)!.clientId] as const;
  const planned = plannedCounts(size, seed);
  const before = await millCounts(db, ...range);
  const complete =
    before.positions === planned.positions &&
    before.deliveries === planned.deliveries &&
    before.invoices === planned.invoices;
  const started = performance.now();
  let kinds: KindOutcome[] = [];
  if (!(options.ifNeeded && complete)) {
    const { apiKey, apiKeyId } = await createApiKey(db, {
      name: 'mill generator',
      scopes: ['import'],
      createdBy: null,
    });
    try {
      kinds = await loadMill({ app, apiKey, size, seed, print });
    } finally {
      await revokeApiKey(db, apiKeyId);
    }
    // Fresh statistics for the planner: the import's millions of rows are new to it.
    await vacuumAnalyze(db);
  } else
    print(
      `The database holds the mill already (${planned.positions.toLocaleString('en')} positions): not loaded again.`,
    );
  const benchClients = clients.slice(0, BENCH_CLIENTS);
  await activateMillLogins(
    app,
    db,
    benchClients.map((c) => c.loginEmail),
  );
  return {
    loaded: kinds.length > 0,
    seconds: (performance.now() - started) / 1000,
    kinds,
    counts: await millCounts(db, ...range),
    benchClients: benchClients.map(({ clientId, positions, loginEmail }) => ({
      clientId,
      positions,
      loginEmail,
    })),
  };
}

/** The positions, deliveries and invoices a mill of `size` has once loaded (its records counted). */
function plannedCounts(size: MillSize, seed: number) {
  const count = (kind: 'deliveries' | 'invoices') => {
    let n = 0;
    for (const _ of millBook(kind, size, seed)) n++;
    return n;
  };
  return { positions: size.positions, deliveries: count('deliveries'), invoices: count('invoices') };
}
