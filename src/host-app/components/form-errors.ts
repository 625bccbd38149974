import { ApiError } from '../../core/api/client/api-error.ts';
import { serverFieldErrors } from '../../core/validation/server-field-errors.ts';

/** What a failed form call tells the user: one form-level text and texts per field. */
export interface FormErrors {
  form: string | null;
  fields: Readonly<Record<string, string>>;
}

export const NO_FORM_ERRORS: FormErrors = { form: null, fields: {} };

/**
 * Reads a failed call as docs/forms.md#server-errors says: server errors per field, the empty key joined with
 * ' - ' as the form-level text; with field errors only, `formHasErrors` (common.errorFormGeneric);
 * otherwise `fallback` (the flow's own failure text, already translated).
 */
export function readFormErrors(error: unknown, fallback: string, formHasErrors: string): FormErrors {
  const fieldErrors = serverFieldErrors(error);
  if (!(error instanceof ApiError) || !fieldErrors) return { form: fallback, fields: {} };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) fields[field] = messages.join(' - ');
  const formLevel = error.errors['']?.join(' - ');
  return { form: formLevel || (Object.keys(fields).length > 0 ? formHasErrors : fallback), fields };
}
