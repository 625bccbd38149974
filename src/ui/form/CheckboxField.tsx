import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '../shoelace/shoelace.ts';
import { FieldHelp, fieldAria } from './FieldHelp.tsx';
import { useField } from './use-field.ts';
import type { FormBinding } from './use-form-validator.ts';

export interface CheckboxFieldProps<F extends string> {
  form: FormBinding<F>;
  name: F;
  label: string;
  helpText?: string;
  required?: boolean;
}

/** A Shoelace checkbox bound to a boolean form field. */
export function CheckboxField<F extends string>({
  form,
  name,
  label,
  helpText,
  required,
}: CheckboxFieldProps<F>) {
  const field = useField(form, name);
  return (
    <cp-sl-checkbox
      class="cp-field"
      name={name}
      checked={field.value === true}
      required={required}
      {...fieldAria(field, helpText)}
      onsl-change={(event) => field.setValue((event.target as HTMLInputElement).checked)}
      onsl-blur={field.blur}
    >
      {label}
      <FieldHelp field={field} helpText={helpText} />
    </cp-sl-checkbox>
  );
}
