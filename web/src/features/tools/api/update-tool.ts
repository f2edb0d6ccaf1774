import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import type { ToolInput } from './create-tool';
import { toolsQuery } from './get-tools';

type UpdateToolArgs = { toolId: string; changes: Partial<ToolInput> };

export const updateTool = ({ toolId, changes }: UpdateToolArgs) =>
  api.patch<Modified>(`/tool/${encodeURIComponent(toolId)}`, changes);

export const useUpdateTool = () => useRefreshingMutation(updateTool, toolsQuery.queryKey);
