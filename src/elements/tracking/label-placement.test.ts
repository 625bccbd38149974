import { describe, expect, it } from 'vitest';
import {
  allInside,
  cheapestPlace,
  labelCost,
  MARKER_CLEARANCE,
  paddingForBoxes,
  routeCovered,
  type ScreenBox,
} from './label-placement.ts';

const box = (left: number, top: number, width: number, height: number): ScreenBox => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const FRAME = box(0, 0, 600, 400);
const NOTHING = { frame: FRAME, obstacles: [], route: [] };

describe('labelCost', () => {
  it('given a name inside the map with nothing under it, it is free', () => {
    expect(labelCost(box(100, 100, 120, 20), NOTHING)).toBe(0);
  });

  it("given a name just beside the vessel's marker, it costs as if it covered it; beside a stop's, nothing", () => {
    const vessel = box(230, 100, 22, 22);
    const name = box(100, 100, 130 - MARKER_CLEARANCE + 2, 20);
    expect(labelCost(name, { ...NOTHING, keepAway: [vessel] })).toBeGreaterThanOrEqual(1000);
    expect(labelCost(name, { ...NOTHING, obstacles: [vessel] })).toBe(0);
  });

  it('given a name cut off by the edge, it costs more than one that hides a little route', () => {
    const cut = box(540, 100, 120, 20);
    const route = [
      { x: 90, y: 110 },
      { x: 140, y: 110 },
    ];
    const overRoute = box(100, 100, 120, 20);
    expect(labelCost(cut, NOTHING)).toBeGreaterThan(labelCost(overRoute, { ...NOTHING, route }));
    expect(labelCost(overRoute, { ...NOTHING, route })).toBeGreaterThan(0);
  });
});

describe('routeCovered', () => {
  it('measures the pixels of route under the box, and none of a route that passes by', () => {
    const route = [
      { x: 0, y: 50 },
      { x: 400, y: 50 },
    ];
    expect(routeCovered(box(100, 40, 100, 20), route)).toBeGreaterThanOrEqual(96);
    expect(routeCovered(box(100, 40, 100, 20), route)).toBeLessThanOrEqual(104);
    expect(routeCovered(box(100, 60, 100, 20), route)).toBe(0);
  });
});

describe('cheapestPlace', () => {
  it('given the preferred side over the vessel, it takes the next free side', () => {
    const vessel = box(300, 200, 22, 22);
    const side = cheapestPlace(
      [
        { side: 'right', box: box(285, 195, 120, 20) },
        { side: 'left', box: box(130, 195, 120, 20) },
      ],
      { ...NOTHING, obstacles: [vessel] },
    );
    expect(side).toBe('left');
  });

  it('given the destination at the right edge, it puts the name on the side facing the map', () => {
    const side = cheapestPlace(
      [
        { side: 'right', box: box(560, 200, 160, 20) },
        { side: 'left', box: box(380, 200, 160, 20) },
      ],
      NOTHING,
    );
    expect(side).toBe('left');
  });

  it('given every side taken, it keeps the least bad one', () => {
    const side = cheapestPlace(
      [
        { side: 'right', box: box(560, 200, 160, 20) },
        { side: 'left', box: box(-20, 200, 160, 20) },
      ],
      NOTHING,
    );
    expect(side).toBe('left');
  });
});

describe('paddingForBoxes', () => {
  const start = { left: 32, top: 32, right: 32, bottom: 32 };

  it('given a name past the right edge, it adds what sticks out (and the margin) to the right', () => {
    const name = box(520, 200, 120, 20); // 40 px past the edge
    expect(paddingForBoxes(FRAME, [name], start, 6)).toEqual({ ...start, right: 32 + 46 });
  });

  it('given names inside, it keeps the padding', () => {
    expect(paddingForBoxes(FRAME, [box(100, 100, 50, 20)], start, 6)).toEqual(start);
  });

  it('never gives one side more than its share of the map', () => {
    const huge = box(-900, 0, 100, 20);
    expect(paddingForBoxes(FRAME, [huge], start, 6).left).toBe(0.45 * 600);
  });
});

describe('allInside', () => {
  it('tells whether every box lies within the frame', () => {
    expect(allInside(FRAME, [box(0, 0, 600, 400)])).toBe(true);
    expect(allInside(FRAME, [box(590, 0, 20, 20)])).toBe(false);
  });
});
