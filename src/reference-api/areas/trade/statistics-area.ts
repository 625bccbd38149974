import {
  exportAllSalesStatisticsToExcel,
  exportSalesStatisticsToExcel,
  getSalesStatisticsList,
  type SalesStatisticsRow,
} from '../../../core/api/contract/statistics.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizePage } from '../../platform/composed-texts.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { searchedIn } from './search-in-language.ts';
import { exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { salesStatisticsTable } from './trade-tables.ts';

/** The sales statistics calls: monthly sales per product and their exports. */
export const statisticsArea: AreaPlugin = (app, { db }) => {
  route(app, getSalesStatisticsList, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return localizePage(
      request,
      await queryTable<SalesStatisticsRow>(db, salesStatisticsTable, clientId, searchedIn(request, body)),
    );
  });

  route(app, exportSalesStatisticsToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, salesStatisticsTable, clientId, body, {
      all: false,
      area: 'sales-statistics',
      sheetName: 'Sales statistics',
      request,
      principal,
    });
  });

  route(app, exportAllSalesStatisticsToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, salesStatisticsTable, clientId, body, {
      all: true,
      area: 'sales-statistics',
      sheetName: 'Sales statistics',
      request,
      principal,
    });
  });
};
