import type { TrackingPosition, TrackingStop } from '../../core/api/contract/tracking.ts';

/** A recorded position with its time as epoch milliseconds, for fast lookups. */
export interface TimedPosition {
  at: number;
  lat: number;
  lng: number;
}

/** The history's positions with parsed times, oldest first (invalid times dropped). */
export function timedPositions(positions: readonly TrackingPosition[]): TimedPosition[] {
  return positions
    .map((position) => ({ at: Date.parse(position.at), lat: position.lat, lng: position.lng }))
    .filter((position) => Number.isFinite(position.at))
    .sort((a, b) => a.at - b.at);
}

/**
 * Where the vehicle was at `time`: linearly interpolated between the two recorded positions around
 * it, clamped to the first and last one; null for an empty history.
 */
export function positionAt(positions: readonly TimedPosition[], time: number): TimedPosition | null {
  const first = positions[0];
  const last = positions[positions.length - 1];
  if (!first || !last) return null;
  if (time <= first.at) return first;
  if (time >= last.at) return last;
  // Binary search for the last position at or before `time`.
  let low = 0;
  let high = positions.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((positions[middle] as TimedPosition).at <= time) low = middle;
    else high = middle;
  }
  const before = positions[low] as TimedPosition;
  const after = positions[high] as TimedPosition;
  const span = after.at - before.at;
  const share = span > 0 ? (time - before.at) / span : 0;
  return {
    at: time,
    lat: before.lat + (after.lat - before.lat) * share,
    lng: before.lng + (after.lng - before.lng) * share,
  };
}

/** When a stop was (actual time) or will be (planned time) reached, as epoch milliseconds. */
export function stopTime(stop: TrackingStop): number {
  return Date.parse(stop.actualAt ?? stop.plannedAt);
}

/** Index of the last stop reached at `time` (by actual, else planned, time); -1 before the first. */
export function stopReachedAt(stops: readonly TrackingStop[], time: number): number {
  let reached = -1;
  stops.forEach((stop, index) => {
    if (stopTime(stop) <= time) reached = index;
  });
  return reached;
}
