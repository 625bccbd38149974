import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';
import { logUnexpected } from './error-log.ts';
import { redactUrl } from './log-redaction.ts';
import { applySecurityHeaders } from './security-headers.ts';
import {
  languageFromHeader,
  localize,
  type MessageKey,
  message,
  type ServerLanguage,
} from './server-messages.ts';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const statusTitles: Record<number, MessageKey> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

/** The field key of an ajv error: the property path (`a.b`, `items.0`) or '' for the whole form. */
export function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof missing === 'string') path.push(missing);
  return path.join('.');
}

function validationMessage(language: ServerLanguage, issue: ValidationIssue): string {
  const limit = issue.params.limit as number | undefined;
  switch (issue.keyword) {
    case 'required':
      return message(language, 'validation.required');
    case 'minLength':
      return limit === 1
        ? message(language, 'validation.required')
        : message(language, 'validation.minLength', { limit: limit ?? 0 });
    case 'maxLength':
      return message(language, 'validation.maxLength', { limit: limit ?? 0 });
    case 'minimum':
    case 'minItems':
      return message(language, 'validation.minimum', { limit: limit ?? 0 });
    case 'maximum':
    case 'maxItems':
      return message(language, 'validation.maximum', { limit: limit ?? 0 });
    case 'format':
      return issue.params.format === 'email'
        ? message(language, 'validation.invalidEmail')
        : message(language, 'validation.invalidFormat');
    case 'pattern':
      return message(language, 'validation.invalidFormat');
    case 'additionalProperties':
      return message(language, 'validation.notAllowed');
    default:
      return message(language, 'validation.invalidType');
  }
}

/** Groups ajv errors per field, translated: `{ emailAddress: ['Required'] }`. */
export function validationErrors(language: ServerLanguage, issues: readonly ValidationIssue[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    const text = validationMessage(language, issue);
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return errors;
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx): a value the database cannot take (a NUL
 * character, a number out of range, an impossible date). Validation stops these first; should one
 * slip through, it is still the caller's malformed input, not a server failure.
 */
const isDataException = (error: { code?: unknown }) =>
  typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

/**
 * Answers every failure as the contract's `ErrorBody` (docs/contract.md#errors): ApiError with its status,
 * schema validation as 400 with `errors` per field, other client errors (bad JSON, too large,
 * rate limited) and values the database refuses with their 4xx status, and anything else as a
 * 500 with a generic title and the request id, which is logged with the error (always, LOG or not).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const language = languageFromHeader(request.headers['accept-language']);
      if (error instanceof ApiError) {
        const errors = error.errors
          ? Object.fromEntries(
              Object.entries(error.errors).map(([field, texts]) => [
                field,
                texts.map((t) => localize(language, t)),
              ]),
            )
          : undefined;
        if (error.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.status).send({
          title: localize(language, error.title),
          status: error.status,
          ...(errors ? { errors } : {}),
        });
      }
      if (error.validation) {
        return reply.code(400).send({
          title: message(language, 'errors.badRequest'),
          status: 400,
          errors: validationErrors(language, error.validation as ValidationIssue[]),
        });
      }
      if (isDataException(error)) {
        const title = message(language, 'errors.badRequest');
        return reply
          .code(400)
          .send({ title, status: 400, errors: { '': [message(language, 'validation.invalidFormat')] } });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const title = message(language, statusTitles[status] ?? 'errors.badRequest');
        const formMessage =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? message(language, 'validation.invalidJson')
            : title;
        return reply.code(status).send({ title, status, errors: { '': [formMessage] } });
      }
      logUnexpected(
        'unhandled error',
        { requestId: request.id, method: request.method, url: redactUrl(request.url) },
        error,
      );
      return reply
        .code(500)
        .send({ title: message(language, 'errors.unknown'), status: 500, requestId: request.id });
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a URL with broken percent-encoding, an
 * over-long path parameter) answered like every other error — problem body and security headers —
 * instead of its own bare JSON, which skips the onSend hooks.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageFromHeader(request.headers['accept-language']);
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const title = message(language, 'errors.badRequest');
  applySecurityHeaders(reply, request.url);
  reply.code(status).send({ title, status, errors: { '': [message(language, 'validation.invalidUrl')] } });
}
