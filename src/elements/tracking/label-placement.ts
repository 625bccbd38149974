// The geometry of the stops' names on the map, on plain screen boxes: what a name beside a marker
// may cover and how much room the map's first view must leave for the names at its edges. Pure:
// `stop-labels.ts` measures the boxes in the DOM, `shipment-map.ts` applies the padding.

import type { ScreenPoint } from './marker-spread.ts';

/** A box on the screen, in pixels (a DOMRect has these too). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a name may not cover: the map's edges, the other markers and controls, the route. */
export interface LabelSurroundings {
  /** The map's box; null when the map has no size yet (nothing is outside). */
  frame: ScreenBox | null;
  /** The other markers and the map's controls: a name keeps OBSTACLE_CLEARANCE from them. */
  obstacles: readonly ScreenBox[];
  /** The vessel's (current location's) marker: a name keeps MARKER_CLEARANCE from it. */
  keepAway?: readonly ScreenBox[];
  /** The route's points on the screen, in order. */
  route: readonly ScreenPoint[];
  /**
   * What a pixel past the map's edge costs; default OUTSIDE_COST. While the first view is fitted,
   * little: a name still takes a free place inside first, else steps outside rather than onto a
   * marker, and the view makes room for it.
   */
  outsideCost?: number;
}

/**
 * How close a name may come to the vessel's marker, in pixels: a name just beside it reads as the
 * vessel's place ("the ship is at Colombo").
 */
export const MARKER_CLEARANCE = 12;
/** How close a name may come to another stop's marker or a control, in pixels. */
export const OBSTACLE_CLEARANCE = 3;
/** The route is sampled every this many pixels to measure how much of it a name covers. */
const ROUTE_STEP = 4;
/**
 * Costs of a name's place: another marker is worst, a name cut off by the map's edge next (20 px cut
 * cost as much as a marker covered: it can no longer be read), hidden route least (it shows around the name).
 */
const MARKER_COST = 1000;
export const OUTSIDE_COST = 50;
/** The cost of a pixel past the edge while the first view is fitted (see `outsideCost`). */
export const FRAMING_OUTSIDE_COST = 2;
const ROUTE_COST = 20;

/** Whether two boxes overlap. */
export function intersects(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The box grown by `by` pixels on every side. */
export function inflate(box: ScreenBox, by: number): ScreenBox {
  return { left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by };
}

/** How far a box reaches outside `frame`, in pixels summed over its sides (0 inside). */
export function outside(box: ScreenBox, frame: ScreenBox | null): number {
  if (!frame) return 0;
  const beyond = (amount: number) => Math.max(0, amount);
  return (
    beyond(frame.left - box.left) +
    beyond(box.right - frame.right) +
    beyond(frame.top - box.top) +
    beyond(box.bottom - frame.bottom)
  );
}

/** How many pixels of the route (in steps of ROUTE_STEP) lie under the box. */
export function routeCovered(box: ScreenBox, route: readonly ScreenPoint[]): number {
  const inside = (x: number, y: number) => x > box.left && x < box.right && y > box.top && y < box.bottom;
  let covered = 0;
  for (let index = 1; index < route.length; index++) {
    const from = route[index - 1]!;
    const to = route[index]!;
    // A segment far from the box cannot touch it: skip sampling it.
    if (
      Math.max(from.x, to.x) < box.left ||
      Math.min(from.x, to.x) > box.right ||
      Math.max(from.y, to.y) < box.top ||
      Math.min(from.y, to.y) > box.bottom
    )
      continue;
    const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / ROUTE_STEP));
    for (let step = 0; step < steps; step++) {
      const share = step / steps;
      if (inside(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share)) covered += ROUTE_STEP;
    }
  }
  return covered;
}

/**
 * What a name in `box` costs: every other marker (the vessel's with a wider clearance) or control it covers, every
 * pixel cut off by the map's edge, every pixel of route it hides. 0 is a free place.
 */
export function labelCost(
  box: ScreenBox,
  { frame, obstacles, keepAway = [], route, outsideCost = OUTSIDE_COST }: LabelSurroundings,
): number {
  const covered =
    obstacles.filter((obstacle) => intersects(box, inflate(obstacle, OBSTACLE_CLEARANCE))).length +
    keepAway.filter((vessel) => intersects(box, inflate(vessel, MARKER_CLEARANCE))).length;
  return (
    MARKER_COST * covered +
    outsideCost * outside(box, frame) +
    (ROUTE_COST / ROUTE_STEP) * routeCovered(box, route)
  );
}

/** Of the candidate places (in order of preference), the first of least cost. */
export function cheapestPlace<Side>(
  candidates: readonly { side: Side; box: ScreenBox }[],
  surroundings: LabelSurroundings,
): Side | undefined {
  let best: { side: Side; cost: number } | undefined;
  for (const { side, box } of candidates) {
    const cost = labelCost(box, surroundings);
    if (!best || cost < best.cost) best = { side, cost };
    if (cost === 0) break;
  }
  return best?.side;
}

/** Padding of a fitted view, in pixels from each edge of the map. */
export interface FramePadding {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The padding that brings the boxes (names and markers) inside `frame` with `margin` to spare: the
 * current padding plus, on each side, how far the farthest box reaches past it. Fitting the view
 * again with it moves the trip's ends inward by that much, and their names with them. No side
 * takes more than `maxShare` of the map's width or height, so the trip itself keeps room.
 */
export function paddingForBoxes(
  frame: ScreenBox,
  boxes: readonly ScreenBox[],
  current: FramePadding,
  margin: number,
  maxShare = 0.45,
): FramePadding {
  const width = frame.right - frame.left;
  const height = frame.bottom - frame.top;
  const reach = (pick: (box: ScreenBox) => number) => Math.max(0, ...boxes.map(pick));
  const grow = (now: number, past: number, size: number) => Math.min(now + past, maxShare * size);
  return {
    left: grow(
      current.left,
      reach((box) => frame.left + margin - box.left),
      width,
    ),
    top: grow(
      current.top,
      reach((box) => frame.top + margin - box.top),
      height,
    ),
    right: grow(
      current.right,
      reach((box) => box.right - (frame.right - margin)),
      width,
    ),
    bottom: grow(
      current.bottom,
      reach((box) => box.bottom - (frame.bottom - margin)),
      height,
    ),
  };
}

/** Whether every box lies inside the frame. */
export function allInside(frame: ScreenBox, boxes: readonly ScreenBox[]): boolean {
  return boxes.every((box) => outside(box, frame) === 0);
}
