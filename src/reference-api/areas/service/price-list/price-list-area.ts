import { getPricelist, hasPricelist } from '../../../../core/api/contract/price-list.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import { requestLanguage } from '../../../platform/composed-texts.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { translateService } from '../service-messages.ts';
import { hasPriceList, priceListLines, priceListOf } from './price-list-queries.ts';
import { priceListFilename, renderPriceListWorkbook } from './price-list-workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The client's price list: whether there is one, and the workbook (docs/screens/documents.md). */
export const priceListArea: AreaPlugin = (app, { db }) => {
  route(app, hasPricelist, async ({ query, principal }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return { hasPricelist: await hasPriceList(db, clientId) };
  });

  route(app, getPricelist, async ({ query, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const list = await priceListOf(db, clientId);
    if (!list) throw new ApiError(404, translateService(request, 'priceListNotFound'));
    const lines = await priceListLines(db, clientId);
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
