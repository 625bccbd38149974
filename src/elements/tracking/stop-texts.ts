import type { TrackAndTraceInfo, TrackingStop } from '../../core/api/contract/tracking.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import type { MapCurrentLocation, MapStop } from './shipment-map.ts';

/** "visited 12-11-2026 14:00" or "planned 14-11-2026 09:00": the state a stop's label ends with. */
export function stopState(stop: TrackingStop, t: Translate<'tracking'>, language: string): string {
  return stop.visitStatus === 'Visited'
    ? t('stopVisited', { time: formatDateTime(stop.actualAt ?? stop.plannedAt, language) })
    : t('stopPlanned', { time: formatDateTime(stop.plannedAt, language) });
}

/**
 * The name written beside a stop on the map: the place, short. A delivery's name is the customer's
 * address with its town in brackets ("Havenstraat 8, 7005 AG Doetinchem (Doetinchem)"): the town.
 */
export function placeName(stop: TrackingStop): string {
  if (stop.kind !== 'delivery') return stop.name;
  return /\(([^()]+)\)$/.exec(stop.name)?.[1] ?? stop.name;
}

/** A stop as the map shows it: accessible marker label and text-only popup lines. */
export function mapStop(stop: TrackingStop, t: Translate<'tracking'>, language: string): MapStop {
  const kind = t(`kinds.${stop.kind}`);
  const lines = [kind, `${t('planned')}: ${formatDateTime(stop.plannedAt, language)}`];
  if (stop.actualAt) lines.push(`${t('actual')}: ${formatDateTime(stop.actualAt, language)}`);
  else lines.push(t('notVisited'));
  return {
    kind: stop.kind,
    visited: stop.visitStatus === 'Visited',
    lat: stop.lat,
    lng: stop.lng,
    label: t('markerLabel', { kind, name: stop.name, state: stopState(stop, t, language) }),
    place: placeName(stop),
    title: stop.name,
    lines,
  };
}

/** The current location as the map shows it. */
export function mapCurrentLocation(
  info: TrackAndTraceInfo,
  t: Translate<'tracking'>,
  language: string,
): MapCurrentLocation {
  const { name, lat, lng } = info.currentlocation;
  return {
    lat,
    lng,
    label: t('currentLocationLabel', { name }),
    title: t('currentLocation'),
    lines: [
      name,
      `${t('details.status')}: ${t(`statuses.${info.status}`)}`,
      `${t('details.estimatedArrival')}: ${formatDateTime(info.estimatedarrival, language)}`,
    ],
  };
}
