import type {
  AccountKind,
  CreateLoginInput,
  LoginRow,
  UpdateLoginInput,
} from '../../core/api/contract/admin-logins.ts';
import { email, maxLength, required, requiredIf } from '../../core/validation/rules.ts';
import type { FormValues, Rule } from '../../core/validation/validation-message.ts';

/** Fields of the new-login form (select values are the ids as text). */
export type CreateLoginField =
  | 'emailAddress'
  | 'displayName'
  | 'accountType'
  | 'clientId'
  | 'agentId'
  | 'languageId';

/** Fields of the edit-login form. */
export type EditLoginField = 'emailAddress' | 'displayName' | 'languageId';

/** The language choice for "no preference" (a select option needs a non-empty value). */
export const NO_LANGUAGE = 'none';

// The contract's limits (admin.ts CreateLoginInput / UpdateLoginInput).
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

const emailRules: readonly Rule[] = [required, email, maxLength(EMAIL_MAX_LENGTH)];
const nameRules: readonly Rule[] = [required, maxLength(NAME_MAX_LENGTH)];
const kindIs = (kind: AccountKind) => (values: FormValues) => values.accountType === kind;

/** Rules of the new-login form: a customer login needs its client, an agent login its agent. */
export const CREATE_LOGIN_RULES: Record<CreateLoginField, readonly Rule[]> = {
  emailAddress: emailRules,
  displayName: nameRules,
  accountType: [required],
  clientId: [requiredIf(kindIs('customer'))],
  agentId: [requiredIf(kindIs('agent'))],
  languageId: [],
};

/** Rules of the edit-login form. */
export const EDIT_LOGIN_RULES: Record<EditLoginField, readonly Rule[]> = {
  emailAddress: emailRules,
  displayName: nameRules,
  languageId: [],
};

/** The starting values of the new-login form: of `kind` (default customer), of `clientId` when given. */
export function newLoginValues(
  clientId: number | undefined,
  kind: AccountKind = 'customer',
): Partial<Record<CreateLoginField, unknown>> {
  return {
    emailAddress: '',
    displayName: '',
    accountType: kind,
    clientId: clientId === undefined ? '' : String(clientId),
    agentId: '',
    languageId: NO_LANGUAGE,
  };
}

/** The edit form's values of a login. */
export function editLoginValues(row: LoginRow): Record<EditLoginField, unknown> {
  return {
    emailAddress: row.emailAddress,
    displayName: row.displayName,
    languageId: row.languageId === null ? NO_LANGUAGE : String(row.languageId),
  };
}

const text = (value: unknown) => String(value ?? '').trim();
const idOrNull = (value: unknown) => {
  const id = Number(text(value));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The CreateLogin body of validated form values; only the chosen kind's client or agent is sent. */
export function toCreateLoginInput(values: Readonly<Record<CreateLoginField, unknown>>): CreateLoginInput {
  const accountType: AccountKind = values.accountType === 'agent' ? 'agent' : 'customer';
  return {
    emailAddress: text(values.emailAddress),
    displayName: text(values.displayName),
    accountType,
    clientId: accountType === 'customer' ? idOrNull(values.clientId) : null,
    agentId: accountType === 'agent' ? idOrNull(values.agentId) : null,
    languageId: idOrNull(values.languageId),
  };
}

/** The UpdateLogin body of validated form values for the login `accountId`. */
export function toUpdateLoginInput(
  accountId: number,
  values: Readonly<Record<EditLoginField, unknown>>,
): UpdateLoginInput {
  return {
    accountId,
    emailAddress: text(values.emailAddress),
    displayName: text(values.displayName),
    languageId: idOrNull(values.languageId),
  };
}
