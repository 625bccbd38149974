/**
 * The records of a generated mill as its ERP sends them to the integration API (docs/scale.md): clients,
 * their customer logins, order positions, the deliveries of some of them (the same order, position,
 * product and numbers), an invoice per order (after it, to its amount) and a carrier's position for
 * each load on the road in the last two weeks. Deterministic: each client's book comes from a PRNG of
 * its own seeded by the run's seed and its number, so each kind can be walked on its own and every run
 * sends the very same records.
 */

import { buildProducts, CONVERTING_TYPES, type Product } from '../areas/trade/seed/trade-catalogue.ts';
import { SeededRandom } from '../db/seed/seeded-random.ts';
import type { DeliveryItem } from '../integration/deliveries-import.ts';
import type { InvoiceItem } from '../integration/invoices-import.ts';
import type { LoginLanguage } from '../integration/logins-import-queries.ts';
import type { OrderItem } from '../integration/orders-import.ts';
import { clientPositions, everyNth, type MillSize } from './mill-plan.ts';

/** The generated mill's "today": fixed, so a run next year sends the same records as this one. */
export const MILL_TODAY = '2026-11-20';
/** Years of order history before it. */
const HISTORY_DAYS = 5 * 365;
/** Loads that left in the last this many days are on the road: they get a carrier's position. */
const ON_THE_ROAD_DAYS = 14;
/** Order positions per order, on average (1 to 9). */
const POSITIONS_PER_ORDER = 5;
/** The first client number: rank 1 (the largest) is 200001. */
const FIRST_CLIENT_ID = 200_001;

const DAY_MS = 86_400_000;
const todayMs = Date.parse(`${MILL_TODAY}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Country {
  code: string;
  language: LoginLanguage;
  legalForm: string;
  cities: readonly string[];
  streets: readonly string[];
  /** Reached by sea from the mill. */
  ocean: boolean;
  lat: number;
  lng: number;
}

const COUNTRIES: readonly Country[] = [
  {
    code: 'NL',
    language: 'nl',
    legalForm: 'B.V.',
    cities: [
      '3846 BD Harderwijk',
      '8013 PM Zwolle',
      '5048 AB Tilburg',
      '5928 LX Venlo',
      '7005 AG Doetinchem',
    ],
    streets: ['Industrieweg', 'Havenstraat', 'Edisonweg', 'Nijverheidsweg'],
    ocean: false,
    lat: 52.2,
    lng: 5.6,
  },
  {
    code: 'DE',
    language: 'de',
    legalForm: 'GmbH',
    cities: ['33330 Gütersloh', '47119 Duisburg', '74076 Heilbronn', '33609 Bielefeld', '28197 Bremen'],
    streets: ['Gewerbestraße', 'Industriestraße', 'Am Hafen', 'Siemensstraße'],
    ocean: false,
    lat: 51.2,
    lng: 9.5,
  },
  {
    code: 'GB',
    language: 'en',
    legalForm: 'Ltd',
    cities: ['Leeds LS10 1QP', 'Manchester M17 1DY', 'Bristol BS11 9FG', 'Tilbury RM18 7BH'],
    streets: ['Riverside Park', 'Dock Road', 'Trafford Way', 'Avonmouth Way'],
    ocean: false,
    lat: 53.0,
    lng: -1.5,
  },
  {
    code: 'BE',
    language: 'nl',
    legalForm: 'NV',
    cities: ['8540 Deerlijk', '9000 Gent', '2030 Antwerpen'],
    streets: ['Nijverheidslaan', 'Kanaaldijk', 'Haven'],
    ocean: false,
    lat: 50.9,
    lng: 4.0,
  },
  {
    code: 'PL',
    language: 'en',
    legalForm: 'Sp. z o.o.',
    cities: ['60-001 Poznań', '90-001 Łódź', '50-001 Wrocław'],
    streets: ['ul. Przemysłowa', 'ul. Fabryczna', 'ul. Magazynowa'],
    ocean: false,
    lat: 52.1,
    lng: 18.5,
  },
  {
    code: 'SE',
    language: 'en',
    legalForm: 'AB',
    cities: ['417 05 Göteborg', '211 20 Malmö', '721 30 Västerås'],
    streets: ['Hamngatan', 'Industrigatan', 'Verkstadsvägen'],
    ocean: true,
    lat: 58.5,
    lng: 14.0,
  },
  {
    code: 'CN',
    language: 'zhHans',
    legalForm: 'Co., Ltd.',
    cities: ['Shanghai 201206', 'Ningbo 315800', 'Shenzhen 518000'],
    streets: ['Pudong Jinqiao Road', 'Beilun Port Road', 'Yantian Harbour Road'],
    ocean: true,
    lat: 31.0,
    lng: 121.5,
  },
];
/** Most clients are near the mill. */
const COUNTRY_WEIGHTS = [0.3, 0.28, 0.14, 0.1, 0.08, 0.05, 0.05];

const NAMES = [
  'Van Dijk',
  'Becker',
  'Brightwell',
  'Hansen',
  'Nordkarton',
  'Alpina',
  'Rhein',
  'Atlas',
  'Delta',
];
const MORE_NAMES = ['Meridian', 'Kuiper', 'Schulte', 'Oakridge', 'Lindqvist', 'Baltic', 'Huang', 'Vermeer'];
const TRADES = ['Packaging', 'Verpakkingen', 'Folding Cartons', 'Print & Pack', 'Kartonagen', 'Displays'];
const FIRST_NAMES = ['J.', 'M.', 'S.', 'K.', 'A.', 'T.', 'L.', 'C.', 'R.', 'F.'];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Schmidt',
  'Becker',
  'Hughes',
  'Patel',
  'Novak',
  'Lindberg',
  'Chen',
];

/** One client of the generated mill, as planned: its records derive from this and the seed. */
export interface MillClient {
  clientId: number;
  rank: number;
  positions: number;
  displayName: string;
  customerNumber: string;
  country: Country;
  /** The customer login the bench signs in with. */
  loginEmail: string;
}

/** The clients of a mill of `size`, the largest first. */
export function millClients(size: MillSize, seed: number): MillClient[] {
  const counts = clientPositions(size.positions, size.clients);
  const random = new SeededRandom(seed);
  return counts.map((positions, index) => {
    const clientId = FIRST_CLIENT_ID + index;
    const pick = random.next();
    let sum = 0;
    const countryIndex = COUNTRY_WEIGHTS.findIndex((w) => {
      sum += w;
      return pick < sum;
    });
    const country = COUNTRIES[countryIndex < 0 ? 0 : countryIndex]!;
    const name = `${random.pick(random.chance(0.5) ? NAMES : MORE_NAMES)} ${random.pick(TRADES)}`;
    return {
      clientId,
      rank: index + 1,
      positions,
      displayName: `${name} ${country.legalForm}`,
      customerNumber: `M-${clientId}`,
      country,
      loginEmail: `orders@client-${clientId}.mill.example`,
    };
  });
}

/** One order position with what follows from it: its delivery, and the invoice of the order it ends. */
interface BookEntry {
  order: OrderItem;
  delivery: DeliveryItem | null;
  invoice: InvoiceItem | null;
  event: TrackingEventRecord | null;
}

/** A carrier's position report (`POST Integration/TrackingEvents`). */
export interface TrackingEventRecord {
  eventId: string;
  clientId: number;
  loadNumber: string;
  kind: 'position';
  at: string;
  lat: number;
  lng: number;
  place: string;
}

/** The shares the book picks by: deliveries of positions, invoices of orders. */
function shares(size: MillSize) {
  return {
    delivered: everyNth(Math.min(1, size.deliveries / size.positions)),
    invoiced: everyNth(Math.min(1, size.invoices / (size.positions / POSITIONS_PER_ORDER))),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Walks one client's order book from the oldest position to the newest. */
function* clientBook(
  client: MillClient,
  size: MillSize,
  seed: number,
  products: readonly Product[],
): Generator<BookEntry> {
  const random = new SeededRandom((seed * 1_000_003 + client.clientId) >>> 0);
  const { delivered, invoiced } = shares(size);
  const { country, clientId } = client;
  const buyers = Array.from({ length: 2 + (client.rank % 4) }, () => {
    return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  });
  const addresses = Array.from(
    { length: 1 + (client.rank % 3) },
    () => `${random.pick(country.streets)} ${random.int(1, 180)}, ${random.pick(country.cities)}`,
  );
  const range = products.filter((_, i) => (i + client.rank) % 3 !== 0);
  const startMs = todayMs - HISTORY_DAYS * DAY_MS;
  let index = 0;
  let orderIndex = 0;
  let deliveryIndex = 0;
  while (index < client.positions) {
    const count = Math.min(random.int(1, 2 * POSITIONS_PER_ORDER - 1), client.positions - index);
    const orderMs = startMs + Math.floor((index / client.positions) * HISTORY_DAYS) * DAY_MS;
    const orderNumber = `${clientId}-${String(orderIndex + 1).padStart(7, '0')}`;
    const customerOrderNumber = `PO-${client.rank}-${random.int(10_000, 99_999)}`;
    const signature = random.pick(buyers);
    const address = random.pick(addresses);
    const calloff = random.chance(0.2) ? `CO-${clientId}-${orderIndex + 1}` : null;
    let orderAmount = 0;
    for (let position = 1; position <= count; position++, index++) {
      const product = random.pick(range);
      const pallets = random.int(1, 24);
      const kgPerSheet = ((product.width_mm * product.length_mm) / 1e6) * (product.gsm / 1000);
      const nett = round1(pallets * product.sheets_per_pallet * kgPerSheet);
      const departureMs = orderMs + random.int(7, 35) * DAY_MS;
      const isDelivered = delivered(index);
      const loadNumber = isDelivered ? `L${clientId}-${String(++deliveryIndex).padStart(7, '0')}` : null;
      const order: OrderItem = {
        clientId,
        orderNumber,
        customerOrderNumber,
        orderPosition: position * 10,
        orderSignature: signature,
        salesProductDescription: product.description,
        convertingTypeDescription: random.pick(CONVERTING_TYPES),
        dimensions: `${product.width_mm} × ${product.length_mm}`,
        sheets: product.sheets_per_pallet,
        amountOfSheets: pallets * product.sheets_per_pallet,
        pallets,
        units: pallets,
        weight: round1(nett + pallets * 22),
        theoreticalNettWeightKg: nett,
        calloff,
        loadNumber,
        dateOrder: dayText(orderMs),
        dateDeparture: isDelivered || departureMs <= todayMs ? dayText(departureMs) : null,
        country: country.code,
        address,
      };
      orderAmount += (nett / 1000) * random.int(680, 1150);
      const daysAgo = (todayMs - departureMs) / DAY_MS;
      const delivery: DeliveryItem | null = loadNumber
        ? {
            clientId,
            loadNumber,
            transportType: country.ocean ? 'Ocean' : 'Road',
            status: daysAgo < 0 ? 'Preparing' : daysAgo <= ON_THE_ROAD_DAYS ? 'InTransit' : 'Delivered',
            containerNumber: country.ocean ? `MSKU${String(7_000_000 + deliveryIndex).slice(-7)}` : null,
            carrier: country.ocean ? 'Maersk' : 'Van der Wal Transport',
            orderNumber,
            customerOrderNumber,
            orderPosition: order.orderPosition,
            salesProductDescription: order.salesProductDescription,
            convertingTypeDescription: order.convertingTypeDescription,
            dimensions: order.dimensions,
            amountOfSheets: order.amountOfSheets,
            pallets,
            weight: order.weight,
            theoreticalNettWeightKg: nett,
            calloff,
            dateDeparture: dayText(departureMs),
            country: country.code,
            address,
          }
        : null;
      const onTheRoad = delivery?.status === 'InTransit';
      const share = Math.min(1, Math.max(0, 1 - daysAgo / ON_THE_ROAD_DAYS));
      const event: TrackingEventRecord | null = onTheRoad
        ? {
            eventId: `mill-${loadNumber}-1`,
            clientId,
            loadNumber: loadNumber!,
            kind: 'position',
            at: new Date(Math.min(departureMs + DAY_MS / 2, todayMs)).toISOString(),
            lat: round2(52.5 + (country.lat - 52.5) * share),
            lng: round2(6.1 + (country.lng - 6.1) * share),
            place: share < 0.5 ? 'near the mill' : `near ${country.cities[0]!.replace(/^[\d\s-]+/, '')}`,
          }
        : null;
      const last = position === count;
      const invoiceMs = orderMs + 20 * DAY_MS;
      const invoice: InvoiceItem | null =
        last && invoiced(orderIndex) && invoiceMs <= todayMs
          ? invoiceOf(clientId, orderIndex, invoiceMs, round2(orderAmount), country.code === 'NL' ? 0.21 : 0)
          : null;
      yield { order, delivery, invoice, event };
    }
    orderIndex++;
  }
}

/** The invoice of an order: due in 30 days, paid unless due in the last two months. */
function invoiceOf(clientId: number, orderIndex: number, invoiceMs: number, amount: number, vatRate: number) {
  const dueMs = invoiceMs + 30 * DAY_MS;
  const paid = dueMs < todayMs - 60 * DAY_MS;
  const vat = round2(amount * vatRate);
  return {
    clientId,
    invoiceNumber: `INV-${clientId}-${String(orderIndex + 1).padStart(7, '0')}`,
    invoiceDate: dayText(invoiceMs),
    dateDue: dayText(dueMs),
    datePaid: paid ? dayText(dueMs - 5 * DAY_MS) : null,
    outstanding: paid ? 0 : round2(amount + vat),
    amountExclVatEur: amount,
    amountExclVatForeign: null,
    currency: 'EUR' as const,
    vat,
  };
}

/** What one kind of record a mill sends: the order book walked once per kind. */
export type BookKind = 'orders' | 'deliveries' | 'invoices' | 'trackingEvents';

/** Every record of `kind` of the mill, client by client (the largest first). */
export function* millBook(kind: BookKind, size: MillSize, seed: number) {
  const products = buildProducts(new SeededRandom(seed));
  for (const client of millClients(size, seed)) {
    for (const entry of clientBook(client, size, seed, products)) {
      const record =
        kind === 'orders'
          ? entry.order
          : kind === 'deliveries'
            ? entry.delivery
            : kind === 'invoices'
              ? entry.invoice
              : entry.event;
      if (record) yield record;
    }
  }
}
