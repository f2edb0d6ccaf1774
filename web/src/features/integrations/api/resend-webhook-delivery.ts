import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { webhooksKey } from './get-webhooks';

/** Sends a delivery again now, its retries starting over. */
export const resendWebhookDelivery = (deliveryId: string) =>
  api.post<Modified>(`/admin/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`);

export const useResendWebhookDelivery = () => useRefreshingMutation(resendWebhookDelivery, webhooksKey);
