import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Email } from '../../core/api/contract/admin-common.ts';
import { mailActivationLink } from '../areas/admin/activation-mail.ts';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { knownClientIds } from './client-ids-queries.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import {
  deleteLogins,
  insertAgentsFor,
  loginLanguageCodes,
  setAgentClients,
  storedLogins,
  upsertAgentLogins,
  upsertCustomerLogins,
} from './logins-import-queries.ts';
import { RemoveCounts, removeCounts } from './remove-route.ts';

const ClientId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const LoginItem = Type.Object(
  {
    kind: Type.Enum(['customer', 'agent']),
    emailAddress: Email,
    displayName: Type.String({ minLength: 1, maxLength: 200 }),
    languageCode: Type.Enum(Object.keys(loginLanguageCodes) as (keyof typeof loginLanguageCodes)[]),
    /** A customer login's client. */
    clientId: Type.Optional(ClientId),
    /** An agent login's clients: all of them, the links not listed are dropped. */
    clientIds: Type.Optional(Type.Array(ClientId, { maxItems: 10_000 })),
  },
  { additionalProperties: false },
);

const LoginKey = Type.Object({ emailAddress: Email }, { additionalProperties: false });

const none = { created: 0, updated: 0, unchanged: 0 };

/**
 * New logins one batch may create: each one's activation mail is written on its own (about 10 ms on
 * PGlite), and the batch's transaction holds the embedded database meanwhile.
 */
export const maxNewLoginsPerBatch = 1_000;

/**
 * `PUT Integration/Logins` and `POST Integration/Logins/Remove` (docs/integration.md#put-integrationlogins):
 * customer and agent logins keyed by e-mail address (case-insensitive). A new login is created
 * Pending and gets the activation mail in its language, written to the outbox in the batch's own
 * transaction, so a refused batch sends none and a batch sent again (nothing new) sends none either.
 */
export function loginsImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Logins',
      summary:
        'Creates or updates customer and agent logins by e-mail address; new ones get their activation mail',
      scope: 'import',
      item: LoginItem,
    },
    async ({ items, tx, problems, request }) => {
      const records = items.map((r) => ({ ...r, emailAddress: r.emailAddress.trim() }));
      const keyOf = (r: { emailAddress: string }) => r.emailAddress.toLowerCase();
      for (const index of duplicateKeys(records, keyOf))
        problems.add(index, 'emailAddress', translate(request, 'errors.batchDuplicate'));
      // A customer login has one client, an agent login a list of them; neither has the other's field.
      records.forEach((r, index) => {
        const [own, other] = r.kind === 'customer' ? [r.clientId, r.clientIds] : [r.clientIds, r.clientId];
        const [ownField, otherField] =
          r.kind === 'customer' ? ['clientId', 'clientIds'] : ['clientIds', 'clientId'];
        if (own === undefined) problems.add(index, ownField, translate(request, 'validation.required'));
        if (other !== undefined) problems.add(index, otherField, translate(request, 'validation.notAllowed'));
      });
      const stored = new Map((await storedLogins(tx, records.map(keyOf))).map((l) => [l.email, l]));
      const clients = await knownClientIds(
        tx,
        records.flatMap((r) => r.clientIds ?? (r.clientId === undefined ? [] : [r.clientId])),
      );
      let newLogins = 0;
      records.forEach((r, index) => {
        const login = stored.get(keyOf(r));
        if (!login && ++newLogins > maxNewLoginsPerBatch)
          problems.add(
            index,
            'emailAddress',
            translate(request, 'errors.tooManyNewLogins', { limit: maxNewLoginsPerBatch }),
          );
        if (login?.account_type === 'staff')
          problems.add(index, 'emailAddress', translate(request, 'errors.loginIsEmployee'));
        else if (login && login.account_type !== r.kind)
          problems.add(index, 'kind', translate(request, 'errors.loginOtherKind'));
        if (r.clientId !== undefined && !clients.has(r.clientId))
          problems.add(index, 'clientId', translate(request, 'errors.unknownClient'));
        if (r.clientIds?.some((c) => !clients.has(c)))
          problems.add(index, 'clientIds', translate(request, 'errors.unknownClient'));
      });
      if (problems.any) return none;

      const customers = records.flatMap((r) =>
        r.kind === 'customer' && r.clientId !== undefined ? [{ ...r, clientId: r.clientId }] : [],
      );
      const customerWrites = await upsertCustomerLogins(tx, customers);
      const agents = records.filter((r) => r.kind === 'agent');
      const newAgentIds = await insertAgentsFor(
        tx,
        agents.filter((r) => !stored.has(keyOf(r))),
      );
      const agentRecords = agents.map((r) => ({
        ...r,
        agentId: stored.get(keyOf(r))?.agent_id ?? newAgentIds.get(keyOf(r))!,
      }));
      const agentWrites = await upsertAgentLogins(tx, agentRecords);
      const relinked = await setAgentClients(
        tx,
        agentRecords.map((r) => ({ agentId: r.agentId, clientIds: r.clientIds ?? [] })),
      );

      const created = [...customerWrites.created, ...agentWrites.created];
      const updated = new Set([...customerWrites.updated, ...agentWrites.updated]);
      // An existing agent login whose clients changed was updated, though its own row was not.
      for (const r of agentRecords) {
        const login = stored.get(keyOf(r));
        if (login && relinked.has(r.agentId)) updated.add(login.account_id);
      }
      // In this transaction: a batch refused or failing after this point leaves no mail behind.
      for (const accountId of created) await mailActivationLink(tx, request, accountId);
      return {
        created: created.length,
        updated: updated.size,
        unchanged: records.length - created.length - updated.size,
      };
    },
  );

  integrationRoute(
    app,
    db,
    {
      method: 'POST',
      path: '/Integration/Logins/Remove',
      summary: 'Deletes customer and agent logins by e-mail address, ending their sessions',
      scope: 'import',
      item: LoginKey,
      answer: RemoveCounts,
    },
    async ({ items, tx, problems, request }) => {
      const addresses = items.map((r) => r.emailAddress.trim().toLowerCase());
      for (const index of duplicateKeys(addresses, (a) => a))
        problems.add(index, 'emailAddress', translate(request, 'errors.batchDuplicate'));
      const staff = new Set(
        (await storedLogins(tx, addresses)).filter((l) => l.account_type === 'staff').map((l) => l.email),
      );
      addresses.forEach((address, index) => {
        if (staff.has(address))
          problems.add(index, 'emailAddress', translate(request, 'errors.loginIsEmployee'));
      });
      if (problems.any) return removeCounts(0, 0);
      return removeCounts(addresses.length, await deleteLogins(tx, addresses));
    },
  );
}
