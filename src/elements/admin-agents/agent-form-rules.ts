import type { AgentInput, AgentRow } from '../../core/api/contract/admin-agents.ts';
import { email, isEmpty, maxLength, required, validateIf } from '../../core/validation/rules.ts';
import type { FormValues, Rule } from '../../core/validation/validation-message.ts';

/** The fields of the agent form. */
export type AgentField = 'displayName' | 'emailAddress';

/** Longest display name the contract's AgentInput accepts. */
export const AGENT_NAME_MAX_LENGTH = 100;

/** The agent form's rules, as the contract's AgentInput states them; the e-mail address is optional. */
export const AGENT_FORM_RULES: Record<AgentField, readonly Rule[]> = {
  displayName: [required, maxLength(AGENT_NAME_MAX_LENGTH)],
  emailAddress: [validateIf((values) => !isEmpty(values.emailAddress), email), maxLength(254)],
};

/** The form's starting values: the agent being edited, or empty for a new one. */
export function agentFormValues(agent: AgentRow | null): Record<AgentField, string> {
  return { displayName: agent?.displayName ?? '', emailAddress: agent?.emailAddress ?? '' };
}

/** The form's values as the contract's AgentInput (trimmed; an empty e-mail address is null). */
export function toAgentInput(values: FormValues): AgentInput {
  const emailAddress = String(values.emailAddress ?? '').trim();
  return { displayName: String(values.displayName ?? '').trim(), emailAddress: emailAddress || null };
}
