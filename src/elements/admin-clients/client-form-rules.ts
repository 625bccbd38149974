import type { ClientInput, ClientRow } from '../../core/api/contract/admin-clients.ts';
import { capitals, maxLength, pattern, required, strictLength } from '../../core/validation/rules.ts';
import type { FormValues, Rule } from '../../core/validation/validation-message.ts';

/** The fields of the client form. */
export type ClientField =
  | 'displayName'
  | 'customerNumber'
  | 'countryCode'
  | 'city'
  | 'addressLine'
  | 'postalCode';

/** Letters, digits and dashes, as the contract's ClientInput allows in a customer number. */
export const CUSTOMER_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

/** The client form's rules, as the contract's ClientInput states them. */
export const CLIENT_FORM_RULES: Record<ClientField, readonly Rule[]> = {
  displayName: [required, maxLength(200)],
  customerNumber: [required, pattern(CUSTOMER_NUMBER_PATTERN), maxLength(50)],
  // ISO 3166-1 alpha-2 in capitals, e.g. NL.
  countryCode: [required, capitals, strictLength(2)],
  city: [maxLength(100)],
  addressLine: [maxLength(200)],
  postalCode: [maxLength(20)],
};

/** The form's starting values: the client being edited, or empty for a new one. */
export function clientFormValues(client: ClientRow | null): Record<ClientField, string> {
  return {
    displayName: client?.displayName ?? '',
    customerNumber: client?.customerNumber ?? '',
    countryCode: client?.countryCode ?? '',
    city: client?.city ?? '',
    addressLine: client?.addressLine ?? '',
    postalCode: client?.postalCode ?? '',
  };
}

const trimmed = (value: unknown) => String(value ?? '').trim();
const optional = (value: unknown) => trimmed(value) || null;

/** The form's values as the contract's ClientInput (trimmed; empty optional fields are null). */
export function toClientInput(values: FormValues): ClientInput {
  return {
    displayName: trimmed(values.displayName),
    customerNumber: trimmed(values.customerNumber),
    countryCode: trimmed(values.countryCode),
    city: optional(values.city),
    addressLine: optional(values.addressLine),
    postalCode: optional(values.postalCode),
  };
}
