import * as L from 'leaflet';
import type { StopKind } from '../../core/api/contract/tracking.ts';

/** Which labels give way when two would overlap: the trip's ends are kept first. */
export const LABEL_PRIORITY: Record<StopKind, number> = {
  origin: 0,
  delivery: 0,
  loadingPort: 1,
  dischargePort: 1,
  oceanPort: 2,
  transshipmentPort: 2,
  roadStopover: 2,
};

/** The place name beside a marker: a text node, never HTML. */
export function stopLabelElement(place: string): HTMLElement {
  const label = document.createElement('span');
  label.className = 'stop-label__text';
  label.textContent = place;
  return label;
}

/** Whether two screen boxes overlap. */
function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** A label on one side of its marker, just clear of it. */
function setLabelSide(tooltip: L.Tooltip, direction: L.Direction, markerSize: number): void {
  const clear = markerSize / 2;
  const offsets: Partial<Record<L.Direction, L.PointTuple>> = {
    left: [-clear, 0],
    right: [clear, 0],
    top: [0, -clear],
    bottom: [0, clear],
  };
  tooltip.options.direction = direction;
  tooltip.options.offset = L.point(offsets[direction] ?? [clear, 0]);
  tooltip.update();
}

/** How far a box reaches outside `frame`, in pixels (0 inside). */
function overflow(box: DOMRect, frame: DOMRect | null): number {
  if (!frame) return 0;
  const outside = (amount: number) => Math.max(0, amount);
  return (
    outside(frame.left - box.left) +
    outside(box.right - frame.right) +
    outside(frame.top - box.top) +
    outside(box.bottom - frame.bottom)
  );
}

/**
 * Puts each marker's name (its permanent tooltip) on the first side that stays inside the map
 * (`frame`) and leaves the other markers and the map's controls (`obstacles`) free: away from the
 * neighbours it was spread from (`awayLeft`), then the other side, above, below; where none does,
 * the side that covers least. Then a name that would overlap one of a more important stop is
 * hidden; it stays in the marker's accessible name, its popup and the stop list.
 */
export function arrangeLabels(
  placed: readonly { marker: L.Marker; priority: number }[],
  awayLeft: readonly boolean[],
  frame: DOMRect | null,
  obstacles: readonly DOMRect[],
  markerSize: number,
): void {
  const markerBoxes = placed.map(({ marker }) => marker.getElement()?.getBoundingClientRect());
  placed.forEach(({ marker }, index) => {
    const tooltip = marker.getTooltip();
    if (!tooltip) return;
    const away: L.Direction = awayLeft[index] ? 'left' : 'right';
    const sides: L.Direction[] = [away, away === 'left' ? 'right' : 'left', 'top', 'bottom'];
    const others = [...markerBoxes.filter((_, otherIndex) => otherIndex !== index), ...obstacles];
    // Pixels outside the map, plus a heavy price for every marker or control covered.
    const cost = (box: DOMRect) =>
      overflow(box, frame) + 1000 * others.filter((other) => other && intersects(box, other)).length;
    let best: { side: L.Direction; cost: number } = { side: away, cost: Number.POSITIVE_INFINITY };
    for (const side of sides) {
      setLabelSide(tooltip, side, markerSize);
      const box = tooltip.getElement()?.getBoundingClientRect();
      const sideCost = box ? cost(box) : Number.POSITIVE_INFINITY;
      if (sideCost < best.cost) best = { side, cost: sideCost };
      if (sideCost === 0) break;
    }
    setLabelSide(tooltip, best.side, markerSize);
  });
  const kept: DOMRect[] = [];
  for (const { marker } of [...placed].sort((a, b) => a.priority - b.priority)) {
    const element = marker.getTooltip()?.getElement();
    if (!element) continue;
    element.classList.remove('stop-label--hidden');
    const box = element.getBoundingClientRect();
    const overlaps = kept.some((other) => intersects(box, other));
    element.classList.toggle('stop-label--hidden', overlaps);
    if (!overlaps) kept.push(box);
  }
}
