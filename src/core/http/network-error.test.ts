import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { isNetworkError } from './network-error.ts';
import { answer, networkFailure } from './testing/fake-transport.ts';

const config = { headers: {} } as InternalAxiosRequestConfig;

describe('isNetworkError', () => {
  it('is true for a call that got no answer (ERR_NETWORK)', async () => {
    const error = await networkFailure(config).catch((reason: unknown) => reason);
    expect(isNetworkError(error)).toBe(true);
  });

  it('is false for an answer with an error status', async () => {
    const error = await answer(config, 503, {}).catch((reason: unknown) => reason);
    expect(isNetworkError(error)).toBe(false);
  });

  it('is false for a cancelled call and for errors that are not from axios', () => {
    expect(isNetworkError(new AxiosError('canceled', AxiosError.ERR_CANCELED, config))).toBe(false);
    expect(isNetworkError(new Error('Network Error'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
