import { useEffect, useMemo } from 'react';
import { type PasswordProblem, passwordProblem, personalWords } from '../../core/password/password-policy.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import type { FormBinding } from '../form/use-form-validator.ts';
import type { PasswordPolicyBinding } from './use-password-policy.ts';

type Level = 'weak' | 'good' | 'strong';
const meterValue: Record<Level, number> = { weak: 1, good: 3, strong: 4 };

export interface PasswordStrengthHintProps<F extends string> {
  form: FormBinding<F>;
  /** The new-password field. */
  name: F;
  policy: PasswordPolicyBinding;
}

/**
 * How strong the typed new password is, as a meter and a text ("Password strength: good") that
 * screen readers hear through a polite live region (not role=status: a page's one status message,
 * such as "saved", stays the only one). Weak is what the policy refuses; strong is zxcvbn's top
 * score. Shows nothing until the estimator has loaded.
 */
export function PasswordStrengthHint<F extends string>({ form, name, policy }: PasswordStrengthHintProps<F>) {
  const { t } = usePortalTranslation('portal');
  const { validator, state } = form;
  const { owner, estimator } = policy;
  const password = String(state.values[name] ?? '');
  const ownerKey = JSON.stringify(owner);

  // The rule reads the estimator and owner when it runs: a field already showing its message is
  // checked again once they arrive, instead of at the next keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ownerKey stands for owner's contents
  useEffect(() => validator.recheck(), [validator, estimator, ownerKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: ownerKey stands for owner's contents
  const level = useMemo<Level | null>(() => {
    if (!estimator || password === '') return null;
    const problem: PasswordProblem | null = passwordProblem(password, owner, estimator);
    if (problem) return 'weak';
    return estimator(password, personalWords(owner)).score === 4 ? 'strong' : 'good';
  }, [password, estimator, ownerKey]);

  if (!estimator) return null;
  return (
    <div className="cp-password-strength" part="password-strength" data-level={level ?? undefined}>
      {level ? (
        <meter min={0} max={4} low={2} high={3.5} optimum={4} value={meterValue[level]} aria-hidden="true" />
      ) : null}
      <span aria-live="polite" aria-atomic="true">
        {level ? `${t('passwordStrength.label')}: ${t(`passwordStrength.${level}`)}` : ''}
      </span>
    </div>
  );
}
