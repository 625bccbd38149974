import type { ServerLanguage } from '../../../platform/server-messages.ts';

const LOCALES: Record<ServerLanguage, string> = { nl: 'nl', en: 'en', de: 'de', zhHans: 'zh-Hans' };
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const normal = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** Every region code and region name in the portal's languages, normalised, to its code; built once. */
let regions: Map<string, string> | undefined;
function regionIndex(): Map<string, string> {
  if (regions) return regions;
  regions = new Map();
  const names = Object.values(LOCALES).map(
    (locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }),
  );
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const code = first + second;
      const known = names.map((display) => display.of(code)).filter((name) => name !== undefined);
      if (known.length === 0) continue;
      // An old or alias code (DD, UK) stands for its current one (DE, GB), whose names it shares.
      const canonical = Intl.getCanonicalLocales(`und-${code}`)[0]?.slice(4) || code;
      regions.set(normal(code), canonical);
      for (const name of known) regions.set(normal(name), canonical);
    }
  return regions;
}

/**
 * The region code (`DE`) that `text` names, as its code or its name in one of the portal's languages
 * (`Duitsland`, `Deutschland`, `德国`), any case; null for a text naming no region exactly.
 */
export function regionCodeOf(text: string): string | null {
  return regionIndex().get(normal(text)) ?? null;
}

/** A region's name in a portal language (`GB` in nl: Verenigd Koninkrijk). */
export function regionName(language: ServerLanguage, code: string): string {
  return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code) ?? code;
}
