/**
 * The IANA time zone `name` stands for (`europe/amsterdam` → `Europe/Amsterdam`, `US/Eastern` →
 * `America/New_York`), or null when it is none. Intl decides, as the digest's hour is reckoned with
 * it; offsets (`+01:00`) are refused, as a fixed offset ignores summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
