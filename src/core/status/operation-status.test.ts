import { describe, expect, it, vi } from 'vitest';
import { OperationStatus } from './operation-status.ts';

describe('OperationStatus', () => {
  it('starts idle without message', () => {
    expect(new OperationStatus().get()).toEqual({ status: 'idle', message: null });
  });

  it('start loading gives loading, stop loading gives loaded', () => {
    const operation = new OperationStatus();
    operation.startLoading();
    expect(operation.get().status).toBe('loading');
    operation.stopLoading();
    expect(operation.get().status).toBe('loaded');
  });

  it('start processing gives processing, stop processing gives success', () => {
    const operation = new OperationStatus();
    operation.startProcessing();
    expect(operation.get().status).toBe('processing');
    operation.stopProcessing();
    expect(operation.get()).toEqual({ status: 'success', message: null });
  });

  it('setting an error stores the message, or clears it when none is given', () => {
    const operation = new OperationStatus();
    operation.setError('Loading failed');
    expect(operation.get()).toEqual({ status: 'error', message: 'Loading failed' });
    operation.setError();
    expect(operation.get()).toEqual({ status: 'error', message: null });
  });

  it('setting a success stores the message, or clears it when none is given', () => {
    const operation = new OperationStatus();
    operation.setSuccess('Saved');
    expect(operation.get()).toEqual({ status: 'success', message: 'Saved' });
    operation.setSuccess();
    expect(operation.get()).toEqual({ status: 'success', message: null });
  });

  it('a new operation clears the previous message', () => {
    const operation = new OperationStatus();
    operation.setError('Login failed');
    operation.startProcessing();
    expect(operation.get()).toEqual({ status: 'processing', message: null });
  });

  it('tells subscribers about changes only', () => {
    const operation = new OperationStatus();
    const listener = vi.fn();
    const unsubscribe = operation.subscribe(listener);
    operation.startLoading();
    operation.startLoading();
    expect(listener).toHaveBeenCalledExactlyOnceWith({ status: 'loading', message: null });
    unsubscribe();
    operation.stopLoading();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
