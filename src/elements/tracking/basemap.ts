import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

let countries: FeatureCollection | undefined;

/**
 * The world's countries at 1:110m from Natural Earth (public domain), bundled: the map has a
 * basemap without any tile server or internet access. Converted once per page.
 */
export function countriesGeoJson(): FeatureCollection {
  if (!countries) {
    const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
    countries = feature(topology, topology.objects.countries);
  }
  return countries;
}
