import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageData } from '@/lib/page-data';

/** One of the shop's pages as people read it: its Markdown as HTML the server made safe. */
export type ShopPageView = { slug: string; title: string; html: string };

export const getShopPage = (slug: string) => api.get<ShopPageView>(`/content/pages/${encodeURIComponent(slug)}`, { token: null });

/** The id of the data block in which the server's page holds this answer (httpapi/content.go). */
const PAGE_DATA_ID = 'page-data';

/** The answer the server wrote into this page for `slug`, if it did. */
function pageShopPage(slug: string): ShopPageView | undefined {
  const page = pageData<ShopPageView>(PAGE_DATA_ID);
  return page?.slug === slug ? page : undefined;
}

export const shopPageQuery = (slug: string) =>
  queryOptions({ queryKey: ['content', 'page', slug], queryFn: () => getShopPage(slug), initialData: () => pageShopPage(slug), retry: false });

export const useShopPage = (slug: string) => useQuery(shopPageQuery(slug));
