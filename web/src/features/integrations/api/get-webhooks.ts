import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** What an endpoint may subscribe to, in the order the server lists them (docs/API.md, Webhooks). */
export const webhookEvents = [
  { type: 'order.placed', label: 'Order placed' },
  { type: 'order.paid', label: 'Order paid' },
  { type: 'order.shipped', label: 'Order shipped' },
  { type: 'order.ready_for_pickup', label: 'Order ready for pickup' },
  { type: 'order.picked_up', label: 'Order picked up' },
  { type: 'order.cancelled', label: 'Order cancelled' },
  { type: 'order.expired', label: 'Order expired' },
  { type: 'order.refunded', label: 'Order refunded' },
  { type: 'stock.low', label: 'Stock low' },
  { type: 'tool.created', label: 'Tool created' },
  { type: 'tool.updated', label: 'Tool changed' },
  { type: 'tool.deleted', label: 'Tool deleted' },
] as const;

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/** One event on its way to one endpoint. */
export type WebhookDelivery = {
  _id: string;
  endpointId: string;
  eventId: string;
  /** An event's type, or 'webhook.test' for a test event. */
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last answer's HTTP status; 0 when none came (`error` says why). */
  statusCode: number;
  error?: string;
  createdAt: string;
  lastAttemptAt?: string;
  nextAttemptAt?: string;
};

/** An address the shop posts its events to. Its secret is shown only when it is added. */
export type WebhookEndpoint = {
  _id: string;
  url: string;
  events: string[];
  description: string;
  createdAt: string;
  /** When it was switched off; null while it is on. */
  disabledAt: string | null;
  /** Switched off by the shop after its deliveries failed for 3 days. */
  failing: boolean;
  lastDelivery: WebhookDelivery | null;
};

/** The root of the endpoints and their delivery logs, refreshed after any change to them. */
export const webhooksKey = ['integrations', 'webhooks'] as const;

export const getWebhooks = () => api.get<WebhookEndpoint[]>('/admin/webhooks');

export const webhooksQuery = queryOptions({ queryKey: webhooksKey, queryFn: getWebhooks });

/** Deliveries that will change by themselves soon, so that a list showing them is read again. */
export const awaitsDelivery = (delivery: WebhookDelivery | null | undefined) =>
  delivery?.status === 'pending' || delivery?.status === 'retrying';

/** The endpoints, read again every few seconds while a newest delivery is on its way. */
export const useWebhooks = () =>
  useQuery({
    ...webhooksQuery,
    refetchInterval: (query) => (query.state.data?.some((e) => awaitsDelivery(e.lastDelivery)) ? 2000 : false),
  });
