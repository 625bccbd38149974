import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScreenPoint, spreadMarkers } from './marker-spread.ts';

const GAP = 30;
/** Square markers overlap while they are closer than their size both across and down. */
const distance = (a: ScreenPoint, b: ScreenPoint) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

describe('spreadMarkers', () => {
  it('given markers with room between them, it leaves them where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ];
    expect(spreadMarkers(points, GAP)).toEqual(points);
  });

  it('given the current location on the delivery stop, it draws them side by side, a gap apart', () => {
    const [delivery, current] = spreadMarkers(
      [
        { x: 50, y: 50 },
        { x: 50, y: 50 },
      ],
      GAP,
    );
    expect(distance(delivery!, current!)).toBeCloseTo(GAP);
    expect((delivery!.x + current!.x) / 2).toBeCloseTo(50);
  });

  it('given any handful of markers near each other, no two are closer than the gap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 80 }), y: fc.integer({ min: 0, max: 80 }) }), {
          minLength: 2,
          maxLength: 8,
        }),
        (points) => {
          const placed = spreadMarkers(points, GAP);
          for (let a = 0; a < placed.length; a++) {
            for (let b = a + 1; b < placed.length; b++) {
              expect(distance(placed[a]!, placed[b]!)).toBeGreaterThanOrEqual(GAP - 1e-6);
            }
          }
        },
      ),
    );
  });
});
