import type { PriceListLine } from '../areas/service/price-list/price-list-workbook.ts';
import type { Db } from '../db/db.ts';
import type { ServerLanguage } from '../platform/server-messages.ts';
import type { BatchCounts } from './integration-route.ts';

/** The statements of `PUT Integration/Certificates`, `PriceLists` and `News` and their Removes. */

/** A certificate as the ERP sends it (its filename already settled). */
export interface CertificateRecord {
  certificateNumber: string;
  product: string;
  kind: string;
  issuer: string;
  validFrom: string;
  validUntil: string;
  filename: string;
}

/** Upserts certificates by number in one statement; unchanged ones are not rewritten. */
export async function upsertCertificates(
  tx: Db,
  records: readonly CertificateRecord[],
): Promise<BatchCounts> {
  const rows = await tx.query<{ inserted: boolean }>(
    `insert into product_certificates (certificate_number, product, kind, issuer, valid_from, valid_until, filename)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::text[])
     on conflict (certificate_number) do update
        set product = excluded.product, kind = excluded.kind, issuer = excluded.issuer,
            valid_from = excluded.valid_from, valid_until = excluded.valid_until, filename = excluded.filename
      where (product_certificates.product, product_certificates.kind, product_certificates.issuer,
             product_certificates.valid_from, product_certificates.valid_until, product_certificates.filename)
            is distinct from (excluded.product, excluded.kind, excluded.issuer, excluded.valid_from,
                              excluded.valid_until, excluded.filename)
     returning (xmax = 0) as inserted`,
    [
      records.map((r) => r.certificateNumber),
      records.map((r) => r.product),
      records.map((r) => r.kind),
      records.map((r) => r.issuer),
      records.map((r) => r.validFrom),
      records.map((r) => r.validUntil),
      records.map((r) => r.filename),
    ],
  );
  return counts(records.length, rows.filter((r) => r.inserted).length, rows.length);
}

/** Deletes the certificates with these numbers; answers how many there were. */
export async function deleteCertificates(tx: Db, numbers: readonly string[]): Promise<number> {
  const rows = await tx.query(
    'delete from product_certificates where certificate_number = any($1::text[]) returning 1',
    [numbers],
  );
  return rows.length;
}

/** A client's price list as the ERP sends it: its heading and all its lines, in order. */
export interface PriceListRecord {
  clientId: number;
  currency: string;
  validFrom: string;
  lines: readonly PriceListLine[];
}

/**
 * Upserts price lists by client: the heading in one statement, the lines (numbered by their order)
 * in a second, and the lines beyond a list's new length are deleted in a third. A list counts as
 * updated when any of the three touched it.
 */
export async function upsertPriceLists(tx: Db, records: readonly PriceListRecord[]): Promise<BatchCounts> {
  const headings = await tx.query<{ client_id: number; inserted: boolean }>(
    `insert into price_lists (client_id, currency, valid_from)
     select * from unnest($1::int[], $2::text[], $3::date[])
     on conflict (client_id) do update set currency = excluded.currency, valid_from = excluded.valid_from
      where (price_lists.currency, price_lists.valid_from) is distinct from (excluded.currency, excluded.valid_from)
     returning client_id, (xmax = 0) as inserted`,
    [records.map((r) => r.clientId), records.map((r) => r.currency), records.map((r) => r.validFrom)],
  );
  const lines = records.flatMap((r) =>
    r.lines.map((line, index) => ({ clientId: r.clientId, lineNo: index + 1, ...line })),
  );
  const column = <K extends keyof (typeof lines)[number]>(key: K) => lines.map((l) => l[key]);
  const written = await tx.query<{ client_id: number }>(
    `insert into price_list_items (client_id, line_no, grade, gsm, width_mm, length_mm, price_per_tonne, minimum_order_kg)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::numeric[], $8::int[])
     on conflict (client_id, line_no) do update
        set grade = excluded.grade, gsm = excluded.gsm, width_mm = excluded.width_mm, length_mm = excluded.length_mm,
            price_per_tonne = excluded.price_per_tonne, minimum_order_kg = excluded.minimum_order_kg
      where (price_list_items.grade, price_list_items.gsm, price_list_items.width_mm, price_list_items.length_mm,
             price_list_items.price_per_tonne, price_list_items.minimum_order_kg)
            is distinct from (excluded.grade, excluded.gsm, excluded.width_mm, excluded.length_mm,
                              excluded.price_per_tonne, excluded.minimum_order_kg)
     returning client_id`,
    [
      column('clientId'),
      column('lineNo'),
      column('grade'),
      column('gsm'),
      column('widthMm'),
      column('lengthMm'),
      column('pricePerTonne'),
      column('minimumOrderKg'),
    ],
  );
  const cut = await tx.query<{ client_id: number }>(
    `delete from price_list_items p
      using unnest($1::int[], $2::int[]) as kept(client_id, line_count)
      where p.client_id = kept.client_id and p.line_no > kept.line_count
     returning p.client_id`,
    [records.map((r) => r.clientId), records.map((r) => r.lines.length)],
  );
  return touchedCounts(
    records.length,
    headings.map((r) => ({ id: r.client_id, inserted: r.inserted })),
    [...written, ...cut].map((r) => r.client_id),
  );
}

/** Deletes the price lists of these clients with their lines; answers how many there were. */
export async function deletePriceLists(tx: Db, clientIds: readonly number[]): Promise<number> {
  const rows = await tx.query('delete from price_lists where client_id = any($1::int[]) returning 1', [
    clientIds,
  ]);
  return rows.length;
}

/** A news item as the sending system gives it: its own id, the day, and its text per language. */
export interface NewsRecord {
  externalId: string;
  publishedOn: string;
  translations: Partial<Record<ServerLanguage, { title: string; bodyHtml: string }>>;
}

/**
 * Upserts news items by their external id: the item in one statement, its translations in a second,
 * and the translations it no longer has are deleted in a third. An item counts as updated when any of
 * the three touched it.
 */
export async function upsertNews(tx: Db, records: readonly NewsRecord[]): Promise<BatchCounts> {
  const items = await tx.query<{ news_id: number; inserted: boolean }>(
    `insert into news_items (external_id, published_on)
     select * from unnest($1::text[], $2::date[])
     on conflict (external_id) do update set published_on = excluded.published_on
      where news_items.published_on is distinct from excluded.published_on
     returning news_id, (xmax = 0) as inserted`,
    [records.map((r) => r.externalId), records.map((r) => r.publishedOn)],
  );
  const texts = records.flatMap((r) =>
    Object.entries(r.translations).map(([language, text]) => ({
      externalId: r.externalId,
      language,
      ...text,
    })),
  );
  const written = await tx.query<{ news_id: number }>(
    `insert into news_translations (news_id, language, title, body_html)
     select n.news_id, t.language, t.title, t.body_html
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as t(external_id, language, title, body_html)
       join news_items n on n.external_id = t.external_id
     on conflict (news_id, language) do update set title = excluded.title, body_html = excluded.body_html
      where (news_translations.title, news_translations.body_html) is distinct from (excluded.title, excluded.body_html)
     returning news_id`,
    [
      texts.map((t) => t.externalId),
      texts.map((t) => t.language),
      texts.map((t) => t.title),
      texts.map((t) => t.bodyHtml),
    ],
  );
  const dropped = await tx.query<{ news_id: number }>(
    `delete from news_translations x
      using news_items n
      where n.news_id = x.news_id and n.external_id = any($1::text[])
        and not exists (select 1 from unnest($2::text[], $3::text[]) as kept(external_id, language)
                         where kept.external_id = n.external_id and kept.language = x.language)
     returning x.news_id`,
    [records.map((r) => r.externalId), texts.map((t) => t.externalId), texts.map((t) => t.language)],
  );
  return touchedCounts(
    records.length,
    items.map((r) => ({ id: r.news_id, inserted: r.inserted })),
    [...written, ...dropped].map((r) => r.news_id),
  );
}

/** Deletes the news items with these external ids with their translations; answers how many there were. */
export async function deleteNews(tx: Db, externalIds: readonly string[]): Promise<number> {
  const rows = await tx.query('delete from news_items where external_id = any($1::text[]) returning 1', [
    externalIds,
  ]);
  return rows.length;
}

function counts(total: number, created: number, written: number): BatchCounts {
  return { created, updated: written - created, unchanged: total - written };
}

/**
 * The counts of a record written in several statements: created when its main row was inserted,
 * updated when its main row or any of its parts was written and it was not created.
 */
function touchedCounts(
  total: number,
  main: readonly { id: number; inserted: boolean }[],
  parts: readonly number[],
): BatchCounts {
  const created = new Set(main.filter((r) => r.inserted).map((r) => r.id));
  const touched = new Set([...main.map((r) => r.id), ...parts]);
  return counts(total, created.size, touched.size);
}
