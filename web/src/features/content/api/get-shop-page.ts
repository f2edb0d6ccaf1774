import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One of the shop's pages as people read it: its Markdown as HTML the server made safe. */
export type ShopPageView = { slug: string; title: string; html: string };

export const getShopPage = (slug: string) => api.get<ShopPageView>(`/content/pages/${encodeURIComponent(slug)}`, { token: null });

/** The id of the data block in which the server's page holds this answer (httpapi/content.go). */
const PAGE_DATA_ID = 'page-data';

/** The answer the server wrote into this page for `slug`, if it did. */
function pageData(slug: string): ShopPageView | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const page = JSON.parse(text) as ShopPageView;
    return page.slug === slug ? page : undefined;
  } catch {
    return undefined;
  }
}

export const shopPageQuery = (slug: string) =>
  queryOptions({ queryKey: ['content', 'page', slug], queryFn: () => getShopPage(slug), initialData: () => pageData(slug), retry: false });

export const useShopPage = (slug: string) => useQuery(shopPageQuery(slug));
