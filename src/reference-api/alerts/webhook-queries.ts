import type { ShipmentChange } from '../../core/api/contract/alerts.ts';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from '../../core/api/contract/webhooks.ts';
import { WEBHOOK_LOG_LENGTH } from '../../core/api/contract/webhooks.ts';
import type { Db } from '../db/db.ts';
import { RECIPIENTS_SQL } from './alert-recipients.ts';

/** The statements of webhooks (docs/alerts.md#webhooks): endpoints, deliveries and their attempts. */

/** A timestamp column as ISO 8601 in UTC, to the millisecond. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const endpointColumns = `e.endpoint_id as "endpointId", e.url, e.kinds, ${iso('e.created_at')} as "createdAt",
  ${iso('e.disabled_at')} as "disabledAt", e.disabled_reason as "disabledReason"`;

/** Adds an endpoint for a login; answers it. */
export async function insertEndpoint(
  db: Db,
  accountId: number,
  endpoint: WebhookEndpointInput & { secret: string },
): Promise<WebhookEndpoint> {
  const [row] = await db.query<WebhookEndpoint>(
    `with e as (insert into webhook_endpoints (account_id, url, secret, kinds) values ($1, $2, $3, $4) returning *)
     select ${endpointColumns} from e`,
    [accountId, endpoint.url, endpoint.secret, endpoint.kinds ?? null],
  );
  return row!;
}

/** How many endpoints a login has. */
export async function countEndpoints(db: Db, accountId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from webhook_endpoints where account_id = $1',
    [accountId],
  );
  return row!.n;
}

/** A login's endpoints, oldest first. */
export function endpointsOf(db: Db, accountId: number): Promise<WebhookEndpoint[]> {
  return db.query<WebhookEndpoint>(
    `select ${endpointColumns} from webhook_endpoints e where e.account_id = $1 order by e.endpoint_id`,
    [accountId],
  );
}

/** A login's endpoint, or undefined when it has none of that id. */
export async function endpointOf(
  db: Db,
  accountId: number,
  endpointId: number,
): Promise<WebhookEndpoint | undefined> {
  const [row] = await db.query<WebhookEndpoint>(
    `select ${endpointColumns} from webhook_endpoints e where e.account_id = $1 and e.endpoint_id = $2`,
    [accountId, endpointId],
  );
  return row;
}

/** Deletes a login's endpoint with its deliveries; answers whether there was one. */
export async function deleteEndpoint(db: Db, accountId: number, endpointId: number): Promise<boolean> {
  const rows = await db.query(
    'delete from webhook_endpoints where account_id = $1 and endpoint_id = $2 returning endpoint_id',
    [accountId, endpointId],
  );
  return rows.length > 0;
}

/**
 * Enables a login's endpoint again, its failures forgotten and its waiting deliveries due now; answers
 * it, or undefined when it has none of that id.
 */
export async function enableEndpoint(
  db: Db,
  accountId: number,
  endpointId: number,
): Promise<WebhookEndpoint | undefined> {
  const [row] = await db.query<WebhookEndpoint>(
    `with e as (update webhook_endpoints set disabled_at = null, disabled_reason = null, failing_since = null
                 where account_id = $1 and endpoint_id = $2 returning *),
          due as (update webhook_deliveries d set next_attempt_at = now()
                    from e where d.endpoint_id = e.endpoint_id and d.state = 'pending')
     select ${endpointColumns} from e`,
    [accountId, endpointId],
  );
  return row;
}

const deliveryColumns = `d.webhook_delivery_id::int as "deliveryId", d.message_id as "messageId",
  d.event_type as "eventType", coalesce(t.container_number, t.load_number) as shipment, d.state,
  ${iso('d.created_at')} as "createdAt",
  case when d.state = 'pending' then ${iso('d.next_attempt_at')} end as "nextAttemptAt",
  coalesce((select jsonb_agg(jsonb_build_object('attemptedAt', ${iso('a.attempted_at')}, 'statusCode', a.status_code,
                   'error', a.error, 'durationMs', a.duration_ms) order by a.attempt_id)
              from webhook_attempts a where a.webhook_delivery_id = d.webhook_delivery_id), '[]') as attempts`;
const deliveryFrom = `webhook_deliveries d
  left join shipment_changes c on c.change_id = d.change_id
  left join tracking_trips t on t.delivery_id = c.delivery_id`;

/** The latest deliveries of an endpoint, newest first, with their attempts. */
export function deliveriesOf(db: Db, endpointId: number): Promise<WebhookDelivery[]> {
  return db.query<WebhookDelivery>(
    `select ${deliveryColumns} from ${deliveryFrom}
      where d.endpoint_id = $1 order by d.webhook_delivery_id desc limit ${WEBHOOK_LOG_LENGTH}`,
    [endpointId],
  );
}

/** One delivery, if it is to an endpoint of this login; with its endpoint's id and whether that is enabled. */
export async function deliveryOf(
  db: Db,
  accountId: number,
  deliveryId: number,
): Promise<(WebhookDelivery & { endpointEnabled: boolean }) | undefined> {
  const [row] = await db.query<WebhookDelivery & { endpointEnabled: boolean }>(
    `select ${deliveryColumns}, e.disabled_at is null as "endpointEnabled"
       from ${deliveryFrom} join webhook_endpoints e on e.endpoint_id = d.endpoint_id
      where e.account_id = $1 and d.webhook_delivery_id = $2`,
    [accountId, deliveryId],
  );
  return row;
}

/** Queues a test event to an endpoint, due now; answers its id. */
export async function insertTestDelivery(db: Db, endpointId: number, messageId: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into webhook_deliveries (endpoint_id, message_id, event_type) values ($1, $2, 'webhook.test')
     returning webhook_delivery_id::int as id`,
    [endpointId, messageId],
  );
  return row!.id;
}

/** Queues a delivered or failed delivery again, due now, as a new round of attempts; answers whether it was. */
export async function requeueDelivery(db: Db, deliveryId: number): Promise<boolean> {
  const rows = await db.query(
    `update webhook_deliveries set state = 'pending', attempts = 0, next_attempt_at = now(), finished_at = null
      where webhook_delivery_id = $1 and state in ('delivered', 'failed') returning webhook_delivery_id`,
    [deliveryId],
  );
  return rows.length > 0;
}

/**
 * The webhooks channel's statement: a delivery per change and enabled endpoint of each recipient
 * (RECIPIENTS_SQL) that takes the change's kind, in the order of the changes (a shipment's are then
 * sent in that order). `webhook-id` is stable per change and endpoint.
 */
export async function insertChangeDeliveries(tx: Db, changeIds: readonly number[]): Promise<void> {
  await tx.query(
    `insert into webhook_deliveries (endpoint_id, change_id, shipment_id, message_id, event_type)
     select e.endpoint_id, c.change_id, c.delivery_id, 'msg_' || c.change_id || '_' || e.endpoint_id, 'shipment.' || c.kind
       from (${RECIPIENTS_SQL}) r
       join webhook_endpoints e on e.account_id = r.account_id and e.disabled_at is null
       join shipment_changes c on c.change_id = r.change_id
      where e.kinds is null or c.kind = any(e.kinds)
      order by c.change_id, e.endpoint_id
     on conflict (endpoint_id, change_id) do nothing`,
    [changeIds],
  );
}

/** A claimed delivery: what to send where, the attempt it is, and the lease that marks the claim as ours. */
export interface ClaimedDelivery {
  deliveryId: number;
  endpointId: number;
  changeId: number | null;
  messageId: string;
  eventType: string;
  createdAt: string;
  attempts: number;
  url: string;
  secret: string;
  lease: string;
}

/**
 * Claims the oldest due delivery (pending and due, or sending with a lapsed lease) of an enabled
 * endpoint until `leaseUntil`, counting the attempt; none whose shipment has an earlier delivery to
 * the same endpoint still pending (in order per shipment). One statement, as the mail sender's claim:
 * instances on one PostgreSQL never take the same delivery, and no lock is held while posting.
 */
export async function claimDueDelivery(
  db: Db,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedDelivery | undefined> {
  const [row] = await db.query<ClaimedDelivery>(
    `update webhook_deliveries d
        set state = 'sending', claimed_until = $2, attempts = d.attempts + 1
       from webhook_endpoints e
      where e.endpoint_id = d.endpoint_id
        and d.webhook_delivery_id = (
              select w.webhook_delivery_id from webhook_deliveries w
               where ((w.state = 'pending' and w.next_attempt_at <= $1) or (w.state = 'sending' and w.claimed_until < $1))
                 and not exists (select 1 from webhook_endpoints we
                                  where we.endpoint_id = w.endpoint_id and we.disabled_at is not null)
                 and (w.shipment_id is null or not exists (
                       select 1 from webhook_deliveries p
                        where p.endpoint_id = w.endpoint_id and p.shipment_id = w.shipment_id
                          and p.webhook_delivery_id < w.webhook_delivery_id and p.state in ('pending', 'sending')))
               order by w.next_attempt_at, w.webhook_delivery_id
               limit 1
               for update of w skip locked)
      returning d.webhook_delivery_id::int as "deliveryId", d.endpoint_id as "endpointId",
                d.change_id::int as "changeId", d.message_id as "messageId", d.event_type as "eventType",
                ${iso('d.created_at')} as "createdAt", d.attempts, e.url, e.secret,
                d.claimed_until::text as lease`,
    [now, leaseUntil],
  );
  return row;
}

/** A change as webhooks' `data` tells it (contract/alerts.ts, ShipmentChange). */
export async function changeData(db: Db, changeId: number): Promise<ShipmentChange | undefined> {
  const [row] = await db.query<ShipmentChange>(
    `select c.change_id::int as "changeId", c.kind, c.client_id as "clientId", t.transport_type as "transportType",
            t.load_number as loadnr, t.container_number as containernr, t.order_number as ordernr,
            t.customer_order_number as customerordernr, c.details,
            ${iso('c.happened_at')} as "happenedAt", ${iso('c.created_at')} as "recordedAt"
       from shipment_changes c join tracking_trips t on t.delivery_id = c.delivery_id
      where c.change_id = $1`,
    [changeId],
  );
  return row;
}

/** How one attempt ended, as the delivery and its log record it. */
export interface DeliveryOutcome {
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Delivered; else pending again at `nextAttemptAt`, or failed when null. */
  delivered: boolean;
  nextAttemptAt: Date | null;
}

/**
 * Records an attempt if the claim is still ours (`lease`): the delivery's new state and the attempt in
 * its log; the endpoint's failing streak ended by a delivery, else started, and past `disableAfterMs`
 * the endpoint disabled. Answers whether it was recorded and whether this attempt disabled the endpoint.
 */
export function recordDeliveryAttempt(
  db: Db,
  claimed: ClaimedDelivery,
  outcome: DeliveryOutcome,
  disableAfterMs: number,
): Promise<{ recorded: boolean; disabled: boolean }> {
  const state = outcome.delivered ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed';
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `update webhook_deliveries
          set state = $3, claimed_until = null, next_attempt_at = coalesce($4, next_attempt_at),
              finished_at = case when $3 in ('delivered', 'failed') then $5::timestamptz end
        where webhook_delivery_id = $1 and state = 'sending' and claimed_until = $2::timestamptz
       returning webhook_delivery_id`,
      [claimed.deliveryId, claimed.lease, state, outcome.nextAttemptAt, outcome.at],
    );
    if (updated.length === 0) return { recorded: false, disabled: false };
    await tx.query(
      `insert into webhook_attempts (webhook_delivery_id, attempted_at, status_code, error, duration_ms)
       values ($1, $2, $3, $4, $5)`,
      [claimed.deliveryId, outcome.at, outcome.statusCode, outcome.error, outcome.durationMs],
    );
    if (outcome.delivered) {
      await tx.query(
        'update webhook_endpoints set failing_since = null where endpoint_id = $1 and failing_since is not null',
        [claimed.endpointId],
      );
      return { recorded: true, disabled: false };
    }
    const [endpoint] = await tx.query<{ disabled: boolean }>(
      `update webhook_endpoints e
          set failing_since = coalesce(o.failing_since, $2),
              disabled_at = case when coalesce(o.failing_since, $2) <= $2::timestamptz - $3::double precision * interval '1 millisecond'
                                 then $2 end,
              disabled_reason = case when coalesce(o.failing_since, $2) <= $2::timestamptz - $3::double precision * interval '1 millisecond'
                                     then 'failing' end
         from (select failing_since from webhook_endpoints where endpoint_id = $1 and disabled_at is null) o
        where e.endpoint_id = $1
       returning e.disabled_at is not null as disabled`,
      [claimed.endpointId, outcome.at, disableAfterMs],
    );
    return { recorded: true, disabled: endpoint?.disabled === true };
  });
}

/** The owner of an endpoint, to mail when it is disabled. */
export async function endpointOwner(
  db: Db,
  endpointId: number,
): Promise<{ email: string; name: string; languageCode: string | null; url: string } | undefined> {
  const [row] = await db.query<{ email: string; name: string; languageCode: string | null; url: string }>(
    `select a.email_address as email, a.display_name as name, l.code as "languageCode", e.url
       from webhook_endpoints e join accounts a on a.account_id = e.account_id
       left join languages l on l.language_id = a.preferred_language_id
      where e.endpoint_id = $1`,
    [endpointId],
  );
  return row;
}
