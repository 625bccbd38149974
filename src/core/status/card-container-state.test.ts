import { describe, expect, it } from 'vitest';
import { CARD_DEFAULTS, cardContainerState, cardElevation } from './card-container-state.ts';

describe('cardContainerState', () => {
  it('is disabled and loading while loading or processing', () => {
    for (const status of ['loading', 'processing'] as const) {
      expect(cardContainerState({ status, message: null })).toEqual({
        disabled: true,
        loading: true,
        errorAlert: null,
        successAlert: null,
      });
    }
  });

  it('is enabled without alerts when idle or loaded', () => {
    expect(cardContainerState({ status: 'loaded', message: null })).toEqual({
      disabled: false,
      loading: false,
      errorAlert: null,
      successAlert: null,
    });
  });

  it('shows the error message in error and the success message in success', () => {
    expect(cardContainerState({ status: 'error', message: 'Login failed' }).errorAlert).toBe('Login failed');
    expect(cardContainerState({ status: 'success', message: 'Saved' }).successAlert).toBe('Saved');
    expect(cardContainerState({ status: 'success', message: 'Saved' }).errorAlert).toBeNull();
  });

  it('can switch either alert off', () => {
    expect(cardContainerState({ status: 'error', message: 'x' }, { showError: false }).errorAlert).toBeNull();
    expect(
      cardContainerState({ status: 'success', message: 'x' }, { showSuccess: false }).successAlert,
    ).toBeNull();
  });
});

describe('card defaults', () => {
  it('label Submit and Cancel through the card keys, elevation 6 when elevated else 0', () => {
    expect(CARD_DEFAULTS).toMatchObject({ submitLabelKey: 'card.submit', cancelLabelKey: 'card.cancel' });
    expect(cardElevation(true)).toBe(6);
    expect(cardElevation(false)).toBe(0);
  });
});
