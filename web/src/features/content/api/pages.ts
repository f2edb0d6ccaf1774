import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted, PageSlug, ShopPage } from '@/types/api';

/** The pages a shop that takes cards needs, in the order the admin page lists them. */
export const pageSlugs: { slug: PageSlug; title: string }[] = [
  { slug: 'about', title: 'About us' },
  { slug: 'contact', title: 'Contact' },
  { slug: 'shipping', title: 'Shipping' },
  { slug: 'returns', title: 'Returns' },
  { slug: 'terms', title: 'Terms of sale' },
  { slug: 'privacy', title: 'Privacy' },
];

export const getPages = () => api.get<ShopPage[]>('/admin/pages');

export const pagesQuery = queryOptions({ queryKey: ['content', 'pages'], queryFn: getPages });

export const usePages = () => useQuery(pagesQuery);

export const savePage = ({ slug, ...page }: ShopPage) => api.put<ShopPage>(`/admin/pages/${slug}`, page);

export const useSavePage = () => useRefreshingMutation(savePage, pagesQuery.queryKey, formMutation);

export const deletePage = (slug: PageSlug) => api.delete<Deleted>(`/admin/pages/${slug}`);

export const useDeletePage = () => useRefreshingMutation(deletePage, pagesQuery.queryKey);
