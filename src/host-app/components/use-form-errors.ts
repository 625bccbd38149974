import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorBodyLike } from '../../core/validation/form-error-message.ts';
import { holdServerFieldErrors } from '../../core/validation/server-field-errors.ts';
import { NO_FORM_ERRORS, readFormErrors } from './form-errors.ts';

/** The part of a FormValidator that holds the server's messages per field. */
interface ServerErrorHolder {
  setServerErrors(body: ErrorBodyLike | null | undefined): void;
}

/** One call of a sign-in form: what runs, the flow's own failure text, the form its field messages go to. */
interface FormCall {
  call: () => Promise<unknown>;
  fallback: string;
  validator?: ServerErrorHolder;
}

/**
 * A sign-in form's call as a TanStack mutation: `send` runs it the one way every sign-in form does
 * (the form busy meanwhile, a failure shown), and the form-level error text is derived from the
 * mutation's failure; the server's messages per field go to the form's validator, whose fields show
 * them (docs/forms.md#server-errors).
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const mutation = useMutation<unknown, unknown, FormCall>({
    mutationFn: ({ call }) => call(),
    onError: (error, { validator }) => {
      if (validator) holdServerFieldErrors(validator, error);
    },
  });
  const { mutateAsync, reset } = mutation;
  /** Runs `call` for the form; answers whether it succeeded (else its errors are shown, `fallback` for an unexplained one). */
  const send = useCallback(
    (call: () => Promise<unknown>, fallback: string, validator?: ServerErrorHolder): Promise<boolean> =>
      mutateAsync({ call, fallback, validator }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  const failed = mutation.isError ? mutation.variables : undefined;
  const errors = failed
    ? readFormErrors(mutation.error, failed.fallback, t('common.errorFormGeneric'))
    : NO_FORM_ERRORS;
  return { errors, clear: reset, busy: mutation.isPending, send };
}
