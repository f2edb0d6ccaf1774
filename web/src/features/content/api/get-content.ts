import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Content } from '@/types/api';

export const getContent = () => api.get<Content>('/content');

export const contentQuery = queryOptions({ queryKey: ['content'], queryFn: getContent, staleTime: 60_000 });

export const useContent = () => useQuery(contentQuery);
