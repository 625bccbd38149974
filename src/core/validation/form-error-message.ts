/** An ApiError-like answer: `errors` maps field keys to messages, '' holds form-level ones (docs/forms.md#server-errors). */
export interface ErrorBodyLike {
  title?: string | null;
  errors?: Readonly<Record<string, readonly string[] | null | undefined>> | null;
}

/** A message to show: a translation key, or text that came from the server as is. */
export type FormErrorMessage = { key: 'common.errorFormGeneric' | 'errors.unknown' } | { text: string };

/** Joins the form-level messages (the empty key) with ' - '; null when there are none. */
export function formLevelErrors(body: ErrorBodyLike | null | undefined): string | null {
  const messages = (body?.errors?.[''] ?? []).filter((text) => typeof text === 'string' && text !== '');
  return messages.length > 0 ? messages.join(' - ') : null;
}

/**
 * The one message for a failed form (docs/forms.md#server-errors): the form-level entries joined with ' - '; else the
 * generic "form has errors" text when fields have errors; else the answer's title; else
 * 'Unknown error'.
 */
export function formErrorMessage(body: ErrorBodyLike | null | undefined): FormErrorMessage {
  const formLevel = formLevelErrors(body);
  if (formLevel) return { text: formLevel };
  const fieldErrors = Object.entries(body?.errors ?? {}).some(
    ([field, messages]) => field !== '' && (messages?.length ?? 0) > 0,
  );
  if (fieldErrors) return { key: 'common.errorFormGeneric' };
  if (body?.title) return { text: body.title };
  return { key: 'errors.unknown' };
}
