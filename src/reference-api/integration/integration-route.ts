import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import { RateLimitCounters } from '../auth/rate-limit-counters.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { type ValidationIssue, validationErrors } from '../platform/error-handler.ts';
import { languageFromHeader, type ServerLanguage, translate } from '../platform/server-messages.ts';
import { type ApiKeyCaller, type ApiKeyScope, findApiKey } from './api-keys.ts';
import { recordIntegrationCall } from './integration-calls.ts';

/** The most records one call takes: a retry of a whole batch stays cheap, a first load takes a few calls. */
export const maxBatchItems = 10_000;

/** What every upsert call answers. */
export const BatchCounts = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
});
export type BatchCounts = Static<typeof BatchCounts>;

/** A refused batch: nothing written; each bad record by its index in `items`, with its problems per field. */
export const BatchErrorBody = Type.Object({
  title: Type.String(),
  status: Type.Literal(400),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
  items: Type.Array(
    Type.Object({
      index: Type.Integer({ minimum: 0 }),
      errors: Type.Record(Type.String(), Type.Array(Type.String())),
    }),
  ),
});
export type BatchErrorBody = Static<typeof BatchErrorBody>;

/** One call of the integration API (`/customerportal/Integration/…`, tag `Integration`). */
export interface IntegrationEndpoint<I extends TSchema, A extends TSchema> {
  method: 'PUT' | 'POST';
  /** Under the API prefix, e.g. `/Integration/Orders`. */
  path: string;
  summary: string;
  /** The scope a key needs for this call. */
  scope: ApiKeyScope;
  /** One record of `items`. */
  item: I;
  /** The answer (default: BatchCounts). */
  answer?: A;
  /**
   * The handler finds every problem before its first write and writes with `writeInSlices`: on
   * PGlite it then runs outside a transaction, so each slice is one and the users' queries get the
   * single connection between slices (docs/integration.md#writing-big-batches).
   */
  writesInSlices?: boolean;
}

/**
 * The problems of a batch found beyond its schema (an unknown client, a product the mill does not
 * make): the handler adds them per record; any at all and the whole batch is rolled back and refused.
 */
export class BatchProblems {
  readonly #byIndex = new Map<number, Record<string, string[]>>();

  constructor(readonly language: ServerLanguage) {}

  /** Records a problem of record `index`; `field` '' for the record as a whole. */
  add(index: number, field: string, message: string): void {
    const errors = this.#byIndex.get(index) ?? {};
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
    this.#byIndex.set(index, errors);
  }

  get any(): boolean {
    return this.#byIndex.size > 0;
  }

  /** The problems in record order. */
  list(): BatchErrorBody['items'] {
    return [...this.#byIndex.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, errors]) => ({ index, errors }));
  }
}

/** What an integration handler gets: the records, a transaction, where to put problems, the caller. */
export interface BatchContext<T> {
  items: T[];
  /** The call's transaction: committed when the handler returns and no problem was added. */
  tx: Db;
  problems: BatchProblems;
  caller: ApiKeyCaller;
  request: FastifyRequest;
}

/** Thrown inside the transaction to roll it back when the handler found problems. */
class RefusedBatch extends Error {}

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration key of the call (set on integration routes only). */
    apiKey?: ApiKeyCaller;
  }
}

/** Schema problems of `/items/N/…` grouped per record, the rest form-level. */
function schemaProblems(
  language: ServerLanguage,
  issues: readonly ValidationIssue[],
  problems: BatchProblems,
) {
  const loose: ValidationIssue[] = [];
  for (const issue of issues) {
    const match = /^\/items\/(\d+)(\/.*)?$/.exec(issue.instancePath);
    if (!match) {
      loose.push(issue);
      continue;
    }
    const own = { ...issue, instancePath: match[2] ?? '' };
    for (const [field, messages] of Object.entries(validationErrors(language, [own])))
      for (const message of messages) problems.add(Number(match[1]), field, message);
  }
  return loose;
}

/** What a call's record says beyond its status: the counts of a written batch, or the bad records of a refused one. */
interface CallOutcome {
  counts?: BatchCounts | null;
  refused?: number;
}
const outcomes = new WeakMap<FastifyRequest, CallOutcome>();

/** The counts of an answer that has them (BatchCounts, or an answer that extends it), else null. */
function countsOf(answer: unknown): BatchCounts | null {
  const { created, updated, unchanged } = (answer ?? {}) as Partial<BatchCounts>;
  return typeof created === 'number' && typeof updated === 'number' && typeof unchanged === 'number'
    ? { created, updated, unchanged }
    : null;
}

/** The counters of the per-key limits, one per database (their memory of full buckets is a cache only). */
const counters = new WeakMap<Db, RateLimitCounters>();

/**
 * Admits one call of the key, or throws 429 with Retry-After: at most `INTEGRATION_CALLS_PER_MINUTE`
 * calls a minute per key, counted in the database so that every instance shares the count
 * (docs/integration.md#calls-and-limits). Checked before the body is read.
 */
async function admitCall(app: FastifyInstance, db: Db, request: FastifyRequest, caller: ApiKeyCaller) {
  const keyCounters = counters.get(db) ?? new RateLimitCounters(db);
  counters.set(db, keyCounters);
  const wait = await keyCounters.admit([
    {
      name: `integration.key:${caller.apiKeyId}`,
      rule: { max: app.config.INTEGRATION_CALLS_PER_MINUTE, windowSeconds: 60 },
    },
  ]);
  if (wait > 0) {
    const text = translate(request, 'errors.apiKeyTooManyCalls', { seconds: wait });
    throw new ApiError(429, 'errors.tooManyRequests', { '': [text] }, { retryAfterSeconds: wait });
  }
}

/**
 * Records a call made with a key, whatever its answer (docs/integration.md#calls-and-limits). A
 * failure to record is logged, not answered: the batch is written by then.
 */
async function recordCall(db: Db, request: FastifyRequest, status: number, call: string) {
  const outcome = outcomes.get(request);
  const items = (request.body as { items?: unknown } | undefined)?.items;
  try {
    await recordIntegrationCall(db, {
      apiKeyId: request.apiKey!.apiKeyId,
      call,
      status,
      items: Array.isArray(items) ? items.length : null,
      counts: outcome?.counts ?? null,
      refused: outcome?.refused ?? null,
      requestId: request.id,
    });
  } catch (error) {
    request.log.error({ err: error }, 'the integration call could not be recorded');
  }
}

/**
 * Registers one integration call: `X-Api-Key` checked before the body is read (401 without a live
 * key, 403 without the scope, 429 over the key's calls a minute), every call with a key recorded,
 * the body `{ items: [...] }` of at most `maxBatchItems` records, and the handler run in one
 * transaction (or, for `writesInSlices` on PGlite, validated whole and then written in slices). A batch with any bad record — by the schema or by the
 * handler's `problems` — writes nothing and answers 400 naming each record by index, so a retry
 * is always safe.
 */
export function integrationRoute<I extends TSchema, A extends TSchema = typeof BatchCounts>(
  app: FastifyInstance,
  db: Db,
  endpoint: IntegrationEndpoint<I, A>,
  handler: (ctx: BatchContext<Static<I>>) => Promise<Static<A>>,
): void {
  const answer = endpoint.answer ?? BatchCounts;
  app.route<{ Body: { items: Static<I>[] } }>({
    method: endpoint.method,
    url: endpoint.path,
    attachValidation: true,
    schema: {
      operationId: endpoint.path.split('/').filter(Boolean).join('_'),
      summary: endpoint.summary,
      tags: ['Integration'],
      body: Type.Object({ items: Type.Array(endpoint.item, { maxItems: maxBatchItems }) }),
      response: { 200: answer },
      security: [{ apiKey: [] }],
    },
    config: {
      swaggerTransform: ({ schema, url }) => ({
        schema: {
          ...schema,
          response: {
            200: answer,
            400: {
              ...BatchErrorBody,
              description: 'Nothing was written: `items` names each bad record by index',
            },
            401: { $ref: 'ErrorBody#', description: 'No live API key came along in X-Api-Key' },
            403: { $ref: 'ErrorBody#', description: 'The key lacks the scope of this call' },
            429: {
              $ref: 'ErrorBody#',
              description: 'Too many calls with this key for now: come back after Retry-After seconds',
            },
            500: { $ref: 'ErrorBody#', description: 'An unexpected failure, logged under `requestId`' },
          },
        },
        url,
      }),
    },
    onRequest: async (request) => {
      const header = request.headers['x-api-key'];
      const caller = await findApiKey(db, typeof header === 'string' ? header : undefined);
      if (!caller) throw new ApiError(401, translate(request, 'errors.apiKeyInvalid'));
      // Known from here on: whatever the answer, the call is recorded against its key.
      request.apiKey = caller;
      // `import` is every integration call's scope (docs/integration.md#keys).
      if (!caller.scopes.includes(endpoint.scope) && !caller.scopes.includes('import'))
        throw new ApiError(403, translate(request, 'errors.forbidden'));
      await admitCall(app, db, request, caller);
    },
    onSend: async (request, reply, payload) => {
      if (request.apiKey)
        await recordCall(db, request, reply.statusCode, `${endpoint.method} ${endpoint.path}`);
      return payload;
    },
    handler: async (request, reply) => {
      const language = languageFromHeader(request.headers['accept-language']);
      const problems = new BatchProblems(language);
      const issues = (request.validationError?.validation ?? []) as ValidationIssue[];
      const loose = schemaProblems(language, issues, problems);
      if (loose.length > 0) {
        throw new ApiError(400, 'errors.badRequest', validationErrors(language, loose));
      }
      const refuse = () => {
        outcomes.set(request, { refused: problems.list().length });
        return reply.code(400).send({
          title: translate(request, 'errors.batchRefused'),
          status: 400,
          errors: { '': [translate(request, 'errors.batchRefused')] },
          items: problems.list(),
        } satisfies BatchErrorBody);
      };
      if (problems.any) return refuse();
      const items = request.body.items;
      if (endpoint.writesInSlices && db.kind === 'pglite') {
        const result = await handler({ items, tx: db, problems, caller: request.apiKey!, request });
        if (problems.any) return refuse();
        outcomes.set(request, { counts: countsOf(result) });
        return result;
      }
      try {
        const result = await db.transaction(async (tx) => {
          const result = await handler({ items, tx, problems, caller: request.apiKey!, request });
          if (problems.any) throw new RefusedBatch();
          return result;
        });
        outcomes.set(request, { counts: countsOf(result) });
        // Mails the batch wrote (new logins' activation, alerts) and webhook deliveries of its alerts
        // are committed only now: a wake inside the transaction found nothing it could claim yet.
        request.server.mailSettings.sender?.wake();
        request.server.webhookSender?.wake();
        return result;
      } catch (error) {
        if (error instanceof RefusedBatch) return refuse();
        throw error;
      }
    },
  });
}
