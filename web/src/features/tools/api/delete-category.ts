import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { categoriesQuery } from './get-categories';

export const deleteCategory = (categoryId: string) => api.delete<Deleted>(`/categories/${encodeURIComponent(categoryId)}`);

export const useDeleteCategory = () => useRefreshingMutation(deleteCategory, categoriesQuery.queryKey);
