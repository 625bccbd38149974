import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';
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
 * refused). The input guard and validation walk the parsed value afterwards; without this a body
 * nested thousands deep overflowed the stack (500) and cost the event loop for every request.
 */
export const jsonBodyLimitsPlugin = fp(
  async (app: FastifyInstance, overrides: Partial<JsonBodyLimits>) => {
    const limits = { ...defaultJsonBodyLimits, ...overrides };
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      const over = jsonShapeOverLimit(text, limits);
      if (over !== null) {
        const key = over === 'depth' ? 'validation.tooDeep' : 'validation.tooManyKeys';
        const limit = over === 'depth' ? limits.maxDepth : limits.maxKeys;
        const text = translate(request, key, { limit });
        return done(new ApiError(400, 'errors.badRequest', { '': [text] }), undefined);
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body-limits' },
);
