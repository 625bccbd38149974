import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerNewCustomer } from '../../../core/api/browser-contract/authentication.ts';
import { CUSTOMER_NUMBER_PATTERN } from '../../../core/api/browser-contract/contact.ts';
import { email, maxLength, pattern, required } from '../../../core/validation/rules.ts';
import { TextField, useFormValidator } from '../../../ui/index.ts';
import { Alert } from '../../components/Alert.tsx';
import { useFormErrors } from '../../components/use-form-errors.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { type HostKey, useHostTranslation } from '../../runtime/use-host-translation.ts';

/** A customer number as the portal writes it, in the help text and the format message. */
const CUSTOMER_NUMBER_EXAMPLE = 'C-1001';

type RegisterField = 'companyName' | 'customerNumber' | 'firstName' | 'lastName' | 'emailAddress';

const FIELDS: readonly {
  name: RegisterField;
  label: HostKey;
  type: 'text' | 'email';
  autocomplete: string;
  /** Shown under the field: the format a value must have. */
  help?: HostKey;
}[] = [
  { name: 'companyName', label: 'fields.companyName', type: 'text', autocomplete: 'organization' },
  {
    name: 'customerNumber',
    label: 'fields.customerNumber',
    type: 'text',
    autocomplete: 'off',
    help: 'fields.customerNumberHelp',
  },
  { name: 'firstName', label: 'fields.firstName', type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: 'fields.lastName', type: 'text', autocomplete: 'family-name' },
  { name: 'emailAddress', label: 'fields.email', type: 'email', autocomplete: 'email' },
];

// The contract's limits (authentication.ts RegisterNewCustomerBody), so the server rarely has to refuse.
const RULES = {
  companyName: [required, maxLength(200)],
  customerNumber: [required, pattern(CUSTOMER_NUMBER_PATTERN, CUSTOMER_NUMBER_EXAMPLE), maxLength(50)],
  firstName: [required, maxLength(100)],
  lastName: [required, maxLength(100)],
  emailAddress: [required, email, maxLength(254)],
};

/** Register a new customer: a request that staff approve before the activation link is mailed (docs/screens/sign-in.md#registration). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const { errors, clear, busy, send } = useFormErrors();
  const form = useFormValidator<RegisterField>(RULES, { mode: 'blur' });
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!form.validator.validateAll()) return;
    const value = (name: RegisterField) => String(form.state.values[name]).trim();
    const body = {
      companyName: value('companyName'),
      customerNumber: value('customerNumber'),
      firstName: value('firstName'),
      lastName: value('lastName'),
      emailAddress: value('emailAddress'),
    };
    const sent = await send(
      () => hostRuntime().api.call(registerNewCustomer, { body }),
      t('errors.registrationFailed'),
      form.validator,
    );
    if (sent) setDone(true);
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
              form={form}
              name={field.name}
              label={th(field.label)}
              helpText={field.help && th(field.help, { example: CUSTOMER_NUMBER_EXAMPLE })}
              type={field.type}
              autocomplete={field.autocomplete}
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
