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
