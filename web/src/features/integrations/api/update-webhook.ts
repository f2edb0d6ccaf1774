import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import type { WebhookInput } from './create-webhook';
import { webhooksKey } from './get-webhooks';

export const updateWebhook = ({ id, input }: { id: string; input: WebhookInput }) =>
  api.put<Modified>(`/admin/webhooks/${encodeURIComponent(id)}`, input);

export const useUpdateWebhook = () => useRefreshingMutation(updateWebhook, webhooksKey, formMutation);
