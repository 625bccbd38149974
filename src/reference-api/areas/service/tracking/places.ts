import type { Place } from './geo.ts';

/** The mills that ship the board. */
export const MILLS: readonly Place[] = [
  { name: 'Paperfield Mill Eerbeek (NL)', lat: 52.1069, lng: 6.0576 },
  { name: 'Paperfield Mill Gelsenkirchen (DE)', lat: 51.5177, lng: 7.0857 },
];

/** The Swedish mill that ships to continental customers by short sea. */
export const NORDIC_MILL: Place = { name: 'Paperfield Mill Gävle (SE)', lat: 60.6749, lng: 17.1413 };

/** Container ports; `id` links a port to the sea-lane graph. */
export interface Port extends Place {
  id: string;
}

export const PORTS = {
  rotterdam: { id: 'rotterdam', name: 'Port of Rotterdam (Maasvlakte)', lat: 51.9537, lng: 4.0447 },
  antwerp: { id: 'antwerp', name: 'Port of Antwerp-Bruges', lat: 51.2797, lng: 4.3132 },
  hamburg: { id: 'hamburg', name: 'Port of Hamburg (Waltershof)', lat: 53.5393, lng: 9.9358 },
  felixstowe: { id: 'felixstowe', name: 'Port of Felixstowe', lat: 51.9554, lng: 1.3194 },
  gothenburg: { id: 'gothenburg', name: 'Port of Gothenburg (Skandia)', lat: 57.6905, lng: 11.8429 },
  algeciras: { id: 'algeciras', name: 'Port of Algeciras', lat: 36.1315, lng: -5.4352 },
  colombo: { id: 'colombo', name: 'Port of Colombo', lat: 6.9497, lng: 79.8428 },
  singapore: { id: 'singapore', name: 'Port of Singapore (Pasir Panjang)', lat: 1.2695, lng: 103.7723 },
  shanghai: { id: 'shanghai', name: 'Port of Shanghai (Yangshan)', lat: 30.6268, lng: 122.0656 },
  ningbo: { id: 'ningbo', name: 'Port of Ningbo-Zhoushan', lat: 29.9363, lng: 121.8676 },
  dublin: { id: 'dublin', name: 'Dublin Port', lat: 53.3457, lng: -6.1955 },
  newYork: { id: 'newYork', name: 'Port of New York and New Jersey', lat: 40.6681, lng: -74.0451 },
} as const satisfies Record<string, Port>;

/** Road stopovers: cross-docks and ferry terminals on the way to customers. */
export const ROAD_STOPOVERS: readonly Place[] = [
  { name: 'Cross-dock Venlo (NL)', lat: 51.3885, lng: 6.1453 },
  { name: 'Cross-dock Duisburg logport (DE)', lat: 51.4034, lng: 6.7126 },
  { name: 'Customs point Bad Bentheim (DE)', lat: 52.3036, lng: 7.1594 },
  { name: 'Ferry terminal Hoek van Holland (NL)', lat: 51.9786, lng: 4.1279 },
  { name: 'Cross-dock Kassel (DE)', lat: 51.3127, lng: 9.4797 },
];

/** Customer towns per country (ISO 3166 alpha-2); a delivery address is placed in one of them. */
export const CUSTOMER_TOWNS: Readonly<Record<string, readonly Place[]>> = {
  NL: [
    { name: 'Harderwijk', lat: 52.3417, lng: 5.6208 },
    { name: 'Doetinchem', lat: 51.965, lng: 6.2886 },
    { name: 'Gorinchem', lat: 51.8306, lng: 4.9742 },
    { name: 'Apeldoorn', lat: 52.2112, lng: 5.9699 },
    { name: 'Eindhoven', lat: 51.4416, lng: 5.4697 },
    { name: 'Zwolle', lat: 52.5168, lng: 6.083 },
    { name: 'Tilburg', lat: 51.5555, lng: 5.0913 },
    { name: 'Groningen', lat: 53.2194, lng: 6.5665 },
    { name: 'Rotterdam', lat: 51.9244, lng: 4.4777 },
  ],
  DE: [
    { name: 'Gütersloh', lat: 51.9063, lng: 8.3785 },
    { name: 'Duisburg', lat: 51.4344, lng: 6.7623 },
    { name: 'Heilbronn', lat: 49.1427, lng: 9.2109 },
    { name: 'Bielefeld', lat: 52.0302, lng: 8.5325 },
    { name: 'Hannover', lat: 52.3759, lng: 9.732 },
    { name: 'Köln', lat: 50.9375, lng: 6.9603 },
    { name: 'Stuttgart', lat: 48.7758, lng: 9.1829 },
    { name: 'München', lat: 48.1351, lng: 11.582 },
    { name: 'Leipzig', lat: 51.3397, lng: 12.3731 },
  ],
  AT: [
    { name: 'Linz', lat: 48.3069, lng: 14.2858 },
    { name: 'Wien', lat: 48.2082, lng: 16.3738 },
  ],
  BE: [
    { name: 'Deerlijk', lat: 50.8536, lng: 3.3533 },
    { name: 'Gent', lat: 51.0543, lng: 3.7174 },
    { name: 'Mechelen', lat: 51.0259, lng: 4.4776 },
  ],
  FR: [
    { name: 'Lille', lat: 50.6292, lng: 3.0573 },
    { name: 'Lyon', lat: 45.764, lng: 4.8357 },
  ],
  PL: [{ name: 'Poznań', lat: 52.4064, lng: 16.9252 }],
  GB: [
    { name: 'Tilbury', lat: 51.4627, lng: 0.3577 },
    { name: 'Manchester', lat: 53.4808, lng: -2.2426 },
    { name: 'Birmingham', lat: 52.4862, lng: -1.8904 },
    { name: 'Leeds', lat: 53.8008, lng: -1.5491 },
    { name: 'Bristol', lat: 51.4545, lng: -2.5879 },
  ],
  IE: [
    { name: 'Dublin', lat: 53.3233, lng: -6.3598 },
    { name: 'Cork', lat: 51.8985, lng: -8.4756 },
  ],
  SG: [{ name: 'Singapore', lat: 1.3236, lng: 103.6375 }],
  SE: [
    { name: 'Karlstad', lat: 59.3793, lng: 13.5036 },
    { name: 'Göteborg', lat: 57.7089, lng: 11.9746 },
    { name: 'Borås', lat: 57.721, lng: 12.9401 },
    { name: 'Jönköping', lat: 57.7826, lng: 14.1618 },
    { name: 'Norrköping', lat: 58.5877, lng: 16.1924 },
  ],
  CN: [
    { name: 'Pudong', lat: 31.224, lng: 121.5447 },
    { name: 'Qingpu', lat: 31.15, lng: 121.124 },
    { name: 'Shanghai Songjiang', lat: 31.0322, lng: 121.2277 },
    { name: 'Suzhou', lat: 31.2989, lng: 120.5853 },
    { name: 'Hangzhou', lat: 30.2741, lng: 120.1551 },
    { name: 'Ningbo', lat: 29.8683, lng: 121.544 },
  ],
  US: [
    { name: 'Newark NJ', lat: 40.7357, lng: -74.1724 },
    { name: 'Allentown PA', lat: 40.6023, lng: -75.4714 },
  ],
};

/** Country names (English, Dutch, German) the delivery table might use, mapped to ISO codes. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  netherlands: 'NL',
  nederland: 'NL',
  'the netherlands': 'NL',
  niederlande: 'NL',
  germany: 'DE',
  duitsland: 'DE',
  deutschland: 'DE',
  belgium: 'BE',
  belgië: 'BE',
  belgien: 'BE',
  france: 'FR',
  frankrijk: 'FR',
  frankreich: 'FR',
  poland: 'PL',
  'united kingdom': 'GB',
  uk: 'GB',
  'verenigd koninkrijk': 'GB',
  'vereinigtes königreich': 'GB',
  ireland: 'IE',
  austria: 'AT',
  singapore: 'SG',
  sweden: 'SE',
  zweden: 'SE',
  schweden: 'SE',
  china: 'CN',
  'united states': 'US',
  usa: 'US',
};

/** The ISO code of a country given as code or name; unknown countries count as the Netherlands. */
export function countryCode(country: string): string {
  const trimmed = country.trim();
  const upper = trimmed.toUpperCase();
  if (CUSTOMER_TOWNS[upper]) return upper;
  return COUNTRY_ALIASES[trimmed.toLowerCase()] ?? 'NL';
}

/** The customer town of an address: a town named in it, else one picked by `index`. */
export function customerTown(country: string, address: string, index: number): Place {
  const towns = CUSTOMER_TOWNS[countryCode(country)] ?? CUSTOMER_TOWNS.NL!;
  const named = towns.find((town) => address.toLowerCase().includes(town.name.toLowerCase()));
  return named ?? towns[index % towns.length]!;
}
