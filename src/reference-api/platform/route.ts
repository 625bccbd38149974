import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { rolesMayCall, SUPPORT_SESSION_ROLE, TOKEN_USER_ROLE } from '../../core/access/role-access.ts';
import {
  type Endpoint,
  type EndpointBody,
  type EndpointQuery,
  operationIdOf,
} from '../../core/api/endpoint.ts';
import { ApiError } from './api-error.ts';
import { contentDisposition } from './content-disposition.ts';
import { withDocumentedAnswers } from './documented-answers.ts';
import type { Principal } from './principal.ts';
import { type MessageKey, translate } from './server-messages.ts';

/** The API prefix every contract path hangs under (docs/contract.md#calls). */
export const apiPrefix = '/customerportal';

/** A file answer of a binary endpoint, sent as an attachment. */
export interface FileAnswer {
  filename: string;
  contentType: string;
  data: Uint8Array | Buffer;
}

/** What a handler returns: the JSON answer's static type, a FileAnswer for binary calls, nothing for empty answers. */
export type ServerAnswer<E> =
  E extends Endpoint<TSchema | undefined, TSchema | undefined, infer R>
    ? R extends 'binary'
      ? FileAnswer
      : R extends TSchema
        ? Static<R>
        : // biome-ignore lint/suspicious/noConfusingVoidType: a handler of an answerless call returns nothing
          void
    : never;

/** Why a role may not make a call: a login-link session, a support session, or a role without the right. */
function refusalMessage(roles: readonly string[]): MessageKey {
  if (roles.includes(TOKEN_USER_ROLE)) return 'errors.notForTokenLogin';
  if (roles.includes(SUPPORT_SESSION_ROLE)) return 'errors.notInSupportSession';
  return 'errors.forbidden';
}

/** A request to endpoint E as Fastify types it: query and body the contract's static types. */
type RouteRequest<E> = FastifyRequest<{ Querystring: EndpointQuery<E>; Body: EndpointBody<E> }>;

/** What a handler gets: the validated query and body, the caller, and the raw request and reply. */
export interface RouteContext<E> {
  query: RouteRequest<E>['query'];
  body: RouteRequest<E>['body'];
  /**
   * The caller. Always set on secure endpoints; on non-secure ones reading it throws 401 when
   * no valid token came along — use `principalOrNull` there to make it optional.
   */
  principal: Principal;
  principalOrNull: Principal | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract endpoint: method + `/customerportal` + path, its schemas (validated
 * by Fastify's ajv, the answer serialized by its 200 schema), OpenAPI operationId, summary, tag,
 * security and failure answers (platform/documented-answers.ts), and the
 * bearer check on secure endpoints, and the role check: a caller whose role may not make this call
 * (a login-token session outside its restricted portal, a support session changing what only the
 * user may, anyone but staff administering, see core/access/role-access.ts) gets a 403 that says why
 * before its request is even validated. The handler's answer is sent as JSON, as a file
 * (Content-Disposition with `filename` and `filename*`), or as 204 when it is undefined.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<ServerAnswer<E>>,
): void {
  const binary = endpoint.response === 'binary';
  const responseSchema = binary
    ? { 200: { description: 'A file', type: 'string', format: 'binary' } }
    : endpoint.response
      ? { 200: endpoint.response }
      : undefined;
  // The route's generic types the request as the contract's static types: Fastify's ajv validates
  // query and body against the same endpoint's schemas before the handler runs, so they are these.
  // (@fastify/type-provider-typebox cannot type a generic endpoint: the contract's slots are optional,
  // `query?: Q`, so the schema it sees is `Q | undefined`, which it maps to `unknown` for a generic E.)
  app.route<{ Querystring: EndpointQuery<E>; Body: EndpointBody<E> }>({
    method: endpoint.method,
    // Under the prefix its route group is registered with (apiPrefix).
    url: endpoint.path,
    config: {
      // @fastify/swagger leaves HEAD routes out unless asked: the contract's own HEAD call belongs in it.
      ...(endpoint.method === 'HEAD' ? { swagger: { exposeHeadRoute: true } } : {}),
      swaggerTransform: ({ schema, url }) => ({ schema: withDocumentedAnswers(schema, endpoint), url }),
    },
    schema: {
      operationId: operationIdOf(endpoint),
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(responseSchema ? { response: responseSchema } : {}),
      // An empty list says "no authentication" outright, so generated clients send no token there.
      security: endpoint.secure ? [{ bearerAuth: [] }] : [],
    },
    // Checked here for every route, so no handler can forget it.
    onRequest: async (request) => {
      const caller = await app.resolvePrincipal(request);
      if (caller && !rolesMayCall(caller.roles, endpoint)) {
        throw new ApiError(403, translate(request, refusalMessage(caller.roles)));
      }
    },
    handler: async (request, reply) => {
      const principal = await app.resolvePrincipal(request);
      if (endpoint.secure && !principal) throw new ApiError(401, translate(request, 'errors.unauthorized'));
      const ctx: RouteContext<E> = {
        query: request.query,
        body: request.body,
        get principal(): Principal {
          if (!principal) throw new ApiError(401, translate(request, 'errors.unauthorized'));
          return principal;
        },
        principalOrNull: principal,
        request,
        reply,
      };
      // A handler may answer itself (reply.send). `reply.sent` turns true only once the answer is
      // written, which async onSend hooks (compress-answers.ts) put off past the handler's end; a
      // 204 sent then would replace the answer. So a send begun in the handler is noted as it starts.
      let sendBegun = false;
      const send = reply.send;
      reply.send = function (this: FastifyReply, payload?: unknown) {
        sendBegun = true;
        return send.call(this, payload);
      };
      let answer: Awaited<ReturnType<typeof handler>>;
      try {
        answer = await handler(ctx);
      } finally {
        reply.send = send;
      }
      if (sendBegun || reply.sent) return reply;
      if (binary) {
        const file = answer as FileAnswer;
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.filename))
          .header('cache-control', 'no-store')
          .send(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
      }
      if (answer === undefined) return reply.code(204).send();
      return reply.send(answer);
    },
  });
}
