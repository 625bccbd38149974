import { useMemo } from 'react';
import {
  type DeliveryRow,
  exportAllDeliveriesToExcel,
  exportDeliveriesToExcel,
  getDeliveriesTable,
  reprintDeliveryNote,
} from '../../core/api/browser-contract/deliveries.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { saveExport, showPdf } from '../../ui/data-table/show-pdf.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_DELIVERY_COLUMNS } from './delivery-columns.tsx';

export interface DeliveriesApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<DeliveryRow>>;
  exportDeliveries: (request: TableRequest, all: boolean) => Promise<void>;
  /** Opens the delivery note PDF in `target` (a tab opened on click), or downloads it. */
  reprint: (row: DeliveryRow, target: Window | null) => Promise<void>;
}

/** The delivery calls of the contract for one client (undefined: the user's own client). */
export function useDeliveriesApi(clientId: number | undefined): DeliveriesApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const query = clientId === undefined ? {} : { clientId };
    return {
      fetchPage: async (request, signal) =>
        readPage(await api.call(getDeliveriesTable, { query, body: toListRequestBody(request), signal })),
      exportDeliveries: async (request, all) => {
        const body = toExportRequestBody(request, EXPORTED_DELIVERY_COLUMNS, { all });
        const endpoint = all ? exportAllDeliveriesToExcel : exportDeliveriesToExcel;
        await saveExport(await api.call(endpoint, { query, body }), 'deliveries', all);
      },
      reprint: (row, target) =>
        showPdf(target, `delivery-note-${row.loadNumber}.pdf`, () =>
          api.call(reprintDeliveryNote, { query, body: { deliveryId: row.id } }),
        ),
    };
  }, [api, clientId]);
}
