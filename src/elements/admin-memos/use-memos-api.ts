import { useMemo } from 'react';
import {
  createMemo,
  deleteMemo,
  getMemosTable,
  type MemoInput,
  type MemoRow,
  updateMemo,
} from '../../core/api/browser-contract/admin-memos.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The memo calls of the admin contract. */
export interface MemosApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<MemoRow>>;
  create: (input: MemoInput) => Promise<MemoRow>;
  update: (memoId: number, input: MemoInput) => Promise<MemoRow>;
  remove: (memoId: number) => Promise<void>;
}

/** The memo calls (staff only) bound to the page's API client. */
export function useMemosApi(): MemosApi {
  const { api } = useRuntime();
  return useMemo<MemosApi>(
    () => ({
      fetchPage: async (request, signal) =>
        readPage(await api.call(getMemosTable, { body: toListRequestBody(request), signal })),
      create: (input) => api.call(createMemo, { body: input }),
      update: (memoId, input) => api.call(updateMemo, { body: { memoId, ...input } }),
      remove: async (memoId) => {
        await api.call(deleteMemo, { body: { memoId } });
      },
    }),
    [api],
  );
}
