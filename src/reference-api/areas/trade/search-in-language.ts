import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/composed-texts.ts';
import type { ServerLanguage } from '../../platform/server-messages.ts';

/** `text` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
 * The LIKE patterns of one lower-case search word typed in `language`, any of which makes a row
 * match: the word itself, and a number written the language's way as the search text holds it.
 * (Texts the screen shows translated are in the table's search text of that language.)
 */
export function wordPatterns(language: ServerLanguage, word: string): string[] {
  // The screen writes dimensions as `1020 × 720`; the search text as `1020 x 720` and `1020x720`.
  const typed = word.replaceAll('×', 'x');
  const number = storedNumber(language, typed);
  return number ? [`%${escapeLike(typed)}%`, `%${escapeLike(number)}%`] : [`%${escapeLike(typed)}%`];
}

/** A table request with the language its search is typed in: that of the request. */
export function searchedIn<Body extends object>(
  request: FastifyRequest,
  body: Body,
): Body & { language: ServerLanguage } {
  return { ...body, language: requestLanguage(request) };
}
