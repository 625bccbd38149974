import type { FastifyInstance } from 'fastify';
import { type Static, type TObject, Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';

/** What a Remove call answers: the records it removed, and those it did not find (already gone). */
export const RemoveCounts = Type.Object({
  removed: Type.Integer({ minimum: 0 }),
  missing: Type.Integer({ minimum: 0 }),
});
export type RemoveCounts = Static<typeof RemoveCounts>;

/** The answer of a Remove call of `keys` records that removed `removed` of them. */
export function removeCounts(keys: number, removed: number): RemoveCounts {
  return { removed, missing: keys - removed };
}

/**
 * Registers `POST Integration/<Kind>/Remove`: the keys of what the ERP cancelled, a key twice in one
 * batch refused, the rest deleted in one statement. A key the portal does not have counts as missing,
 * so a retry is safe.
 */
export function removeRoute<K extends TObject>(
  app: FastifyInstance,
  db: Db,
  endpoint: {
    path: string;
    summary: string;
    key: K;
    /** The key as one text, and the field a duplicate is reported on. */
    keyOf: (key: Static<K>) => string;
    keyField: string;
    remove: (tx: Db, keys: Static<K>[]) => Promise<number>;
  },
): void {
  integrationRoute(
    app,
    db,
    {
      method: 'POST',
      path: endpoint.path,
      summary: endpoint.summary,
      scope: 'import',
      item: endpoint.key,
      answer: RemoveCounts,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, endpoint.keyOf))
        problems.add(index, endpoint.keyField, translate(request, 'errors.batchDuplicate'));
      if (problems.any) return removeCounts(0, 0);
      return removeCounts(items.length, await endpoint.remove(tx, items));
    },
  );
}
