import { describe, expect, it } from 'vitest';
import { splitRoute } from './route-split.ts';

const route = [
  { lat: 50, lng: 0 },
  { lat: 50, lng: 1 },
  { lat: 51, lng: 1 },
  { lat: 51, lng: 2 },
];

describe('splitRoute', () => {
  it('given a current location beside the middle segment, it splits there and joins both parts at the current location', () => {
    const current = { lat: 50.5, lng: 1.01 };
    expect(splitRoute(route, current)).toEqual({
      visited: [route[0], route[1], current],
      planned: [current, route[2], route[3]],
    });
  });

  it('given the shipment at the start, everything but the first point is planned', () => {
    const current = { lat: 50, lng: 0 };
    expect(splitRoute(route, current)).toEqual({
      visited: [route[0], current],
      planned: [current, route[1], route[2], route[3]],
    });
  });

  it('given the shipment at the end, everything is visited', () => {
    const current = { lat: 51, lng: 2 };
    const { visited, planned } = splitRoute(route, current);
    expect(visited).toEqual([...route.slice(0, 3), current]);
    expect(planned).toEqual([current, route[3]]);
  });

  it('given a current location just before a bend, it keeps the bend planned', () => {
    // The nearest vertex is the bend (50,1), but the shipment has not reached it yet.
    const current = { lat: 50.02, lng: 0.9 };
    expect(splitRoute(route, current).visited).toEqual([route[0], current]);
  });

  it('given a route of one point, it draws from that point to the current location', () => {
    const current = { lat: 52, lng: 3 };
    expect(splitRoute([route[0]!], current)).toEqual({ visited: [route[0], current], planned: [current] });
  });
});
