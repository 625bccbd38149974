import {
  MEMO_TYPES,
  type MemoInput,
  type MemoRow,
  type MemoTypeName,
} from '../../core/api/browser-contract/admin-memos.ts';
import { maxLength, required } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The fields of the memo form. */
export type MemoField = 'memoType' | 'clientId' | 'memoContents';

/** The client select's value for a memo without client (option values cannot be empty). */
export const EVERYONE = 'everyone';

/** Longest memo the contract accepts (MemoInput.memoContents). */
export const MEMO_CONTENTS_MAX_LENGTH = 20000;

/** The memo form's rules, as the contract's MemoInput schema says. */
export const MEMO_FORM_RULES: Record<MemoField, readonly Rule[]> = {
  memoType: [required],
  clientId: [required],
  memoContents: [required, maxLength(MEMO_CONTENTS_MAX_LENGTH)],
};

/** The form's starting values: a memo's own, or a new Dashboard memo for everyone. */
export function memoFormValues(memo: MemoRow | null): Record<MemoField, string> {
  const memoType = memo && isMemoType(memo.memoType) ? memo.memoType : MEMO_TYPES[0];
  return {
    memoType,
    clientId: memo?.clientId == null ? EVERYONE : String(memo.clientId),
    memoContents: memo?.memoContents ?? '',
  };
}

/** The call's body from the form's (validated) values. */
export function toMemoInput(values: Readonly<Record<MemoField, unknown>>): MemoInput {
  const clientId = String(values.clientId ?? EVERYONE);
  return {
    // MemoInput's memoType is typed `never` (the contract builds its union from an array), so the
    // checked MEMO_TYPES value is cast to the field's type.
    memoType: String(values.memoType) as MemoInput['memoType'],
    memoContents: String(values.memoContents ?? ''),
    clientId: clientId === EVERYONE ? null : Number(clientId),
  };
}

function isMemoType(value: string): value is MemoTypeName {
  return (MEMO_TYPES as readonly string[]).includes(value);
}
