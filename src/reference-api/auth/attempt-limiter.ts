/**
 * Counts failed login and TOTP attempts per key (IP + e-mail address) in a sliding window.
 * Once `max` failures fall within the window, the key is refused (429) until the oldest ages
 * out — even with the right password, so guessing gains nothing. Only failures count, so a
 * user who logs in often is never slowed down.
 */
export class AttemptLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #max: number;
  readonly #windowMs: number;

  constructor(max = 10, windowMs = 15 * 60 * 1000) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#failures.get(key) ?? []).filter((t) => now - t < this.#windowMs);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  /** Whether the key may try now. */
  allows(key: string, now = Date.now()): boolean {
    return this.#recent(key, now).length < this.#max;
  }

  /** Records a failed attempt. */
  fail(key: string, now = Date.now()): void {
    this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  /** Forgets the failures of a key after a success. */
  succeed(key: string): void {
    this.#failures.delete(key);
  }
}
