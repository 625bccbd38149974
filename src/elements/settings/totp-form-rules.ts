import { numeric, required, strictLength } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The six-digit code of an authenticator app, as EnableTotp takes it. */
export const TOTP_CODE_RULES: Record<'code', readonly Rule[]> = {
  code: [required, numeric, strictLength(6)],
};

/** DisableTotp is confirmed with the account's password. */
export const DISABLE_TOTP_RULES: Record<'password', readonly Rule[]> = {
  password: [required],
};
