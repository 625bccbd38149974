import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type RegisterNewCustomerBody,
  registerNewCustomer,
} from '../../../core/api/contract/authentication.ts';
import { Alert } from '../../components/Alert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { type HostKey, useHostTranslation } from '../../runtime/use-host-translation.ts';

type RegisterField = Exclude<keyof RegisterNewCustomerBody, 'languageId'>;

const FIELDS: readonly { name: RegisterField; label: HostKey; type: string; autoComplete: string }[] = [
  { name: 'companyName', label: 'fields.companyName', type: 'text', autoComplete: 'organization' },
  { name: 'customerNumber', label: 'fields.customerNumber', type: 'text', autoComplete: 'off' },
  { name: 'firstName', label: 'fields.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'fields.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'emailAddress', label: 'fields.email', type: 'email', autoComplete: 'email' },
];

const EMPTY: Record<RegisterField, string> = {
  companyName: '',
  customerNumber: '',
  firstName: '',
  lastName: '',
  emailAddress: '',
};

/** Register a new customer; the server mails an activation link (spec §2). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const { errors, fail, clear } = useFormErrors();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [checked, setChecked] = useState(false);

  const missing = (name: RegisterField) =>
    checked && !values[name].trim() ? t('validations.required') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (FIELDS.some(({ name }) => !values[name].trim())) return;
    clear();
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
      await hostRuntime().api.call(registerNewCustomer, { body: trimmed as Record<RegisterField, string> });
      setDone(true);
    } catch (error) {
      fail(error, t('errors.registrationFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{th('register.heading')}</h1>
      {done ? (
        <Alert kind="success">{th('register.done')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          {errors.form ? <Alert kind="error">{errors.form}</Alert> : null}
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={th(field.label)}
              type={field.type}
              value={values[field.name]}
              onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              error={missing(field.name) ?? errors.fields[field.name]}
              autoComplete={field.autoComplete}
              required
            />
          ))}
          <div className="actions">
            <span />
            <button type="submit" className="button" disabled={busy}>
              {th('register.submit')}
            </button>
          </div>
        </form>
      )}
      <div className="links">
        <Link to="/login">{th('login.backToLogin')}</Link>
      </div>
    </>
  );
}
