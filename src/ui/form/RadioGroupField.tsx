import '@shoelace-style/shoelace/dist/components/radio/radio.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '../shoelace/shoelace.ts';
import { FieldHelp, fieldAria } from './FieldHelp.tsx';
import type { SelectOption } from './SelectField.tsx';
import { useField } from './use-field.ts';
import type { FormBinding } from './use-form-validator.ts';

export interface RadioGroupFieldProps<F extends string> {
  form: FormBinding<F>;
  name: F;
  label: string;
  options: readonly SelectOption[];
  helpText?: string;
}

/** A labelled Shoelace radio group bound to a form field: a few choices, all in sight. */
export function RadioGroupField<F extends string>({
  form,
  name,
  label,
  options,
  helpText,
}: RadioGroupFieldProps<F>) {
  const field = useField(form, name);
  return (
    <cp-sl-radio-group
      class="cp-field"
      name={name}
      label={label}
      value={String(field.value ?? '')}
      {...fieldAria(field, helpText)}
      onsl-change={(event) => field.setValue((event.target as HTMLInputElement).value)}
    >
      {options.map((option) => (
        <cp-sl-radio key={option.value} value={option.value}>
          {option.label}
        </cp-sl-radio>
      ))}
      <FieldHelp field={field} helpText={helpText} />
    </cp-sl-radio-group>
  );
}
