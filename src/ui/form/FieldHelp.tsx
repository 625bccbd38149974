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
export function fieldAria(field: FieldBinding, helpText?: string) {
  return {
    'aria-invalid': field.invalid ? ('true' as const) : ('false' as const),
    // Only while the description exists: a dangling id reference is an accessibility error.
    'aria-describedby': field.invalid || helpText ? field.errorId : undefined,
    'data-invalid': field.invalid ? '' : undefined,
  };
}
