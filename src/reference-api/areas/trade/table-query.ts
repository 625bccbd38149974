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

/**
 * Where a read stopped: the sort value (as text) and id of the last row read, so the next read starts
 * right after it (keyset paging) instead of skipping the rows before it again.
 */
export interface TableCursor {
  readonly value: string | null;
  readonly id: string;
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
  /** Read the rows after this one instead of a page by number (`page` and `offset` unused, no count). */
  after?: TableCursor | undefined;
  /** Answer the cursor of the page's last row (null when the page is empty), for the next `after`. */
  withCursor?: boolean | undefined;
}

/** One page of a table: its rows, the number of matching rows (-1: not counted), the cursor if asked. */
export interface TablePage<Row> {
  items: Row[];
  total: number;
  cursor?: TableCursor | null;
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
): Promise<TablePage<Row>> {
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
): Promise<TablePage<Row>> {
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
  const order = (dir: string) => `${sortExpression} ${dir}, ${table.id} ${dir}`;
  const selectList = Object.entries(table.select)
    .map(([key, expression]) => `${expression} AS "${key}"`)
    .join(', ');
  const searching = words.length > 0;
  // The page is chosen on the id and sort key alone (`ids`, an index-only scan where an index leads
  // with the client and the sort column) and only its rows are formatted: formatting every matching
  // row before a top-N sort costs more than the search itself. The outer select repeats the filter: a
  // row id need not be unique across clients (the stock table's id is the product, which several
  // clients stock), so joining on it alone would pull in other clients' rows.
  const cursorColumns = request.withCursor
    ? `, (${sortExpression})::text AS "__sort", (${table.id})::text AS "__key"`
    : '';
  const pageSql = (ids: string, counted: boolean) => `WITH page AS (${ids})
     SELECT ${selectList}${counted ? ', page.__total::int AS "__total"' : ''}${cursorColumns}
     FROM ${table.from} JOIN page ON ${table.id} = page.__id WHERE ${where.join(' AND ')} ORDER BY ${order(direction)}`;
  const countRows = async () =>
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filter}`, params))[0]?.total ?? 0;
  const page = async (ids: string, total: number, counted = false): Promise<TablePage<Row>> => {
    const rows = await db.query<Row & { __total?: number; __sort?: string | null; __key?: string }>(
      pageSql(ids, counted),
      params,
    );
    const last = rows.at(-1);
    const items = rows.map(({ __total, __sort, __key, ...row }) => row as unknown as Row);
    const answer: TablePage<Row> = { items, total: counted ? (rows[0]?.__total ?? total) : total };
    if (request.withCursor) answer.cursor = last ? { value: last.__sort ?? null, id: last.__key! } : null;
    return answer;
  };

  const empty = (total: number): TablePage<Row> =>
    request.withCursor ? { items: [], total, cursor: null } : { items: [], total };
  if (request.after)
    return page(afterCursorIds(table, sortExpression, descending, filter, params, request.after, size), -1);

  const offset = request.offset ?? (request.page - 1) * size;
  const limited = (dir: string, take: number, skip: number) =>
    `SELECT ${table.id} AS __id ${filter} ORDER BY ${order(dir)} LIMIT ${take} OFFSET ${skip}`;
  if (!searching) {
    // Without a search a separate count is cheap (it reads the client's narrowest index only), and
    // it lets a page past the middle be read from the other end: the last page of 250,000 rows
    // skips nothing instead of 249,975 index entries. The reversed order is the exact mirror (NULLs
    // sort first descending, last ascending), and the outer select puts the page back in order.
    const total = request.skipTotal ? -1 : await countRows();
    if (total === 0) return empty(0);
    if (request.rowsPerPage === -1)
      return page(`SELECT ${table.id} AS __id ${filter} ORDER BY ${order(direction)}`, total);
    if (total > 0 && offset * 2 > total) {
      if (offset >= total) return empty(total);
      const reverse = descending ? 'ASC' : 'DESC';
      return page(
        limited(reverse, Math.min(size, total - offset), Math.max(0, total - offset - size)),
        total,
      );
    }
    return page(limited(direction, size, offset), total);
  }
  // With a search, the total comes from a window count in the same scan, so the LIKEs run once.
  const all = request.rowsPerPage === -1 ? '' : ` LIMIT ${size} OFFSET ${offset}`;
  const found = await page(
    `SELECT ${table.id} AS __id, count(*) OVER () AS __total ${filter} ORDER BY ${order(direction)}${all}`,
    0,
    true,
  );
  // An empty page may still lie past the end of a non-empty result: only then count separately.
  if (found.items.length === 0 && request.page > 1) found.total = await countRows();
  return found;
}

/**
 * The ids of the `size` rows after `after` in the table's order (keyset paging): each read starts at
 * the cursor in the index instead of skipping the rows before it, so an export of 250,000 rows costs
 * the same per chunk at its end as at its start. A row comparison `(sort, id) > (value, id)` never
 * holds for a NULL sort value, so the NULL rows (last ascending, first descending, by id) are a
 * second index range, read as its own part of a UNION ALL; each part stops after `size` rows.
 */
function afterCursorIds(
  table: CheckedTableSql,
  sortExpression: string,
  descending: boolean,
  filter: string,
  params: unknown[],
  after: TableCursor,
  size: number,
): string {
  params.push(after.id);
  const id = `$${params.length}`;
  let value = '';
  if (after.value !== null) {
    params.push(after.value);
    value = `$${params.length}`;
  }
  const part = (rank: number, condition: string, order: string) =>
    `(SELECT ${table.id} AS __id, ${rank} AS __rank, ${sortExpression} AS __value ${filter} AND ${condition}
       ORDER BY ${order} LIMIT ${size})`;
  const dir = descending ? 'DESC' : 'ASC';
  const sorted = `${sortExpression} ${dir}, ${table.id} ${dir}`;
  const parts: string[] = [];
  if (descending) {
    if (!value) parts.push(part(0, `${sortExpression} IS NULL AND ${table.id} < ${id}`, `${table.id} DESC`));
    const rest = value
      ? `(${sortExpression}, ${table.id}) < (${value}, ${id})`
      : `${sortExpression} IS NOT NULL`;
    parts.push(part(1, rest, sorted));
  } else {
    if (value) parts.push(part(0, `(${sortExpression}, ${table.id}) > (${value}, ${id})`, sorted));
    const nulls = `${sortExpression} IS NULL${value ? '' : ` AND ${table.id} > ${id}`}`;
    parts.push(part(1, nulls, `${table.id} ASC`));
  }
  return `SELECT __id FROM (${parts.join(' UNION ALL ')}) parts
    ORDER BY __rank, __value ${dir}, __id ${dir} LIMIT ${size}`;
}
