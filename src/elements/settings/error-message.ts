import { ApiError } from '../../core/api/client/api-error.ts';
import { formErrorMessage } from '../../core/validation/form-error-message.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/**
 * The one message for a failed settings call (docs/forms.md#server-errors): the server's form-level messages joined
 * with ' - ', its title, or the generic texts of the `portal` namespace.
 */
export function errorMessage(error: unknown, portal: Translate<'portal'>): string {
  if (!(error instanceof ApiError)) return portal('errors.unknown');
  const message = formErrorMessage({ errors: error.errors, title: error.title });
  return 'text' in message ? message.text : portal(message.key);
}
