import { NEWS_CONTENT } from '../../areas/service/dashboard/news-content.ts';
import { insertRows } from '../../areas/service/insert-rows.ts';
import { seedTracking } from '../../areas/service/tracking/tracking-seed.ts';
import type { ServerLanguage } from '../../platform/server-messages.ts';
import type { Db } from '../db.ts';
import { SeededRandom } from './seeded-random.ts';

/** A road load of the demo customer (client 1001) that is always in transit after seeding. */
export const DEMO_ROAD_LOAD_NUMBER = 'L2611-70001';
/** An ocean container (carrier Hellmann, valid ISO 6346 check digit) of client 1001, always in transit. */
export const DEMO_OCEAN_CONTAINER_NUMBER = 'HLXU7001232';
/** The load number of the demo ocean container. */
export const DEMO_OCEAN_LOAD_NUMBER = 'L2611-70002';
/** The demo customer's client (customer@example.com). */
export const DEMO_CLIENT_ID = 1001;

/**
 * Seeds the service areas after the trade seed: track & trace for the trade deliveries, news,
 * memos, certificates, sales managers and price lists. Trips are laid out around the real clock
 * at seed time (not the fixed seed date), because the map shows where a load is "now" and the
 * dashboard sorts by estimated arrival; everything else is fixed and deterministic.
 */
export async function seedServiceData(db: Db, options: { scale: 'small' | 'full' }): Promise<void> {
  await db.transaction(async (tx) => {
    await markDemoDeliveries(tx);
    await seedTracking(tx, options.scale, new Date());
    await seedNews(tx);
    await seedMemos(tx);
    await seedCertificates(tx);
    await seedSalesManagers(tx);
    await seedPriceLists(tx);
  });
}

/**
 * Gives the demo customer one road load and one ocean container in transit under fixed numbers,
 * taken from its own deliveries (in transit ones first) so the trade data stays consistent.
 */
async function markDemoDeliveries(db: Db): Promise<void> {
  const taken = await db.query(
    'select 1 from deliveries where load_number in ($1, $2) or container_number = $3',
    [DEMO_ROAD_LOAD_NUMBER, DEMO_OCEAN_LOAD_NUMBER, DEMO_OCEAN_CONTAINER_NUMBER],
  );
  if (taken.length > 0)
    throw new Error('The demo load or container number is already used by the trade seed');
  const pick = (transport: 'Road' | 'Ocean', except: number) =>
    db.query<{ delivery_id: number }>(
      `select delivery_id from deliveries where client_id = $1 and delivery_id <> $2
        order by (transport_type = $3) desc, (status = 'InTransit') desc, delivery_id limit 1`,
      [DEMO_CLIENT_ID, except, transport],
    );
  const [road] = await pick('Road', -1);
  if (!road) throw new Error(`The trade seed has no deliveries for client ${DEMO_CLIENT_ID}`);
  await db.query(
    `update deliveries set load_number = $2, transport_type = 'Road', status = 'InTransit',
            container_number = null, carrier = null where delivery_id = $1`,
    [road.delivery_id, DEMO_ROAD_LOAD_NUMBER],
  );
  const [ocean] = await pick('Ocean', road.delivery_id);
  if (!ocean) throw new Error(`The trade seed has a single delivery for client ${DEMO_CLIENT_ID}`);
  await db.query(
    `update deliveries set load_number = $2, container_number = $3, carrier = 'hellmann',
            transport_type = 'Ocean', status = 'InTransit' where delivery_id = $1`,
    [ocean.delivery_id, DEMO_OCEAN_LOAD_NUMBER, DEMO_OCEAN_CONTAINER_NUMBER],
  );
}

async function seedNews(db: Db): Promise<void> {
  for (const item of NEWS_CONTENT) {
    const [row] = await db.query<{ news_id: number }>(
      'insert into news_items (published_on) values ($1) returning news_id',
      [item.publishedOn],
    );
    const rows = (Object.keys(item.text) as ServerLanguage[]).map((language) => [
      row!.news_id,
      language,
      item.text[language].title,
      item.text[language].bodyHtml,
    ]);
    await insertRows(db, 'news_translations', ['news_id', 'language', 'title', 'body_html'], rows);
  }
}

async function seedMemos(db: Db): Promise<void> {
  await insertRows(
    db,
    'memos',
    ['memo_type', 'memo_contents', 'created_at', 'client_id'],
    [
      [
        'Login',
        '<p><strong>Maintenance:</strong> the portal is unavailable on Saturday 28 November from 22:00 to 23:30 (CET).</p>',
        '2026-11-16T09:00:00Z',
        null,
      ],
      [
        'Dashboard',
        '<p>Order deadline for delivery in 2026: <strong>4 December</strong>. See the news below for the holiday schedule.</p>',
        '2026-11-18T08:30:00Z',
        null,
      ],
      [
        'Dashboard',
        '<p>Dear Van Dijk team: your annual agreement for 2027 is ready for signature. Please contact <a href="mailto:sanne.bakker@paperfield.example">Sanne Bakker</a>.</p>',
        '2026-11-19T10:00:00Z',
        DEMO_CLIENT_ID,
      ],
    ],
  );
}

async function seedCertificates(db: Db): Promise<void> {
  await insertRows(
    db,
    'product_certificates',
    ['product', 'kind', 'certificate_number', 'issuer', 'valid_from', 'valid_until', 'filename'],
    [
      [
        'All grades',
        'FSC',
        'FSC-C012345',
        'Control Union Certifications',
        '2025-01-01',
        '2027-12-31',
        'FSC-Chain-of-Custody-C012345.pdf',
      ],
      [
        'All grades',
        'PEFC',
        'PEFC/30-31-123',
        'SGS Nederland B.V.',
        '2025-01-01',
        '2027-12-31',
        'PEFC-Chain-of-Custody.pdf',
      ],
      [
        'Quality management, mills Eerbeek and Gelsenkirchen',
        'ISO 9001',
        'Q-9001-88412',
        'DNV Business Assurance',
        '2024-06-01',
        '2027-05-31',
        'ISO-9001-2015-Certificate.pdf',
      ],
      [
        'FoodBoard GC1 250–400 g/m²',
        'EU 1935/2004',
        'FCM-2026-031',
        'Paperfield Quality Department',
        '2026-01-15',
        '2027-01-14',
        'Konformitätserklärung-Lebensmittelkontakt.pdf',
      ],
      [
        'FoodBoard GC2 230–350 g/m²',
        'EU 1935/2004',
        'FCM-2026-032',
        'Paperfield Quality Department',
        '2026-01-15',
        '2027-01-14',
        'Declaration-of-Compliance-Food-Contact-GC2.pdf',
      ],
      [
        'Paperfield Duplex GD2',
        'FSC',
        'FSC-C012345-GD2',
        'Control Union Certifications',
        '2025-01-01',
        '2027-12-31',
        '产品证书-FSC.pdf',
      ],
      [
        'Paperfield Kraft Liner 175 g/m²',
        'PEFC',
        'PEFC/30-31-123-KL',
        'SGS Nederland B.V.',
        '2024-01-01',
        '2025-12-31',
        'PEFC-Kraft-Liner-2024.pdf',
      ],
    ],
  );
}

async function seedSalesManagers(db: Db): Promise<void> {
  await insertRows(
    db,
    'sales_managers',
    ['sales_manager_id', 'name', 'email_address', 'phone'],
    [
      [1, 'Sanne Bakker', 'sanne.bakker@paperfield.example', '+31 313 000 101'],
      [2, 'Jörg Weißmann', 'joerg.weissmann@paperfield.example', '+49 209 000 202'],
      [3, 'Emily Hartley', 'emily.hartley@paperfield.example', '+44 20 0000 0303'],
      [4, 'Li Wei (李伟)', 'li.wei@paperfield.example', '+86 21 0000 0404'],
      [5, 'Erik Lindqvist', 'erik.lindqvist@paperfield.example', '+46 31 000 505'],
    ],
  );
  await db.query("select setval('sales_managers_sales_manager_id_seq', 5)");
  await insertRows(
    db,
    'client_sales_managers',
    ['client_id', 'sales_manager_id'],
    [
      [1001, 1],
      [1001, 2],
      [1002, 2],
      [1003, 3],
      [1004, 4],
      [1004, 3],
      [1005, 5],
    ],
  );
}

const GRADES = [
  { grade: 'Paperfield FoodBoard GC1', gsm: [250, 300, 350, 400], base: 1380 },
  { grade: 'Paperfield Duplex GD2', gsm: [230, 270, 300, 350], base: 1040 },
  { grade: 'Paperfield Triplex GT3', gsm: [240, 280, 320], base: 1120 },
  { grade: 'Paperfield Kraft Liner', gsm: [125, 150, 175], base: 890 },
] as const;
const SHEET_SIZES = [
  [720, 1020],
  [700, 1000],
  [880, 1260],
] as const;

/** Price lists for every client except 1004, which has none (the portal then hides the download). */
async function seedPriceLists(db: Db): Promise<void> {
  const lists: [number, string, string][] = [
    [1001, 'EUR', 'Prijslijst Van Dijk Verpakkingen 2027.xlsx'],
    [1002, 'EUR', 'Preisliste Müller Kartonagen 2027.xlsx'],
    [1003, 'GBP', 'Price list Brightwell Print 2027.xlsx'],
    [1005, 'SEK', 'Prislista Nordic Board 2027.xlsx'],
  ];
  const rate: Record<string, number> = { EUR: 1, GBP: 0.86, SEK: 11.4 };
  const random = new SeededRandom(20270101);
  await insertRows(
    db,
    'price_lists',
    ['client_id', 'currency', 'valid_from', 'filename'],
    lists.map(([clientId, currency, filename]) => [clientId, currency, '2027-01-01', filename]),
  );
  const items: unknown[][] = [];
  for (const [clientId, currency] of lists) {
    let line = 1;
    for (const grade of GRADES) {
      for (const gsm of grade.gsm) {
        for (const [width, length] of SHEET_SIZES) {
          const perTonne = (grade.base + (gsm - 200) * 0.9) * random.between(0.96, 1.04) * rate[currency]!;
          items.push([
            clientId,
            line++,
            grade.grade,
            gsm,
            width,
            length,
            Math.round(perTonne * 100) / 100,
            gsm >= 300 ? 1000 : 500,
          ]);
        }
      }
    }
  }
  await insertRows(
    db,
    'price_list_items',
    ['client_id', 'line_no', 'grade', 'gsm', 'width_mm', 'length_mm', 'price_per_tonne', 'minimum_order_kg'],
    items,
  );
}
