import { describe, expect, it } from 'vitest';
import { FormValidator } from '../../core/validation/form-validator.ts';
import { CLIENT_FORM_RULES, type ClientField, toClientInput } from './client-form-rules.ts';

const VALID: Record<ClientField, string> = {
  displayName: 'Van Dijk Verpakkingen B.V.',
  customerNumber: 'C-1001',
  countryCode: 'NL',
  city: '',
  addressLine: '',
  postalCode: '',
};

const messagesFor = (values: Partial<Record<ClientField, string>>) => {
  const form = new FormValidator<ClientField>({ fields: CLIENT_FORM_RULES, values: { ...VALID, ...values } });
  form.validateAll();
  return form.state.messages;
};

describe('client form rules', () => {
  it('accepts a client with only the required fields', () => {
    expect(Object.values(messagesFor({})).flat()).toEqual([]);
  });

  it('wants the country code as two capital letters', () => {
    expect(messagesFor({ countryCode: 'nl' }).countryCode).toEqual([{ key: 'validations.capitals' }]);
    expect(messagesFor({ countryCode: 'NLD' }).countryCode).toEqual([
      { key: 'validations.strictLength', params: { length: 2 } },
    ]);
    expect(messagesFor({ countryCode: '' }).countryCode).toEqual([{ key: 'validations.required' }]);
  });

  it('allows letters, digits and dashes in a customer number, at most 50', () => {
    expect(messagesFor({ customerNumber: 'AB 12' }).customerNumber).toEqual([{ key: 'validations.pattern' }]);
    expect(messagesFor({ customerNumber: 'ab-12-X' }).customerNumber).toEqual([]);
    expect(messagesFor({ customerNumber: 'A'.repeat(51) }).customerNumber).toEqual([
      { key: 'validations.maxLength', params: { max: 50 } },
    ]);
  });

  it('limits the optional fields to what the contract stores', () => {
    const messages = messagesFor({
      city: 'x'.repeat(101),
      addressLine: 'x'.repeat(201),
      postalCode: 'x'.repeat(21),
    });
    expect([messages.city, messages.addressLine, messages.postalCode]).toEqual([
      [{ key: 'validations.maxLength', params: { max: 100 } }],
      [{ key: 'validations.maxLength', params: { max: 200 } }],
      [{ key: 'validations.maxLength', params: { max: 20 } }],
    ]);
  });

  it('sends trimmed values and null for empty optional fields', () => {
    expect(toClientInput({ ...VALID, displayName: ' Van Dijk ', city: ' Zwolle ' })).toEqual({
      displayName: 'Van Dijk',
      customerNumber: 'C-1001',
      countryCode: 'NL',
      city: 'Zwolle',
      addressLine: null,
      postalCode: null,
    });
  });
});
