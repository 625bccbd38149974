import { getPricelist, hasPricelist } from '../../../../core/api/contract/price-list.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import { requestLanguage } from '../../../platform/composed-texts.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { translateService } from '../service-messages.ts';
import { type PriceListLine, priceListFilename, renderPriceListWorkbook } from './price-list-workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface PriceListRow {
  currency: string;
  valid_from: string;
  display_name: string;
  customer_number: string | null;
}

/** The client's price list: whether there is one, and the workbook (spec §7). */
export const priceListArea: AreaPlugin = (app, { db }) => {
  route(app, hasPricelist, async ({ query, principal }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const rows = await db.query('select 1 from price_lists where client_id = $1', [clientId]);
    return { hasPricelist: rows.length > 0 };
  });

  route(app, getPricelist, async ({ query, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const [list] = await db.query<PriceListRow>(
      `select p.currency, to_char(p.valid_from, 'YYYY-MM-DD') as valid_from, c.display_name, c.customer_number
         from price_lists p join clients c on c.client_id = p.client_id
        where p.client_id = $1`,
      [clientId],
    );
    if (!list) throw new ApiError(404, translateService(request, 'priceListNotFound'));
    const lines = await db.query<PriceListLine>(
      `select grade, gsm, width_mm as "widthMm", length_mm as "lengthMm", price_per_tonne::float8 as "pricePerTonne",
              minimum_order_kg as "minimumOrderKg"
         from price_list_items where client_id = $1 order by line_no`,
      [clientId],
    );
    const language = requestLanguage(request);
    const data = await renderPriceListWorkbook(
      {
        clientName: list.display_name,
        customerNumber: list.customer_number ?? String(clientId),
        currency: list.currency,
        validFrom: list.valid_from,
        lines,
      },
      language,
    );
    // Named in the reader's language, not the stored name the mill gave it in the client's.
    const filename = priceListFilename(language, list.display_name, list.valid_from);
    return { filename, contentType: XLSX, data };
  });
};
