/** The time-zone arithmetic of the daily digest (docs/alerts.md#e-mail), with Intl only. */

/** The zone a login's digest falls back to when its own is no IANA name this runtime knows. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A formatter of the wall clock in `timeZone` (cached: creating one costs more than using it). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at instant `ms`, as its fields. */
function fieldsAt(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far the wall clock in `timeZone` is ahead of UTC at instant `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const f = fieldsAt(ms, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - (ms - (ms % 1000));
}

/**
 * The instant the wall clock in `timeZone` shows this date and hour. The offset is taken twice, at
 * the guess and at the instant it gives, so a date across a change to or from summer time is right;
 * an hour the clocks skip (02:00 on the spring change) gives the instant the clocks jumped to
 * (03:00), and an hour they show twice gives one of the two.
 */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/**
 * The first instant after `after` at which the clock in `timeZone` shows `hour`:00 — when a daily
 * digest of changes recorded at `after` is due. An unknown zone counts as DEFAULT_TIME_ZONE.
 */
export function nextLocalHour(after: Date, hour: number, timeZone: string): Date {
  const zone = knownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const today = fieldsAt(after.getTime(), zone);
  // Date.UTC rolls day 32 over into the next month.
  for (let days = 0; days < 3; days++) {
    const at = instantOf(today.year, today.month, today.day + days, hour, zone);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error(`No ${hour}:00 in ${zone} within two days of ${after.toISOString()}`);
}
