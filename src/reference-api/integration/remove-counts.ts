import { type Static, Type } from 'typebox';

/** What a Remove call answers: the records it removed, and those it did not find (already gone). */
export const RemoveCounts = Type.Object({
  removed: Type.Integer({ minimum: 0 }),
  missing: Type.Integer({ minimum: 0 }),
});
export type RemoveCounts = Static<typeof RemoveCounts>;
