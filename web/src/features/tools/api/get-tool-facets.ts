import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryString } from '@/lib/list-page';

import { filterParams, type ToolSearch } from './get-tools';

type Count = { count: number };

/**
 * GET /tools/facets: how many tools each value of each filter leaves, every filter applied but
 * its group's own (docs/API.md, Search).
 */
export type ToolFacets = {
  total: number;
  brands: ({ slug: string; name: string } & Count)[];
  categories: ({ slug: string; name: string } & Count)[];
  specs: { name: string; values: ({ value: string } & Count)[] }[];
  /** Dollars; null when no tool is left. */
  price: { min: number; max: number } | null;
  ratings: ({ atLeast: number } & Count)[];
  inStock: number;
  /** The words the search ran when they are not the ones typed: a typo corrected, a synonym. */
  showing?: string;
};

export const getToolFacets = (search: ToolSearch) =>
  api.get<ToolFacets>(`/tools/facets?${queryString(filterParams(search))}`, { token: null });

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
