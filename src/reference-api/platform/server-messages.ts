import type { FastifyRequest } from 'fastify';
import de from '../../../locales/de/server.json' with { type: 'json' };
import en from '../../../locales/en/server.json' with { type: 'json' };
import nl from '../../../locales/nl/server.json' with { type: 'json' };
import zhHans from '../../../locales/zhHans/server.json' with { type: 'json' };

/** The server's languages; English is the fallback (docs/screens/shell.md#languages). */
export type ServerLanguage = 'nl' | 'en' | 'de' | 'zhHans';

type Messages = typeof en;
type Section = keyof Messages;
/** A message key such as `errors.loginFailed`, derived from the English file. */
export type MessageKey = { [S in Section]: `${S}.${Extract<keyof Messages[S], string>}` }[Section];

const catalogues: Record<ServerLanguage, Messages> = { nl, en, de, zhHans };

/**
 * Picks the server language from an `accept-language` header. The portal sends its own codes
 * (`nl`, `zhHans`) or the server codes (`nl-NL`, `zh`); browsers send weighted lists.
 */
export function languageFromHeader(header: string | undefined): ServerLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'nl' || primary === 'en' || primary === 'de') return primary;
    if (primary === 'zh' || primary === 'zhhans') return 'zhHans';
  }
  return 'en';
}

/** The message for `key` in `language`, with `{{name}}` placeholders filled in. */
export function message(
  language: ServerLanguage,
  key: MessageKey,
  values: Record<string, string | number> = {},
) {
  const [section, name] = key.split('.') as [Section, string];
  const text =
    (catalogues[language][section] as Record<string, string>)[name] ??
    (catalogues.en[section] as Record<string, string>)[name] ??
    key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, placeholder: string) =>
    placeholder in values ? String(values[placeholder]) : whole,
  );
}

/** The message for `key` in the language of the request (its `accept-language` header). */
export function translate(
  request: FastifyRequest,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  return message(languageFromHeader(request.headers['accept-language']), key, values);
}

/** Translates `text` when it is a message key (`errors.forbidden`), otherwise returns it unchanged. */
export function localize(language: ServerLanguage, text: string): string {
  const [section, name, extra] = text.split('.');
  if (extra !== undefined || !section || !name || !(section in en)) return text;
  const known = (en as Record<string, Record<string, string>>)[section]![name] !== undefined;
  return known ? message(language, text as MessageKey) : text;
}
