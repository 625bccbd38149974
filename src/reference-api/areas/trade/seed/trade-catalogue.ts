import type { SeededRandom } from '../../../db/seed/seeded-random.ts';

/** A board product of the mill's range. */
export interface Product {
  product_id: number;
  product_code: string;
  grade: string;
  description: string;
  gsm: number;
  width_mm: number;
  length_mm: number;
  sheets_per_pallet: number;
}

const GRADES: readonly { grade: string; name: string; gsm: readonly number[] }[] = [
  { grade: 'GC1', name: 'Coated folding boxboard', gsm: [215, 235, 255, 275, 300, 325, 350] },
  { grade: 'GC2', name: 'Coated folding boxboard', gsm: [230, 250, 270, 295, 320] },
  { grade: 'GD2', name: 'Coated white-lined chipboard', gsm: [250, 280, 300, 350, 400, 450] },
  { grade: 'GT1', name: 'Coated white-lined chipboard, white back', gsm: [260, 300, 350] },
  { grade: 'SBS', name: 'Solid bleached board', gsm: [210, 240, 270, 300, 330] },
  { grade: 'UD', name: 'Uncoated grey board', gsm: [500, 750, 1000, 1250] },
  { grade: 'UWL', name: 'Uncoated white-lined board', gsm: [280, 320, 360] },
];

const FORMATS: readonly (readonly [number, number])[] = [
  [1020, 720],
  [1000, 700],
  [1100, 800],
  [720, 1020],
  [1260, 880],
  [920, 640],
  [800, 600],
  [1400, 1000],
  [1030, 740],
  [1150, 850],
];

/** Sheets that make a pallet of roughly one tonne, in multiples of 50. */
function sheetsPerPallet(gsm: number, width: number, length: number): number {
  const kgPerSheet = ((width * length) / 1e6) * (gsm / 1000);
  return Math.max(100, Math.round(1000 / kgPerSheet / 50) * 50);
}

/** The mill's product range (deterministic for a given PRNG). */
export function buildProducts(random: SeededRandom): Product[] {
  const products: Product[] = [];
  for (const { grade, name, gsm: grammages } of GRADES) {
    for (const gsm of grammages) {
      const formats = new Set<readonly [number, number]>();
      const count = random.int(1, 3);
      while (formats.size < count) formats.add(random.pick(FORMATS));
      for (const [width, length] of formats) {
        products.push({
          product_id: products.length + 1,
          product_code: `${grade}-${gsm}-${width}x${length}`,
          grade,
          description: `${name} ${grade} ${gsm} g/m²`,
          gsm,
          width_mm: width,
          length_mm: length,
          sheets_per_pallet: sheetsPerPallet(gsm, width, length),
        });
      }
    }
  }
  return products;
}

/** A delivery address of a client; `ocean` addresses are reached by sea. */
export interface ClientAddress {
  country: string;
  address: string;
  ocean: boolean;
}

/** What the seed needs to know about a client company to make its paperwork look like theirs. */
export interface ClientProfile {
  clientId: number;
  /** Share of the full-scale order numbers (the sum over clients is 1). */
  share: number;
  customerOrderPrefix: string;
  buyers: readonly string[];
  addresses: readonly ClientAddress[];
  /** Invoice currencies with their weights; the rest is EUR. */
  currencies: readonly { currency: 'USD' | 'GBP' | 'CNY' | 'SEK'; weight: number }[];
  vatRate: number;
  paymentDays: number;
}

export const CLIENT_PROFILES: readonly ClientProfile[] = [
  {
    clientId: 1001,
    share: 0.35,
    customerOrderPrefix: 'VD-PO-',
    buyers: ['J. de Vries', 'M. Jansen', 'S. Bakker', 'R. Visser'],
    addresses: [
      { country: 'NL', address: 'Industrieweg 12, 3846 BD Harderwijk', ocean: false },
      { country: 'NL', address: 'Havenstraat 8, 7005 AG Doetinchem', ocean: false },
      { country: 'NL', address: 'Edisonweg 41, 4207 HG Gorinchem', ocean: false },
      { country: 'BE', address: 'Nijverheidslaan 3, 8540 Deerlijk', ocean: false },
      { country: 'SG', address: 'Van Dijk Packaging Asia, 21 Tuas Avenue 3, Singapore 639415', ocean: true },
      { country: 'US', address: 'Van Dijk Packaging USA, 1200 Harbor Blvd, Newark NJ 07114', ocean: true },
    ],
    currencies: [{ currency: 'USD', weight: 0.05 }],
    vatRate: 0.21,
    paymentDays: 30,
  },
  {
    clientId: 1002,
    share: 0.25,
    customerOrderPrefix: 'BE-',
    buyers: ['K. Schmidt', 'A. Becker', 'F. Wagner'],
    addresses: [
      { country: 'DE', address: 'Gewerbestraße 17, 33330 Gütersloh', ocean: false },
      { country: 'DE', address: 'Am Hafen 5, 47119 Duisburg', ocean: false },
      { country: 'DE', address: 'Industriestraße 88, 74076 Heilbronn', ocean: false },
      { country: 'AT', address: 'Müllnergasse 4, 4020 Linz', ocean: false },
    ],
    currencies: [],
    vatRate: 0,
    paymentDays: 30,
  },
  {
    clientId: 1003,
    share: 0.2,
    customerOrderPrefix: 'PO/BW/',
    buyers: ['T. Hughes', 'L. Patel', 'C. Evans'],
    addresses: [
      { country: 'GB', address: 'Unit 4, Riverside Park, Leeds LS10 1QP', ocean: false },
      { country: 'GB', address: '12 Dock Road, Tilbury RM18 7BH', ocean: false },
      { country: 'IE', address: 'Unit 9, Ballymount Industrial Estate, Dublin 12', ocean: true },
    ],
    currencies: [{ currency: 'GBP', weight: 0.7 }],
    vatRate: 0,
    paymentDays: 45,
  },
  {
    clientId: 1004,
    share: 0.15,
    customerOrderPrefix: 'HM',
    buyers: ['Wang Li', 'Zhang Wei', 'Chen Jing'],
    addresses: [
      { country: 'CN', address: 'No. 88 Jinqiao Road, Pudong, Shanghai 201206', ocean: true },
      { country: 'CN', address: 'Lane 1500 Huaxu Road, Qingpu, Shanghai 201702', ocean: true },
      { country: 'CN', address: 'No. 6 Gangcheng Road, Ningbo 315800', ocean: true },
    ],
    currencies: [
      { currency: 'USD', weight: 0.6 },
      { currency: 'CNY', weight: 0.4 },
    ],
    vatRate: 0,
    paymentDays: 60,
  },
  {
    clientId: 1005,
    share: 0.05,
    customerOrderPrefix: 'NB-',
    buyers: ['E. Lindqvist', 'O. Berg'],
    addresses: [
      { country: 'SE', address: 'Hamnvägen 3, 652 21 Karlstad', ocean: false },
      { country: 'SE', address: 'Industrigatan 14, 417 07 Göteborg', ocean: true },
    ],
    currencies: [{ currency: 'SEK', weight: 0.7 }],
    vatRate: 0,
    paymentDays: 30,
  },
];

export const CONVERTING_TYPES: readonly string[] = [
  'Sheeted – pallet wrapped',
  'Sheeted – guillotine trimmed',
  'Sheeted – ream wrapped',
  'Sheeted – grain long, edge protected',
];

/** EUR → foreign currency rates around which the seed's invoices vary. */
export const EXCHANGE_RATES = { USD: 1.08, GBP: 0.85, CNY: 7.8, SEK: 11.4 } as const;
