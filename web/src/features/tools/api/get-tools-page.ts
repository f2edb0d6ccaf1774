import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE } from '@/lib/list-page';
import type { Tool } from '@/types/api';

import { toolsQuery } from './get-tools';

export type ToolsPageQuery = { q?: string; offset: number };

/** A page of the catalogue in its own order, or of a search's results, for Manage Products. */
export const getToolsPage = ({ q, offset }: ToolsPageQuery) =>
  getListPage<Tool>('/tools', { q, limit: LIST_PAGE_SIZE, offset });

// Under the catalogue's key, so adding, editing or deleting a tool refreshes it.
export const toolsPageQuery = (query: ToolsPageQuery) =>
  queryOptions({ queryKey: [...toolsQuery.queryKey, 'page', query], queryFn: () => getToolsPage(query) });

export function useToolsPage(query: ToolsPageQuery) {
  return useQuery(toolsPageQuery(query));
}
