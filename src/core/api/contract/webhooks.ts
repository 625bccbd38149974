// Webhooks (docs/alerts.md#webhooks): a login's endpoints in its own systems, where the changes it
// subscribed to are POSTed, signed after Standard Webhooks; and the log of those deliveries. Every
// call acts on the caller's own endpoints only: another login's endpoint is not found (404).
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ChangeKind } from './alerts.ts';
import { IsoDateTime, MAX_ID, Nullable } from './common.ts';

const tag = 'Webhooks';

/** The most endpoints one login may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** The deliveries the log answers, newest first. */
export const WEBHOOK_LOG_LENGTH = 50;

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const WebhookEndpointId = Type.Object({ endpointId: Id });
export const WebhookDeliveryId = Type.Object({ deliveryId: Type.Integer({ minimum: 1 }) });

/** A new endpoint: an `https` URL on a public address, and the changes it takes (null: all the login's). */
export const WebhookEndpointInput = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  kinds: Type.Optional(Nullable(Type.Array(ChangeKind, { minItems: 1, uniqueItems: true }))),
});
export type WebhookEndpointInput = Static<typeof WebhookEndpointInput>;

/** Why an endpoint is disabled: its deliveries failed for a day. */
export const WebhookDisabledReason = Type.Literal('failing');

/** An endpoint as its owner sees it: never its secret. */
export const WebhookEndpoint = Type.Object({
  endpointId: Type.Integer(),
  url: Type.String(),
  kinds: Nullable(Type.Array(ChangeKind)),
  createdAt: IsoDateTime,
  /** Disabled since, and why; null: enabled. */
  disabledAt: Nullable(IsoDateTime),
  disabledReason: Nullable(WebhookDisabledReason),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** A new endpoint and its signing secret (`whsec_…`), answered this once. */
export const NewWebhookEndpoint = Type.Object({ endpoint: WebhookEndpoint, secret: Type.String() });
export type NewWebhookEndpoint = Static<typeof NewWebhookEndpoint>;

/** One attempt of a delivery: the receiver's status code, or what went wrong; how long it took. */
export const WebhookAttempt = Type.Object({
  attemptedAt: IsoDateTime,
  statusCode: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  durationMs: Type.Integer(),
});
export type WebhookAttempt = Static<typeof WebhookAttempt>;

/** Where a delivery is: waiting for its (next) attempt, being sent, delivered, or given up. */
export const WebhookDeliveryState = Type.Enum(['pending', 'sending', 'delivered', 'failed']);
export type WebhookDeliveryState = Static<typeof WebhookDeliveryState>;

/** One delivery of the log: the event (`shipment.<kind>` or `webhook.test`), its shipment, its attempts. */
export const WebhookDelivery = Type.Object({
  deliveryId: Type.Integer(),
  /** The `webhook-id` header: the same at every attempt and redelivery. */
  messageId: Type.String(),
  eventType: Type.String(),
  /** The shipment the change is about (its load, or container for ocean transport); null for a test event. */
  shipment: Nullable(Type.String()),
  state: WebhookDeliveryState,
  createdAt: IsoDateTime,
  /** When the next attempt is due (pending only). */
  nextAttemptAt: Nullable(IsoDateTime),
  /** Oldest first. */
  attempts: Type.Array(WebhookAttempt),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const addWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/Webhooks/AddEndpoint',
  secure: true,
  summary:
    'Adds a webhook endpoint (an https URL on a public address; 400 otherwise); its signing secret is answered this once; 409 past 10 endpoints',
  tag,
  body: WebhookEndpointInput,
  response: NewWebhookEndpoint,
  errors: [409],
});

export const getWebhookEndpoints = defineEndpoint({
  method: 'GET',
  path: '/Webhooks/GetEndpoints',
  secure: true,
  summary: 'The caller’s webhook endpoints, oldest first, without their secrets',
  tag,
  response: Type.Array(WebhookEndpoint),
});

export const deleteWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/Webhooks/DeleteEndpoint',
  secure: true,
  summary: 'Deletes a webhook endpoint with its deliveries',
  tag,
  body: WebhookEndpointId,
});

export const enableWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/Webhooks/EnableEndpoint',
  secure: true,
  summary: 'Enables a disabled webhook endpoint again: its waiting deliveries are sent',
  tag,
  body: WebhookEndpointId,
  response: WebhookEndpoint,
});

export const getWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/Webhooks/GetDeliveries',
  secure: true,
  summary: 'The latest 50 deliveries of a webhook endpoint, newest first, with their attempts',
  tag,
  query: WebhookEndpointId,
  response: Type.Array(WebhookDelivery),
});

export const sendWebhookTestEvent = defineEndpoint({
  method: 'POST',
  path: '/Webhooks/SendTestEvent',
  secure: true,
  summary: 'Sends a test event (`webhook.test`) to an endpoint as any delivery; 409 when it is disabled',
  tag,
  body: WebhookEndpointId,
  response: WebhookDelivery,
  errors: [409],
});

export const redeliverWebhook = defineEndpoint({
  method: 'POST',
  path: '/Webhooks/Redeliver',
  secure: true,
  summary:
    'Sends a delivered or failed delivery again, with the same webhook-id; 409 when it is still pending or its endpoint is disabled',
  tag,
  body: WebhookDeliveryId,
  response: WebhookDelivery,
  errors: [409],
});
