import '@shoelace-style/shoelace/dist/components/input/input.js';
import '../shoelace/shoelace.ts';
import { FieldHelp, fieldAria } from './FieldHelp.tsx';
import { useField } from './use-field.ts';
import type { FormBinding } from './use-form-validator.ts';

export interface PasswordFieldProps<F extends string> {
  form: FormBinding<F>;
  name: F;
  label: string;
  helpText?: string;
  /** 'current-password' (default) or 'new-password', so password managers fill the right one. */
  autocomplete?: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input with Shoelace's show/hide toggle, bound to a form field. */
export function PasswordField<F extends string>({
  form,
  name,
  label,
  helpText,
  autocomplete = 'current-password',
  required,
}: PasswordFieldProps<F>) {
  const field = useField(form, name);
  return (
    <cp-sl-input
      class="cp-field"
      name={name}
      label={label}
      type="password"
      passwordToggle
      value={String(field.value ?? '')}
      autocomplete={autocomplete as never}
      required={required}
      {...fieldAria(field, helpText)}
      oncp-sl-input={(event) => field.setValue((event.target as HTMLInputElement).value)}
      onsl-blur={field.blur}
    >
      <FieldHelp field={field} helpText={helpText} />
    </cp-sl-input>
  );
}
