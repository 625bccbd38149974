import { minLength, required, sameAs } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The fields of the change-password form; the first two are named as the UpdatePassword body. */
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The shortest new password the server accepts (contract `NewPassword`). */
export const NEW_PASSWORD_MIN_LENGTH = 10;

/** The core rules per field; `newPasswordLabel` goes into the sameAs message of the confirmation. */
export function passwordFormRules(newPasswordLabel: string): Record<PasswordField, readonly Rule[]> {
  return {
    currentPassword: [required],
    newPassword: [required, minLength(NEW_PASSWORD_MIN_LENGTH)],
    confirmPassword: [required, sameAs('newPassword', newPasswordLabel)],
  };
}
