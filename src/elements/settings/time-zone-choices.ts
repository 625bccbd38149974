/** The browser's time zone (an IANA name), if it tells one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The IANA time zones to choose from: those the browser knows, with `current` among them even where
 * the list lacks it (an alias such as `UTC`, or a browser without `Intl.supportedValuesOf`).
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [...known, current].sort();
}

/** A time zone as people read it: `America/New_York` → `America/New York`. */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');
