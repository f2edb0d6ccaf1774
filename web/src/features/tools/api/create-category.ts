import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { categoriesQuery } from './get-categories';

export const createCategory = (name: string) => api.post<Created>('/categories', { name });

export const useCreateCategory = () => useRefreshingMutation(createCategory, categoriesQuery.queryKey, formMutation);
