import type { FastifyInstance } from 'fastify';
import { apiPrefix } from '../platform/route.ts';
import type { ImportKind } from './import-kinds.ts';
import { type FileRecord, fileRecords } from './import-records.ts';
import { maxBatchItems } from './integration-route.ts';

/** What an import did: the counts added up, and whether it stopped at a refused batch. */
export interface ImportOutcome {
  batches: number;
  records: number;
  counts: Record<string, number>;
  refused: boolean;
}

/**
 * Sends the records of `file` in batches of `batchSize` through the integration call of `kind`
 * (`app.inject` with an API key: the same validation and upsert as an ERP's call), printing each
 * batch's counts, or each refused record by its line; stops at the first refused batch (nothing of
 * it was written, so the corrected file can be sent again from the start).
 */
export async function importFile(options: {
  app: FastifyInstance;
  apiKey: string;
  kind: ImportKind;
  file: string;
  batchSize?: number;
  print: (line: string) => void;
}): Promise<ImportOutcome> {
  const { app, apiKey, kind, file, print } = options;
  const batchSize = options.batchSize ?? maxBatchItems;
  const outcome: ImportOutcome = { batches: 0, records: 0, counts: {}, refused: false };

  const send = async (batch: FileRecord[]): Promise<boolean> => {
    outcome.batches++;
    const first = batch[0]!.line;
    const last = batch.at(-1)!.line;
    const lines = first === last ? `line ${first}` : `lines ${first}–${last}`;
    const unreadable = batch.filter((r) => r.problem !== undefined);
    if (unreadable.length > 0) {
      print(`batch ${outcome.batches} (${lines}) not sent:`);
      for (const r of unreadable) print(`  line ${r.line}: ${r.problem}`);
      return false;
    }
    const answer = await app.inject({
      method: 'PUT',
      url: `${apiPrefix}${kind.path}`,
      headers: { 'x-api-key': apiKey, 'accept-language': 'en' },
      payload: { items: batch.map((r) => r.record) },
    });
    const body = answer.json() as Record<string, unknown>;
    if (answer.statusCode === 200) {
      const counts = body as Record<string, number>;
      for (const [name, n] of Object.entries(counts)) outcome.counts[name] = (outcome.counts[name] ?? 0) + n;
      outcome.records += batch.length;
      print(
        `batch ${outcome.batches} (${lines}): ${Object.entries(counts)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ')}`,
      );
      return true;
    }
    print(
      `batch ${outcome.batches} (${lines}) refused, nothing of it written: ${answer.statusCode} ${body.title ?? ''}`,
    );
    const items = (body.items ?? []) as { index: number; errors: Record<string, string[]> }[];
    for (const { index, errors } of items)
      for (const [field, messages] of Object.entries(errors))
        print(`  line ${batch[index]?.line ?? '?'}: ${field ? `${field}: ` : ''}${messages.join('; ')}`);
    if (items.length === 0) print(`  ${JSON.stringify(body.errors ?? body)}`);
    return false;
  };

  let batch: FileRecord[] = [];
  for await (const record of fileRecords(file, kind.item)) {
    batch.push(record);
    if (batch.length < batchSize) continue;
    if (!(await send(batch))) return { ...outcome, refused: true };
    batch = [];
  }
  if (batch.length > 0 && !(await send(batch))) return { ...outcome, refused: true };
  return outcome;
}
