// The shop's words (GET /content): the home page's banner, figures and promises, the footer's
// links, the menu and the copyright line, on every page; the owner edits them on Shop Content.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageData } from '@/lib/page-data';
import type { Content } from '@/types/api';

export const getContent = () => api.get<Content>('/content', { token: null });

/** The id of the data block in which a page the server wrote holds GET /content's answer (site/pagehtml.go). */
const CONTENT_DATA_ID = 'content-data';


export const contentQuery = queryOptions({
  queryKey: ['content'],
  queryFn: getContent,
  initialData: () => pageData<Content>(CONTENT_DATA_ID),
  // The page's own answer serves a while: the owner's edits are rare, and their page refreshes it.
  staleTime: 60_000,
});

/** The shop's words; undefined until known, so that no page shows words that are not the shop's. */
export const useContent = () => useQuery(contentQuery).data;
