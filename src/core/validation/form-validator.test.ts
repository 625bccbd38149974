import { describe, expect, it, vi } from 'vitest';
import { FormValidator } from './form-validator.ts';
import { email, minLength, required, sameAs } from './rules.ts';

const passwordFields = {
  password: [required, minLength(8)],
  confirmPassword: [required, sameAs('password', 'Password')],
};

describe('FormValidator', () => {
  it('in input mode, it shows a field message as soon as the value changes', () => {
    const form = new FormValidator({ fields: { email: [required, email] } });
    expect(form.state.messages.email).toEqual([]);
    form.setValue('email', 'jan@');
    expect(form.state.messages.email).toEqual([{ key: 'validations.email' }]);
    form.setValue('email', 'jan@example.nl');
    expect(form.state.messages.email).toEqual([]);
  });

  it('shows at most maxErrors messages per field (default 1)', () => {
    const fields = { password: [required, minLength(8)] };
    const one = new FormValidator({ fields, values: { password: '' } });
    one.validateAll();
    expect(one.state.messages.password).toHaveLength(1);
    const two = new FormValidator({ fields: { password: [minLength(8), sameAs('other')] }, maxErrors: 2 });
    two.setValue('password', 'short');
    expect(two.state.messages.password.map((m) => m.key)).toEqual([
      'validations.minLength',
      'validations.sameAs',
    ]);
  });

  it('in blur mode, it shows messages when the field loses focus, then follows changes', () => {
    const form = new FormValidator({ fields: { email: [email] }, mode: 'blur' });
    form.setValue('email', 'jan');
    expect(form.state.messages.email).toEqual([]);
    form.blur('email');
    expect(form.state.messages.email).toEqual([{ key: 'validations.email' }]);
    form.setValue('email', 'jan@example.nl');
    expect(form.state.messages.email).toEqual([]);
  });

  it('in lazy mode, it shows nothing until submit', () => {
    const form = new FormValidator({ fields: { email: [email] }, mode: 'lazy' });
    form.setValue('email', 'jan');
    form.blur('email');
    expect(form.state.messages.email).toEqual([]);
    expect(form.validateAll()).toBe(false);
    expect(form.state.messages.email).toEqual([{ key: 'validations.email' }]);
  });

  it('in eager mode, it shows messages from the start', () => {
    const form = new FormValidator({ fields: { email: [required] }, mode: 'eager' });
    expect(form.state.messages.email).toEqual([{ key: 'validations.required' }]);
  });

  it('validates one field on request, counting its server errors', () => {
    const form = new FormValidator({ fields: { email: [email], name: [required] }, mode: 'lazy' });
    form.setValue('email', 'jan@example.nl');
    expect(form.validateField('email')).toBe(true);
    expect(form.state.messages.name).toEqual([]);
    form.setServerErrors({ errors: { email: ['Unknown address'] } });
    expect(form.validateField('email')).toBe(false);
  });

  it('on submit, it is valid only when every field is valid', () => {
    const form = new FormValidator({ fields: passwordFields, mode: 'lazy' });
    form.setValue('password', 'Secret-123');
    form.setValue('confirmPassword', 'Secret-124');
    expect(form.validateAll()).toBe(false);
    expect(form.state.messages.confirmPassword).toEqual([
      { key: 'validations.sameAs', params: { field: 'Password' } },
    ]);
    form.setValue('confirmPassword', 'Secret-123');
    expect(form.validateAll()).toBe(true);
  });

  it('re-checks a shown field when the field it compares with changes', () => {
    const form = new FormValidator({ fields: passwordFields });
    form.setValue('password', 'Secret-123');
    form.setValue('confirmPassword', 'Secret-123');
    form.setValue('password', 'Secret-999');
    expect(form.state.messages.confirmPassword).toEqual([
      { key: 'validations.sameAs', params: { field: 'Password' } },
    ]);
  });

  it('holds server errors per field (keys matched ignoring case) and is invalid while they exist', () => {
    const form = new FormValidator({
      fields: { emailAddress: [email] },
      values: { emailAddress: 'jan@example.nl' },
    });
    form.setServerErrors({
      errors: { EmailAddress: ['Address already registered'], '': ['Registration failed'] },
    });
    expect(form.serverErrorsOf('emailAddress')).toEqual(['Address already registered']);
    expect(form.state.formError).toBe('Registration failed');
    expect(form.validateAll()).toBe(false);
    form.clearServerErrors('');
    expect(form.state.formError).toBeNull();
    expect(form.validateAll()).toBe(false);
  });

  it('clears a field server error when the user changes that field, and all on request', () => {
    const form = new FormValidator({
      fields: { email: [email], name: [] },
      values: { email: 'jan@example.nl' },
    });
    form.setServerErrors({ errors: { email: ['Unknown'], name: ['Too long'] } });
    form.setValue('email', 'piet@example.nl');
    expect(form.serverErrorsOf('email')).toEqual([]);
    expect(form.serverErrorsOf('name')).toEqual(['Too long']);
    form.clearServerErrors();
    expect(form.validateAll()).toBe(true);
  });

  it('joins several form-level server messages with " - "', () => {
    const form = new FormValidator({ fields: {} });
    form.setServerErrors({ errors: { '': ['Account is disabled', 'Contact support'] } });
    expect(form.state.formError).toBe('Account is disabled - Contact support');
  });

  it('tells subscribers with a new state object and forgets everything on reset', () => {
    const form = new FormValidator({ fields: { email: [required] } });
    const listener = vi.fn();
    form.subscribe(listener);
    const before = form.state;
    form.setValue('email', '');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(form.state).not.toBe(before);
    form.reset({ email: 'x@example.nl' });
    expect(form.state.messages.email).toEqual([]);
    expect(form.state.values.email).toBe('x@example.nl');
    expect(before.messages.email).toEqual([]);
  });
});
