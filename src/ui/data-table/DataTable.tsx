import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import type { RowData } from '@tanstack/react-table';
import { useLayoutEffect } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../core/table/table-request.ts';
import '../shoelace/shoelace.ts';
import { takeOverFirstView } from '../../core/table/first-page/first-view-takeover.ts';
import { LoadingBar } from '../loading-bar/LoadingBar.tsx';
import { DataTableContent } from './DataTableContent.tsx';
import { DataTablePagination } from './DataTablePagination.tsx';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import type { DataTableProps, DataTableServices } from './data-table-types.ts';
import { useDataTableController } from './use-data-table-controller.ts';

export type { DataTableServices };

/**
 * The portal's list table (docs/screens/lists.md#the-data-table): server-paged, sorted and searched, with
 * refresh, exports, row and custom actions, selection, expansion and, for All, a virtualised body
 * whose rows come in windows (server pages) as they scroll into view. Its state is
 * useDataTableController's; this is the view.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T> & DataTableServices) {
  const controller = useDataTableController(props);
  const { t, request, result, exports } = controller;
  const { baseRef, tableShown, showError } = controller;
  // The element's static first view, if it has one, gives way in the commit that shows the rows
  // (or the load error): before the paint, so the rows never leave the screen.
  useLayoutEffect(() => {
    if (tableShown || showError) takeOverFirstView(baseRef.current);
  }, [baseRef, tableShown, showError]);
  return (
    <div
      ref={controller.baseRef}
      part="base"
      className={controller.cards ? 'data-table cards' : 'data-table'}
    >
      <DataTableToolbar
        search={controller.searchText}
        onSearchInput={controller.onSearchInput}
        onRefresh={result.reload}
        exports={props.exports ?? []}
        exportsDisabled={controller.showError}
        onExport={exports.run}
        t={t}
      />
      <div className="progress-slot">
        {controller.reloading && <LoadingBar part="progress" label={t('table.loading')} />}
      </div>
      {exports.failed && (
        <cp-sl-alert variant="danger" open closable onsl-after-hide={exports.dismiss}>
          {t('errors.unknown')}
        </cp-sl-alert>
      )}
      <DataTableContent controller={controller} props={props} />
      {/* A failed load has no counts to tell: no "0–0 of 0" under the error. */}
      {!controller.showError && (
        <DataTablePagination
          page={request.page}
          itemsPerPage={request.itemsPerPage}
          total={controller.total}
          pageSizeOptions={props.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
          onChange={controller.onPageChange}
          language={controller.language}
          t={t}
        />
      )}
    </div>
  );
}
