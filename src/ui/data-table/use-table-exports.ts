import { useMemo } from 'react';
import type { TableRequest } from '../../core/table/table-request.ts';
import type { DataTableExport } from './data-table-types.ts';

/** Saves the current view (`all` false) or every row matching the search (`all` true). */
export type RunExport = (request: TableRequest, all: boolean) => Promise<void>;

/** The two export buttons of a list (docs/contract.md#exports), labelled by the element; none without `run`. */
export function useTableExports(
  labels: { view: string; all: string },
  run: RunExport | undefined,
): DataTableExport[] {
  const { view, all } = labels;
  return useMemo(
    () =>
      run
        ? [
            { label: view, all: false, run: (request) => run(request, false) },
            { label: all, all: true, run: (request) => run(request, true) },
          ]
        : [],
    [view, all, run],
  );
}
