/** A small deterministic PRNG (mulberry32) with the helpers the trade seed needs. */
export class SeedRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }
}

const DAY_MS = 86_400_000;

/** The UTC calendar day `days` after `base`, as `YYYY-MM-DD`. */
export function isoDay(base: Date, days: number): string {
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate()) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** `yymm` of an ISO day, e.g. `2611` for 2026-11-22 (used in load and call-off numbers). */
export function yymm(day: string): string {
  return day.slice(2, 4) + day.slice(5, 7);
}

/** A number padded with zeros to `width` digits. */
export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
