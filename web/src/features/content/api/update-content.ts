import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Content } from '@/types/api';

import { contentQuery } from '@/lib/content';

export const updateContent = (content: Content) => api.put<Content>('/admin/content', content);

export const useUpdateContent = () => useRefreshingMutation(updateContent, contentQuery.queryKey, formMutation);
