import { useSearchParams } from 'react-router';

import { LIST_PAGE_SIZE } from '@/lib/list-page';

/**
 * The page (?page=2), search (?q=drill) and filters of a paged list, kept in the URL so that a
 * reload, the back button and a shared link show the same rows. A new search or filter starts
 * again at the first page.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return {
    q: searchParams.get('q') ?? '',
    page,
    offset: (page - 1) * LIST_PAGE_SIZE,
    limit: LIST_PAGE_SIZE,
    get: (name: string) => searchParams.get(name),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    setSearch: (q: string) => update({ q: q || undefined, page: undefined }),
    setFilter: (name: string, value?: string) => update({ [name]: value, page: undefined }),
  };
}
