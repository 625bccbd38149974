import { ApiError } from '../../core/api/client/api-error.ts';
import { formErrorMessage } from '../../core/validation/form-error-message.ts';
import type { Translate } from '../element/use-portal-translation.ts';
import type { AdminFailureKey } from './admin-namespace.ts';

/**
 * The message of a failed admin action (docs/screens/administration.md#failures): what failed ("The agent could not be deleted.")
 * followed by why, as the server said it (its form-level messages joined with ' - ', else its
 * title) — or the generic 'form has errors' text when only fields were refused.
 */
export function adminFailureMessage(
  error: unknown,
  failure: AdminFailureKey,
  admin: Translate<'admin'>,
  portal: Translate<'portal'>,
): string {
  const what = admin(failure);
  if (!(error instanceof ApiError)) return `${what} ${portal('errors.unknown')}`;
  const why = formErrorMessage({ errors: error.errors, title: error.title });
  return `${what} ${'text' in why ? why.text : portal(why.key)}`;
}
