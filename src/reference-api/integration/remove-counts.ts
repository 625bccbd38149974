import type { FastifyInstance } from 'fastify';
import { type Static, type TObject, Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';

/**
 * What every Remove call answers: the records it removed, and the keys it found nothing under (already
 * removed, or never sent), so sending the same Remove twice answers all `notFound` the second time.
 */
export const RemoveCounts = Type.Object({
  removed: Type.Integer({ minimum: 0 }),
  notFound: Type.Integer({ minimum: 0 }),
});
export type RemoveCounts = Static<typeof RemoveCounts>;

/** The answer of a Remove call of `keys` records that removed `removed` of them. */
export function removeCounts(keys: number, removed: number): RemoveCounts {
  return { removed, notFound: keys - removed };
}

/**
 * Registers a Remove call whose records are nothing but a key and that nothing but a key twice can
 * refuse (docs/integration.md#batches): `remove` deletes what the keys name and answers how many rows
 * it deleted.
 */
export function removeRoute<K extends TObject, Key>(
  app: FastifyInstance,
  db: Db,
  call: {
    path: string;
    summary: string;
    item: K;
    field: keyof Static<K> & string;
    keyOf: (item: Static<K>) => Key;
    remove: (tx: Db, keys: Key[]) => Promise<number>;
  },
): void {
  integrationRoute(
    app,
    db,
    {
      method: 'POST',
      path: call.path,
      summary: call.summary,
      scope: 'import',
      item: call.item,
      answer: RemoveCounts,
    },
    async ({ items, tx, problems, request }) => {
      const keys = items.map(call.keyOf);
      for (const index of duplicateKeys(keys, String))
        problems.add(index, call.field, translate(request, 'errors.batchDuplicate'));
      if (problems.any) return removeCounts(0, 0);
      return removeCounts(keys.length, await call.remove(tx, keys));
    },
  );
}
