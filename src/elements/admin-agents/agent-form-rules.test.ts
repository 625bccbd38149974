import { describe, expect, it } from 'vitest';
import { FormValidator } from '../../core/validation/form-validator.ts';
import { AGENT_FORM_RULES, type AgentField, agentFormValues, toAgentInput } from './agent-form-rules.ts';

const formWith = (values: Partial<Record<AgentField, string>>) => {
  const form = new FormValidator<AgentField>({ fields: AGENT_FORM_RULES, values });
  form.validateAll();
  return form.state.messages;
};

describe('agent form rules', () => {
  it('given no e-mail address, accepts the agent (the address is optional)', () => {
    expect(formWith({ displayName: 'Baltic Board Agency', emailAddress: '' })).toEqual({
      displayName: [],
      emailAddress: [],
    });
  });

  it('given a bad e-mail address, a missing or a too long name, names the rule', () => {
    expect(formWith({ displayName: '', emailAddress: 'agency@' })).toEqual({
      displayName: [{ key: 'validations.required' }],
      emailAddress: [{ key: 'validations.email' }],
    });
    expect(formWith({ displayName: 'x'.repeat(101) }).displayName).toEqual([
      { key: 'validations.maxLength', params: { max: 100 } },
    ]);
  });

  it('sends trimmed values and null for an empty e-mail address', () => {
    expect(toAgentInput({ displayName: '  Baltic  ', emailAddress: '   ' })).toEqual({
      displayName: 'Baltic',
      emailAddress: null,
    });
    expect(toAgentInput({ displayName: 'Baltic', emailAddress: ' b@example.com ' }).emailAddress).toBe(
      'b@example.com',
    );
  });

  it('starts an edit from the agent, a new agent from empty fields', () => {
    expect(
      agentFormValues({ id: 1, displayName: 'Baltic', emailAddress: null, clientCount: 0, loginCount: 0 }),
    ).toEqual({ displayName: 'Baltic', emailAddress: '' });
    expect(agentFormValues(null)).toEqual({ displayName: '', emailAddress: '' });
  });
});
