import * as L from 'leaflet';
import type { StopKind } from '../../core/api/contract/tracking.ts';
import { cheapestPlace, intersects, type LabelSurroundings, type ScreenBox } from './label-placement.ts';
import type { ScreenPoint } from './marker-spread.ts';

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

/** The priority of the trip's ends, whose names are never hidden. */
const ALWAYS_NAMED = 0;

/** The place name beside a marker: a text node, never HTML. */
export function stopLabelElement(place: string): HTMLElement {
  const label = document.createElement('span');
  label.className = 'stop-label__text';
  label.textContent = place;
  return label;
}

/**
 * Where a name sits around its marker: on a side; above or below and reaching right or left from
 * the marker's edge (`topRight`: over the marker's left edge, extending right); or at a corner.
 */
type LabelPlace =
  | 'right'
  | 'left'
  | 'top'
  | 'bottom'
  | 'topRight'
  | 'topLeft'
  | 'bottomRight'
  | 'bottomLeft'
  | 'cornerTopRight'
  | 'cornerTopLeft'
  | 'cornerBottomRight'
  | 'cornerBottomLeft';

/**
 * Puts a label at one place around its marker, just clear of it. Leaflet knows sides only: a corner
 * is the side above or below, shifted by half the label's width (`width`) plus the marker's half.
 */
function setLabelPlace(tooltip: L.Tooltip, place: LabelPlace, markerSize: number, width: number): void {
  const clear = markerSize / 2;
  const corner = clear + width / 2;
  const aligned = Math.max(0, width / 2 - clear);
  const places: Record<LabelPlace, [L.Direction, L.PointTuple]> = {
    right: ['right', [clear, 0]],
    left: ['left', [-clear, 0]],
    top: ['top', [0, -clear]],
    bottom: ['bottom', [0, clear]],
    topRight: ['top', [aligned, -clear]],
    topLeft: ['top', [-aligned, -clear]],
    bottomRight: ['bottom', [aligned, clear]],
    bottomLeft: ['bottom', [-aligned, clear]],
    cornerTopRight: ['top', [corner, -clear / 2]],
    cornerTopLeft: ['top', [-corner, -clear / 2]],
    cornerBottomRight: ['bottom', [corner, clear / 2]],
    cornerBottomLeft: ['bottom', [-corner, clear / 2]],
  };
  const [direction, offset] = places[place];
  tooltip.options.direction = direction;
  tooltip.options.offset = L.point(offset);
  tooltip.update();
}

/** Where the map is and what else is on it, in the page's screen coordinates. */
export interface LabelScene {
  /** The map's box; null while it has no size. */
  frame: DOMRect | null;
  /** The map's controls (zoom buttons): a name never hides them. */
  controls: readonly DOMRect[];
  /** The route's points on the screen. */
  route: readonly ScreenPoint[];
  /** What a pixel past the map's edge costs (label-placement.ts); default OUTSIDE_COST. */
  outsideCost?: number;
}

/**
 * Puts each marker's name (its permanent tooltip) on the side where it costs least
 * (`label-placement.ts`): inside the map, clear of every other marker (the vessel's above all) and
 * the controls, hiding as little route as it can; tried away from the neighbours it was spread
 * from (`awayLeft`) first, then the other side, above, below (centred, then reaching out from
 * either edge), then at the corners. Then a name that still covers
 * another marker, or one of a more important stop, is hidden, except the trip's ends; a hidden
 * name stays in the marker's accessible name, its popup and the stop list.
 */
export function arrangeLabels(
  placed: readonly { marker: L.Marker; priority: number }[],
  awayLeft: readonly boolean[],
  scene: LabelScene,
  markerSize: number,
): void {
  const markerBoxes = placed
    .map(({ marker }) => marker.getElement()?.getBoundingClientRect())
    .map((box) => box ?? null);
  const othersOf = (index: number) =>
    markerBoxes.filter((box, other): box is DOMRect => box !== null && other !== index);
  // The vessel's marker (no name of its own) is kept further away than the stops' markers.
  const isVessel = (other: number) => placed[other]?.marker.getTooltip() === undefined;
  const stopsBesides = (index: number) =>
    markerBoxes.filter((box, other): box is DOMRect => box !== null && other !== index && !isVessel(other));
  const vessels = markerBoxes.filter((box, other): box is DOMRect => box !== null && isVessel(other));
  placed.forEach(({ marker }, index) => {
    const tooltip = marker.getTooltip();
    if (!tooltip) return;
    const away = awayLeft[index] ? 'Left' : 'Right';
    const toward = awayLeft[index] ? 'Right' : 'Left';
    const places: LabelPlace[] = [
      away === 'Left' ? 'left' : 'right',
      toward === 'Left' ? 'left' : 'right',
      'top',
      'bottom',
      `top${away}`,
      `bottom${away}`,
      `top${toward}`,
      `bottom${toward}`,
      `cornerTop${away}`,
      `cornerBottom${away}`,
      `cornerTop${toward}`,
      `cornerBottom${toward}`,
    ];
    setLabelPlace(tooltip, places[0]!, markerSize, 0);
    const width = tooltip.getElement()?.getBoundingClientRect().width ?? 0;
    const candidates: { side: LabelPlace; box: ScreenBox }[] = [];
    for (const place of places) {
      setLabelPlace(tooltip, place, markerSize, width);
      const box = tooltip.getElement()?.getBoundingClientRect();
      if (box) candidates.push({ side: place, box });
    }
    const surroundings: LabelSurroundings = {
      frame: scene.frame,
      obstacles: [...stopsBesides(index), ...scene.controls],
      keepAway: vessels,
      route: scene.route,
      ...(scene.outsideCost === undefined ? {} : { outsideCost: scene.outsideCost }),
    };
    setLabelPlace(tooltip, cheapestPlace(candidates, surroundings) ?? places[0]!, markerSize, width);
  });
  const kept: DOMRect[] = [];
  const byPriority = [...placed.entries()].sort(([, a], [, b]) => a.priority - b.priority);
  for (const [index, { marker, priority }] of byPriority) {
    const element = marker.getTooltip()?.getElement();
    if (!element) continue;
    element.classList.remove('stop-label--hidden');
    const box = element.getBoundingClientRect();
    // The trip's ends are always named (their place was chosen clear of markers where there is one).
    const markers = priority === ALWAYS_NAMED ? [] : othersOf(index);
    const covers = [...kept, ...markers].some((other) => intersects(box, other));
    element.classList.toggle('stop-label--hidden', covers);
    if (!covers) kept.push(box);
  }
}

/** The boxes of the names shown now (hidden ones left out), for framing the view around them. */
export function shownLabelBoxes(markers: readonly L.Marker[]): DOMRect[] {
  return markers.flatMap((marker) => {
    const element = marker.getTooltip()?.getElement();
    return element && !element.classList.contains('stop-label--hidden')
      ? [element.getBoundingClientRect()]
      : [];
  });
}
