import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ShippingMethod } from '@/types/api';

export const getShippingMethods = () => api.get<ShippingMethod[]>('/admin/shipping-methods');

export const shippingMethodsQuery = queryOptions({ queryKey: ['prices', 'shipping-methods'], queryFn: getShippingMethods });

export const useShippingMethods = () => useQuery(shippingMethodsQuery);
