import { useEffect, useMemo, useRef, useState } from 'react';
import type { TrackAndTraceInfo } from '../../core/api/contract/tracking.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import type { TimedPosition } from './history-timeline.ts';
import { ShipmentMap, type ShipmentMapTexts } from './shipment-map.ts';
import { mapCurrentLocation, mapStop } from './stop-texts.ts';

export interface TrackingMapProps {
  info: TrackAndTraceInfo;
  /** The recorded track, once loaded. */
  positions: readonly TimedPosition[] | null;
  /** Where the history's playhead is; null hides it. */
  playhead: TimedPosition | null;
  /** Index of the stop the playhead has reached (-1: none). */
  reachedStop: number;
}

/** The Leaflet map of a shipment; the map itself lives in {@link ShipmentMap}, this wires it to React. */
export function TrackingMap({ info, positions, playhead, reachedStop }: TrackingMapProps) {
  const { t, language } = usePortalTranslation('tracking');
  const { config } = useRuntime();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<ShipmentMap | null>(null);
  const mapLabel = t('mapLabel');
  const basemapAttribution = t('basemapAttribution');
  const zoomIn = t('zoomIn');
  const zoomOut = t('zoomOut');
  const closePopup = t('closePopup');
  const mapTexts = useMemo<ShipmentMapTexts>(
    () => ({ mapLabel, basemapAttribution, controls: { zoomIn, zoomOut, closePopup } }),
    [mapLabel, basemapAttribution, zoomIn, zoomOut, closePopup],
  );

  // The texts the map starts with; later ones (a new `lang`) go to the living map below.
  const texts = useRef(mapTexts);
  texts.current = mapTexts;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = new ShipmentMap(container, {
      tileUrl: config.tileUrl,
      tileAttribution: config.tileAttribution,
      ...texts.current,
    });
    setMap(created);
    return () => {
      created.destroy();
      setMap(null);
    };
  }, [config.tileUrl, config.tileAttribution]);

  useEffect(() => map?.setTexts(mapTexts), [map, mapTexts]);

  // The shipment last drawn: the same one again has moved (docs/alerts.md#live-updates), and the view the user chose stays.
  const drawn = useRef<{ map: ShipmentMap; shipment: string } | null>(null);
  useEffect(() => {
    if (!map) return;
    const shipment = `${info.loadnr}|${info.containernr ?? ''}`;
    const same = drawn.current?.map === map && drawn.current.shipment === shipment;
    drawn.current = { map, shipment };
    map.setShipment(
      info.stops.map((stop) => mapStop(stop, t, language)),
      mapCurrentLocation(info, t, language),
      info.route,
      same,
    );
  }, [map, info, t, language]);

  useEffect(() => map?.setHistory(positions), [map, positions]);
  useEffect(() => map?.setPlayhead(playhead), [map, playhead]);
  useEffect(() => map?.highlightStop(reachedStop), [map, reachedStop]);

  return <div ref={containerRef} className="tracking-map" part="map" />;
}
