import type { FastifyRequest } from 'fastify';
import { translate } from '../platform/server-messages.ts';
import type { BatchProblems } from './integration-route.ts';

/**
 * Adds a problem to each record whose number (a load or invoice number, unique in the portal) another
 * client already has: an upsert by that number would move the row to this client.
 */
export function otherClientProblems<T extends { clientId: number }>(
  records: readonly T[],
  owners: ReadonlyMap<string, number>,
  numberOf: (record: T) => string,
  field: string,
  problems: BatchProblems,
  request: FastifyRequest,
): void {
  records.forEach((record, index) => {
    const owner = owners.get(numberOf(record));
    if (owner !== undefined && owner !== record.clientId)
      problems.add(index, field, translate(request, 'errors.numberOfOtherClient'));
  });
}
