import type { ChangeKind, ShipmentChangeDetails } from '../../core/api/contract/alerts.ts';
import type { StopKind } from '../../core/api/contract/tracking.ts';
import type { Db } from '../db/db.ts';
import { deliverChanges } from './alert-channels.ts';

/**
 * Shipment changes (docs/alerts.md#changes): what a batch of carrier events changed about each
 * shipment, compared with what was known before it, recorded once per shipment, kind and subject,
 * and handed to the channels in the batch's transaction.
 */

/** What a change is compared on: a trip's state before and after a batch. */
export interface TripState {
  deliveryId: number;
  status: string;
  /** ISO 8601. */
  estimatedArrival: string;
  /** The ETA last announced as a change (ISO 8601); null: none yet (the first one known counts). */
  etaAnnounced: string | null;
  /** When the status and the ETA were last reported (ISO 8601); null: never by the feed. */
  statusAt: string | null;
  etaAt: string | null;
  /** Its stops by sequence: whether visited. */
  visited: ReadonlyMap<number, boolean>;
}

/** A stop visit the batch reported: the events of kind `stop` with `visit` arrived or departed. */
export interface StopVisit {
  deliveryId: number;
  sequence: number;
  kind: StopKind;
  name: string;
  visit: 'arrived' | 'departed';
  /** ISO 8601. */
  at: string;
}

/** A change to record. */
export interface NewChange {
  deliveryId: number;
  kind: ChangeKind;
  /** What makes it one change within its trip and kind (unique with them). */
  subject: string;
  details: ShipmentChangeDetails;
  /** ISO 8601. */
  happenedAt: string;
}

/** The states of these trips now, in the batch's transaction. */
export async function tripStates(tx: Db, deliveryIds: readonly number[]): Promise<Map<number, TripState>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await tx.query<{
    delivery_id: number;
    status: string;
    estimated_arrival: Date;
    eta_announced: Date | null;
    status_at: Date | null;
    eta_at: Date | null;
    visited: { seq: number; visited: boolean }[] | null;
  }>(
    `select t.delivery_id, t.status, t.estimated_arrival, t.eta_announced, t.status_at, t.eta_at,
            (select jsonb_agg(jsonb_build_object('seq', s.seq, 'visited', s.visit_status = 'Visited'))
               from tracking_stops s where s.delivery_id = t.delivery_id) as visited
       from tracking_trips t where t.delivery_id = any($1::int[])`,
    [deliveryIds],
  );
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  return new Map(
    rows.map((r) => [
      r.delivery_id,
      {
        deliveryId: r.delivery_id,
        status: r.status,
        estimatedArrival: iso(r.estimated_arrival)!,
        etaAnnounced: iso(r.eta_announced),
        statusAt: iso(r.status_at),
        etaAt: iso(r.eta_at),
        visited: new Map((r.visited ?? []).map((s) => [s.seq, s.visited])),
      },
    ]),
  );
}

const MINUTE = 60_000;

/**
 * The changes between two states of the trips a batch moved, and the stop visits it reported.
 * `etaMinutes`: the least slip, later or earlier, that is a change (ALERT_ETA_MINUTES).
 */
export function changesBetween(
  before: ReadonlyMap<number, TripState>,
  after: ReadonlyMap<number, TripState>,
  visits: readonly StopVisit[],
  etaMinutes: number,
): NewChange[] {
  const changes: NewChange[] = [];
  for (const [deliveryId, now] of after) {
    const then = before.get(deliveryId);
    if (!then) continue;
    if (now.status !== then.status && now.statusAt) {
      if (now.status === 'delivered')
        changes.push({ deliveryId, kind: 'delivered', subject: '', details: {}, happenedAt: now.statusAt });
      else if (now.status === 'exception')
        changes.push({
          deliveryId,
          kind: 'exception',
          subject: now.statusAt,
          details: {},
          happenedAt: now.statusAt,
        });
    }
    if (now.status === 'delivered' || now.estimatedArrival === then.estimatedArrival || !now.etaAt) continue;
    const announced = then.etaAnnounced ?? then.estimatedArrival;
    const minutes = Math.round((Date.parse(now.estimatedArrival) - Date.parse(announced)) / MINUTE);
    if (Math.abs(minutes) < etaMinutes) continue;
    changes.push({
      deliveryId,
      kind: minutes > 0 ? 'etaLater' : 'etaEarlier',
      subject: now.etaAt,
      details: { previousArrival: announced, estimatedArrival: now.estimatedArrival, minutes },
      happenedAt: now.etaAt,
    });
  }
  for (const visit of visits) {
    const now = after.get(visit.deliveryId);
    // The destination's arrival is the delivery; a stop seen visited before the batch was told already.
    if (!now || (visit.kind === 'delivery' && visit.visit === 'arrived')) continue;
    if (visit.visit === 'arrived' && before.get(visit.deliveryId)?.visited.get(visit.sequence)) continue;
    changes.push({
      deliveryId: visit.deliveryId,
      kind: visit.visit === 'arrived' ? 'arrivedAtStop' : 'departed',
      subject: String(visit.sequence),
      details: { stop: { sequence: visit.sequence, kind: visit.kind, name: visit.name } },
      happenedAt: visit.at,
    });
  }
  return changes;
}

/**
 * Records these changes, each once (a change recorded before is left alone), sets the trips' announced
 * ETA to the one an ETA change told, and hands the new ones to the channels; answers their ids.
 */
export async function recordChanges(tx: Db, changes: readonly NewChange[]): Promise<number[]> {
  if (changes.length === 0) return [];
  const rows = await tx.query<{ change_id: string }>(
    `insert into shipment_changes (client_id, delivery_id, kind, subject, details, happened_at)
     select t.client_id, c.delivery_id, c.kind, c.subject, c.details::jsonb, c.happened_at
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
            c (delivery_id, kind, subject, details, happened_at)
       join tracking_trips t on t.delivery_id = c.delivery_id
     on conflict (delivery_id, kind, subject) do nothing
     returning change_id`,
    [
      changes.map((c) => c.deliveryId),
      changes.map((c) => c.kind),
      changes.map((c) => c.subject),
      changes.map((c) => JSON.stringify(c.details)),
      changes.map((c) => c.happenedAt),
    ],
  );
  const eta = changes.filter((c) => c.kind === 'etaLater' || c.kind === 'etaEarlier');
  if (eta.length)
    await tx.query(
      `update tracking_trips t set eta_announced = c.eta
         from unnest($1::int[], $2::timestamptz[]) c (delivery_id, eta) where t.delivery_id = c.delivery_id`,
      [eta.map((c) => c.deliveryId), eta.map((c) => c.details.estimatedArrival)],
    );
  const ids = rows.map((r) => Number(r.change_id));
  await deliverChanges(tx, ids);
  return ids;
}
