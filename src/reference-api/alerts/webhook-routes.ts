import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookDeliveries,
  getWebhookEndpoints,
  MAX_WEBHOOK_ENDPOINTS,
  redeliverWebhook,
  sendWebhookTestEvent,
  type WebhookDelivery,
} from '../../core/api/contract/webhooks.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { auditSupportWrite } from '../platform/audit-log.ts';
import { route } from '../platform/route.ts';
import { translate } from '../platform/server-messages.ts';
import { checkWebhookUrl, type TestReceivers } from './webhook-address.ts';
import {
  countEndpoints,
  deleteEndpoint,
  deliveriesOf,
  deliveryOf,
  enableEndpoint,
  endpointOf,
  endpointsOf,
  insertEndpoint,
  insertTestDelivery,
  requeueDelivery,
} from './webhook-queries.ts';
import type { WebhookSender } from './webhook-sender.ts';

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The webhook calls (contract/webhooks.ts, docs/alerts.md#webhooks): each acts on the caller's own
 * endpoints only (another login's answers 404, as one that does not exist); in a support session the
 * audit log names the staff member behind an added, deleted or enabled endpoint. Test events and
 * redeliveries go through the sender like any delivery, woken to send them now.
 */
export function webhookRoutes(
  app: FastifyInstance,
  { db, sender, testReceivers }: { db: Db; sender: WebhookSender; testReceivers: TestReceivers },
): void {
  const ownEndpoint = async (
    accountId: number,
    endpointId: number,
    request: Parameters<typeof translate>[0],
  ) => {
    const endpoint = await endpointOf(db, accountId, endpointId);
    if (!endpoint) throw new ApiError(404, translate(request, 'webhooks.endpointNotFound'));
    return endpoint;
  };
  // The answer's schema leaves out `endpointEnabled`.
  const delivery = async (accountId: number, deliveryId: number): Promise<WebhookDelivery> =>
    (await deliveryOf(db, accountId, deliveryId))!;

  route(app, addWebhookEndpoint, async ({ body, principal, request }) => {
    const url = await checkWebhookUrl(body.url.trim(), testReceivers);
    if (typeof url === 'string') {
      const text = translate(request, `webhooks.${url}`);
      throw new ApiError(400, text, { url: [text] });
    }
    if ((await countEndpoints(db, principal.accountId)) >= MAX_WEBHOOK_ENDPOINTS)
      throw new ApiError(409, translate(request, 'webhooks.tooMany', { max: MAX_WEBHOOK_ENDPOINTS }));
    const secret = newSecret();
    const endpoint = await insertEndpoint(db, principal.accountId, {
      url: url.href,
      kinds: body.kinds ?? null,
      secret,
    });
    await auditSupportWrite(db, principal, 'AddWebhookEndpoint', {
      endpointId: endpoint.endpointId,
      url: url.href,
    });
    return { endpoint, secret };
  });

  route(app, getWebhookEndpoints, async ({ principal }) => endpointsOf(db, principal.accountId));

  route(app, deleteWebhookEndpoint, async ({ body, principal, request }) => {
    if (!(await deleteEndpoint(db, principal.accountId, body.endpointId)))
      throw new ApiError(404, translate(request, 'webhooks.endpointNotFound'));
    await auditSupportWrite(db, principal, 'DeleteWebhookEndpoint', { endpointId: body.endpointId });
  });

  route(app, enableWebhookEndpoint, async ({ body, principal, request }) => {
    const endpoint = await enableEndpoint(db, principal.accountId, body.endpointId);
    if (!endpoint) throw new ApiError(404, translate(request, 'webhooks.endpointNotFound'));
    await auditSupportWrite(db, principal, 'EnableWebhookEndpoint', { endpointId: body.endpointId });
    sender.wake();
    return endpoint;
  });

  route(app, getWebhookDeliveries, async ({ query, principal, request }) => {
    await ownEndpoint(principal.accountId, query.endpointId, request);
    return deliveriesOf(db, query.endpointId);
  });

  route(app, sendWebhookTestEvent, async ({ body, principal, request }) => {
    const endpoint = await ownEndpoint(principal.accountId, body.endpointId, request);
    if (endpoint.disabledAt) throw new ApiError(409, translate(request, 'webhooks.endpointDisabled'));
    const deliveryId = await insertTestDelivery(db, endpoint.endpointId, `msg_test_${randomUUID()}`);
    const queued = await delivery(principal.accountId, deliveryId);
    sender.wake();
    return queued;
  });

  route(app, redeliverWebhook, async ({ body, principal, request }) => {
    const found = await deliveryOf(db, principal.accountId, body.deliveryId);
    if (!found) throw new ApiError(404, translate(request, 'webhooks.deliveryNotFound'));
    if (!found.endpointEnabled) throw new ApiError(409, translate(request, 'webhooks.endpointDisabled'));
    if (!(await requeueDelivery(db, body.deliveryId)))
      throw new ApiError(409, translate(request, 'webhooks.deliveryPending'));
    const queued = await delivery(principal.accountId, body.deliveryId);
    sender.wake();
    return queued;
  });
}
