import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Tool } from '@/types/api';

export const getTool = (toolId: string) => api.get<Tool>(`/tool/${encodeURIComponent(toolId)}`, { token: null });

export const toolQuery = (toolId: string) =>
  queryOptions({ queryKey: ['tools', toolId], queryFn: () => getTool(toolId) });

/** No request while `toolId` is undefined (not known yet). */
export function useTool(toolId: string | undefined) {
  return useQuery({ ...toolQuery(toolId ?? ''), enabled: toolId !== undefined });
}
