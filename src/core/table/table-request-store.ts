import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { normalizeTableRequest } from './normalize-table-request.ts';
import type { TableRequest } from './table-request.ts';

/** The one storage record mapping a table key to its last request (docs/screens/lists.md#stored-table-state). */
export const TABLE_REQUESTS_KEY = 'dataTableRequests';

type TableRequests = Record<string, TableRequest>;

/**
 * Remembers the last request of every list table under one storage record, so a table opens
 * again on the page, size, sort and search the user left it on. Corrupt JSON reads as empty.
 */
export class TableRequestStore {
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
  }

  /** The stored request of `tableKey`, or the defaults (page 1, 10 rows, no sort, no search). */
  get(tableKey: string): TableRequest {
    return normalizeTableRequest(this.#readAll()[tableKey]);
  }

  /** Stores `request` as the last request of `tableKey`, keeping the other tables' requests. */
  set(tableKey: string, request: TableRequest): void {
    const all = this.#readAll();
    all[tableKey] = normalizeTableRequest(request);
    this.#storage.setItem(TABLE_REQUESTS_KEY, JSON.stringify(all));
  }

  /** Forgets the request of `tableKey`. */
  remove(tableKey: string): void {
    const all = this.#readAll();
    if (!(tableKey in all)) return;
    delete all[tableKey];
    this.#storage.setItem(TABLE_REQUESTS_KEY, JSON.stringify(all));
  }

  /** Forgets the request of every table: they were the user's whose session ended. */
  clear(): void {
    if (this.#storage.getItem(TABLE_REQUESTS_KEY) !== null) this.#storage.removeItem(TABLE_REQUESTS_KEY);
  }

  /** Calls `listener` when the record changes (here or in another tab). Returns an unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.#storage.subscribe((key) => {
      if (key === null || key === TABLE_REQUESTS_KEY) listener();
    });
  }

  #readAll(): TableRequests {
    // A null-prototype record: table keys such as "__proto__" stay plain data.
    const all = Object.create(null) as TableRequests;
    const raw = this.#storage.getItem(TABLE_REQUESTS_KEY);
    if (!raw) return all;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return all;
      return Object.assign(all, parsed);
    } catch {
      return all;
    }
  }
}
