import type { FieldBinding } from './use-field.ts';

/** The help-text slot of a Shoelace field: the errors when there are any, else the help text. */
export function FieldHelp({ field, helpText }: { field: FieldBinding; helpText?: string | undefined }) {
  if (!field.invalid && !helpText) return null;
  return (
    <div
      slot="help-text"
      id={field.errorId}
      className={field.invalid ? 'cp-field__errors' : 'cp-field__help'}
    >
      {field.invalid ? field.errors.map((error) => <div key={error}>{error}</div>) : helpText}
    </div>
  );
}

/** Attributes shared by every field host: invalid state and the description's id. */
export function fieldAria(field: FieldBinding) {
  return {
    'aria-invalid': field.invalid ? ('true' as const) : ('false' as const),
    'aria-describedby': field.errorId,
    'data-invalid': field.invalid ? '' : undefined,
  };
}
