import { useId } from 'react';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import type { FormBinding } from './use-form-validator.ts';

/** What a field component needs from the form for one field. */
export interface FieldBinding {
  value: unknown;
  /** Translated rule messages, then the server's messages for the field. */
  errors: string[];
  invalid: boolean;
  errorId: string;
  setValue(value: unknown): void;
  blur(): void;
}

/** Binds one field of a form: its value, translated messages (validations.* with params) and handlers. */
export function useField<F extends string>({ validator, state }: FormBinding<F>, name: F): FieldBinding {
  const { t } = usePortalTranslation('portal');
  const errorId = useId();
  const errors = [
    ...state.messages[name].map((message) => t(message.key, message.params)),
    ...(state.serverErrors[name] ?? []),
  ];
  return {
    value: state.values[name],
    errors,
    invalid: errors.length > 0,
    errorId,
    setValue: (value) => validator.setValue(name, value),
    blur: () => validator.blur(name),
  };
}
