import { TOOL_SORTS, type ToolSearch, type ToolSort } from './api/get-tools';

/** The URL's names of a search: /search?q=drill&category=power-tools&brand=voltmark&inStock=true&sort=price */
export type SearchParamName = 'q' | 'category' | 'brand' | 'inStock' | 'sort';

const isSort = (value: string | null): value is ToolSort => TOOL_SORTS.includes(value as ToolSort);

/** The search a results page's URL asks for; unknown values are left out. */
export function searchFromParams(params: URLSearchParams): ToolSearch {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() || undefined,
    category: params.get('category') || undefined,
    brand: params.get('brand') || undefined,
    inStock: params.get('inStock') === 'true' || undefined,
    sort: isSort(sort) ? sort : undefined,
  };
}

/** `params` with `changes` made: an empty value removes its name, so the URL stays short. */
export function withChanges(params: URLSearchParams, changes: Partial<Record<SearchParamName, string>>) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
