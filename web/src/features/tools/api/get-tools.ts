import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Tool } from '@/types/api';

export const getTools = () => api.get<Tool[]>('/tools', { token: null });

export const toolsQuery = queryOptions({ queryKey: ['tools'], queryFn: getTools });

export function useTools() {
  return useQuery(toolsQuery);
}
