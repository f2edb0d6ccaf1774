import { queryOptions, useQuery } from '@tanstack/react-query';

import { getToolsPage } from '@/features/tools/api/get-tools';

import { DEAL_TOOL_NAME } from '../deal';

/** The tool of Deal of the Day, found by its name; undefined while the shop has none by that name. */
const dealToolQuery = queryOptions({
  // Under ['tools']: edits of the catalogue refresh it.
  queryKey: ['tools', 'deal'],
  queryFn: async () => {
    const { tools } = await getToolsPage({ q: DEAL_TOOL_NAME }, 0);
    return tools.find((tool) => tool.name === DEAL_TOOL_NAME) ?? null;
  },
});

export function useDealTool() {
  return useQuery(dealToolQuery).data ?? undefined;
}
