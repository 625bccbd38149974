import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarStore } from './snackbar-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('SnackbarStore', () => {
  it('starts hidden', () => {
    expect(new SnackbarStore().get().visible).toBe(false);
  });

  it('show sets message and colour (default "default", 2000 ms) and makes it visible', () => {
    const snackbar = new SnackbarStore();
    snackbar.show('Saved');
    expect(snackbar.get()).toMatchObject({
      visible: true,
      message: 'Saved',
      colour: 'default',
      timeout: 2000,
    });
    snackbar.show('Loading failed', 'error', 5000);
    expect(snackbar.get()).toMatchObject({
      visible: true,
      message: 'Loading failed',
      colour: 'error',
      timeout: 5000,
    });
  });

  it('close hides it', () => {
    const snackbar = new SnackbarStore();
    snackbar.show('Saved');
    snackbar.close();
    expect(snackbar.get()).toMatchObject({ visible: false, message: 'Saved' });
  });

  it('hides itself after the timeout, counted from the latest show', () => {
    vi.useFakeTimers();
    const snackbar = new SnackbarStore();
    snackbar.show('One');
    vi.advanceTimersByTime(1500);
    snackbar.show('Two');
    vi.advanceTimersByTime(1500);
    expect(snackbar.get()).toMatchObject({ visible: true, message: 'Two' });
    vi.advanceTimersByTime(500);
    expect(snackbar.get().visible).toBe(false);
  });

  it('with a timeout of 0, it stays until closed', () => {
    vi.useFakeTimers();
    const snackbar = new SnackbarStore();
    snackbar.show('Stay', 'warning', 0);
    vi.advanceTimersByTime(60_000);
    expect(snackbar.get().visible).toBe(true);
  });

  it('gives the same message shown twice a new id and tells subscribers', () => {
    const snackbar = new SnackbarStore();
    const listener = vi.fn();
    snackbar.subscribe(listener);
    snackbar.show('Saved');
    const firstId = snackbar.get().id;
    snackbar.show('Saved');
    expect(snackbar.get().id).toBeGreaterThan(firstId);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
