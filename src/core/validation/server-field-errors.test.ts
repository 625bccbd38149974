import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client/api-error.ts';
import { FormValidator } from './form-validator.ts';
import { holdServerFieldErrors, serverFieldErrors } from './server-field-errors.ts';

const refusal = new ApiError('/Contact/Send', 400, {
  title: 'Bad request',
  errors: { '': ['Try again later'], email: ['Unknown address'], fileIds: ['File expired'], name: [] },
});

describe('serverFieldErrors', () => {
  it('given a validation answer, it answers the messages per field, without the form-level ones', () => {
    expect(serverFieldErrors(refusal)).toEqual({ email: ['Unknown address'], fileIds: ['File expired'] });
  });

  it('given keys set aside, it leaves them out for the caller to show', () => {
    expect(serverFieldErrors(refusal, { aside: ['fileIds'] })).toEqual({ email: ['Unknown address'] });
  });

  it('given a failure without an answer, it answers null', () => {
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('holdServerFieldErrors', () => {
  const form = () =>
    new FormValidator<'email'>({ fields: { email: [] }, values: { email: 'a@example.com' } });

  it('puts the field messages under their fields, keeps what was typed, and leaves the form submittable once fixed', () => {
    const validator = form();
    holdServerFieldErrors(validator, refusal, { aside: ['fileIds'] });
    expect(validator.state.serverErrors).toEqual({ email: ['Unknown address'] });
    expect(validator.state.values.email).toBe('a@example.com');
    validator.setValue('email', 'b@example.com');
    expect(validator.validateAll()).toBe(true);
  });

  it('given a failure without an answer, it leaves the form as it was', () => {
    const validator = form();
    validator.setServerErrors({ errors: { email: ['Taken'] } });
    holdServerFieldErrors(validator, new TypeError('Failed to fetch'));
    expect(validator.state.serverErrors).toEqual({ email: ['Taken'] });
  });
});
