import type { StopKind } from '../../core/api/contract/tracking.ts';

/**
 * One SVG outline per stop kind (24 × 24 view box), so a kind is told apart by shape as well as
 * by colour (colour alone fails colour-blind users). Colours come from tracking.css classes
 * (`stop-shape--<kind>`), so they follow the theme; planned stops are hollow with a dashed edge.
 */
export const STOP_SHAPE_PATHS: Readonly<Record<StopKind, string>> = Object.freeze({
  // square
  origin: 'M4 4h16v16H4z',
  // triangle pointing up: goods go on board
  loadingPort: 'M12 3l9.5 17h-19z',
  // circle
  oceanPort: 'M12 3.5a8.5 8.5 0 1 0 0 17a8.5 8.5 0 1 0 0-17z',
  // diamond
  transshipmentPort: 'M12 2.5l9.5 9.5l-9.5 9.5l-9.5-9.5z',
  // triangle pointing down: goods come off board
  dischargePort: 'M2.5 4h19L12 21z',
  // hexagon
  roadStopover: 'M7 3.5h10l5 8.5l-5 8.5H7l-5-8.5z',
  // five-pointed star
  delivery: 'M12 2l2.9 6.6l7.1.6l-5.4 4.7l1.6 7L12 17.2L5.8 20.9l1.6-7L2 9.2l7.1-.6z',
});

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The CSS classes of a stop shape: kind (colour) and planned or visited (fill, dash). */
export function stopShapeClass(kind: StopKind, visited: boolean): string {
  return `stop-shape stop-shape--${kind} ${visited ? 'stop-shape--visited' : 'stop-shape--planned'}`;
}

/** The shape of a stop as a decorative `<svg>` element (for Leaflet's divIcon, which takes DOM nodes). */
export function stopShapeElement(kind: StopKind, visited: boolean, size = 24): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', stopShapeClass(kind, visited));
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', STOP_SHAPE_PATHS[kind]);
  svg.append(path);
  return svg;
}
