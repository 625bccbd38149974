import { Type } from 'typebox';

// Bounds of the stored columns (migration 010), so a value the database cannot hold is a problem of
// its record, named by index, and not a failed batch.

/** A client's id as the ERP numbers it. */
export const ClientIdField = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A count (sheets, pallets, units): a PostgreSQL int. */
export const CountField = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
/** A number the row shows: an order, load or invoice number, a position text. */
export const NumberText = Type.String({ minLength: 1, maxLength: 50 });
/** A free text the row shows: a product, an address. */
export const Text = Type.String({ minLength: 1, maxLength: 500 });
/** A weight in kg, kept to one decimal (`numeric(12, 1)`). */
export const WeightKg = Type.Number({ minimum: 0, maximum: 99_999_999_999 });
/** A day, `2026-11-28`. */
export const Day = Type.String({ format: 'date' });
/** `width × length` in mm as the list shows it (`1020 × 720`); `1020x720` is taken too. */
export const Dimensions = Type.String({ pattern: '^\\s*\\d{1,6}\\s*[×xX]\\s*\\d{1,6}\\s*$' });

/** Width and length in mm of a `Dimensions` text. */
export function parseDimensions(text: string): { widthMm: number; lengthMm: number } {
  const [width, length] = text.split(/[×xX]/).map((part) => Number(part.trim()));
  return { widthMm: width!, lengthMm: length! };
}
