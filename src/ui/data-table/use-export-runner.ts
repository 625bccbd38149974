import { useState } from 'react';
import type { TableRequest } from '../../core/table/table-request.ts';
import type { DataTableExport } from './data-table-types.ts';

/** An export run from the toolbar, and whether the last one failed (an alert until closed). */
export interface ExportRunner {
  failed: boolean;
  run: (exportAction: DataTableExport) => Promise<void>;
  dismiss: () => void;
}

/** Runs a table's exports for its current `request`; a failure shows until the next export or closing. */
export function useExportRunner(request: TableRequest): ExportRunner {
  const [failed, setFailed] = useState(false);
  const run = async (exportAction: DataTableExport) => {
    setFailed(false);
    try {
      await exportAction.run(request);
    } catch {
      setFailed(true);
    }
  };
  return { failed, run, dismiss: () => setFailed(false) };
}
