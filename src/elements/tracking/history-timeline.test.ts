import { describe, expect, it } from 'vitest';
import type { TrackingStop } from '../../core/api/contract/tracking.ts';
import { positionAt, stopReachedAt, timedPositions } from './history-timeline.ts';

const positions = timedPositions([
  { at: '2026-11-12T12:00:00.000Z', lat: 52, lng: 4 },
  { at: '2026-11-12T10:00:00.000Z', lat: 50, lng: 2 },
  { at: '2026-11-12T11:00:00.000Z', lat: 51, lng: 3 },
]);
const hour = (h: number) => Date.parse(`2026-11-12T${String(h).padStart(2, '0')}:00:00.000Z`);

function stop(name: string, plannedAt: string, actualAt: string | null): TrackingStop {
  return {
    kind: 'roadStopover',
    visitStatus: actualAt ? 'Visited' : 'ToVisit',
    name,
    lat: 0,
    lng: 0,
    plannedAt,
    actualAt,
  };
}

describe('positionAt', () => {
  it('sorts the recorded positions oldest first', () => {
    expect(positions.map((position) => position.lat)).toEqual([50, 51, 52]);
  });

  it('interpolates linearly by time between the two positions around it', () => {
    expect(positionAt(positions, hour(10) + 30 * 60_000)).toEqual({
      at: hour(10) + 30 * 60_000,
      lat: 50.5,
      lng: 2.5,
    });
  });

  it('answers the recorded position at its exact time', () => {
    expect(positionAt(positions, hour(11))).toMatchObject({ lat: 51, lng: 3 });
  });

  it('clamps to the first and last position outside the history', () => {
    expect(positionAt(positions, hour(8))).toMatchObject({ lat: 50, lng: 2 });
    expect(positionAt(positions, hour(20))).toMatchObject({ lat: 52, lng: 4 });
  });

  it('given no positions, it answers null', () => {
    expect(positionAt([], hour(10))).toBeNull();
  });
});

describe('stopReachedAt', () => {
  const stops = [
    stop('Origin', '2026-11-12T09:00:00.000Z', '2026-11-12T09:30:00.000Z'),
    stop('Stopover', '2026-11-12T11:00:00.000Z', '2026-11-12T11:15:00.000Z'),
    stop('Delivery', '2026-11-13T08:00:00.000Z', null),
  ];

  it('given a time before the first stop, it answers -1', () => {
    expect(stopReachedAt(stops, hour(9))).toBe(-1);
  });

  it('answers the last stop reached by its actual time', () => {
    expect(stopReachedAt(stops, hour(11))).toBe(0);
    expect(stopReachedAt(stops, hour(12))).toBe(1);
  });

  it('uses the planned time of a stop not visited yet', () => {
    expect(stopReachedAt(stops, Date.parse('2026-11-13T09:00:00.000Z'))).toBe(2);
  });
});
