import { useMemo, useState } from 'react';
import type { OrderRow } from '../../core/api/contract/orders.ts';
import { PAGE_SIZE_OPTIONS, type TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction, DataTableExport } from '../../ui/data-table/data-table-types.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { orderColumns } from './order-columns.tsx';
import { useOrdersApi } from './use-orders-api.ts';

/** Name of the orders table in `dataTableRequests`. */
export const ORDERS_TABLE_KEY = 'orders';

/** The orders list: the client's order positions, searchable, sortable, exportable and reprintable. */
export function OrdersElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t } = usePortalTranslation('orders');
  const runtime = useRuntime();
  const emit = useEmit();
  const clientId = useSelectedClient(clientIdAttribute);
  const ordersApi = useOrdersApi(clientId);
  const requestStore = useMemo(() => new TableRequestStore(runtime.storage), [runtime]);
  const [reprintFailed, setReprintFailed] = useState(false);

  const columns = useMemo(() => orderColumns(t), [t]);
  const initialRequest = useMemo<Partial<TableRequest>>(
    () => (pageSize !== undefined && PAGE_SIZE_OPTIONS.includes(pageSize) ? { itemsPerPage: pageSize } : {}),
    [pageSize],
  );
  const exports = useMemo<DataTableExport[]>(
    () => [
      { label: t('exportView'), all: false, run: (request) => ordersApi.exportOrders(request, false) },
      { label: t('exportAll'), all: true, run: (request) => ordersApi.exportOrders(request, true) },
    ],
    [t, ordersApi],
  );
  const customActions = useMemo<DataTableCustomAction<OrderRow>[]>(
    () => [
      {
        name: 'reprint',
        label: t('reprint'),
        icon: 'printer',
        run: async (row) => {
          setReprintFailed(false);
          // Opened inside the click, before the request: a tab opened after an await is blocked as a pop-up.
          const target = window.open('', '_blank');
          try {
            await ordersApi.reprint(row, target);
          } catch (error) {
            setReprintFailed(true);
            emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
          }
        },
      },
    ],
    [t, ordersApi, emit],
  );

  return (
    <section className="orders" aria-labelledby="orders-title">
      <h2 id="orders-title" part="title" className="title">
        {t('title')}
      </h2>
      {reprintFailed && (
        <sl-alert variant="danger" open closable onsl-after-hide={() => setReprintFailed(false)}>
          <sl-icon slot="icon" library="cp" name="exclamation-octagon" />
          {t('reprintFailed')}
        </sl-alert>
      )}
      <DataTable<OrderRow>
        tableKey={ORDERS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={ordersApi.fetchPage}
        queryKey={['orders', clientId ?? 'own']}
        requestStore={requestStore}
        initialRequest={initialRequest}
        exports={exports}
        customActions={customActions}
      />
    </section>
  );
}
