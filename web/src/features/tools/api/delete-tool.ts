import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { toolsQuery } from './get-tools';

export const deleteTool = (toolId: string) => api.delete<Deleted>(`/tool/${encodeURIComponent(toolId)}`);

export const useDeleteTool = () => useRefreshingMutation(deleteTool, toolsQuery.queryKey);
