import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Brand } from '@/types/api';

export const getBrands = () => api.get<Brand[]>('/brands', { token: null });

/** Under ['tools']: adding, editing or deleting a tool refreshes the brands too. */
export const brandsQuery = queryOptions({ queryKey: ['tools', 'brands'], queryFn: getBrands });

export function useBrands() {
  return useQuery(brandsQuery);
}
