import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage, type ListPage } from '@/lib/list-page';
import { pageData } from '@/lib/page-data';
import type { Tool } from '@/types/api';

import { toolsQuery, TOOLS_PAGE_SIZE } from './get-tools';

/** Where page `page` of a category starts in GET /tools' answer: 24 tools a page. */
const offsetOf = (page: number) => (page - 1) * TOOLS_PAGE_SIZE;

/** A page of a category's tools in the catalogue's order, asked without credentials, as the server asks for its page. */
export const getCategoryTools = (slug: string, page: number) =>
  getListPage<Tool>('/tools', { category: slug, limit: TOOLS_PAGE_SIZE, offset: offsetOf(page) }, { token: null });

/** The id of the data block in which the server's category page holds that answer (site/categorypage.go). */
const CATEGORY_TOOLS_DATA_ID = 'category-tools-data';

/** The page the server wrote into the category's page, if it is this one. */
function pageTools(slug: string, page: number) {
  const written = pageData<ListPage<Tool>>(CATEGORY_TOOLS_DATA_ID);
  return written?.offset === offsetOf(page) && written.items.every((tool) => tool.category === slug) ? written : undefined;
}

// Under the catalogue's key, so adding, editing or deleting a tool refreshes it.
export const categoryToolsQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: [...toolsQuery.queryKey, 'category', slug, page],
    queryFn: () => getCategoryTools(slug, page),
    initialData: () => pageTools(slug, page),
    // Fresh for as long as the server's catalogue keeps an answer, so the page's own is not asked for again at once.
    staleTime: 1000,
  });

export function useCategoryTools(slug: string, page: number, enabled: boolean) {
  return useQuery({ ...categoryToolsQuery(slug, page), enabled });
}
