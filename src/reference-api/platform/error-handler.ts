import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import {
  languageFromHeader,
  localize,
  type MessageKey,
  message,
  type ServerLanguage,
} from './server-messages.ts';

interface ValidationIssue {
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
 * Answers every failure as the contract's `ErrorBody` (spec §8): ApiError with its status,
 * schema validation as 400 with `errors` per field, other client errors (bad JSON, too large,
 * rate limited) with their status, and anything else as a logged 500 with a generic title.
 */
export function installErrorHandler(app: FastifyInstance): void {
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const title = message(language, statusTitles[status] ?? 'errors.badRequest');
      const formMessage =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? message(language, 'validation.invalidJson') : title;
      return reply.code(status).send({ title, status, errors: { '': [formMessage] } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ title: message(language, 'errors.unknown'), status: 500 });
  });
}
