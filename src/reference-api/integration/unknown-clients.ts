import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { knownClientIds } from './client-ids-queries.ts';
import type { BatchProblems } from './integration-route.ts';

/**
 * Adds a problem to each record whose `clientId` names no client: the ERP sends the client first
 * (`PUT Integration/Clients`), and a row of no client would be shown to nobody.
 */
export async function unknownClientProblems(
  tx: Db,
  records: readonly { clientId: number }[],
  problems: BatchProblems,
  request: FastifyRequest,
): Promise<void> {
  const known = await knownClientIds(
    tx,
    records.map((r) => r.clientId),
  );
  records.forEach((record, index) => {
    if (!known.has(record.clientId))
      problems.add(index, 'clientId', translate(request, 'errors.unknownClient'));
  });
}
