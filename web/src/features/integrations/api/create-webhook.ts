import { api } from '@/lib/api-client';
import { formMutation, matches, maxLength, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { webhooksKey, type WebhookEndpoint } from './get-webhooks';

/** What an admin sends to add or change an endpoint. */
export type WebhookInput = { url: string; events: string[]; description: string; enabled: boolean };

export type WebhookFormValues = {
  url: string;
  description: string;
  /** The chosen events' types separated by commas: 'order.paid,stock.low'. */
  events: string;
  /** 'true' or ''. */
  enabled: string;
};

// The server decides whether the address may be reached (https, or http and private addresses
// where its operator allows them); these rules only answer while the admin types.
export const webhookSchema: Schema<WebhookFormValues> = {
  url: [required('URL is required'), matches(/^https?:\/\/\S+$/i, 'Must be an absolute https:// URL')],
  description: [maxLength(200, 'Must be 200 characters or fewer')],
  events: [required('Choose at least one event')],
};

export const chosenEvents = (values: WebhookFormValues) => values.events.split(',').filter(Boolean);

export const toWebhookForm = (endpoint?: WebhookEndpoint): WebhookFormValues => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  events: endpoint?.events.join(',') ?? '',
  enabled: !endpoint || endpoint.disabledAt === null ? 'true' : '',
});

export const toWebhookInput = (values: WebhookFormValues): WebhookInput => ({
  url: values.url.trim(),
  description: values.description.trim(),
  events: chosenEvents(values),
  enabled: values.enabled === 'true',
});

/** The new endpoint's id, and its signing secret: shown this once. */
export type CreatedWebhook = Created & { secret: string };

export const createWebhook = (input: WebhookInput) => api.post<CreatedWebhook>('/admin/webhooks', input);

export const useCreateWebhook = () => useRefreshingMutation(createWebhook, webhooksKey, formMutation);
