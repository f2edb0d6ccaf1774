import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryString } from '@/lib/list-page';
import type { Facets } from '@/types/api';

import { filterParams, type ToolSearch } from './get-tools';

/**
 * GET /tools/facets: how many tools each value of each filter leaves, every filter applied but
 * its group's own (docs/API.md, Filters).
 */
export const getToolFacets = (search: ToolSearch) =>
  api.get<Facets>(`/tools/facets?${queryString(filterParams(search))}`, { token: null });

/** Under ['tools']: a change to the catalogue counts again. The sort changes no count, so it is left out. */
export const toolFacetsQuery = ({ sort: _sort, ...search }: ToolSearch) =>
  queryOptions({
    queryKey: ['tools', 'facets', search],
    queryFn: () => getToolFacets(search),
    // The panel keeps its counts while the next choice's are asked for, rather than blinking.
    placeholderData: keepPreviousData,
    staleTime: 1000,
  });

export function useToolFacets(search: ToolSearch) {
  return useQuery(toolFacetsQuery(search));
}

/** How many tools each of `searches` finds, as its facets count them; undefined until known. */
export function useFacetTotals(searches: ToolSearch[]) {
  return useQueries({
    // Each search its own count: none shows another's while it is asked for.
    queries: searches.map((search) => ({ ...toolFacetsQuery(search), placeholderData: undefined })),
    combine: (results) => results.map(({ data }) => data?.total),
  });
}
