import type { ExportRequestBody } from '../../../core/api/contract/common.ts';
import type { Db } from '../../db/db.ts';
import { localizeRows } from '../../platform/composed-texts.ts';
import type { FileAnswer } from '../../platform/route.ts';
import type { ServerLanguage } from '../../platform/server-messages.ts';
import { exportTitles } from './export-titles.ts';
import { type CheckedTableSql, type ExtraFilter, queryTable, type TableQuery } from './table-query.ts';
import { buildWorkbook, exportColumns, exportFilename } from './xlsx-export.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The export request, of which the legacy "export all" call may send nothing at all. */
export type AnyExportRequest = Partial<ExportRequestBody> | undefined | null;

/** The table query an export stands for: the view as sent, or every row matching its search. */
export function exportQuery(body: AnyExportRequest, all: boolean): TableQuery {
  const view = body?.vueTableRequest;
  return {
    page: all ? 1 : (view?.page ?? 1),
    rowsPerPage: all ? -1 : (view?.rowsPerPage ?? -1),
    sortBy: view?.sortBy?.[0],
    descending: view?.descending?.[0],
    search: view?.search,
  };
}

/** The display name of a client, for file names and printed documents. */
export async function clientName(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    'SELECT display_name AS name FROM clients WHERE client_id = $1',
    [clientId],
  );
  return row?.name ?? null;
}

/** Runs the export of one table for one client and answers the .xlsx file. */
export async function exportTable(
  db: Db,
  table: CheckedTableSql,
  clientId: number,
  body: AnyExportRequest,
  options: { all: boolean; area: string; sheetName: string; language: ServerLanguage; extra?: ExtraFilter },
): Promise<FileAnswer> {
  const query = exportQuery(body, options.all);
  const page = await queryTable<Record<string, unknown>>(db, table, clientId, query, options.extra);
  // Headers and composed texts in the user's language, like the table on screen.
  const titles = exportTitles(options.language, options.area);
  const columns = exportColumns(table.columns, body?.columnsToExport).map((column) => ({
    ...column,
    title: titles?.columns[column.key] ?? column.title,
  }));
  // A view of every row (rowsPerPage -1) holds what "export all" does, and is named alike.
  const scope = query.rowsPerPage === -1 ? { all: true as const } : { all: false as const, page: query.page };
  return {
    filename: exportFilename(options.area, await clientName(db, clientId), scope),
    contentType: XLSX_CONTENT_TYPE,
    data: await buildWorkbook(
      titles?.sheetName ?? options.sheetName,
      columns,
      localizeRows(options.language, page.items),
    ),
  };
}
