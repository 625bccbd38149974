/** The states of an operation behind a card or form (spec §4). */
export type OperationStatusValue = 'idle' | 'loading' | 'loaded' | 'processing' | 'success' | 'error';

export interface OperationState {
  status: OperationStatusValue;
  /** The message of the last setError / setSuccess, or null. */
  message: string | null;
}

/**
 * A tiny state machine for loading and submitting: start/stop loading → loading/loaded, start/stop
 * processing → processing/success, setError/setSuccess store their message (or clear it).
 * Subscribable; the state object changes identity on every change.
 */
export class OperationStatus {
  #state: OperationState;
  readonly #listeners = new Set<(state: OperationState) => void>();

  constructor(initial: OperationStatusValue = 'idle') {
    this.#state = { status: initial, message: null };
  }

  /** The current state. */
  get(): OperationState {
    return this.#state;
  }

  startLoading(): void {
    this.#set('loading', null);
  }

  stopLoading(): void {
    this.#set('loaded', null);
  }

  startProcessing(): void {
    this.#set('processing', null);
  }

  stopProcessing(): void {
    this.#set('success', null);
  }

  /** Goes to error with `message`, or with no message when none is given. */
  setError(message?: string | null): void {
    this.#set('error', message ?? null);
  }

  /** Goes to success with `message`, or with no message when none is given. */
  setSuccess(message?: string | null): void {
    this.#set('success', message ?? null);
  }

  /** Back to idle without message. */
  reset(): void {
    this.#set('idle', null);
  }

  /** Calls `listener` with the new state after every change. Returns an unsubscribe. */
  subscribe(listener: (state: OperationState) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #set(status: OperationStatusValue, message: string | null): void {
    if (this.#state.status === status && this.#state.message === message) return;
    this.#state = { status, message };
    for (const listener of [...this.#listeners]) listener(this.#state);
  }
}
