import type { StopKind } from '../../core/api/contract/tracking.ts';
import { STOP_SHAPE_PATHS, stopShapeClass } from './stop-shapes.ts';

/** The map's marker shape of a stop kind, for the legend and the stop list (decorative). */
export function StopShape({ kind, visited, size = 20 }: { kind: StopKind; visited: boolean; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={stopShapeClass(kind, visited)}
    >
      <path d={STOP_SHAPE_PATHS[kind]} />
    </svg>
  );
}
