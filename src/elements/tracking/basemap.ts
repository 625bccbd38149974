import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

let countries: Promise<FeatureCollection> | undefined;

/**
 * The world's countries at 1:50m from Natural Earth (public domain), bundled as a lazily loaded
 * chunk from our own origin: the map has a basemap without any tile server or internet access,
 * detailed enough for a road trip of 100 km, without weighing on the element's first load.
 * Converted once per page.
 */
export function countriesGeoJson(): Promise<FeatureCollection> {
  countries ??= import('world-atlas/countries-50m.json').then(({ default: data }) => {
    const topology = data as unknown as Topology<{ countries: GeometryCollection }>;
    return feature(topology, topology.objects.countries);
  });
  return countries;
}

/** The zoom steps a basemap has something to show at. */
export interface ZoomRange {
  minZoom: number;
  maxZoom: number;
}

/**
 * The zoom steps the map offers: only those its basemap can fill. The bundled 1:50m countries keep
 * their coasts and borders smooth up to zoom 8 (a vertex every few kilometres, some 10 px apart);
 * closer in, they are straight strokes over an empty plane of land or sea. A tile server draws
 * streets down to zoom 18. Both reach out to the whole world; how far out a map may go depends on
 * its width (`widestWorldZoom`).
 */
export function basemapZoomRange(tileUrl: string | null): ZoomRange {
  return tileUrl ? { minZoom: 0, maxZoom: 18 } : { minZoom: 0, maxZoom: 8 };
}

/**
 * The lowest zoom (in quarter steps) at which the world (256 px wide at zoom 0) is at least as
 * wide as a map `width` pixels wide: further out, the single drawn world leaves empty bands beside it.
 */
export function widestWorldZoom(width: number): number {
  if (width <= 256) return 0;
  return Math.ceil(Math.log2(width / 256) * 4) / 4;
}
