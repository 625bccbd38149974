import { describe, expect, it } from 'vitest';
import { FormValidator } from '../../core/validation/form-validator.ts';
import {
  CREATE_LOGIN_RULES,
  type CreateLoginField,
  EDIT_LOGIN_RULES,
  editLoginValues,
  NO_LANGUAGE,
  newLoginValues,
  toCreateLoginInput,
  toUpdateLoginInput,
} from './login-form.ts';

const createForm = (values: Partial<Record<CreateLoginField, unknown>>) =>
  new FormValidator<CreateLoginField>({ fields: CREATE_LOGIN_RULES, values, mode: 'lazy' });

describe('the new-login form', () => {
  it('starts as a customer login of the given client, without a language', () => {
    expect(newLoginValues(1003)).toMatchObject({
      accountType: 'customer',
      clientId: '1003',
      languageId: NO_LANGUAGE,
    });
    expect(newLoginValues(undefined, 'agent')).toMatchObject({ accountType: 'agent', clientId: '' });
  });

  it('needs the client of a customer login and the agent of an agent login, not the other', () => {
    const base = { emailAddress: 'a@example.com', displayName: 'A' };
    const customer = createForm({ ...base, accountType: 'customer' });
    expect(customer.validateAll()).toBe(false);
    expect(customer.state.messages.clientId).toEqual([{ key: 'validations.required' }]);
    expect(customer.state.messages.agentId).toEqual([]);
    const agent = createForm({ ...base, accountType: 'agent', agentId: '1' });
    expect(agent.validateAll()).toBe(true);
  });

  it('checks the e-mail address and the contract length of the name', () => {
    const form = createForm({
      emailAddress: 'nope',
      displayName: 'x'.repeat(101),
      accountType: 'customer',
      clientId: '1',
    });
    expect(form.validateAll()).toBe(false);
    expect(form.state.messages.emailAddress).toEqual([{ key: 'validations.email' }]);
    expect(form.state.messages.displayName).toEqual([{ key: 'validations.maxLength', params: { max: 100 } }]);
  });

  it('sends only the chosen kind’s client or agent, ids as numbers, no language as null', () => {
    expect(
      toCreateLoginInput({
        emailAddress: ' a@example.com ',
        displayName: ' Ann ',
        accountType: 'agent',
        clientId: '1001',
        agentId: '7',
        languageId: NO_LANGUAGE,
      }),
    ).toEqual({
      emailAddress: 'a@example.com',
      displayName: 'Ann',
      accountType: 'agent',
      clientId: null,
      agentId: 7,
      languageId: null,
    });
  });
});

describe('the edit-login form', () => {
  const row = {
    id: 42,
    emailAddress: 'b@example.com',
    displayName: 'Bea',
    accountType: 'customer' as const,
    clientId: 1001,
    agentId: null,
    companyName: 'Van Dijk',
    status: 'Active' as const,
    isTotpEnabled: false,
    lastLoginAt: null,
    languageId: 3,
    registeredCompanyName: null,
    registeredCustomerNumber: null,
  };

  it('starts from the login and sends its changes with its id', () => {
    const values = editLoginValues(row);
    expect(values).toEqual({ emailAddress: 'b@example.com', displayName: 'Bea', languageId: '3' });
    const form = new FormValidator({ fields: EDIT_LOGIN_RULES, values });
    expect(form.validateAll()).toBe(true);
    expect(toUpdateLoginInput(row.id, { ...values, languageId: NO_LANGUAGE })).toEqual({
      accountId: 42,
      emailAddress: 'b@example.com',
      displayName: 'Bea',
      languageId: null,
    });
    expect(editLoginValues({ ...row, languageId: null }).languageId).toBe(NO_LANGUAGE);
  });
});
