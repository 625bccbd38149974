import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { operationState } from './operation-status.ts';

/** A mutation as the elements run it: through a MutationObserver of a client without retries. */
function mutation(call: (value: string) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return new MutationObserver<string, Error, string>(client, { mutationFn: call });
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : null);

describe('operationState', () => {
  it('given a mutation not yet run, it is idle without message', () => {
    expect(operationState(mutation(async (value) => value).getCurrentResult())).toEqual({
      status: 'idle',
      message: null,
    });
  });

  it('given a running mutation, it is processing; once it answers, success without message', async () => {
    let answer: (value: string) => void = () => undefined;
    const promise = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const observer = mutation(() => promise);
    const done = observer.mutate('x');
    expect(operationState(observer.getCurrentResult())).toEqual({ status: 'processing', message: null });
    answer('ok');
    await done;
    expect(operationState(observer.getCurrentResult())).toEqual({ status: 'success', message: null });
  });

  it('given a failed mutation, it is error with the described failure, or no message without a describer', async () => {
    const observer = mutation(async () => {
      throw new Error('Loading failed');
    });
    await observer.mutate('x').catch(() => undefined);
    expect(operationState(observer.getCurrentResult(), describeError)).toEqual({
      status: 'error',
      message: 'Loading failed',
    });
    expect(operationState(observer.getCurrentResult())).toEqual({ status: 'error', message: null });
  });

  it('given a new run after a failure, the previous message is gone', async () => {
    const observer = mutation(async (value) => {
      if (value === 'bad') throw new Error('Login failed');
      return new Promise<string>(() => undefined);
    });
    await observer.mutate('bad').catch(() => undefined);
    void observer.mutate('good');
    expect(operationState(observer.getCurrentResult(), describeError)).toEqual({
      status: 'processing',
      message: null,
    });
  });

  it('given a reset, it is idle again', async () => {
    const observer = mutation(async () => {
      throw new Error('Login failed');
    });
    await observer.mutate('x').catch(() => undefined);
    observer.reset();
    expect(operationState(observer.getCurrentResult(), describeError)).toEqual({
      status: 'idle',
      message: null,
    });
  });
});
