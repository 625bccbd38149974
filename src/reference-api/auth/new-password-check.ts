import { type PasswordProblem, passwordProblem } from '../../core/password/password-policy.ts';
import { estimatePassword } from '../../core/password-estimator/password-estimator.ts';
import { ApiError } from '../platform/api-error.ts';
import type { MessageKey } from '../platform/server-messages.ts';

// The length bounds are the contract's (NewPassword), refused by schema validation before a
// handler runs; they are here only so every problem has a message.
const messages: Record<PasswordProblem, MessageKey> = {
  tooShort: 'errors.badRequest',
  tooLong: 'errors.badRequest',
  blank: 'errors.passwordBlank',
  containsEmail: 'errors.passwordContainsEmail',
  containsName: 'errors.passwordContainsName',
  common: 'errors.passwordCommon',
  weak: 'errors.passwordWeak',
};

/** Whose new password it is: the account's address and names. */
export interface NewPasswordOwner {
  email_address: string;
  display_name: string | null;
}

/**
 * Refuses a new password the policy (core/password/password-policy.ts) refuses, with a 400 whose
 * message stands under `field` and is translated into the request's language.
 */
export function assertAcceptablePassword(password: string, owner: NewPasswordOwner, field: string): void {
  const problem = passwordProblem(
    password,
    { email: owner.email_address, names: [owner.display_name] },
    estimatePassword,
  );
  if (problem) throw new ApiError(400, messages[problem], { [field]: [messages[problem]] });
}
