import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Category } from '@/types/api';

export const getCategories = () => api.get<Category[]>('/categories', { token: null });

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQuery);
}
