import type { Db } from '../../db/db.ts';

/** The statements of the memos calls (memos-admin.ts); the memo is already sanitized. */

/** A stored memo: its type, sanitized HTML and client (null: every client). */
export type StoredMemo = readonly [memoType: string, contents: string, clientId: number | null];

/** A new memo; answers its id. */
export async function insertMemo(db: Db, memo: StoredMemo): Promise<number> {
  const [created] = await db.query<{ memo_id: number }>(
    'insert into memos (memo_type, memo_contents, client_id) values ($1, $2, $3) returning memo_id',
    [...memo],
  );
  return created!.memo_id;
}

/** Replaces a memo's type, contents and client. */
export async function updateMemoRow(db: Db, memoId: number, memo: StoredMemo): Promise<void> {
  await db.query('update memos set memo_type = $2, memo_contents = $3, client_id = $4 where memo_id = $1', [
    memoId,
    ...memo,
  ]);
}

/** Deletes a memo; false when there was none. */
export async function deleteMemoRow(db: Db, memoId: number): Promise<boolean> {
  const deleted = await db.query('delete from memos where memo_id = $1 returning 1', [memoId]);
  return deleted.length > 0;
}
