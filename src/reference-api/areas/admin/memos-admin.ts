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
import { clientExists } from './admin-queries.ts';
import { memosTable, tableRow } from './admin-tables.ts';
import { sanitizeMemoHtml } from './memo-html.ts';
import { deleteMemoRow, insertMemo, type StoredMemo, updateMemoRow } from './memos-queries.ts';

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
    if (!(await clientExists(db, input.clientId))) throw badField('clientId', 'errors.clientNotFound');
  }
  const contents = (await sanitizeMemoHtml(input.memoContents)).trim();
  if (contents === '') throw badField('memoContents', 'validation.required');
  const memo: StoredMemo = [input.memoType, contents, input.clientId];
  return memo;
}

/** The memos calls (staff only, docs/screens/administration.md#memos): the table, newest first, and publish, change, delete by type. */
export const memosAdmin: AreaPlugin = (app, { db }) => {
  route(app, getMemosTable, async ({ body }) => queryFilteredTable<MemoRow>(db, memosTable, body, []));

  route(app, createMemo, async ({ body, principal }) => {
    const memoId = await insertMemo(db, await storedMemo(db, body));
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
    await updateMemoRow(db, body.memoId, await storedMemo(db, body));
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
    if (!(await deleteMemoRow(db, body.memoId))) throw notFound('errors.memoNotFound');
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteMemo',
      subjectType: 'memo',
      subjectId: body.memoId,
    });
  });
};
