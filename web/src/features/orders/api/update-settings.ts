import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';

import { orderKeys } from './keys';

export type StatsSettings = { lowStockThreshold: number };

export const updateSettings = (settings: StatsSettings) => api.put<StatsSettings>('/admin/settings', settings);

export const useUpdateSettings = () => useRefreshingMutation(updateSettings, orderKeys.all);
