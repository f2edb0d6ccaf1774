import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
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

/** What GET /tools is asked (docs/API.md, Search); absent fields do not narrow the search. */
export type ToolSearch = { q?: string; category?: string; inStock?: boolean; sort?: ToolSort };

export type ToolsPage = { tools: Tool[]; offset: number; total: number };

function toolsPath(search: ToolSearch, offset: number) {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.inStock) params.set('inStock', 'true');
  if (search.sort) params.set('sort', search.sort);
  params.set('limit', String(TOOLS_PAGE_SIZE));
  params.set('offset', String(offset));
  return `/tools?${params}`;
}

/** A page of the tools `search` finds, and how many it finds in all (X-Total-Count). */
export async function getToolsPage(search: ToolSearch, offset: number): Promise<ToolsPage> {
  const { data, headers } = await api.getWithHeaders<Tool[]>(toolsPath(search, offset), { token: null });
  const tools = data ?? [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  // Without the header, what arrived is all there is.
  return { tools, offset, total: Number.isNaN(total) ? offset + tools.length : total };
}

/** Under ['tools']: adding, editing or deleting a tool refreshes the pages too. */
export const toolPagesQuery = (search: ToolSearch) =>
  infiniteQueryOptions({
    queryKey: ['tools', 'pages', search],
    queryFn: ({ pageParam }) => getToolsPage(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: ({ tools, offset, total }) => {
      const next = offset + tools.length;
      return tools.length > 0 && next < total ? next : undefined;
    },
  });

/** The tools `search` finds, page after page, without the repeats a catalogue changing meanwhile can cause. */
export function useToolPages(search: ToolSearch) {
  const query = useInfiniteQuery(toolPagesQuery(search));
  const pages = query.data?.pages;
  return {
    ...query,
    tools: pages && uniqueTools(pages.flatMap((page) => page.tools)),
    // The newest page knows the newest total.
    total: pages?.at(-1)?.total,
  };
}

function uniqueTools(tools: Tool[]) {
  const seen = new Set<string>();
  return tools.filter((tool) => !seen.has(tool._id) && seen.add(tool._id));
}
