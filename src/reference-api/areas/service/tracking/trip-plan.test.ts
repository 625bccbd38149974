import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { distanceKm } from './geo.ts';
import { PORTS } from './places.ts';
import { type DeliveryForTracking, planTrip, routeOf } from './trip-plan.ts';

const now = new Date('2026-11-22T12:00:00Z');
const delivery = (patch: Partial<DeliveryForTracking>): DeliveryForTracking => ({
  deliveryId: 7,
  transportType: 'Road',
  status: 'InTransit',
  dateDeparture: '2026-11-21',
  country: 'DE',
  address: 'Am Hafen 5, 47119 Duisburg',
  ...patch,
});

describe('planTrip', () => {
  it('given an ocean delivery to Shanghai, it sails via Singapore and arrives at the customer by road', () => {
    const plan = planTrip(
      delivery({
        transportType: 'Ocean',
        status: 'Delivered',
        dateDeparture: '2026-09-01',
        country: 'CN',
        address: 'No. 88 Jinqiao Road, Pudong, Shanghai 201206',
      }),
      now,
      new SeededRandom(1),
    );
    const kinds = plan.stops.map((s) => s.kind);
    expect(kinds).toContain('transshipmentPort');
    expect(plan.stops.find((s) => s.kind === 'transshipmentPort')?.name).toBe(PORTS.singapore.name);
    expect(kinds.at(-1)).toBe('delivery');
    expect(plan.status).toBe('delivered');
    expect(plan.stops.every((s) => s.visited && s.actualAt !== null)).toBe(true);
    // A delivered trip ends where the customer is.
    const last = plan.positions.at(-1)!;
    expect(distanceKm({ lat: last[1], lng: last[2] }, plan.stops.at(-1)!)).toBeLessThan(50);
  });

  it('given a delivery in transit, it is under way at now and its track stops at now', () => {
    for (let id = 1; id < 40; id++) {
      const plan = planTrip(delivery({ deliveryId: id }), now, new SeededRandom(id));
      expect(['loadedInTransit', 'arrived', 'departed']).toContain(plan.status);
      expect(plan.stops[0]!.visited).toBe(true);
      expect(plan.stops.at(-1)!.visited).toBe(false);
      expect(plan.positions.at(-1)![0] * 1000).toBeLessThanOrEqual(now.getTime());
      expect(plan.estimatedArrival.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('given a delivery still being prepared, nothing is visited and there is no track yet', () => {
    const plan = planTrip(
      delivery({ status: 'Preparing', dateDeparture: '2026-11-25' }),
      now,
      new SeededRandom(3),
    );
    expect(plan.status).toBe('preparing');
    expect(plan.stops.some((s) => s.visited)).toBe(false);
    expect(plan.positions).toEqual([]);
  });

  it('given the same delivery and seed, it plans the same trip', () => {
    const a = planTrip(delivery({ transportType: 'Ocean', country: 'US' }), now, new SeededRandom(9));
    const b = planTrip(delivery({ transportType: 'Ocean', country: 'US' }), now, new SeededRandom(9));
    expect(a).toEqual(b);
  });

  it('given legs longer than the limit, routeOf joins them without repeating the shared point and thins them, keeping both ends', () => {
    const leg = (from: number) => Array.from({ length: 101 }, (_, i) => ({ lat: 50, lng: from + i / 100 }));
    const joined = routeOf([leg(0), leg(1)], 1000);
    expect(joined).toHaveLength(201);
    const thinned = routeOf([leg(0), leg(1)], 50);
    expect(thinned).toHaveLength(50);
    expect(thinned[0]).toEqual({ lat: 50, lng: 0 });
    expect(thinned.at(-1)).toEqual({ lat: 50, lng: 2 });
    expect(thinned.map((p) => p.lng)).toEqual([...thinned.map((p) => p.lng)].sort((a, b) => a - b));
  });
});
