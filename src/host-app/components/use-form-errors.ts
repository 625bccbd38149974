import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FORM_ERRORS, readFormErrors } from './form-errors.ts';

/** Form-level and per-field error texts of a sign-in form, set from a failed call. */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState(NO_FORM_ERRORS);
  const fail = useCallback(
    (error: unknown, fallback: string) =>
      setErrors(readFormErrors(error, fallback, t('common.errorFormGeneric'))),
    [t],
  );
  const clear = useCallback(() => setErrors(NO_FORM_ERRORS), []);
  return { errors, fail, clear };
}
