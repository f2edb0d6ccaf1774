import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { ShopSettings } from '@/types/api';

import { shopQuery } from './get-shop';

export const updateShop = (settings: ShopSettings) => api.put<ShopSettings>('/admin/shop', settings);

export const useUpdateShop = () => useRefreshingMutation(updateShop, shopQuery.queryKey, formMutation);
