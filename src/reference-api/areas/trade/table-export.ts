import type { FastifyRequest } from 'fastify';
import type { ExportRequestBody } from '../../../core/api/contract/common.ts';
import type { Db } from '../../db/db.ts';
import { localizeRows, requestLanguage } from '../../platform/composed-texts.ts';
import type { Principal } from '../../platform/principal.ts';
import type { FileAnswer } from '../../platform/route.ts';
import { exportTitles } from './export-titles.ts';
import { shownExportRow } from './shown-values.ts';
import {
  type CheckedTableSql,
  type ExtraFilter,
  queryTable,
  type TableCursor,
  type TableQuery,
} from './table-query.ts';
import { buildWorkbookInWorker } from './workbook-in-worker.ts';
import { exportColumns, exportFilename } from './xlsx-export.ts';

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

/**
 * The rows of an export query in chunks, each its own query: the first, found by its offset, tells
 * the total, which must be within the gate's row cap before anything is built; each later one starts
 * right after the last row read (keyset cursor), so no chunk skips the rows before it again and the
 * last chunk of a long export costs what the first did. The next chunk is read only when the
 * consumer asks for it: no more than one chunk is held here.
 */
export async function* exportChunks(
  db: Db,
  table: CheckedTableSql,
  clientId: number,
  query: TableQuery,
  gate: { chunkRows: number; check: (rows: number) => void },
  extra?: ExtraFilter,
): AsyncGenerator<Record<string, unknown>[]> {
  const all = query.rowsPerPage === -1;
  const start = all ? 0 : (query.page - 1) * query.rowsPerPage;
  let wanted = all ? Number.POSITIVE_INFINITY : query.rowsPerPage;
  let after: TableCursor | undefined;
  for (let first = true; wanted > 0; first = false) {
    const rowsPerPage = Math.min(gate.chunkRows, wanted);
    const chunk = first
      ? { ...query, page: 1, rowsPerPage, offset: start, withCursor: true }
      : { ...query, page: 1, rowsPerPage, after, withCursor: true };
    const { items, total, cursor } = await queryTable<Record<string, unknown>>(
      db,
      table,
      clientId,
      chunk,
      extra,
    );
    if (first) {
      wanted = Math.min(wanted, Math.max(0, total - start));
      gate.check(wanted);
    }
    if (items.length === 0 || !cursor) return;
    yield items.length > wanted ? items.slice(0, wanted) : items;
    after = cursor;
    wanted -= items.length;
  }
}

/**
 * Runs the export of one table for one client and answers the .xlsx file: within the export
 * gate's caps (rows, running exports per login and in all), the rows read here in chunks and the
 * workbook written in a worker thread.
 */
export async function exportTable(
  db: Db,
  table: CheckedTableSql,
  clientId: number,
  body: AnyExportRequest,
  options: {
    all: boolean;
    area: string;
    sheetName: string;
    request: FastifyRequest;
    principal: Principal;
    extra?: ExtraFilter;
  },
): Promise<FileAnswer> {
  const { request } = options;
  const gate = request.server.exportGate;
  const language = requestLanguage(request);
  return gate.run(request, options.principal.accountId, async () => {
    const query = { ...exportQuery(body, options.all), language };
    // Headers, composed texts and values in the user's language, as the table on screen shows them.
    const titles = exportTitles(language, options.area);
    const columns = exportColumns(table.columns, body?.columnsToExport).map((column) => ({
      ...column,
      title: titles?.columns[column.key] ?? column.title,
    }));
    const chunks = exportChunks(
      db,
      table,
      clientId,
      query,
      { chunkRows: gate.limits.chunkRows, check: (rows) => gate.checkRows(request, rows) },
      options.extra,
    );
    const localized = (async function* () {
      for await (const rows of chunks)
        yield localizeRows(language, rows).map((row) => shownExportRow(language, options.area, row));
    })();
    const data = await buildWorkbookInWorker(titles?.sheetName ?? options.sheetName, columns, localized);
    // A view of every row (rowsPerPage -1) holds what "export all" does, and is named alike.
    const scope =
      query.rowsPerPage === -1 ? { all: true as const } : { all: false as const, page: query.page };
    return {
      filename: exportFilename(
        titles?.sheetName ?? options.area,
        await clientName(db, clientId),
        scope,
        new Date(),
        titles?.scope,
      ),
      contentType: XLSX_CONTENT_TYPE,
      data,
    };
  });
}
