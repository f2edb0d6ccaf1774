import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageData } from '@/lib/page-data';
import type { Category } from '@/types/api';

export const getCategories = () => api.get<Category[]>('/categories', { token: null });

/** The id of the data block in which each page whose markup the server writes holds this answer (site/pagehtml.go). */
const CATEGORIES_DATA_ID = 'categories-data';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
  // Read again at once all the same: the counts follow every tool's change, which no mutation here refreshes.
  initialData: () => pageData<Category[]>(CATEGORIES_DATA_ID),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
