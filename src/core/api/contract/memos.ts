import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { Nullable } from './common.ts';

/** Memo types staff can publish; the UI shows the memo of the screen it is on. */
export const MemoType = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9]*$' });

/** A staff memo; `memoContents` is server HTML and must be sanitized before rendering. */
export const Memo = Type.Object({
  memoId: Type.Integer(),
  memoType: Type.String(),
  memoContents: Type.String(),
});
export type Memo = Static<typeof Memo>;

export const getMemo = defineEndpoint({
  method: 'GET',
  path: '/Memos/GetMemo',
  secure: true,
  summary: 'The current memo of a type, or null',
  tag: 'Memos',
  query: Type.Object({ memoType: MemoType }),
  response: Nullable(Memo),
});

/** The memo type the login page shows (docs/contract.md#areas: memos per screen; admin-memos' "Login page"). */
export const LOGIN_MEMO_TYPE = 'Login';

export const getLoginMemo = defineEndpoint({
  method: 'GET',
  path: '/Memos/GetLoginMemo',
  secure: false,
  summary: "The current general memo for the login page, or null: no session needed, no client's own memo",
  tag: 'Memos',
  response: Nullable(Memo),
});
