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

/** A table's export texts: the sheet's name and the column titles by column key. */
export interface ExportTitles {
  sheetName: string;
  columns: Readonly<Record<string, string>>;
}

type ExportArea = 'orders' | 'deliveries' | 'invoices' | 'stock' | 'sales-statistics';

/**
 * The element's own locale texts, so an export's headers read as the table's column headers.
 * English keeps the contract's titles (with their units), which integrators' sheets rely on.
 */
const TITLES: Record<Exclude<ServerLanguage, 'en'>, Record<ExportArea, ExportTitles>> = {
  nl: {
    orders: { sheetName: nlOrders.title, columns: nlOrders.columns },
    deliveries: { sheetName: nlDeliveries.title, columns: nlDeliveries.columns },
    invoices: { sheetName: nlInvoices.title, columns: nlInvoices.columns },
    stock: { sheetName: nlStock.title, columns: nlStock.orderColumns },
    'sales-statistics': { sheetName: nlStatistics.title, columns: nlStatistics.columns },
  },
  de: {
    orders: { sheetName: deOrders.title, columns: deOrders.columns },
    deliveries: { sheetName: deDeliveries.title, columns: deDeliveries.columns },
    invoices: { sheetName: deInvoices.title, columns: deInvoices.columns },
    stock: { sheetName: deStock.title, columns: deStock.orderColumns },
    'sales-statistics': { sheetName: deStatistics.title, columns: deStatistics.columns },
  },
  zhHans: {
    orders: { sheetName: zhOrders.title, columns: zhOrders.columns },
    deliveries: { sheetName: zhDeliveries.title, columns: zhDeliveries.columns },
    invoices: { sheetName: zhInvoices.title, columns: zhInvoices.columns },
    stock: { sheetName: zhStock.title, columns: zhStock.orderColumns },
    'sales-statistics': { sheetName: zhStatistics.title, columns: zhStatistics.columns },
  },
};

/** The export texts of `area` in `language`; an area without locale texts keeps the contract's English titles. */
export function exportTitles(language: ServerLanguage, area: string): ExportTitles | undefined {
  if (language === 'en') return undefined;
  return (TITLES[language] as Partial<Record<string, ExportTitles>>)[area];
}
