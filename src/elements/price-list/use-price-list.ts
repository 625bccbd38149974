import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getClients } from '../../core/api/browser-contract/agent.ts';
import { getPricelist, hasPricelist } from '../../core/api/browser-contract/price-list.ts';
import { saveDownload } from '../../core/table/save-download.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** Used only when the server names no file. */
const FALLBACK_FILENAME = 'price-list.xlsx';

/**
 * Whether the client (undefined: the user's own) has a price list, the client's display name for
 * agents (the same query key as the host's client switcher, so it is fetched once), and the download.
 */
export function usePriceList(clientId: number | undefined) {
  const { api } = useRuntime();
  const query = clientId === undefined ? {} : { clientId };
  const availability = useQuery({
    queryKey: ['priceList', 'has', clientId ?? 'own'],
    queryFn: ({ signal }) => api.call(hasPricelist, { query, signal }),
  });
  const clients = useQuery({
    queryKey: ['agent', 'clients'],
    queryFn: ({ signal }) => api.call(getClients, { signal }),
    enabled: clientId !== undefined,
  });
  const clientName = clients.data?.find((client) => client.clientId === clientId)?.displayName ?? null;
  // An agent acting for a client must not read "your company" while the client's name loads.
  const clientNamePending = clientId !== undefined && clients.isPending;
  const [downloading, setDownloading] = useState(false);

  /** Saves the workbook under the server's filename. */
  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const file = await api.call(getPricelist, { query: clientId === undefined ? {} : { clientId } });
      await saveDownload(file, FALLBACK_FILENAME);
    } finally {
      setDownloading(false);
    }
  }, [api, clientId]);

  return { availability, clientName, clientNamePending, downloading, download };
}
