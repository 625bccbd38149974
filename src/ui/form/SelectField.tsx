import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '../shoelace/shoelace.ts';
import { FieldHelp, fieldAria } from './FieldHelp.tsx';
import { useField } from './use-field.ts';
import type { FormBinding } from './use-form-validator.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<F extends string> {
  form: FormBinding<F>;
  name: F;
  label: string;
  options: readonly SelectOption[];
  helpText?: string;
  placeholder?: string;
  required?: boolean;
}

/** A labelled Shoelace select bound to a form field (option values must not contain spaces). */
export function SelectField<F extends string>({
  form,
  name,
  label,
  options,
  helpText,
  placeholder,
  required,
}: SelectFieldProps<F>) {
  const field = useField(form, name);
  return (
    <cp-sl-select
      class="cp-field"
      name={name}
      label={label}
      placeholder={placeholder}
      value={String(field.value ?? '')}
      required={required}
      {...fieldAria(field, helpText)}
      onsl-change={(event) => field.setValue((event.target as HTMLSelectElement).value)}
      onsl-blur={field.blur}
    >
      {options.map((option) => (
        <cp-sl-option key={option.value} value={option.value}>
          {option.label}
        </cp-sl-option>
      ))}
      <FieldHelp field={field} helpText={helpText} />
    </cp-sl-select>
  );
}
