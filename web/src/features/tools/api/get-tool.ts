import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageData } from '@/lib/page-data';
import type { Tool } from '@/types/api';

export const getTool = (toolId: string) => api.get<Tool>(`/tool/${encodeURIComponent(toolId)}`, { token: null });

/** The id of the data block in which the server's tool page holds GET /tool/{id}'s answer (site/toolpage.go). */
const TOOL_DATA_ID = 'tool-data';

/** The answer the server wrote into this page for `toolId`, if it did: read instead of asking again. */
function pageTool(toolId: string): Tool | undefined {
  const tool = pageData<Tool>(TOOL_DATA_ID);
  return tool?._id === toolId ? tool : undefined;
}

export const toolQuery = (toolId: string) =>
  queryOptions({
    queryKey: ['tools', toolId],
    queryFn: () => getTool(toolId),
    initialData: () => pageTool(toolId),
    // Fresh for as long as the server's catalogue keeps an answer, so the page's own is not asked for again at once.
    staleTime: 1000,
  });

/** No request while `toolId` is undefined (not known yet). */
export function useTool(toolId: string | undefined) {
  return useQuery({ ...toolQuery(toolId ?? ''), enabled: toolId !== undefined });
}
