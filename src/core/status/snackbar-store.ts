export type SnackbarColour = 'default' | 'success' | 'info' | 'warning' | 'error';

export interface SnackbarState {
  visible: boolean;
  message: string;
  colour: SnackbarColour;
  /** Milliseconds until it hides itself; 0 or less keeps it until closed. */
  timeout: number;
  /** Grows with every show, so the same message shown twice is still a new snackbar. */
  id: number;
}

/** The portal's snackbar timeout (docs/screens/shell.md#snackbar). */
export const SNACKBAR_TIMEOUT_MS = 2000;

/** The page's one snackbar (docs/screens/shell.md#snackbar): show sets message and colour, close hides it. */
export class SnackbarStore {
  #state: SnackbarState = {
    visible: false,
    message: '',
    colour: 'default',
    timeout: SNACKBAR_TIMEOUT_MS,
    id: 0,
  };
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #listeners = new Set<(state: SnackbarState) => void>();

  /** The current state; a new object after every change. */
  get(): SnackbarState {
    return this.#state;
  }

  /** Shows `message`; it hides itself after `timeout` ms (default 2000). */
  show(message: string, colour: SnackbarColour = 'default', timeout = SNACKBAR_TIMEOUT_MS): void {
    clearTimeout(this.#timer);
    this.#set({ visible: true, message, colour, timeout, id: this.#state.id + 1 });
    if (timeout > 0) this.#timer = setTimeout(() => this.close(), timeout);
  }

  /** Hides the snackbar, keeping its text for the closing animation. */
  close(): void {
    clearTimeout(this.#timer);
    if (this.#state.visible) this.#set({ ...this.#state, visible: false });
  }

  /** Calls `listener` with the new state after every change. Returns an unsubscribe. */
  subscribe(listener: (state: SnackbarState) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #set(state: SnackbarState): void {
    this.#state = state;
    for (const listener of [...this.#listeners]) listener(state);
  }
}
