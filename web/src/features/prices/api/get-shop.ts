import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ShopSettings } from '@/types/api';

export const getShop = () => api.get<ShopSettings>('/admin/shop');

export const shopQuery = queryOptions({ queryKey: ['prices', 'shop'], queryFn: getShop });

export const useShop = () => useQuery(shopQuery);
