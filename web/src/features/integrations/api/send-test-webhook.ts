import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { webhooksKey } from './get-webhooks';

/** Sends a webhook.test event to the endpoint alone; it shows in its log. */
export const sendTestWebhook = (endpointId: string) =>
  api.post<Created>(`/admin/webhooks/${encodeURIComponent(endpointId)}/test`);

export const useSendTestWebhook = () => useRefreshingMutation(sendTestWebhook, webhooksKey);
