import type { FastifyInstance } from 'fastify';
import { maxBatchItems } from '../integration/integration-route.ts';
import { maxNewLoginsPerBatch } from '../integration/logins-import.ts';
import { apiPrefix } from '../platform/route.ts';
import type { MillSize } from './mill-plan.ts';
import { type BookKind, millBook, millClients } from './mill-records.ts';

/** What one kind's calls did: records sent, the answers' counts added up, and how long it took. */
export interface KindOutcome {
  call: string;
  records: number;
  batches: number;
  seconds: number;
  counts: Record<string, number>;
}

/** The integration calls a mill's records go to, in the order they depend on each other. */
const calls: {
  kind: 'clients' | 'logins' | BookKind;
  method: 'PUT' | 'POST';
  path: string;
  batch: number;
}[] = [
  { kind: 'clients', method: 'PUT', path: '/Integration/Clients', batch: maxBatchItems },
  { kind: 'logins', method: 'PUT', path: '/Integration/Logins', batch: maxNewLoginsPerBatch },
  { kind: 'orders', method: 'PUT', path: '/Integration/Orders', batch: maxBatchItems },
  { kind: 'deliveries', method: 'PUT', path: '/Integration/Deliveries', batch: maxBatchItems },
  { kind: 'invoices', method: 'PUT', path: '/Integration/Invoices', batch: maxBatchItems },
  { kind: 'trackingEvents', method: 'POST', path: '/Integration/TrackingEvents', batch: maxBatchItems },
];

/** The records of one call's kind. */
function* recordsOf(kind: (typeof calls)[number]['kind'], size: MillSize, seed: number): Generator<object> {
  if (kind === 'clients')
    for (const c of millClients(size, seed))
      yield {
        clientId: c.clientId,
        displayName: c.displayName,
        customerNumber: c.customerNumber,
        countryCode: c.country.code,
      };
  else if (kind === 'logins')
    for (const c of millClients(size, seed))
      yield {
        kind: 'customer',
        emailAddress: c.loginEmail,
        displayName: `Purchasing ${c.displayName}`,
        languageCode: c.country.language,
        clientId: c.clientId,
      };
  else yield* millBook(kind, size, seed);
}

/**
 * Loads a generated mill (docs/scale.md) through the integration API's own calls (`app.inject` with
 * an import key: the validation and upsert an ERP gets), kind by kind in batches of at most 10,000
 * (logins 1,000), printing each kind's throughput. The calls upsert, so a second run, or one after an
 * interrupted run, sends the same records and finds them unchanged.
 */
export async function loadMill(options: {
  app: FastifyInstance;
  apiKey: string;
  size: MillSize;
  seed: number;
  print: (line: string) => void;
}): Promise<KindOutcome[]> {
  const { app, apiKey, size, seed, print } = options;
  const outcomes: KindOutcome[] = [];
  for (const call of calls) {
    const outcome: KindOutcome = { call: call.path, records: 0, batches: 0, seconds: 0, counts: {} };
    const started = performance.now();
    let lastPrint = started;
    const send = async (items: object[]) => {
      const answer = await app.inject({
        method: call.method,
        url: `${apiPrefix}${call.path}`,
        headers: { 'x-api-key': apiKey, 'accept-language': 'en' },
        payload: { items },
      });
      if (answer.statusCode !== 200)
        throw new Error(
          `${call.method} ${call.path} batch ${outcome.batches + 1} refused: ${answer.statusCode} ${answer.body.slice(0, 1000)}`,
        );
      for (const [name, n] of Object.entries(answer.json() as Record<string, number>))
        outcome.counts[name] = (outcome.counts[name] ?? 0) + n;
      outcome.records += items.length;
      outcome.batches++;
      if (performance.now() - lastPrint > 10_000) {
        lastPrint = performance.now();
        const seconds = (lastPrint - started) / 1000;
        print(`  ${call.path}: ${outcome.records.toLocaleString('en')} in ${seconds.toFixed(0)} s`);
      }
    };
    let batch: object[] = [];
    for (const record of recordsOf(call.kind, size, seed)) {
      batch.push(record);
      if (batch.length < call.batch) continue;
      await send(batch);
      batch = [];
    }
    if (batch.length > 0) await send(batch);
    outcome.seconds = (performance.now() - started) / 1000;
    const perSecond = outcome.seconds > 0 ? Math.round(outcome.records / outcome.seconds) : 0;
    const counts = Object.entries(outcome.counts)
      .map(([name, n]) => `${name} ${n.toLocaleString('en')}`)
      .join(', ');
    print(
      `${call.method} ${call.path}: ${outcome.records.toLocaleString('en')} records in ${outcome.batches} batches, ${outcome.seconds.toFixed(1)} s = ${perSecond.toLocaleString('en')}/s (${counts})`,
    );
    outcomes.push(outcome);
  }
  return outcomes;
}
