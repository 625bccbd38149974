import { useMemo } from 'react';
import type { OrderRow } from '../../core/api/contract/orders.ts';
import { TOKEN_USER_ROLE } from '../../core/api/roles.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { ReprintFailedAlert } from '../../ui/data-table/ReprintFailedAlert.tsx';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReprint } from '../../ui/data-table/use-reprint.ts';
import { useTableExports } from '../../ui/data-table/use-table-exports.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { useSessionRole } from '../../ui/element/use-session-role.ts';
import { orderColumns } from './order-columns.tsx';
import { ORDERS_FIRST_PAGE, ORDERS_TABLE_KEY } from './orders-first-page.ts';
import { useOrdersApi } from './use-orders-api.ts';

/** The orders list: the client's order positions, searchable, sortable, exportable and reprintable. */
export function OrdersElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t } = usePortalTranslation('orders');
  const clientId = useSelectedClient(clientIdAttribute);
  const ordersApi = useOrdersApi(clientId);
  const table = useAreaTable(pageSize);
  // A login-link session may not export (the server answers 403, core/access/role-access.ts): no
  // buttons that only fail. Checked by role name, so the list's first view carries no call table.
  const mayExport = !useSessionRole(TOKEN_USER_ROLE);
  const exports = useTableExports(
    { view: t('exportView'), all: t('exportAll') },
    mayExport ? ordersApi.exportOrders : undefined,
  );
  const reprint = useReprint(t('reprint'), ordersApi.reprint);

  const columns = useMemo(() => orderColumns(t), [t]);

  return (
    <section className="cp-panel orders" aria-labelledby="orders-title">
      <h2 id="orders-title" part="title" className="title">
        {t('title')}
      </h2>
      <ReprintFailedAlert reprint={reprint} message={t('reprintFailed')} />
      <DataTable<OrderRow>
        {...table}
        tableKey={ORDERS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={ordersApi.fetchPage}
        queryKey={ORDERS_FIRST_PAGE.queryKey(clientId)}
        exports={exports}
        customActions={reprint.actions}
      />
    </section>
  );
}
