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
