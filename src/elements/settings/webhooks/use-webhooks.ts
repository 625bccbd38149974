import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookDeliveries,
  getWebhookEndpoints,
  redeliverWebhook,
  sendWebhookTestEvent,
  type WebhookEndpoint,
} from '../../../core/api/browser-contract/webhooks.ts';
import { useRuntime } from '../../../ui/element/use-runtime.ts';

const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
/** The query key of an endpoint's delivery log. */
export const deliveriesKey = (endpointId: number | null) => ['webhooks', 'deliveries', endpointId] as const;

/** The login's webhook endpoints (docs/alerts.md#webhooks) and the calls on them, each updating the list. */
export function useWebhooks() {
  const { api } = useRuntime();
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: ENDPOINTS_KEY,
    queryFn: ({ signal }) => api.call(getWebhookEndpoints, { signal }),
  });
  const replace = (endpoint: WebhookEndpoint) =>
    queryClient.setQueryData<WebhookEndpoint[]>(ENDPOINTS_KEY, (list) =>
      list?.map((e) => (e.endpointId === endpoint.endpointId ? endpoint : e)),
    );
  const add = useMutation({
    mutationFn: (url: string) => api.call(addWebhookEndpoint, { body: { url } }),
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<WebhookEndpoint[]>(ENDPOINTS_KEY, (list) => [...(list ?? []), endpoint]),
  });
  const remove = useMutation({
    mutationFn: (endpointId: number) => api.call(deleteWebhookEndpoint, { body: { endpointId } }),
    onSuccess: (_, endpointId) =>
      queryClient.setQueryData<WebhookEndpoint[]>(ENDPOINTS_KEY, (list) =>
        list?.filter((e) => e.endpointId !== endpointId),
      ),
  });
  const enable = useMutation({
    mutationFn: (endpointId: number) => api.call(enableWebhookEndpoint, { body: { endpointId } }),
    onSuccess: replace,
  });
  const sendTest = useMutation({
    mutationFn: (endpointId: number) => api.call(sendWebhookTestEvent, { body: { endpointId } }),
    onSuccess: (_, endpointId) => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
  return { endpoints, add, remove, enable, sendTest };
}

/** An endpoint's delivery log while `open`, and "Redeliver", which refreshes it. */
export function useWebhookLog(endpointId: number | null, open: boolean) {
  const { api } = useRuntime();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) =>
      api.call(getWebhookDeliveries, { query: { endpointId: endpointId as number }, signal }),
    enabled: open && endpointId !== null,
    // Every opening shows the log as it is now.
    staleTime: 0,
  });
  const redeliver = useMutation({
    mutationFn: (deliveryId: number) => api.call(redeliverWebhook, { body: { deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
  return { deliveries, redeliver };
}
