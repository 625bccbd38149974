import { distanceKm, type LatLng, type Place } from './geo.ts';
import { PORTS } from './places.ts';

/** Waypoints of the main shipping lanes between North-West Europe, Asia and North America. */
const WAYPOINTS: Readonly<Record<string, Place>> = {
  maasApproach: { name: 'North Sea, off Hoek van Holland', lat: 52.0, lng: 3.6 },
  scheldtMouth: { name: 'Westerschelde mouth', lat: 51.45, lng: 3.45 },
  elbeMouth: { name: 'Elbe estuary', lat: 53.9, lng: 8.6 },
  germanBight: { name: 'German Bight', lat: 54.0, lng: 7.2 },
  northSeaNorth: { name: 'North Sea, off Den Helder', lat: 53.2, lng: 4.3 },
  northSeaCentral: { name: 'Central North Sea', lat: 55.6, lng: 6.0 },
  skagerrak: { name: 'Skagerrak', lat: 57.75, lng: 8.9 },
  skagen: { name: 'Skagen', lat: 57.85, lng: 10.75 },
  harwichApproach: { name: 'North Sea, off Harwich', lat: 51.93, lng: 1.7 },
  doverStrait: { name: 'Strait of Dover', lat: 51.0, lng: 1.5 },
  channelWest: { name: 'English Channel', lat: 50.2, lng: -1.5 },
  landsEnd: { name: "Off Land's End", lat: 49.9, lng: -6.0 },
  stGeorgesChannel: { name: "St George's Channel", lat: 52.0, lng: -5.8 },
  irishSea: { name: 'Irish Sea', lat: 53.3, lng: -5.6 },
  ushant: { name: 'Off Ushant', lat: 48.6, lng: -5.6 },
  finisterre: { name: 'Off Cape Finisterre', lat: 43.2, lng: -9.8 },
  lisbon: { name: 'Off Lisbon', lat: 38.7, lng: -9.9 },
  stVincent: { name: 'Off Cape St. Vincent', lat: 36.8, lng: -9.2 },
  gibraltar: { name: 'Strait of Gibraltar', lat: 35.95, lng: -5.6 },
  alboran: { name: 'Alboran Sea', lat: 36.2, lng: -3.0 },
  balearic: { name: 'Western Mediterranean', lat: 37.4, lng: 2.5 },
  sardiniaSouth: { name: 'South of Sardinia', lat: 38.3, lng: 9.0 },
  sicilyChannel: { name: 'Strait of Sicily', lat: 37.1, lng: 11.8 },
  ionian: { name: 'Ionian Sea', lat: 34.8, lng: 19.5 },
  levant: { name: 'Eastern Mediterranean', lat: 32.6, lng: 28.5 },
  portSaid: { name: 'Suez Canal, Port Said', lat: 31.3, lng: 32.35 },
  suez: { name: 'Suez Canal, Suez', lat: 29.9, lng: 32.56 },
  redSeaNorth: { name: 'Northern Red Sea', lat: 27.2, lng: 34.3 },
  redSeaCentral: { name: 'Red Sea', lat: 20.5, lng: 38.6 },
  redSeaSouth: { name: 'Southern Red Sea', lat: 15.0, lng: 41.8 },
  babElMandeb: { name: 'Bab-el-Mandeb', lat: 12.6, lng: 43.35 },
  gulfOfAden: { name: 'Gulf of Aden', lat: 12.6, lng: 48.5 },
  socotra: { name: 'Off Socotra', lat: 13.0, lng: 53.5 },
  arabianSea: { name: 'Arabian Sea', lat: 10.0, lng: 65.0 },
  laccadive: { name: 'Laccadive Sea', lat: 6.8, lng: 76.0 },
  dondra: { name: 'Off Dondra Head, Sri Lanka', lat: 5.75, lng: 80.6 },
  bayOfBengalSouth: { name: 'Southern Bay of Bengal', lat: 5.9, lng: 90.0 },
  malaccaNorth: { name: 'Northern Strait of Malacca', lat: 5.9, lng: 97.6 },
  malaccaCentral: { name: 'Strait of Malacca', lat: 3.1, lng: 100.6 },
  malaccaSouth: { name: 'Southern Strait of Malacca', lat: 1.8, lng: 102.6 },
  singaporeStrait: { name: 'Singapore Strait', lat: 1.2, lng: 104.1 },
  southChinaSeaSouth: { name: 'South China Sea', lat: 4.0, lng: 106.0 },
  southChinaSeaCentral: { name: 'South China Sea, off Vietnam', lat: 10.5, lng: 110.0 },
  southChinaSeaNorth: { name: 'South China Sea, south of Hong Kong', lat: 19.5, lng: 115.5 },
  taiwanStrait: { name: 'Taiwan Strait', lat: 24.3, lng: 119.4 },
  eastChinaSea: { name: 'East China Sea', lat: 28.4, lng: 122.6 },
  atlanticEast: { name: 'Eastern Atlantic', lat: 47.5, lng: -15.0 },
  atlanticCentral: { name: 'North Atlantic', lat: 45.0, lng: -35.0 },
  grandBanks: { name: 'South of the Grand Banks', lat: 41.5, lng: -52.0 },
  nantucket: { name: 'Off Nantucket', lat: 40.4, lng: -69.0 },
  ambroseChannel: { name: 'Ambrose Channel', lat: 40.46, lng: -73.85 },
};

/** Lane segments; each is sailable both ways. */
const LANES: readonly (readonly [string, string])[] = [
  ['rotterdam', 'maasApproach'],
  ['antwerp', 'scheldtMouth'],
  ['hamburg', 'elbeMouth'],
  ['felixstowe', 'harwichApproach'],
  ['gothenburg', 'skagen'],
  ['elbeMouth', 'germanBight'],
  ['germanBight', 'northSeaNorth'],
  ['germanBight', 'northSeaCentral'],
  ['northSeaNorth', 'maasApproach'],
  ['northSeaNorth', 'northSeaCentral'],
  ['northSeaCentral', 'skagerrak'],
  ['skagerrak', 'skagen'],
  ['maasApproach', 'harwichApproach'],
  ['maasApproach', 'doverStrait'],
  ['scheldtMouth', 'doverStrait'],
  ['scheldtMouth', 'maasApproach'],
  ['harwichApproach', 'doverStrait'],
  ['doverStrait', 'channelWest'],
  ['channelWest', 'ushant'],
  ['channelWest', 'landsEnd'],
  ['landsEnd', 'stGeorgesChannel'],
  ['stGeorgesChannel', 'irishSea'],
  ['irishSea', 'dublin'],
  ['ushant', 'finisterre'],
  ['ushant', 'atlanticEast'],
  ['finisterre', 'lisbon'],
  ['lisbon', 'stVincent'],
  ['stVincent', 'gibraltar'],
  ['gibraltar', 'algeciras'],
  ['gibraltar', 'alboran'],
  ['algeciras', 'alboran'],
  ['alboran', 'balearic'],
  ['balearic', 'sardiniaSouth'],
  ['sardiniaSouth', 'sicilyChannel'],
  ['sicilyChannel', 'ionian'],
  ['ionian', 'levant'],
  ['levant', 'portSaid'],
  ['portSaid', 'suez'],
  ['suez', 'redSeaNorth'],
  ['redSeaNorth', 'redSeaCentral'],
  ['redSeaCentral', 'redSeaSouth'],
  ['redSeaSouth', 'babElMandeb'],
  ['babElMandeb', 'gulfOfAden'],
  ['gulfOfAden', 'socotra'],
  ['socotra', 'arabianSea'],
  ['arabianSea', 'laccadive'],
  ['laccadive', 'colombo'],
  ['laccadive', 'dondra'],
  ['colombo', 'dondra'],
  ['dondra', 'bayOfBengalSouth'],
  ['bayOfBengalSouth', 'malaccaNorth'],
  ['malaccaNorth', 'malaccaCentral'],
  ['malaccaCentral', 'malaccaSouth'],
  ['malaccaSouth', 'singapore'],
  ['singapore', 'singaporeStrait'],
  ['singaporeStrait', 'southChinaSeaSouth'],
  ['southChinaSeaSouth', 'southChinaSeaCentral'],
  ['southChinaSeaCentral', 'southChinaSeaNorth'],
  ['southChinaSeaNorth', 'taiwanStrait'],
  ['taiwanStrait', 'eastChinaSea'],
  ['eastChinaSea', 'shanghai'],
  ['eastChinaSea', 'ningbo'],
  ['shanghai', 'ningbo'],
  ['atlanticEast', 'atlanticCentral'],
  ['atlanticCentral', 'grandBanks'],
  ['grandBanks', 'nantucket'],
  ['nantucket', 'ambroseChannel'],
  ['ambroseChannel', 'newYork'],
];

const NODES: Readonly<Record<string, Place>> = { ...WAYPOINTS, ...PORTS };

/** Every named point of the lanes, for "near …" location labels. */
export const SEA_PLACES: readonly Place[] = Object.values(NODES);

const NEIGHBOURS = new Map<string, string[]>();
for (const [a, b] of LANES) {
  NEIGHBOURS.set(a, [...(NEIGHBOURS.get(a) ?? []), b]);
  NEIGHBOURS.set(b, [...(NEIGHBOURS.get(b) ?? []), a]);
}

/** The shortest sea route between two ports of PORTS along the lanes (Dijkstra over a few dozen nodes). */
export function seaRoute(fromPortId: string, toPortId: string): LatLng[] {
  const distance = new Map<string, number>([[fromPortId, 0]]);
  const previous = new Map<string, string>();
  const open = new Set<string>([fromPortId]);
  while (open.size > 0) {
    let current = '';
    for (const id of open) if (!current || distance.get(id)! < distance.get(current)!) current = id;
    open.delete(current);
    if (current === toPortId) break;
    for (const next of NEIGHBOURS.get(current) ?? []) {
      const candidate = distance.get(current)! + distanceKm(NODES[current]!, NODES[next]!);
      if (candidate < (distance.get(next) ?? Number.POSITIVE_INFINITY)) {
        distance.set(next, candidate);
        previous.set(next, current);
        open.add(next);
      }
    }
  }
  if (!distance.has(toPortId)) throw new Error(`no sea route from ${fromPortId} to ${toPortId}`);
  const ids = [toPortId];
  while (ids[0] !== fromPortId) ids.unshift(previous.get(ids[0]!)!);
  return ids.map((id) => ({ lat: NODES[id]!.lat, lng: NODES[id]!.lng }));
}
