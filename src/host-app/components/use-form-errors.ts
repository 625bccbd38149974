import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../core/api/client/api-error.ts';
import type { ErrorBodyLike } from '../../core/validation/form-error-message.ts';
import { NO_FORM_ERRORS, readFormErrors } from './form-errors.ts';

/** The part of a FormValidator that holds the server's messages per field. */
interface ServerErrorHolder {
  setServerErrors(body: ErrorBodyLike | null | undefined): void;
}

/**
 * The form-level error text of a sign-in form, set from a failed call; the server's messages per
 * field go to the form's validator, whose fields show them (spec §8). `send` runs a form's call the
 * one way every sign-in form does: errors cleared, the form busy meanwhile, a failure shown.
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState(NO_FORM_ERRORS);
  const fail = useCallback(
    (error: unknown, fallback: string, validator?: ServerErrorHolder) => {
      const read = readFormErrors(error, fallback, t('common.errorFormGeneric'));
      // Field messages only: the form-level ones ('' key) are shown once, in the form's alert.
      if (validator && error instanceof ApiError)
        validator.setServerErrors({
          errors: Object.fromEntries(Object.entries(error.errors).filter(([key]) => key)),
        });
      setErrors(read);
    },
    [t],
  );
  const clear = useCallback(() => setErrors(NO_FORM_ERRORS), []);
  const [busy, setBusy] = useState(false);
  /** Runs `call` for the form; answers whether it succeeded (else its errors are shown, `fallback` for an unexplained one). */
  const send = useCallback(
    async (
      call: () => Promise<unknown>,
      fallback: string,
      validator?: ServerErrorHolder,
    ): Promise<boolean> => {
      setErrors(NO_FORM_ERRORS);
      setBusy(true);
      try {
        await call();
        return true;
      } catch (error) {
        fail(error, fallback, validator);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );
  return { errors, fail, clear, busy, send };
}
