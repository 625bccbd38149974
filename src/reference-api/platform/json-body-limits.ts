import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';
import { bodiesWithoutNul } from './input-guard.ts';
import { translate } from './server-messages.ts';

/** How deep and how wide a JSON body may be before it is parsed at all. */
export interface JsonBodyLimits {
  /** Nesting of objects and arrays. Default 32: the contract's deepest body nests 3. */
  maxDepth: number;
  /** Object keys in the whole body. Default 1,000: the widest form has a few dozen. */
  maxKeys: number;
}

export const defaultJsonBodyLimits: Readonly<JsonBodyLimits> = Object.freeze({
  maxDepth: 32,
  maxKeys: 1_000,
});

/** A body this long (an integration batch) is checked and parsed in steps, the event loop free between them. */
const bigBodyChars = 1024 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Which limit a JSON text passes, or null: one pass over its characters, no recursion and nothing
 * allocated, so a body shaped to exhaust the stack or the parser costs what reading it costs.
 * Brackets count as nesting and colons as object keys, both only outside strings; malformed text
 * is left for the parser to refuse.
 */
export function jsonShapeOverLimit(text: string, limits: Readonly<JsonBodyLimits>): 'depth' | 'keys' | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limits.maxDepth) return 'depth';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    else if (c === COLON && ++keys > limits.maxKeys) return 'keys';
  }
  return null;
}

/**
 * Replaces Fastify's JSON body parser with one that measures the body's nesting and key count
 * before parsing it (400 over either limit), then parses it as before (prototype poisoning
 * refused). The input guard and validation walk the parsed value afterwards (the guard not at all
 * when the text has no NUL escape); without this a body nested thousands deep overflowed the stack
 * (500) and cost the event loop for every request. A body over 1 MB is handled in steps.
 */
export const jsonBodyLimitsPlugin = fp(
  async (app: FastifyInstance, overrides: Partial<JsonBodyLimits>) => {
    const limits = { ...defaultJsonBodyLimits, ...overrides };
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      async (request: FastifyRequest, body: string | Buffer) => {
        const text = body as string;
        // A 6 MB batch takes some 100 ms to check, parse and validate: in steps, so the requests of
        // the portal's users that came meanwhile are served between them.
        const big = text.length > bigBodyChars;
        if (big) await nextTurn();
        const over = jsonShapeOverLimit(text, limits);
        if (over !== null) {
          const key = over === 'depth' ? 'validation.tooDeep' : 'validation.tooManyKeys';
          const limit = over === 'depth' ? limits.maxDepth : limits.maxKeys;
          throw new ApiError(400, 'errors.badRequest', { '': [translate(request, key, { limit })] });
        }
        if (big) await nextTurn();
        const parsed = await new Promise<unknown>((resolve, reject) =>
          parse(request, text, (error, value) => (error ? reject(error) : resolve(value))),
        );
        // JSON writes a NUL only as the escape \u0000 (a raw one is refused by the parser), so a text
        // without that escape spares the input guard its walk over every value.
        if (parsed !== null && typeof parsed === 'object' && !text.includes('\\u0000'))
          bodiesWithoutNul.add(parsed);
        if (big) await nextTurn();
        return parsed;
      },
    );
  },
  { name: 'json-body-limits' },
);
