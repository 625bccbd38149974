import { describe, expect, it } from 'vitest';
import { formErrorMessage, formLevelErrors } from './form-error-message.ts';

describe('formErrorMessage', () => {
  it('joins the entries under the empty key with " - "', () => {
    const body = {
      title: 'Bad request',
      errors: { '': ['Account is disabled', 'Contact support'], email: ['x'] },
    };
    expect(formErrorMessage(body)).toEqual({ text: 'Account is disabled - Contact support' });
  });

  it('given only field errors, it gives the generic form error key', () => {
    expect(formErrorMessage({ title: 'Bad request', errors: { email: ['Unknown address'] } })).toEqual({
      key: 'common.errorFormGeneric',
    });
  });

  it('given no errors, it gives the answer title', () => {
    expect(formErrorMessage({ title: 'Too many requests', errors: {} })).toEqual({
      text: 'Too many requests',
    });
  });

  it('given nothing usable, it gives Unknown error', () => {
    expect(formErrorMessage(undefined)).toEqual({ key: 'errors.unknown' });
    expect(formErrorMessage({ errors: { '': [], email: [] } })).toEqual({ key: 'errors.unknown' });
  });
});

describe('formLevelErrors', () => {
  it('is null without form-level entries', () => {
    expect(formLevelErrors({ errors: { email: ['x'] } })).toBeNull();
  });
});
