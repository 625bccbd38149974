import type { FastifyRequest } from 'fastify';
import { requestLanguage, rowTextsIn } from '../../platform/composed-texts.ts';
import type { ServerLanguage } from '../../platform/server-messages.ts';
import { DELIVERY_ENUM_COLUMNS, deliveryEnumTexts } from './shown-values.ts';

/**
 * A text the screen shows in the user's language (lower case) and the LIKE patterns that find the
 * stored value it stands for in a table's search text.
 */
export interface ShownText {
  readonly shown: string;
  readonly patterns: readonly string[];
}

/** The shown texts of a table's columns in one language. */
export type SearchVocabulary = (language: ServerLanguage) => readonly ShownText[];

/** `text` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function cachedPerLanguage(build: SearchVocabulary): SearchVocabulary {
  const cache = new Map<ServerLanguage, readonly ShownText[]>();
  return (language) => {
    const texts = cache.get(language) ?? build(language);
    cache.set(language, texts);
    return texts;
  };
}

/**
 * Product, converting and warehouse texts, which the database keeps in English and the answers
 * translate. A fixed text ends where its field ends (a space follows, or the search text ends), so
 * "Coated white-lined chipboard" does not also find "…chipboard, white back", whose Chinese differs.
 */
export const composedTexts: SearchVocabulary = cachedPerLanguage((language) =>
  language === 'en'
    ? []
    : rowTextsIn(language).map(([english, shown]) => {
        const stored = escapeLike(english.toLowerCase());
        return { shown: shown.toLowerCase(), patterns: [`%${stored} %`, `%${stored}`] };
      }),
);

/**
 * The deliveries' transport type and status, stored as `Road`, `InTransit`… and shown in words. In
 * the search text each is a word between spaces, so the pattern matches that word only.
 */
export const deliveryEnums: SearchVocabulary = cachedPerLanguage((language) =>
  DELIVERY_ENUM_COLUMNS.flatMap((column) =>
    Object.entries(deliveryEnumTexts(language, column)).map(([value, shown]) => ({
      shown: shown.toLowerCase(),
      patterns: [`% ${escapeLike(value.toLowerCase())} %`],
    })),
  ),
);

/** Languages that write `1.234,56`; the others (en, zh) write `1,234.56`. */
const DECIMAL_COMMA: ReadonlySet<ServerLanguage> = new Set(['nl', 'de']);

/**
 * A number as the screen writes it (`24.141,43`, `€ 24,141.43`) in the form the search text holds
 * (`24141.43`); undefined when the word is no such number.
 */
function storedNumber(language: ServerLanguage, word: string): string | undefined {
  const bare = word.replace(/^[€$£¥]+|[€$£¥]+$/g, '');
  if (!/^\d[\d.,]*$/.test(bare) || !/[.,]/.test(bare)) return undefined;
  const stored = DECIMAL_COMMA.has(language)
    ? bare.replaceAll('.', '').replace(',', '.')
    : bare.replaceAll(',', '');
  return stored === word ? undefined : stored;
}

/**
 * The LIKE patterns of one lower-case search word in `language`, any of which makes a row match:
 * the word itself (codes, numbers and addresses read the same in every language), the stored
 * values of the texts the screen shows it in, and a number written the language's way.
 */
export function wordPatterns(
  language: ServerLanguage,
  word: string,
  vocabularies: readonly SearchVocabulary[],
): string[] {
  // The screen writes dimensions as `1020 × 720`; the search text as `1020 x 720` and `1020x720`.
  const typed = word.replaceAll('×', 'x');
  const patterns = [`%${escapeLike(typed)}%`];
  const number = storedNumber(language, typed);
  if (number) patterns.push(`%${escapeLike(number)}%`);
  for (const vocabulary of vocabularies) {
    for (const { shown, patterns: stored } of vocabulary(language)) {
      if (shown.includes(typed)) patterns.push(...stored);
    }
  }
  return [...new Set(patterns)];
}

/** A table request with the language its search is typed in: that of the request. */
export function searchedIn<Body extends object>(
  request: FastifyRequest,
  body: Body,
): Body & { language: ServerLanguage } {
  return { ...body, language: requestLanguage(request) };
}
