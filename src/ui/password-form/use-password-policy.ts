import { useEffect, useRef, useState } from 'react';
import { loadPasswordEstimator } from '../../core/password/load-password-estimator.ts';
import { newPassword } from '../../core/password/new-password-rule.ts';
import type { PasswordEstimator, PasswordOwner } from '../../core/password/password-policy.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The password policy of one form: its rule, and what the strength hint shows it with. */
export interface PasswordPolicyBinding {
  /** The new-password rule; one function for the form's life, reading the latest owner and estimator. */
  rule: Rule;
  owner: PasswordOwner;
  /** null until the dictionaries arrived (or when they could not load: the server still checks). */
  estimator: PasswordEstimator | null;
}

/**
 * The password policy for a form where a new password is typed: starts loading the estimator and
 * its dictionaries (a lazy chunk) on mount. Pair it with `PasswordStrengthHint`, which re-checks
 * the form when the estimator or the owner arrives.
 */
export function usePasswordPolicy(owner: PasswordOwner = {}): PasswordPolicyBinding {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    let mounted = true;
    loadPasswordEstimator().then(
      (loaded) => {
        if (mounted) setEstimator(() => loaded);
      },
      // Without the dictionaries the form still checks length, whitespace, address and name.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const latest = useRef({ owner, estimator });
  latest.current = { owner, estimator };
  const [rule] = useState(() =>
    newPassword({ owner: () => latest.current.owner, estimator: () => latest.current.estimator }),
  );
  return { rule, owner, estimator };
}
