import Type, { type Static, type TSchema } from 'typebox';
import { defineEndpoint, type ErrorStatus } from '../endpoint.ts';
import { PageOf, TableRequestBody } from './common.ts';

/**
 * The staff administration calls (docs/screens/administration.md#who-administers, docs/screens/administration.md#delete-rules, docs/screens/administration.md#failures),
 * all under `/customerportal/Admin/…` and all secure. Staff may make every one of them. An agent may
 * manage the customer logins of its own clients — the calls marked "agents: own clients' logins" —
 * and nothing more; everyone else gets 403. A refused rule answers 409 with the rule as a
 * translated form-level message (`errors['']`), a missing subject 404, a bad field 400 with field keys.
 */

/** The OpenAPI tag of every admin call. */
export const tag = 'Admin';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Name = Type.String({ minLength: 1, maxLength: 100 });
export const Id = Type.Integer({ minimum: 1 });

/**
 * Login status: a self-registration awaiting staff approval, not yet activated by its owner, active,
 * or disabled by an administrator.
 */
export const LoginStatus = Type.Union([
  Type.Literal('AwaitingApproval'),
  Type.Literal('Pending'),
  Type.Literal('Active'),
  Type.Literal('Disabled'),
]);
export type LoginStatus = Static<typeof LoginStatus>;

/** A table call of an admin area: the table request in, a page of `row` out. */
export function table<R extends TSchema, Q extends TSchema | undefined = undefined>(
  path: string,
  summary: string,
  row: R,
  query?: Q,
) {
  return defineEndpoint({
    method: 'POST',
    path,
    secure: true,
    summary,
    tag,
    ...(query ? { query } : {}),
    body: TableRequestBody,
    response: PageOf(row),
  }) as ReturnType<typeof defineEndpoint<Q, typeof TableRequestBody, ReturnType<typeof PageOf<R>>>>;
}

/** A command of an admin area: `body` in, `response` (if any) out, with the failures it states. */
export function command<B extends TSchema, R extends TSchema | undefined = undefined>(
  path: string,
  summary: string,
  body: B,
  response?: R,
  errors?: readonly ErrorStatus[],
) {
  return defineEndpoint({
    method: 'POST',
    path,
    secure: true,
    summary,
    tag,
    body,
    ...(response ? { response } : {}),
    ...(errors ? { errors } : {}),
  }) as ReturnType<typeof defineEndpoint<undefined, B, R>>;
}

export const AgentId = Type.Object({ agentId: Id });
export const ClientId = Type.Object({ clientId: Id });
export const AccountId = Type.Object({ accountId: Id });
export const MemoId = Type.Object({ memoId: Id });
export const EmailId = Type.Object({ emailId: Id });
