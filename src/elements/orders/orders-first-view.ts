import type en from '../../../locales/en/orders.json';
import type { PrefetchedFirstPage } from '../../core/table/first-page/first-page-prefetch.ts';
import { type FirstViewSpec, paintFirstViews } from '../../ui/data-table/first-view/paint-first-views.ts';
import { ORDER_COLUMN_SHAPES } from './order-column-shapes.ts';
import { ORDERS_NAMESPACE } from './orders-namespace.ts';

type OrdersTexts = typeof en;

/**
 * The orders list's static first view, painted by cp-orders.ts from the early first page before
 * React: the same columns as OrdersElement's table (ORDER_COLUMN_SHAPES), its texts' chunk, its
 * stylesheet and the client's answer check of GetOrdersTable, each loaded with import() beside
 * the answer (and found in the module cache by React's first render).
 */
const ORDERS_FIRST_VIEW: FirstViewSpec<OrdersTexts> = {
  panelClass: 'orders',
  columns: ORDER_COLUMN_SHAPES,
  // The reprint button (OrdersElement's customActions, use-reprint.ts).
  customActionLabels: (texts) => [texts.reprint],
  texts: (language) =>
    Object.hasOwn(ORDERS_NAMESPACE.languages, language)
      ? (ORDERS_NAMESPACE.languages[language as keyof typeof ORDERS_NAMESPACE.languages]() as Promise<{
          default: OrdersTexts;
        }>)
      : undefined,
  title: (texts) => texts.title,
  caption: (texts) => texts.tableCaption,
  header: (texts, key) => texts.columns[key as keyof OrdersTexts['columns']] ?? key,
  answerCheck: async () => {
    const { getOrdersTable } = await import('../../core/api/browser-contract/orders.ts');
    const { answerCheckOf } = await import('../../core/api/client/answer-check-of.ts');
    const check = answerCheckOf(getOrdersTable.response);
    return (answer) => check.check(answer);
  },
  styles: async () => (await import('./orders.css?inline')).default,
};

/** Paints each early orders page as its element's static first view (cp-orders.ts loads this with import()). */
export function paintOrdersFirstViews(pages: readonly PrefetchedFirstPage[]): void {
  paintFirstViews(pages, ORDERS_FIRST_VIEW);
}
