import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { getListPage, nextPageOffset, uniqueById, type ListPage, type ListParams } from '@/lib/list-page';
import { pageData } from '@/lib/page-data';
import type { Tool } from '@/types/api';

export const getTools = () => api.get<Tool[]>('/tools', { token: null });

/** Every tool of the shop, in one answer. */
export const toolsQuery = queryOptions({ queryKey: ['tools'], queryFn: getTools });

export function useTools() {
  return useQuery(toolsQuery);
}

/** Cards per page on Home and the search results. */
export const TOOLS_PAGE_SIZE = 24;

export const TOOL_SORTS = ['price', '-price', 'name', 'newest'] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];

/**
 * What GET /tools is asked (docs/API.md, Search); absent fields do not narrow the search. Brands
 * and specs ("Voltage:18V") are lists of alternatives; prices are dollars as typed.
 */
export type ToolSearch = {
  q?: string;
  category?: string;
  brand?: string[];
  spec?: string[];
  priceMin?: string;
  priceMax?: string;
  ratingMin?: string;
  inStock?: boolean;
  sort?: ToolSort;
};

/** The search's parameters but its sort: what GET /tools and GET /tools/facets both take. */
export const filterParams = ({ q, category, brand, spec, priceMin, priceMax, ratingMin, inStock }: ToolSearch): ListParams => ({
  q,
  category,
  brand,
  spec,
  priceMin,
  priceMax,
  ratingMin,
  inStock: inStock ? 'true' : undefined,
});

/** A page of the tools `search` finds, and how many it finds in all, asked without credentials. */
export const getToolResults = (search: ToolSearch, offset: number) =>
  getListPage<Tool>('/tools', { ...filterParams(search), sort: search.sort, limit: TOOLS_PAGE_SIZE, offset }, { token: null });

/** The id of the data block in which the server's home page holds its first page of every tool (site/homepage.go). */
const TOOLS_DATA_ID = 'tools-data';

/** The first page of every tool the server wrote into the home page, if it did, as the query's pages. */
function pageTools(search: ToolSearch) {
  const page = Object.values(search).some((value) => value !== undefined) ? undefined : pageData<ListPage<Tool>>(TOOLS_DATA_ID);
  return page && { pages: [page], pageParams: [0] };
}

/** Under ['tools']: adding, editing or deleting a tool refreshes the pages too. */
export const toolPagesQuery = (search: ToolSearch) =>
  infiniteQueryOptions({
    queryKey: ['tools', 'pages', search],
    queryFn: ({ pageParam }) => getToolResults(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    initialData: () => pageTools(search),
    // A new search or filter shows the last results, dimmed, until its own come: nothing blinks.
    placeholderData: keepPreviousData,
    // Fresh for as long as the server's catalogue keeps an answer, so the page's own is not asked for again at once.
    staleTime: 1000,
  });

/** The tools `search` finds, page after page, without the repeats a catalogue changing meanwhile can cause. */
export function useToolPages(search: ToolSearch) {
  const query = useInfiniteQuery(toolPagesQuery(search));
  const pages = query.data?.pages;
  return {
    ...query,
    tools: pages && uniqueById(pages.flatMap((page) => page.items)),
    // The newest page knows the newest total.
    total: pages?.at(-1)?.total,
  };
}
