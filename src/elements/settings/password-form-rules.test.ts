import { describe, expect, it } from 'vitest';
import { FormValidator } from '../../core/validation/form-validator.ts';
import { type PasswordField, passwordFormRules } from './password-form-rules.ts';

const form = (values: Partial<Record<PasswordField, string>>) =>
  new FormValidator<PasswordField>({ fields: passwordFormRules('New password'), values });

describe('passwordFormRules', () => {
  it('given a confirmation that differs, it names the new-password field in the sameAs message', () => {
    const validator = form({
      currentPassword: 'old',
      newPassword: 'long-enough-1',
      confirmPassword: 'other',
    });
    expect(validator.validateAll()).toBe(false);
    expect(validator.state.messages.confirmPassword).toEqual([
      { key: 'validations.sameAs', params: { field: 'New password' } },
    ]);
  });

  it('given a new password under ten characters, it asks for at least ten', () => {
    const validator = form({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' });
    expect(validator.validateAll()).toBe(false);
    expect(validator.state.messages.newPassword).toEqual([
      { key: 'validations.minLength', params: { min: 10 } },
    ]);
  });

  it('given all three filled in and matching, it lets the form through', () => {
    const validator = form({
      currentPassword: 'old',
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(validator.validateAll()).toBe(true);
  });

  it('given nothing, every field is required', () => {
    const validator = form({});
    validator.validateAll();
    expect(Object.values(validator.state.messages).map((messages) => messages[0]?.key)).toEqual([
      'validations.required',
      'validations.required',
      'validations.required',
    ]);
  });
});
