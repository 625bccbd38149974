import { type Static, Type } from 'typebox';

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
