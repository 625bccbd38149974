import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import '../shoelace/shoelace.ts';
import { FieldHelp, fieldAria } from './FieldHelp.tsx';
import { useField } from './use-field.ts';
import type { FormBinding } from './use-form-validator.ts';

export interface TextAreaFieldProps<F extends string> {
  form: FormBinding<F>;
  name: F;
  label: string;
  helpText?: string;
  /** Default 4. */
  rows?: number;
  required?: boolean;
}

/** A labelled multi-line text field bound to a form field. */
export function TextAreaField<F extends string>({
  form,
  name,
  label,
  helpText,
  rows = 4,
  required,
}: TextAreaFieldProps<F>) {
  const field = useField(form, name);
  return (
    <cp-sl-textarea
      class="cp-field"
      name={name}
      label={label}
      rows={rows}
      value={String(field.value ?? '')}
      required={required}
      {...fieldAria(field, helpText)}
      oncp-sl-input={(event) => field.setValue((event.target as HTMLTextAreaElement).value)}
      onsl-blur={field.blur}
    >
      <FieldHelp field={field} helpText={helpText} />
    </cp-sl-textarea>
  );
}
