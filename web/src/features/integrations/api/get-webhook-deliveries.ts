import { useQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE } from '@/lib/list-page';

import { awaitsDelivery, webhooksKey, type WebhookDelivery } from './get-webhooks';

/** A page of an endpoint's deliveries, newest first. */
export const getWebhookDeliveries = (endpointId: string, offset: number) =>
  getListPage<WebhookDelivery>(`/admin/webhooks/${encodeURIComponent(endpointId)}/deliveries`, { limit: LIST_PAGE_SIZE, offset });

/** The page, read again every few seconds while a delivery on it is on its way. */
export const useWebhookDeliveries = (endpointId: string, offset: number) =>
  useQuery({
    queryKey: [...webhooksKey, endpointId, 'deliveries', offset],
    queryFn: () => getWebhookDeliveries(endpointId, offset),
    refetchInterval: (query) => (query.state.data?.items.some(awaitsDelivery) ? 2000 : false),
  });
