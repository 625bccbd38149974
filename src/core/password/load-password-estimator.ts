import type { PasswordEstimator } from './password-policy.ts';

let loading: Promise<PasswordEstimator> | null = null;

/**
 * The password estimator with its dictionaries, loaded on first call as a chunk of its own, so
 * only a page where a new password is typed downloads it. A failed load is tried again next call.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= import('../password-estimator/password-estimator.ts').then(
    (module) => module.estimatePassword,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
