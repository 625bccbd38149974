import type { FastifyRequest } from 'fastify';
import { SEA_PLACE_NAMES } from './sea-place-names.ts';
import { languageFromHeader, type ServerLanguage } from './server-messages.ts';

type Translations = Readonly<Record<Exclude<ServerLanguage, 'en'>, string>>;

/**
 * Texts the reference API composes or seeds in English (product and converting descriptions,
 * grades, warehouses, certificate scopes), with their translations. The database keeps the
 * English text, so search and sort stay the same in every language; only answers are translated.
 */
const FIXED_TEXTS: Readonly<Record<string, Translations>> = {
  'Sheeted – pallet wrapped': {
    nl: 'In vellen – op pallet gewikkeld',
    de: 'Bogenware – palettenweise gewickelt',
    zhHans: '切张 – 整托缠绕',
  },
  'Sheeted – guillotine trimmed': {
    nl: 'In vellen – met guillotine bijgesneden',
    de: 'Bogenware – mit Planschneider beschnitten',
    zhHans: '切张 – 闸刀修边',
  },
  'Sheeted – ream wrapped': {
    nl: 'In vellen – per riem verpakt',
    de: 'Bogenware – riesweise verpackt',
    zhHans: '切张 – 按令包装',
  },
  'Sheeted – grain long, edge protected': {
    nl: 'In vellen – looprichting lang, randbeschermd',
    de: 'Bogenware – Schmalbahn, kantengeschützt',
    zhHans: '切张 – 长纹向，护边',
  },
  'Coated folding boxboard': {
    nl: 'Gestreken vouwkarton',
    de: 'Gestrichener Faltschachtelkarton',
    zhHans: '涂布折叠纸板',
  },
  'Coated white-lined chipboard': {
    nl: 'Gestreken duplexkarton',
    de: 'Gestrichener Duplexkarton',
    zhHans: '涂布白面灰底纸板',
  },
  'Coated white-lined chipboard, white back': {
    nl: 'Gestreken duplexkarton, witte achterzijde',
    de: 'Gestrichener Duplexkarton, weiße Rückseite',
    zhHans: '涂布白面白底纸板',
  },
  'Solid bleached board': {
    nl: 'Gebleekt massief karton',
    de: 'Vollgebleichter Karton',
    zhHans: '漂白实心纸板',
  },
  'Uncoated grey board': {
    nl: 'Ongestreken grijsbord',
    de: 'Ungestrichene Graupappe',
    zhHans: '未涂布灰纸板',
  },
  'Uncoated white-lined board': {
    nl: 'Ongestreken karton met witte bovenlaag',
    de: 'Ungestrichener Karton mit weißer Decke',
    zhHans: '未涂布白面纸板',
  },
  'Eerbeek mill': { nl: 'Fabriek Eerbeek', de: 'Werk Eerbeek', zhHans: 'Eerbeek 工厂' },
  'Rotterdam Waalhaven': { nl: 'Rotterdam Waalhaven', de: 'Rotterdam Waalhaven', zhHans: '鹿特丹 Waalhaven' },
  'Duisburg Logport': { nl: 'Duisburg Logport', de: 'Duisburg Logport', zhHans: '杜伊斯堡 Logport' },
  'Gothenburg Arendal': { nl: 'Göteborg Arendal', de: 'Göteborg Arendal', zhHans: '哥德堡 Arendal' },
  'All grades': { nl: 'Alle kwaliteiten', de: 'Alle Sorten', zhHans: '所有等级' },
  'Quality management, mills Eerbeek and Gelsenkirchen': {
    nl: 'Kwaliteitsmanagement, fabrieken Eerbeek en Gelsenkirchen',
    de: 'Qualitätsmanagement, Werke Eerbeek und Gelsenkirchen',
    zhHans: '质量管理，Eerbeek 和 Gelsenkirchen 工厂',
  },
  ...SEA_PLACE_NAMES,
  // Where the carrier feed puts a shipment whose place it did not name (integration/tracking-events-queries.ts).
  'Reported position': { nl: 'Gemelde positie', de: 'Gemeldete Position', zhHans: '报告位置' },
  'First reported position': {
    nl: 'Eerst gemelde positie',
    de: 'Erste gemeldete Position',
    zhHans: '首次报告位置',
  },
};

/** Composed texts: `{{place}}` is a place name (translated when it is one of FIXED_TEXTS). */
const PATTERNS: readonly { english: RegExp; texts: Translations }[] = [
  {
    english: /^At sea, (?<place>.+)$/,
    texts: { nl: 'Op zee, {{place}}', de: 'Auf See, {{place}}', zhHans: '海上，{{place}}' },
  },
  {
    english: /^On the road near (?<place>.+)$/,
    texts: { nl: 'Onderweg bij {{place}}', de: 'Unterwegs bei {{place}}', zhHans: '在 {{place}} 附近的路上' },
  },
  {
    english: /^Port of (?<place>.+)$/,
    texts: { nl: 'Haven van {{place}}', de: 'Hafen {{place}}', zhHans: '{{place}} 港' },
  },
  {
    english: /^(?<place>.+) Port$/,
    texts: { nl: 'Haven van {{place}}', de: 'Hafen {{place}}', zhHans: '{{place}} 港' },
  },
  {
    english: /^Cross-dock (?<place>.+)$/,
    texts: { nl: 'Crossdock {{place}}', de: 'Umschlaglager {{place}}', zhHans: '{{place}} 中转仓' },
  },
  {
    english: /^Customs point (?<place>.+)$/,
    texts: { nl: 'Douanepost {{place}}', de: 'Zollstelle {{place}}', zhHans: '{{place}} 海关站' },
  },
  {
    english: /^Ferry terminal (?<place>.+)$/,
    texts: { nl: 'Veerterminal {{place}}', de: 'Fährterminal {{place}}', zhHans: '{{place}} 渡轮码头' },
  },
  {
    english: /^Paperfield Mill (?<place>.+)$/,
    texts: {
      nl: 'Paperfield-fabriek {{place}}',
      de: 'Paperfield-Werk {{place}}',
      zhHans: 'Paperfield 工厂 {{place}}',
    },
  },
  // A board product: "Coated folding boxboard GC1 300 g/m²".
  {
    english: /^(?<place>[A-Za-z ,-]+) (?<rest>[A-Z0-9]+ \d+ g\/m²)$/,
    texts: { nl: '{{place}} {{rest}}', de: '{{place}} {{rest}}', zhHans: '{{place}} {{rest}}' },
  },
];

/**
 * `text` in `language` when the API composed or seeded it (see FIXED_TEXTS and PATTERNS);
 * any other text (a customer's address, a number) comes back unchanged.
 */
export function localizeText(language: ServerLanguage, text: string): string {
  if (language === 'en') return text;
  const fixed = FIXED_TEXTS[text];
  if (fixed) return fixed[language];
  for (const { english, texts } of PATTERNS) {
    const groups = english.exec(text)?.groups;
    if (!groups) continue;
    const place = groups.place ?? '';
    const inner = localizeText(language, place);
    return texts[language].replace('{{place}}', inner).replace('{{rest}}', groups.rest ?? '');
  }
  return text;
}

/** The row's fields that hold composed texts, translated; other fields are kept as they are. */
export function localizeFields<Row extends object>(
  language: ServerLanguage,
  row: Row,
  keys: readonly string[],
): Row {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = localizeText(language, value);
  }
  return copy as unknown as Row;
}

/** The fields of list rows that the API composes: product and converting descriptions, warehouses, scopes. */
export const COMPOSED_ROW_FIELDS = [
  'salesProductDescription',
  'convertingTypeDescription',
  'warehouse',
  'product',
] as const;

/** The language of the request: its `accept-language` header (English when absent). */
export function requestLanguage(request: FastifyRequest): ServerLanguage {
  return languageFromHeader(request.headers['accept-language']);
}

/** The rows with their composed fields in `language`. */
export function localizeRows<Row extends object>(language: ServerLanguage, rows: readonly Row[]): Row[] {
  return rows.map((row) => localizeFields(language, row, COMPOSED_ROW_FIELDS));
}

/** A page of a list table with its composed fields in the language of the request. */
export function localizePage<Row extends object>(
  request: FastifyRequest,
  page: { items: Row[]; total: number },
): { items: Row[]; total: number } {
  return { ...page, items: localizeRows(requestLanguage(request), page.items) };
}

/**
 * The fixed texts of list rows (product, converting and warehouse texts; not the sea place names,
 * which rows do not show translated), each as [English, text in `language`]: what a search in that
 * language stands for.
 */
export function rowTextsIn(language: Exclude<ServerLanguage, 'en'>): readonly [string, string][] {
  return Object.entries(FIXED_TEXTS)
    .filter(([english]) => !(english in SEA_PLACE_NAMES))
    .map(([english, texts]) => [english, texts[language]]);
}
