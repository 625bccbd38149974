import { getLoginMemo, getMemo, LOGIN_MEMO_TYPE } from '../../../../core/api/contract/memos.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { currentGeneralMemo, currentMemo } from './memos-queries.ts';

/** The current memo of a type (docs/contract.md#areas): the caller's client's own memo wins over the general one. */
export const memosArea: AreaPlugin = (app, { db }) => {
  route(app, getMemo, async ({ query, principal }) => {
    const memo = await currentMemo(db, query.memoType, principal.clientId);
    return memo ?? null;
  });

  // Before login nobody is known: only the general memo (no client's own) may be shown to anyone.
  route(app, getLoginMemo, async () => {
    const memo = await currentGeneralMemo(db, LOGIN_MEMO_TYPE);
    return memo ?? null;
  });
};
