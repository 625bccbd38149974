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

/**
 * Puts each marker's name (its permanent tooltip) on the first side that stays inside the map
 * (`frame`) and leaves the other markers free: away from the neighbours it was spread from
 * (`awayLeft`), then the other side, above, below. Then a name that would overlap one of a more
 * important stop is hidden; it stays in the marker's accessible name, its popup and the stop list.
 */
export function arrangeLabels(
  placed: readonly { marker: L.Marker; priority: number }[],
  awayLeft: readonly boolean[],
  frame: DOMRect | null,
  markerSize: number,
): void {
  const markerBoxes = placed.map(({ marker }) => marker.getElement()?.getBoundingClientRect());
  placed.forEach(({ marker }, index) => {
    const tooltip = marker.getTooltip();
    if (!tooltip) return;
    const away: L.Direction = awayLeft[index] ? 'left' : 'right';
    const sides: L.Direction[] = [away, away === 'left' ? 'right' : 'left', 'top', 'bottom'];
    const inside = (box: DOMRect) =>
      !frame ||
      (box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom);
    const fits = (box: DOMRect) =>
      inside(box) &&
      markerBoxes.every((other, otherIndex) => otherIndex === index || !other || !intersects(box, other));
    const chosen =
      sides.find((direction) => {
        setLabelSide(tooltip, direction, markerSize);
        const box = tooltip.getElement()?.getBoundingClientRect();
        return box !== undefined && fits(box);
      }) ?? away;
    setLabelSide(tooltip, chosen, markerSize);
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
