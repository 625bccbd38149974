import type { Db } from '../db/db.ts';

/** The statements of the silence check (silent-shipments.ts) and what the at-risk list shares of them. */

/**
 * The statuses of a trip under way (docs/alerts.md#silence): it has left its origin and is not
 * delivered. Before loading no position is expected; a trip in `exception` is told as such already.
 */
export const UNDER_WAY_STATUSES = [
  'loadedInTransit',
  'arrived',
  'departed',
  'dischargePlanned',
  'discharged',
] as const;

/**
 * When a trip's last position came, as SQL on `tracking_trips t`: the feed's newest report, else the
 * trail's last point (a seeded trip's; the trail is `[epoch seconds, lat, lng]`); null for none.
 */
export const LAST_POSITION_SQL = `coalesce(t.position_at, to_timestamp((t.positions -> -1 ->> 0)::float8))`;

/**
 * Takes the silence check's lock until the transaction ends, if no one holds it: answers false when
 * another instance is checking now (it records what this one would).
 */
export async function claimSilenceCheck(tx: Db): Promise<boolean> {
  const [row] = await tx.query<{ claimed: boolean }>(
    "select pg_try_advisory_xact_lock(hashtext('silent-shipments')) as claimed",
  );
  return row?.claimed === true;
}

/** The trips under way whose last position is older than `before`, with that position's time. */
export function silentTrips(tx: Db, before: Date) {
  return tx.query<{ delivery_id: number; last_position_at: Date }>(
    `select t.delivery_id, ${LAST_POSITION_SQL} as last_position_at
       from tracking_trips t
      where t.status = any($1::text[]) and ${LAST_POSITION_SQL} < $2`,
    [UNDER_WAY_STATUSES, before],
  );
}
