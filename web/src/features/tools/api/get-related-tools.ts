import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage } from '@/lib/list-page';
import type { Tool } from '@/types/api';

import { canBeBought } from '../tool-page';

/** How many related tools a tool's page shows. */
const RELATED_TOOLS = 4;

/** Under ['tools']: a change to the catalogue refreshes them too. */
const relatedToolsQuery = (tool: Tool) =>
  queryOptions({
    queryKey: ['tools', 'related', tool._id, tool.category],
    // One more than shown, in case the tool itself is among them.
    queryFn: () =>
      getListPage<Tool>('/tools', { category: tool.category, inStock: 'true', limit: RELATED_TOOLS + 1 }, { token: null }),
    enabled: Boolean(tool.category),
    select: (page) => page.items.filter((other) => other._id !== tool._id && canBeBought(other)).slice(0, RELATED_TOOLS),
  });

/** A few other tools of the tool's category that can be bought now; none for a tool without a category. */
export function useRelatedTools(tool: Tool) {
  return useQuery(relatedToolsQuery(tool));
}
