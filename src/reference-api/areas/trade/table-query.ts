import type { TableColumn } from '../../../core/api/contract/table-columns.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { ServerLanguage } from '../../platform/server-messages.ts';
import { wordPatterns } from './search-in-language.ts';

/**
 * How one list table maps onto SQL. `select` gives the SQL expression of every row key (column keys
 * plus `id`); `sort` overrides the sort expression of a key (default: its select expression, which
 * for dates is formatted text, so dates name their raw column here). Sorting is allowed only by the
 * sortable columns of the shared column list: that list is the whitelist.
 */
export interface TableSql {
  readonly from: string;
  /** The client id column every `queryTable` query is scoped to; none for tables that span clients (admin). */
  readonly scope?: string;
  /** The unique row id; the tie-breaker that makes paging stable. */
  readonly id: string;
  /** A lower-case text expression searched with LIKE, e.g. a `search_text` column. */
  readonly search: string;
  /**
   * The search text of a language whose table shows some values translated (product texts, enum
   * values), e.g. `o.search_text_de`; a language without one searches `search`.
   */
  readonly searchIn?: Readonly<Partial<Record<ServerLanguage, string>>>;
  readonly select: Readonly<Record<string, string>>;
  readonly sort?: Readonly<Record<string, string>>;
  readonly defaultSort: { readonly key: string; readonly descending: boolean };
}

/** The part of a table request the query needs (the list and the export request both map onto it). */
export interface TableQuery {
  page: number;
  /** -1 = every row. */
  rowsPerPage: number;
  sortBy?: string | undefined;
  descending?: boolean | undefined;
  search?: string | undefined;
  /** The language the search is typed in (that of the screen); English when absent. */
  language?: ServerLanguage | undefined;
  /** Rows to skip instead of the pages before `page` (an export reads its range in chunks). */
  offset?: number | undefined;
  /** The caller knows the total already (an export's later chunks): no count is run, `total` is -1. */
  skipTotal?: boolean | undefined;
}

/** A table's SQL checked against its column list: every column selectable, every sortable one sortable. */
export interface CheckedTableSql extends TableSql {
  readonly columns: readonly TableColumn[];
  readonly sortExpressions: ReadonlyMap<string, string>;
}

/** Checks a table's SQL against its column list once, at start-up, so the two cannot drift apart. */
export function defineTableSql(columns: readonly TableColumn[], sql: TableSql): CheckedTableSql {
  const sortExpressions = new Map<string, string>();
  for (const column of columns) {
    const select = sql.select[column.key];
    if (select === undefined) throw new Error(`${sql.from}: no SQL for column ${column.key}`);
    if (column.sortable) sortExpressions.set(column.key, sql.sort?.[column.key] ?? select);
  }
  if (!sql.select.id) throw new Error(`${sql.from}: no SQL for the row id`);
  if (!sortExpressions.has(sql.defaultSort.key)) throw new Error(`${sql.from}: default sort is not sortable`);
  return { ...sql, columns, sortExpressions };
}

/** Lower-case search words; at most five words count. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 5);
}

/** A condition on the table, e.g. the client scope or the product of a stock-order table. */
export interface ExtraFilter {
  sql: string;
  /** The value of `$extra` in `sql`, if it has one. */
  value?: unknown;
}

/**
 * One page of a table for one client: sorted by the requested column (400 for a key that is not a
 * sortable column), searched word by word, counted. `extra` narrows the rows further, e.g. stock of
 * one product; its SQL names the parameter as `$extra`.
 */
export async function queryTable<Row>(
  db: Db,
  table: CheckedTableSql,
  clientId: number,
  request: TableQuery,
  extra?: ExtraFilter,
): Promise<{ items: Row[]; total: number }> {
  if (!table.scope) throw new Error(`${table.from}: no client scope`);
  const scope: ExtraFilter = { sql: `${table.scope} = $extra`, value: clientId };
  return queryFilteredTable<Row>(db, table, request, extra ? [scope, extra] : [scope]);
}

/**
 * One page of a table narrowed by any conditions (none: every row), sorted, searched and counted like
 * `queryTable`. For tables that span clients, such as the admin tables; each filter's SQL names its
 * own parameter as `$extra`.
 */
export async function queryFilteredTable<Row>(
  db: Db,
  table: CheckedTableSql,
  request: TableQuery,
  filters: readonly ExtraFilter[],
): Promise<{ items: Row[]; total: number }> {
  const sortKey = request.sortBy || table.defaultSort.key;
  const sortExpression = table.sortExpressions.get(sortKey);
  if (sortExpression === undefined) {
    throw new ApiError(400, 'errors.badRequest', { sortBy: ['validation.notAllowed'] });
  }
  const descending = request.sortBy ? request.descending === true : table.defaultSort.descending;
  const direction = descending ? 'DESC' : 'ASC';

  const params: unknown[] = [];
  const where = ['true'];
  for (const filter of filters) {
    if ('value' in filter) params.push(filter.value);
    where.push(filter.sql.replaceAll('$extra', `$${params.length}`));
  }
  // Every word must match, in the search text of the user's language: what the screen shows.
  const language = request.language ?? 'en';
  const search = table.searchIn?.[language] ?? table.search;
  const words = searchWords(request.search);
  for (const word of words) {
    const alternatives = wordPatterns(language, word).map((pattern) => {
      params.push(pattern);
      return `${search} LIKE $${params.length}`;
    });
    where.push(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`);
  }
  const filter = `FROM ${table.from} WHERE ${where.join(' AND ')}`;
  const size = Math.max(1, request.rowsPerPage);
  const offset = request.offset ?? (request.page - 1) * size;
  const limit = request.rowsPerPage === -1 ? '' : ` LIMIT ${size} OFFSET ${offset}`;
  const order = `${sortExpression} ${direction}, ${table.id} ${direction}`;
  const selectList = Object.entries(table.select)
    .map(([key, expression]) => `${expression} AS "${key}"`)
    .join(', ');
  // The page is chosen on the id and sort key alone and only its rows are formatted: formatting every
  // matching row before a top-N sort costs more than the search itself. With a search, the total comes
  // from a window count in the same scan, so the LIKEs run once; without one, a separate count is
  // cheaper (it reads the client's index only).
  const searching = words.length > 0;
  // The outer select repeats the filter: a row id need not be unique across clients (the stock
  // table's id is the product, which several clients stock), so joining on it alone would pull in
  // other clients' rows.
  const pageSql = `WITH page AS (SELECT ${table.id} AS __id${searching ? ', count(*) OVER () AS __total' : ''}
       ${filter} ORDER BY ${order}${limit})
     SELECT ${selectList}${searching ? ', page.__total::int AS "__total"' : ''}
     FROM ${table.from} JOIN page ON ${table.id} = page.__id WHERE ${where.join(' AND ')} ORDER BY ${order}`;
  const countRows = async () =>
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filter}`, params))[0]?.total ?? 0;
  if (!searching) {
    if (request.skipTotal) return { items: await db.query<Row>(pageSql, params), total: -1 };
    const total = await countRows();
    return { items: total === 0 ? [] : await db.query<Row>(pageSql, params), total };
  }
  const rows = await db.query<Row & { __total: number }>(pageSql, params);
  // An empty page may still lie past the end of a non-empty result: only then count separately.
  const total = rows[0]?.__total ?? (request.page > 1 ? await countRows() : 0);
  const items = rows.map(({ __total, ...row }) => row as unknown as Row);
  return { items, total };
}
