import { api, type RequestOptions } from '@/lib/api-client';

/** How many rows a paged list shows at a time. */
export const LIST_PAGE_SIZE = 20;

/** One page of a long list the server pages: its items, where it starts, and the list's size. */
export type ListPage<T> = { items: T[]; offset: number; total: number };

/** A query's parameters: a list is a repeated parameter (brand=a&brand=b). */
export type ListParams = Record<string, string | number | readonly string[] | undefined>;

/** The params that are set, as a query string. */
export function queryString(params: ListParams) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of typeof value === 'object' ? value : [value]) {
      if (one !== undefined && one !== '') search.append(name, String(one));
    }
  }
  return search.toString();
}

/** GET `path` with the params that are set, as a page: the total comes from X-Total-Count. */
export async function getListPage<T>(path: string, params: ListParams, options?: RequestOptions): Promise<ListPage<T>> {
  const { data, headers } = await api.getWithHeaders<T[]>(`${path}?${queryString(params)}`, options);
  const items = data ?? [];
  const offset = Number(params.offset ?? 0);
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  // Without the header, what arrived is all there is.
  return { items, offset, total: Number.isNaN(total) ? offset + items.length : total };
}

/** Where the page after `page` starts, for lists read page after page; undefined at the end. */
export function nextPageOffset({ items, offset, total }: ListPage<unknown>) {
  const next = offset + items.length;
  return items.length > 0 && next < total ? next : undefined;
}

/** The items once each, by id: a list that changed while read page after page can repeat one. */
export function uniqueById<T extends { _id: string }>(items: T[]) {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item._id) && seen.add(item._id));
}
