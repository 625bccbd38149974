import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client/api-error.ts';
import { readFormErrors } from './form-errors.ts';

const GENERIC = 'The form contains errors.';

describe('readFormErrors', () => {
  it('joins the form-level messages under the empty key with " - "', () => {
    const error = new ApiError('/Authentication/LoginWithCredentials', 401, {
      title: 'Unauthorized',
      errors: { '': ['Login failed', 'Try again'] },
    });
    expect(readFormErrors(error, 'fallback', GENERIC)).toEqual({
      form: 'Login failed - Try again',
      fields: {},
    });
  });

  it('puts field messages on their fields and shows the generic form text', () => {
    const error = new ApiError('/Authentication/RegisterNewCustomer', 400, {
      errors: { customerNumber: ['This customer number is unknown'] },
    });
    expect(readFormErrors(error, 'fallback', GENERIC)).toEqual({
      form: GENERIC,
      fields: { customerNumber: 'This customer number is unknown' },
    });
  });

  it("shows the flow's own failure text for an answer without errors or for no answer at all", () => {
    expect(readFormErrors(new ApiError('/x', 500, null), 'Registration failed.', GENERIC).form).toBe(
      'Registration failed.',
    );
    expect(readFormErrors(new TypeError('Failed to fetch'), 'Login failed.', GENERIC)).toEqual({
      form: 'Login failed.',
      fields: {},
    });
  });
});
