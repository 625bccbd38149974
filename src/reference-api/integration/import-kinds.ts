import type { TObject } from 'typebox';
import { ClientItem } from './clients-import.ts';
import { DeliveryItem } from './deliveries-import.ts';
import { InvoiceItem } from './invoices-import.ts';
import { OrderItem } from './orders-import.ts';
import { StockItem } from './stock-import.ts';

/** What `npm run import -- <kind> <file>` sends a file's records to: an integration call and its record. */
export interface ImportKind {
  /** The call under the API prefix, taken with PUT. */
  path: string;
  /** One record: a CSV row's texts are read as its fields' types. */
  item: TObject;
}

/** The kinds of the import command, one line each (docs/integration.md#the-import-command). */
export const importKinds: Record<string, ImportKind> = {
  clients: { path: '/Integration/Clients', item: ClientItem },
  orders: { path: '/Integration/Orders', item: OrderItem },
  deliveries: { path: '/Integration/Deliveries', item: DeliveryItem },
  invoices: { path: '/Integration/Invoices', item: InvoiceItem },
  // NDJSON only: a stock order carries its pallets as a list.
  stock: { path: '/Integration/Stock', item: StockItem },
};
