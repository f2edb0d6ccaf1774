import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Category } from '@/types/api';

import type { CategoryInput } from './create-category';
import { categoriesQuery } from './get-categories';

type UpdateCategoryArgs = { categoryId: string; changes: Partial<CategoryInput> };

/** Renames or describes a category: a new name is a new address for its page, which its tools follow. */
export const updateCategory = ({ categoryId, changes }: UpdateCategoryArgs) =>
  api.patch<Category>(`/categories/${encodeURIComponent(categoryId)}`, changes);

export const useUpdateCategory = () => useRefreshingMutation(updateCategory, categoriesQuery.queryKey, formMutation);
