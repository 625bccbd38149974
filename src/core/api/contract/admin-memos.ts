// The admin calls of one area (admin-common.ts says who may make them). Memos: staff only.
import Type, { type Static } from 'typebox';
import { command, Id, MemoId, table } from './admin-common.ts';
import { IsoDateTime, Nullable } from './common.ts';
import { column } from './table-columns.ts';

/** Columns of the memos table. */
export const MEMO_COLUMNS = Object.freeze([
  column('memoType', 'Type', 'text'),
  column('clientName', 'Client', 'text'),
  column('memoContents', 'Memo', 'text', false),
  column('createdAt', 'Created', 'text'),
]);

/** Memo types and the screen that shows each (the dashboard, the login page). */
export const MEMO_TYPES = Object.freeze(['Dashboard', 'Login'] as const);
// Listed, not mapped from MEMO_TYPES: a union built from an array is typed `never`.
export const MemoTypeName = Type.Union([Type.Literal(MEMO_TYPES[0]), Type.Literal(MEMO_TYPES[1])]);
export type MemoTypeName = (typeof MEMO_TYPES)[number];

export const MemoRow = Type.Object({
  /** The memo id. */
  id: Type.Integer(),
  memoType: Type.String(),
  /** Server HTML: sanitize before rendering. */
  memoContents: Type.String(),
  /** The client it is for; null for everyone. */
  clientId: Nullable(Type.Integer()),
  /** The client's display name; null for everyone. */
  clientName: Nullable(Type.String()),
  createdAt: IsoDateTime,
});
export type MemoRow = Static<typeof MemoRow>;

/** A memo; `memoContents` is HTML, which the server sanitizes before storing. */
export const MemoInput = Type.Object({
  memoType: MemoTypeName,
  memoContents: Type.String({ minLength: 1, maxLength: 20000 }),
  clientId: Nullable(Id),
});
export type MemoInput = Static<typeof MemoInput>;

export const getMemosTable = table('/Admin/GetMemosTable', 'A page of memos, newest first', MemoRow);
export const createMemo = command('/Admin/CreateMemo', 'Publishes a memo', MemoInput, MemoRow);
export const updateMemo = command(
  '/Admin/UpdateMemo',
  'Changes a memo',
  Type.Object({ ...MemoId.properties, ...MemoInput.properties }),
  MemoRow,
);
export const deleteMemo = command('/Admin/DeleteMemo', 'Deletes a memo', MemoId);
