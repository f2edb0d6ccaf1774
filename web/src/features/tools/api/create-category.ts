import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { categoriesQuery } from './get-categories';

/** A category as admins write it: its name, and the words its page shows under it ("" for none). */
export type CategoryInput = { name: string; description: string };

export const createCategory = (input: CategoryInput) => api.post<Created>('/categories', input);

export const useCreateCategory = () => useRefreshingMutation(createCategory, categoriesQuery.queryKey, formMutation);
