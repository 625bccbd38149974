import { useMemo } from 'react';
import {
  type DeliveryRow,
  exportAllDeliveriesToExcel,
  exportDeliveriesToExcel,
  getDeliveriesTable,
  reprintDeliveryNote,
} from '../../core/api/contract/deliveries.ts';
import { downloadFilename, saveFile } from '../../core/table/save-file.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_DELIVERY_COLUMNS } from './delivery-columns.tsx';

/** How long a reprinted PDF's object URL stays valid for the tab that shows it. */
const PDF_URL_LIFETIME_MS = 60_000;

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
        const file = await api.call(all ? exportAllDeliveriesToExcel : exportDeliveriesToExcel, {
          query,
          body,
        });
        saveFile(
          file.blob,
          downloadFilename(file.contentDisposition, all ? 'deliveries-all.xlsx' : 'deliveries.xlsx'),
        );
      },
      reprint: async (row, target) => {
        try {
          const file = await api.call(reprintDeliveryNote, { query, body: { deliveryId: row.id } });
          const filename = downloadFilename(file.contentDisposition, `delivery-note-${row.loadNumber}.pdf`);
          if (!target || target.closed) {
            saveFile(file.blob, filename);
            return;
          }
          const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
          target.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
        } catch (error) {
          target?.close();
          throw error;
        }
      },
    };
  }, [api, clientId]);
}
