import { getLoginMemo, getMemo, LOGIN_MEMO_TYPE, type Memo } from '../../../../core/api/contract/memos.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';

/** The current memo of a type (spec §7): the caller's client's own memo wins over the general one. */
export const memosArea: AreaPlugin = (app, { db }) => {
  route(app, getMemo, async ({ query, principal }) => {
    const [memo] = await db.query<Memo>(
      `select memo_id as "memoId", memo_type as "memoType", memo_contents as "memoContents"
         from memos
        where memo_type = $1 and (client_id is null or client_id = $2)
        order by (client_id is not null) desc, created_at desc, memo_id desc
        limit 1`,
      [query.memoType, principal.clientId],
    );
    return memo ?? null;
  });

  // Before login nobody is known: only the general memo (no client's own) may be shown to anyone.
  route(app, getLoginMemo, async () => {
    const [memo] = await db.query<Memo>(
      `select memo_id as "memoId", memo_type as "memoType", memo_contents as "memoContents"
         from memos
        where memo_type = $1 and client_id is null
        order by created_at desc, memo_id desc
        limit 1`,
      [LOGIN_MEMO_TYPE],
    );
    return memo ?? null;
  });
};
