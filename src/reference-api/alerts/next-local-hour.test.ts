import { describe, expect, it } from 'vitest';
import { knownTimeZone, nextLocalHour } from './next-local-hour.ts';

const next = (after: string, hour: number, zone: string) =>
  nextLocalHour(new Date(after), hour, zone).toISOString();

describe('nextLocalHour', () => {
  it('is today’s hour when it is still to come, else tomorrow’s', () => {
    // 06:30 in Amsterdam (winter, UTC+1): 07:00 today.
    expect(next('2026-01-15T05:30:00Z', 7, 'Europe/Amsterdam')).toBe('2026-01-15T06:00:00.000Z');
    // 07:00 exactly has passed once it is 07:00: the next one is tomorrow's.
    expect(next('2026-01-15T06:00:00Z', 7, 'Europe/Amsterdam')).toBe('2026-01-16T06:00:00.000Z');
    // Summer (UTC+2).
    expect(next('2026-07-15T10:00:00Z', 18, 'Europe/Amsterdam')).toBe('2026-07-15T16:00:00.000Z');
  });

  it('takes the date in the login’s zone, not in UTC', () => {
    // 23:30 UTC on 15 January is 07:30 on the 16th in Shanghai (UTC+8): the next 07:00 is the 17th's.
    expect(next('2026-01-15T23:30:00Z', 7, 'Asia/Shanghai')).toBe('2026-01-16T23:00:00.000Z');
    // 03:00 UTC is 22:00 the day before in New York: 23:00 there is 04:00 UTC.
    expect(next('2026-01-15T03:00:00Z', 23, 'America/New_York')).toBe('2026-01-15T04:00:00.000Z');
  });

  it('keeps the wall-clock hour across the changes of summer time', () => {
    // Amsterdam goes to summer time on 29 March 2026 at 02:00: 07:00 that day is 05:00 UTC, not 06:00.
    expect(next('2026-03-28T06:30:00Z', 7, 'Europe/Amsterdam')).toBe('2026-03-29T05:00:00.000Z');
    // And back on 25 October 2026: 07:00 is 06:00 UTC again.
    expect(next('2026-10-24T06:30:00Z', 7, 'Europe/Amsterdam')).toBe('2026-10-25T06:00:00.000Z');
    // New York on 8 March 2026: 07:00 EDT is 11:00 UTC.
    expect(next('2026-03-07T13:00:00Z', 7, 'America/New_York')).toBe('2026-03-08T11:00:00.000Z');
  });

  it('gives the hour the clocks skip as the instant they jumped to', () => {
    // 02:00 does not exist in Amsterdam on 29 March 2026: 03:00 CEST, 01:00 UTC.
    expect(next('2026-03-28T12:00:00Z', 2, 'Europe/Amsterdam')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('counts an unknown zone as Amsterdam', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe(false);
    expect(knownTimeZone('Asia/Shanghai')).toBe(true);
    expect(next('2026-01-15T05:30:00Z', 7, 'Mars/Olympus')).toBe('2026-01-15T06:00:00.000Z');
  });
});
