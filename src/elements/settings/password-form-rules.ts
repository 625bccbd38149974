import { newPassword } from '../../core/password/new-password-rule.ts';
import { required, sameAs } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The fields of the change-password form; the first two are named as the UpdatePassword body. */
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * The core rules per field; `newPasswordLabel` goes into the sameAs message of the confirmation.
 * `newPasswordRule` is the password policy (default: without owner and estimator, so length,
 * whitespace only; the card passes the one of `usePasswordPolicy`).
 */
export function passwordFormRules(
  newPasswordLabel: string,
  newPasswordRule: Rule = newPassword(),
): Record<PasswordField, readonly Rule[]> {
  return {
    currentPassword: [required],
    newPassword: [required, newPasswordRule],
    confirmPassword: [required, sameAs('newPassword', newPasswordLabel)],
  };
}
