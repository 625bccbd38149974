import { useState, useSyncExternalStore } from 'react';
import {
  FormValidator,
  type FormValidatorOptions,
  type FormValidatorState,
} from '../../core/validation/form-validator.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** A form's validator and its current state, as the field components take them. */
export interface FormBinding<F extends string> {
  validator: FormValidator<F>;
  state: FormValidatorState<F>;
}

/**
 * A component-owned `FormValidator` over `fields` (rules per field), re-rendering on every change.
 * The rules and options of the first render are kept.
 */
export function useFormValidator<F extends string>(
  fields: Record<F, readonly Rule[]>,
  options: Omit<FormValidatorOptions<F>, 'fields'> = {},
): FormBinding<F> {
  const [validator] = useState(() => new FormValidator<F>({ ...options, fields }));
  const state = useSyncExternalStore(
    (listener) => validator.subscribe(listener),
    () => validator.state,
  );
  return { validator, state };
}
