import { StatusAlert } from '../status-alert/StatusAlert.tsx';
import type { FormBinding } from './use-form-validator.ts';

/** The form-level server errors (the empty key, joined with ' - ') in a danger alert. */
export function FormErrorAlert<F extends string>({ form }: { form: FormBinding<F> }) {
  return <StatusAlert variant="danger" message={form.state.formError} />;
}
