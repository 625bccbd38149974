import { useMemo } from 'react';
import type { DeliveryRow } from '../../core/api/contract/deliveries.ts';
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
import { DELIVERIES_FIRST_PAGE, DELIVERIES_TABLE_KEY } from './deliveries-first-page.ts';
import { deliveryColumns } from './delivery-columns.tsx';
import { useDeliveriesApi } from './use-deliveries-api.ts';

/** The deliveries list: loads with status and tracking links, exportable, delivery notes reprintable. */
export function DeliveriesElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t } = usePortalTranslation('deliveries');
  const clientId = useSelectedClient(clientIdAttribute);
  const deliveriesApi = useDeliveriesApi(clientId);
  const table = useAreaTable(pageSize);
  // A login-link session may not export (the server answers 403, core/access/role-access.ts): no
  // buttons that only fail. Checked by role name, so the list's first view carries no call table.
  const mayExport = !useSessionRole(TOKEN_USER_ROLE);
  const exports = useTableExports(
    { view: t('exportView'), all: t('exportAll') },
    mayExport ? deliveriesApi.exportDeliveries : undefined,
  );
  const reprint = useReprint(t('reprint'), deliveriesApi.reprint);

  const columns = useMemo(() => deliveryColumns(t), [t]);

  return (
    <section className="cp-panel deliveries" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" part="title" className="title">
        {t('title')}
      </h2>
      <ReprintFailedAlert reprint={reprint} message={t('reprintFailed')} />
      <DataTable<DeliveryRow>
        {...table}
        tableKey={DELIVERIES_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={deliveriesApi.fetchPage}
        queryKey={DELIVERIES_FIRST_PAGE.queryKey(clientId)}
        exports={exports}
        customActions={reprint.actions}
      />
    </section>
  );
}
