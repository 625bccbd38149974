import type { LiveTrip } from '../../core/api/contract/live.ts';
import type { Db } from '../db/db.ts';

/** The statements of the live updates (docs/alerts.md#live-updates). */

/** The LISTEN/NOTIFY channel every instance hears. */
export const LIVE_CHANNEL = 'cp_live';

/** A notification's payload: trips that moved (`t`: client, load, container) or logins whose inbox grew (`a`). */
export type LivePayload = { t: [number, string, string | null][] } | { a: number[] };

/** PostgreSQL refuses payloads of 8000 bytes or more: a batch's list goes out in parts below this. */
const MAX_PAYLOAD_BYTES = 7000;

/** Splits a list into payloads under the size limit, each `wrap(part)` as JSON. */
function payloadsOf<T>(items: readonly T[], wrap: (part: T[]) => LivePayload): string[] {
  const payloads: string[] = [];
  let part: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (part.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify(wrap(part)));
      part = [];
      bytes = 0;
    }
    part.push(item);
    bytes += size;
  }
  if (part.length > 0) payloads.push(JSON.stringify(wrap(part)));
  return payloads;
}

/** Notifies in the transaction: PostgreSQL delivers on commit only, so a refused batch tells nothing. */
async function notify(tx: Db, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await tx.query('select pg_notify($1, p) from unnest($2::text[]) p', [LIVE_CHANNEL, payloads]);
}

/** Tells every instance, on commit, that these trips moved. */
export async function announceTripMoves(tx: Db, deliveryIds: readonly number[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  const rows = await tx.query<{ client_id: number; load_number: string; container_number: string | null }>(
    `select client_id, load_number, container_number from tracking_trips where delivery_id = any($1::int[])`,
    [deliveryIds],
  );
  const trips = rows.map((r): [number, string, string | null] => [
    r.client_id,
    r.load_number,
    r.container_number,
  ]);
  await notify(
    tx,
    payloadsOf(trips, (t) => ({ t })),
  );
}

/** Tells every instance, on commit, whose inbox got entries for these changes. */
export async function announceInboxEntries(tx: Db, changeIds: readonly number[]): Promise<void> {
  const rows = await tx.query<{ account_id: number }>(
    'select distinct account_id from notifications where change_id = any($1::bigint[])',
    [changeIds],
  );
  await notify(
    tx,
    payloadsOf(
      rows.map((r) => r.account_id),
      (a) => ({ a }),
    ),
  );
}

/** The clients an agent acts for. */
export async function agentClientIds(db: Db, agentId: number): Promise<number[]> {
  const rows = await db.query<{ client_id: number }>(
    'select client_id from agent_clients where agent_id = $1',
    [agentId],
  );
  return rows.map((r) => r.client_id);
}

/** A trip as a `trip` event names it. */
export const liveTrip = ([clientId, loadnr, containernr]: [number, string, string | null]): LiveTrip => ({
  clientId,
  loadnr,
  containernr,
});
