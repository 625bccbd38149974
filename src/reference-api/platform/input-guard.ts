import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';

/**
 * The field path of the first string (value or key) holding a NUL character, or null when none does.
 * Walks with its own stack, not recursion: the body's depth is bounded before parsing
 * (json-body-limits.ts), but no attacker-shaped value should reach the call stack.
 */
export function fieldWithNul(value: unknown, path: readonly string[] = []): string | null {
  const pending: { value: unknown; path: readonly string[] }[] = [{ value, path }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path.join('.');
      continue;
    }
    if (
      next.value === null ||
      typeof next.value !== 'object' ||
      Buffer.isBuffer(next.value) ||
      ArrayBuffer.isView(next.value)
    )
      continue;
    // Pushed in reverse so the first field in the body is the first one named.
    const entries = Object.entries(next.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const field = [...next.path, key];
      pending.push({ value: inner, path: field });
      if (key.includes('\u0000')) pending.push({ value: '\u0000', path: field });
    }
  }
  return null;
}

/** Parsed JSON bodies whose text holds no `\u0000` escape, hence no NUL (json-body-limits.ts). */
export const bodiesWithoutNul = new WeakSet<object>();

/**
 * Refuses a NUL character in any string of any request's query or JSON body with a 400 on that field,
 * for every route in one place: PostgreSQL cannot store it (text columns refuse \u0000), so it would
 * otherwise fail deep in a handler as a 500.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field =
        fieldWithNul(request.query) ??
        fieldWithNul(request.params) ??
        (bodiesWithoutNul.has(request.body as object) ? null : fieldWithNul(request.body));
      if (field !== null) {
        throw new ApiError(400, 'errors.badRequest', { [field]: ['validation.invalidCharacter'] });
      }
    });
  },
  { name: 'input-guard' },
);
