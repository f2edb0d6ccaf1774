import { queryOptions, useQuery } from '@tanstack/react-query';

import { getToolResults } from './get-tools';

/** The tool named exactly `name`, found by a search; null when the shop has none by that name. */
const toolByNameQuery = (name: string) =>
  queryOptions({
    // Under ['tools']: edits of the catalogue refresh it.
    queryKey: ['tools', 'named', name],
    queryFn: async () => {
      const { items } = await getToolResults({ q: name }, 0);
      return items.find((tool) => tool.name === name) ?? null;
    },
  });

/** Undefined until found. */
export function useToolByName(name: string) {
  return useQuery(toolByNameQuery(name)).data ?? undefined;
}
