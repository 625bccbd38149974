import {
  createMemo,
  deleteMemo,
  getMemosTable,
  type MemoInput,
  type MemoRow,
  updateMemo,
} from '../../../core/api/contract/admin-memos.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, badField, notFound } from './admin-common.ts';
import { memosTable, tableRow } from './admin-tables.ts';
import { sanitizeMemoHtml } from './memo-html.ts';

async function memoRow(db: Db, memoId: number): Promise<MemoRow> {
  const row = await tableRow<MemoRow>(db, memosTable, memoId);
  if (!row) throw notFound('errors.memoNotFound');
  return row;
}

/**
 * The memo as it will be stored: sanitized HTML, and a client that exists (400 on `clientId`
 * otherwise). HTML that sanitizes to nothing is refused on `memoContents`.
 */
async function storedMemo(db: Db, input: MemoInput) {
  if (input.clientId !== null) {
    const rows = await db.query('select 1 from clients where client_id = $1', [input.clientId]);
    if (rows.length === 0) throw badField('clientId', 'errors.clientNotFound');
  }
  const contents = (await sanitizeMemoHtml(input.memoContents)).trim();
  if (contents === '') throw badField('memoContents', 'validation.required');
  return [input.memoType, contents, input.clientId] as const;
}

/** The memos calls (staff only, spec §6): the table, newest first, and publish, change, delete by type. */
export const memosAdmin: AreaPlugin = (app, { db }) => {
  route(app, getMemosTable, async ({ body }) => queryFilteredTable<MemoRow>(db, memosTable, body, []));

  route(app, createMemo, async ({ body, principal }) => {
    const [created] = await db.query<{ memo_id: number }>(
      'insert into memos (memo_type, memo_contents, client_id) values ($1, $2, $3) returning memo_id',
      [...(await storedMemo(db, body))],
    );
    const memoId = created!.memo_id;
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'CreateMemo',
      subjectType: 'memo',
      subjectId: memoId,
      detail: { memoType: body.memoType, clientId: body.clientId },
    });
    return memoRow(db, memoId);
  });

  route(app, updateMemo, async ({ body, principal }) => {
    await memoRow(db, body.memoId);
    await db.query('update memos set memo_type = $2, memo_contents = $3, client_id = $4 where memo_id = $1', [
      body.memoId,
      ...(await storedMemo(db, body)),
    ]);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateMemo',
      subjectType: 'memo',
      subjectId: body.memoId,
      detail: { memoType: body.memoType, clientId: body.clientId },
    });
    return memoRow(db, body.memoId);
  });

  route(app, deleteMemo, async ({ body, principal }) => {
    const deleted = await db.query('delete from memos where memo_id = $1 returning 1', [body.memoId]);
    if (deleted.length === 0) throw notFound('errors.memoNotFound');
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteMemo',
      subjectType: 'memo',
      subjectId: body.memoId,
    });
  });
};
