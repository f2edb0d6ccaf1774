import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { webhooksKey } from './get-webhooks';

export const deleteWebhook = (id: string) => api.delete<Deleted>(`/admin/webhooks/${encodeURIComponent(id)}`);

export const useDeleteWebhook = () => useRefreshingMutation(deleteWebhook, webhooksKey);
