import type { ApiKeyInput, ApiKeyScope } from '../../core/api/browser-contract/admin-api-keys.ts';
import { atLeastOne, maxLength, required } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The fields of the new-key form. */
export type ApiKeyField = 'name' | 'scopes';

/** The scopes a key may have, in the order the form offers them (docs/integration.md#keys). */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['import', 'tracking'];

/** The form's rules, as the contract's ApiKeyInput says: a name of 1–100 characters, at least one scope. */
export const API_KEY_FORM_RULES: Record<ApiKeyField, readonly Rule[]> = {
  name: [required, maxLength(100)],
  scopes: [atLeastOne],
};

/** A new key starts with the import scope: what an ERP's feed needs. */
export const newApiKeyValues = (): Record<ApiKeyField, unknown> => ({ name: '', scopes: ['import'] });

/** The call's body from the form's (validated) values, the scopes in the form's order. */
export function toApiKeyInput(values: Readonly<Record<ApiKeyField, unknown>>): ApiKeyInput {
  const chosen = Array.isArray(values.scopes) ? values.scopes : [];
  return {
    name: String(values.name ?? '').trim(),
    scopes: API_KEY_SCOPES.filter((scope) => chosen.includes(scope)),
  };
}
