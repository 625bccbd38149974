/** A point on the screen, in pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** How far apart two square markers are: they overlap while both offsets are under their size. */
const distance = (a: ScreenPoint, b: ScreenPoint) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The angle of member `position` of `count` on a ring, starting on the left (a pair sits side by side). */
const ringAngle = (position: number, count: number) => Math.PI + (2 * Math.PI * position) / count;

/** The radius at which `count` markers on a ring are at least `gap` apart as squares. */
function ringRadius(count: number, gap: number): number {
  let closest = Number.POSITIVE_INFINITY;
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const [p, q] = [ringAngle(a, count), ringAngle(b, count)];
      closest = Math.min(
        closest,
        distance({ x: Math.cos(p), y: Math.sin(p) }, { x: Math.cos(q), y: Math.sin(q) }),
      );
    }
  }
  return gap / closest;
}

/**
 * Where to draw markers so none hides another: markers closer than `gap` pixels (as squares of
 * that size: in x and in y) form a group,
 * drawn on a small ring around the group's centre with neighbours on the ring `gap` apart. A ring
 * that comes too close to another marker takes it in, until no two markers are closer than `gap`.
 * Markers with room stay where they are. Pure: the map calls it again at every zoom with the
 * markers' true screen positions.
 */
export function spreadMarkers(points: readonly ScreenPoint[], gap: number): ScreenPoint[] {
  const group = points.map((_, index) => index);
  const root = (index: number): number => {
    let current = index;
    while (group[current] !== current) current = group[current]!;
    return current;
  };
  const join = (a: number, b: number) => {
    group[root(b)] = root(a);
  };
  let placed = points.map((point) => ({ ...point }));
  // Each round joins at least two groups, so there are at most as many rounds as markers.
  for (let round = 0; round <= points.length; round++) {
    let joined = false;
    for (let a = 0; a < points.length; a++) {
      for (let b = a + 1; b < points.length; b++) {
        if (root(a) !== root(b) && distance(placed[a]!, placed[b]!) < gap - 1e-9) {
          join(a, b);
          joined = true;
        }
      }
    }
    if (!joined) break;
    placed = placeGroups(points, root, gap);
  }
  return placed;
}

/** Every group of two or more on a ring around the true centre of its members. */
function placeGroups(
  points: readonly ScreenPoint[],
  root: (index: number) => number,
  gap: number,
): ScreenPoint[] {
  const members = new Map<number, number[]>();
  for (const [index] of points.entries())
    members.set(root(index), [...(members.get(root(index)) ?? []), index]);
  const placed = points.map((point) => ({ ...point }));
  for (const indexes of members.values()) {
    if (indexes.length < 2) continue;
    const centre = {
      x: indexes.reduce((sum, index) => sum + points[index]!.x, 0) / indexes.length,
      y: indexes.reduce((sum, index) => sum + points[index]!.y, 0) / indexes.length,
    };
    const radius = ringRadius(indexes.length, gap);
    indexes.forEach((index, position) => {
      const angle = ringAngle(position, indexes.length);
      placed[index] = { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
    });
  }
  return placed;
}
