import deDeliveries from '../../../../locales/de/deliveries.json' with { type: 'json' };
import deInvoices from '../../../../locales/de/invoices.json' with { type: 'json' };
import deOrders from '../../../../locales/de/orders.json' with { type: 'json' };
import deStatistics from '../../../../locales/de/statistics.json' with { type: 'json' };
import deStock from '../../../../locales/de/stock.json' with { type: 'json' };
import nlDeliveries from '../../../../locales/nl/deliveries.json' with { type: 'json' };
import nlInvoices from '../../../../locales/nl/invoices.json' with { type: 'json' };
import nlOrders from '../../../../locales/nl/orders.json' with { type: 'json' };
import nlStatistics from '../../../../locales/nl/statistics.json' with { type: 'json' };
import nlStock from '../../../../locales/nl/stock.json' with { type: 'json' };
import zhDeliveries from '../../../../locales/zhHans/deliveries.json' with { type: 'json' };
import zhInvoices from '../../../../locales/zhHans/invoices.json' with { type: 'json' };
import zhOrders from '../../../../locales/zhHans/orders.json' with { type: 'json' };
import zhStatistics from '../../../../locales/zhHans/statistics.json' with { type: 'json' };
import zhStock from '../../../../locales/zhHans/stock.json' with { type: 'json' };
import type { ServerLanguage } from '../../platform/server-messages.ts';
import type { ExportScopeWords } from './xlsx-export.ts';

/** A table's export texts: the sheet's name (also the file's), the column titles by column key, the file's scope words. */
export interface ExportTitles {
  sheetName: string;
  columns: Readonly<Record<string, string>>;
  scope: ExportScopeWords;
}

type ExportArea = 'orders' | 'deliveries' | 'invoices' | 'stock' | 'sales-statistics';

/** What a file name says was exported (every row, or page n of the view). */
const SCOPE: Record<Exclude<ServerLanguage, 'en'>, ExportScopeWords> = {
  nl: { all: 'alles', page: (page) => `pagina-${page}` },
  de: { all: 'alle', page: (page) => `Seite-${page}` },
  zhHans: { all: '全部', page: (page) => `第${page}页` },
};

/**
 * The element's own locale texts, so an export's headers read as the table's column headers.
 * English keeps the contract's titles (with their units), which integrators' sheets rely on.
 */
const TITLES: Record<Exclude<ServerLanguage, 'en'>, Record<ExportArea, ExportTitles>> = {
  nl: {
    orders: { sheetName: nlOrders.title, columns: nlOrders.columns, scope: SCOPE.nl },
    deliveries: { sheetName: nlDeliveries.title, columns: nlDeliveries.columns, scope: SCOPE.nl },
    invoices: { sheetName: nlInvoices.title, columns: nlInvoices.columns, scope: SCOPE.nl },
    stock: { sheetName: nlStock.title, columns: nlStock.orderColumns, scope: SCOPE.nl },
    'sales-statistics': { sheetName: nlStatistics.title, columns: nlStatistics.columns, scope: SCOPE.nl },
  },
  de: {
    orders: { sheetName: deOrders.title, columns: deOrders.columns, scope: SCOPE.de },
    deliveries: { sheetName: deDeliveries.title, columns: deDeliveries.columns, scope: SCOPE.de },
    invoices: { sheetName: deInvoices.title, columns: deInvoices.columns, scope: SCOPE.de },
    stock: { sheetName: deStock.title, columns: deStock.orderColumns, scope: SCOPE.de },
    'sales-statistics': { sheetName: deStatistics.title, columns: deStatistics.columns, scope: SCOPE.de },
  },
  zhHans: {
    orders: { sheetName: zhOrders.title, columns: zhOrders.columns, scope: SCOPE.zhHans },
    deliveries: { sheetName: zhDeliveries.title, columns: zhDeliveries.columns, scope: SCOPE.zhHans },
    invoices: { sheetName: zhInvoices.title, columns: zhInvoices.columns, scope: SCOPE.zhHans },
    stock: { sheetName: zhStock.title, columns: zhStock.orderColumns, scope: SCOPE.zhHans },
    'sales-statistics': { sheetName: zhStatistics.title, columns: zhStatistics.columns, scope: SCOPE.zhHans },
  },
};

/** The export texts of `area` in `language`; an area without locale texts keeps the contract's English titles. */
export function exportTitles(language: ServerLanguage, area: string): ExportTitles | undefined {
  if (language === 'en') return undefined;
  return (TITLES[language] as Partial<Record<string, ExportTitles>>)[area];
}
