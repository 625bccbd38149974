import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Reloads a DataTable's rows after a change made elsewhere (a create, edit or delete): the table
 * keeps its rows and shows its processing indicator until the new page is in.
 */
export function useReloadTable(tableKey: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['dataTable', tableKey] }),
    [queryClient, tableKey],
  );
}
