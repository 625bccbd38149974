import type { Rule, ValidationMessage } from '../validation/validation-message.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordEstimator,
  type PasswordOwner,
  type PasswordProblem,
  passwordProblem,
} from './password-policy.ts';

/** The message of each refusal, under `validations` of the locale files. */
export const passwordProblemMessages: Record<PasswordProblem, ValidationMessage> = {
  tooShort: { key: 'validations.minLength', params: { min: PASSWORD_MIN_LENGTH } },
  tooLong: { key: 'validations.maxLength', params: { max: PASSWORD_MAX_LENGTH } },
  blank: { key: 'validations.passwordBlank' },
  containsEmail: { key: 'validations.passwordContainsEmail' },
  containsName: { key: 'validations.passwordContainsName' },
  common: { key: 'validations.passwordCommon' },
  weak: { key: 'validations.passwordWeak' },
};

export interface NewPasswordRuleOptions {
  /** Whose password it is, read at every check (the profile may arrive after the form). */
  owner?: () => PasswordOwner;
  /** The estimator once loaded, read at every check; null until then. */
  estimator?: () => PasswordEstimator | null;
}

/**
 * The password policy as a form rule (empty values are left to `required`). Both inputs are read
 * when the rule runs, as a form keeps the rules of its first render.
 */
export function newPassword({ owner, estimator }: NewPasswordRuleOptions = {}): Rule {
  return (value) => {
    if (value === undefined || value === null || value === '') return true;
    const problem = passwordProblem(String(value), owner?.() ?? {}, estimator?.() ?? null);
    return problem ? passwordProblemMessages[problem] : true;
  };
}
