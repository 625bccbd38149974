import '@shoelace-style/shoelace/dist/components/input/input.js';
import '../shoelace/shoelace.ts';
import { FieldHelp, fieldAria } from './FieldHelp.tsx';
import { useField } from './use-field.ts';
import type { FormBinding } from './use-form-validator.ts';

export interface TextFieldProps<F extends string> {
  form: FormBinding<F>;
  name: F;
  label: string;
  helpText?: string;
  /** Default 'text'. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'search';
  autocomplete?: string;
  required?: boolean;
  placeholder?: string;
}

/** A labelled Shoelace input bound to a form field, with translated messages and server errors. */
export function TextField<F extends string>({
  form,
  name,
  label,
  helpText,
  type = 'text',
  ...rest
}: TextFieldProps<F>) {
  const field = useField(form, name);
  return (
    <cp-sl-input
      class="cp-field"
      name={name}
      label={label}
      type={type}
      value={String(field.value ?? '')}
      autocomplete={rest.autocomplete as never}
      required={rest.required}
      placeholder={rest.placeholder}
      {...fieldAria(field, helpText)}
      oncp-sl-input={(event) => field.setValue((event.target as HTMLInputElement).value)}
      onsl-blur={field.blur}
    >
      <FieldHelp field={field} helpText={helpText} />
    </cp-sl-input>
  );
}
