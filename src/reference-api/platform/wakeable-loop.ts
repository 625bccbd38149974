/**
 * The loop of a worker that sends queued work (the mail sender, the webhook sender): `pass` sends
 * everything due; it runs when woken (work was just queued) and every `pollMs` (retries come due,
 * other instances queue work). One pass at a time: a wake during a pass runs another right after it.
 */
export class WakeableLoop {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopping = false;
  readonly #pass: () => Promise<void>;
  readonly #pollMs: number;

  constructor(pass: () => Promise<void>, pollMs: number) {
    this.#pass = pass;
    this.#pollMs = pollMs;
  }

  /** Whether `stop` was called: a pass ends after the item in hand. */
  get stopping(): boolean {
    return this.#stopping;
  }

  /** Starts polling, and runs a pass now. */
  start(): void {
    this.#timer = setInterval(() => this.wake(), this.#pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Runs a pass now if idle, else right after the current one. */
  wake(): void {
    if (this.#stopping) return;
    this.#again = true;
    if (this.#running) return;
    this.#running = (async () => {
      while (this.#again && !this.#stopping) {
        this.#again = false;
        await this.#pass();
      }
    })().finally(() => {
      this.#running = null;
      // Woken after the last look but before this point: look again.
      if (this.#again && !this.#stopping) this.wake();
    });
  }

  /** Resolves once no pass is running (tests, after a wake or a step of their clock). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops polling and lets the pass in flight finish its item. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    await this.idle();
  }
}
