import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** The field path of the first string (value or key) holding a NUL character, or null when none does. */
export function fieldWithNul(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || ArrayBuffer.isView(value))
    return null;
  for (const [key, inner] of Object.entries(value)) {
    const field = [...path, key];
    if (key.includes('\u0000')) return field.join('.');
    const found = fieldWithNul(inner, field);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a NUL character in any string of any request's query or JSON body with a 400 on that field,
 * for every route in one place: PostgreSQL cannot store it (text columns refuse \u0000), so it would
 * otherwise fail deep in a handler as a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.query) ?? fieldWithNul(request.params) ?? fieldWithNul(request.body);
    if (field !== null) {
      throw new ApiError(400, 'errors.badRequest', { [field]: ['validation.invalidCharacter'] });
    }
  });
}
