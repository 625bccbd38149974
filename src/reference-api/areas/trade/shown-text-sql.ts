import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { rowTextsIn } from '../../platform/composed-texts.ts';
import { DELIVERY_ENUM_COLUMNS, deliveryEnumTexts } from './shown-values.ts';

/** The languages with a search text of their own, by the suffix of its column (`search_text_zh`). */
export const SEARCH_LANGUAGES = { nl: 'nl', de: 'de', zh: 'zhHans' } as const;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `CASE $1 WHEN 'nl' THEN <nl> … ELSE $2 END`, one branch per search language. */
const perLanguage = (
  branch: (language: (typeof SEARCH_LANGUAGES)[keyof typeof SEARCH_LANGUAGES]) => string,
) =>
  `CASE $1\n${Object.entries(SEARCH_LANGUAGES)
    .map(([suffix, language]) => `    WHEN ${literal(suffix)} THEN ${branch(language)}`)
    .join('\n')}\n    ELSE $2 END`;

// The functions are one CASE expression each, with no table or subquery, so PostgreSQL inlines them
// into the generated columns: a call costs a few string comparisons, which keeps the seed's inserts fast.
// They answer in lower case (for search texts only): JavaScript lowers the typed word fully, while
// `lower()` under the C locale leaves non-ASCII capitals as they are.

/**
 * `shown_text(language, stored)`: a stored product, converting or warehouse text as the screen shows
 * it. A product text is its name followed by grade and grammage ("Uncoated grey board UD 500 g/m²"),
 * so the longest name the text starts with is translated and the rest kept.
 */
function shownTextFunction(): string {
  const body = perLanguage((language) => {
    const texts = [...rowTextsIn(language)].sort(([a], [b]) => b.length - a.length);
    const whens = texts.map(
      ([english, shown]) =>
        `WHEN $2 = ${literal(english)} OR starts_with($2, ${literal(`${english} `)}) THEN ${literal(shown.toLowerCase())} || substr($2, ${english.length + 1})`,
    );
    return `CASE\n      ${whens.join('\n      ')}\n      ELSE $2 END`;
  });
  return `CREATE OR REPLACE FUNCTION shown_text(language text, stored text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT ${body}
$body$`;
}

/** `shown_delivery_value(language, stored)`: a delivery's transport type or status in the screen's words. */
function shownDeliveryValueFunction(): string {
  const body = perLanguage((language) => {
    const whens = DELIVERY_ENUM_COLUMNS.flatMap((column) =>
      Object.entries(deliveryEnumTexts(language, column)).map(
        ([value, shown]) => `WHEN ${literal(value)} THEN ${literal(shown.toLowerCase())}`,
      ),
    );
    return `CASE $2 ${whens.join(' ')} ELSE $2 END`;
  });
  return `CREATE OR REPLACE FUNCTION shown_delivery_value(language text, stored text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT ${body}
$body$`;
}

/**
 * The tables whose generated search texts call the functions, each with a column those texts read:
 * an update recomputes a generated column only when a column it reads is set.
 */
const SEARCHED_TABLES = [
  ['orders', 'sales_product_description'],
  ['deliveries', 'sales_product_description'],
  ['stock_orders', 'warehouse'],
  ['products', 'description'],
] as const;

/**
 * Writes `shown_text` and `shown_delivery_value` from the dictionaries that translate the answers,
 * when they changed since last time (a fingerprint is kept), and then regenerates the per-language
 * search texts of every row (an update recomputes generated columns). Run after the migrations.
 */
export async function syncShownTexts(db: Db): Promise<boolean> {
  const functions = [shownTextFunction(), shownDeliveryValueFunction()];
  const fingerprint = createHash('sha256').update(functions.join('\n')).digest('hex');
  const [current] = await db.query<{ fingerprint: string }>('SELECT fingerprint FROM shown_text_dictionary');
  if (current?.fingerprint === fingerprint) return false;
  await db.transaction(async (tx) => {
    // One writer at a time when several instances start together.
    await tx.query('LOCK TABLE shown_text_dictionary IN EXCLUSIVE MODE');
    const [again] = await tx.query<{ fingerprint: string }>('SELECT fingerprint FROM shown_text_dictionary');
    if (again?.fingerprint === fingerprint) return;
    for (const sql of functions) await tx.exec(sql);
    for (const [table, column] of SEARCHED_TABLES)
      await tx.query(`UPDATE ${table} SET ${column} = ${column}`);
    await tx.query(
      `INSERT INTO shown_text_dictionary (fingerprint) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET fingerprint = excluded.fingerprint`,
      [fingerprint],
    );
  });
  return true;
}
