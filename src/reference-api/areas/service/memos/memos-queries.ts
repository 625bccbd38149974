import type { Memo } from '../../../../core/api/contract/memos.ts';
import type { Db } from '../../../db/db.ts';

/** The statements of the memo calls (memos-area.ts): the newest memo of a type wins. */

/** The current memo of a type for a client: the client's own over the general one; or undefined. */
export async function currentMemo(
  db: Db,
  memoType: string,
  clientId: number | null,
): Promise<Memo | undefined> {
  const [memo] = await db.query<Memo>(
    `select memo_id as "memoId", memo_type as "memoType", memo_contents as "memoContents"
       from memos
      where memo_type = $1 and (client_id is null or client_id = $2)
      order by (client_id is not null) desc, created_at desc, memo_id desc
      limit 1`,
    [memoType, clientId],
  );
  return memo;
}

/** The current general memo of a type (for no client in particular), or undefined. */
export async function currentGeneralMemo(db: Db, memoType: string): Promise<Memo | undefined> {
  const [memo] = await db.query<Memo>(
    `select memo_id as "memoId", memo_type as "memoType", memo_contents as "memoContents"
       from memos
      where memo_type = $1 and client_id is null
      order by created_at desc, memo_id desc
      limit 1`,
    [memoType],
  );
  return memo;
}
