import { useMemo, useState } from 'react';
import type { DeliveryRow } from '../../core/api/contract/deliveries.ts';
import { PAGE_SIZE_OPTIONS, type TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction, DataTableExport } from '../../ui/data-table/data-table-types.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { deliveryColumns } from './delivery-columns.tsx';
import { useDeliveriesApi } from './use-deliveries-api.ts';

/** Name of the deliveries table in `dataTableRequests`. */
export const DELIVERIES_TABLE_KEY = 'deliveries';

/** The deliveries list: loads with status and tracking links, exportable, delivery notes reprintable. */
export function DeliveriesElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t } = usePortalTranslation('deliveries');
  const runtime = useRuntime();
  const emit = useEmit();
  const clientId = useSelectedClient(clientIdAttribute);
  const deliveriesApi = useDeliveriesApi(clientId);
  const requestStore = useMemo(() => new TableRequestStore(runtime.storage), [runtime]);
  const [reprintFailed, setReprintFailed] = useState(false);

  const columns = useMemo(() => deliveryColumns(t), [t]);
  const initialRequest = useMemo<Partial<TableRequest>>(
    () => (pageSize !== undefined && PAGE_SIZE_OPTIONS.includes(pageSize) ? { itemsPerPage: pageSize } : {}),
    [pageSize],
  );
  const exports = useMemo<DataTableExport[]>(
    () => [
      {
        label: t('exportView'),
        all: false,
        run: (request) => deliveriesApi.exportDeliveries(request, false),
      },
      { label: t('exportAll'), all: true, run: (request) => deliveriesApi.exportDeliveries(request, true) },
    ],
    [t, deliveriesApi],
  );
  const customActions = useMemo<DataTableCustomAction<DeliveryRow>[]>(
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
            await deliveriesApi.reprint(row, target);
          } catch (error) {
            setReprintFailed(true);
            emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
          }
        },
      },
    ],
    [t, deliveriesApi, emit],
  );

  return (
    <section className="deliveries" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" part="title" className="title">
        {t('title')}
      </h2>
      {reprintFailed && (
        <sl-alert variant="danger" open closable onsl-after-hide={() => setReprintFailed(false)}>
          <sl-icon slot="icon" library="cp" name="exclamation-octagon" />
          {t('reprintFailed')}
        </sl-alert>
      )}
      <DataTable<DeliveryRow>
        tableKey={DELIVERIES_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={deliveriesApi.fetchPage}
        queryKey={['deliveries', clientId ?? 'own']}
        requestStore={requestStore}
        initialRequest={initialRequest}
        exports={exports}
        customActions={customActions}
      />
    </section>
  );
}
