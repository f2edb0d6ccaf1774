import { TOOL_SORTS, type ToolSearch, type ToolSort } from './api/get-tools';

// The URL of the results page names its search as GET /tools does:
// /search?q=drill&category=power-tools&brand=voltmark&spec=Voltage:18V&priceMax=200&ratingMin=4&inStock=true&sort=price

/** The URL's names of the filters; brand and spec may be given several times, as alternatives. */
const FILTER_NAMES = ['category', 'brand', 'spec', 'priceMin', 'priceMax', 'ratingMin', 'inStock'] as const;
type FilterName = (typeof FILTER_NAMES)[number];
export type SearchParamName = 'q' | 'sort' | FilterName;

/** One filter chosen: its name and value (one of the values of a brand or spec). */
export type ChosenFilter = { name: FilterName; value: string };

const isSort = (value: string | null): value is ToolSort => TOOL_SORTS.includes(value as ToolSort);
const listOf = (params: URLSearchParams, name: FilterName) => {
  const values = params.getAll(name).filter((value) => value.trim() !== '');
  return values.length > 0 ? values : undefined;
};

/** The search a results page's URL asks for; an unknown sort is left out, the server judges the rest. */
export function searchFromParams(params: URLSearchParams): ToolSearch {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() || undefined,
    category: params.get('category') || undefined,
    brand: listOf(params, 'brand'),
    spec: listOf(params, 'spec'),
    priceMin: params.get('priceMin')?.trim() || undefined,
    priceMax: params.get('priceMax')?.trim() || undefined,
    ratingMin: params.get('ratingMin')?.trim() || undefined,
    inStock: params.get('inStock') === 'true' || undefined,
    sort: isSort(sort) ? sort : undefined,
  };
}

/** The filters `search` holds, in the panel's order. */
export function chosenFilters(search: ToolSearch): ChosenFilter[] {
  const one = (name: FilterName, value: string | undefined) => (value ? [{ name, value }] : []);
  const many = (name: FilterName, values: string[] | undefined) => (values ?? []).map((value) => ({ name, value }));
  return [
    ...one('category', search.category),
    ...many('brand', search.brand),
    ...many('spec', search.spec),
    ...one('priceMin', search.priceMin),
    ...one('priceMax', search.priceMax),
    ...one('ratingMin', search.ratingMin),
    ...one('inStock', search.inStock ? 'true' : undefined),
  ];
}

/** A spec filter's parts: "Voltage:18V" is the value 18V of Voltage. */
export function specParts(spec: string) {
  const colon = spec.indexOf(':');
  return colon < 0 ? { name: spec, value: '' } : { name: spec.slice(0, colon), value: spec.slice(colon + 1) };
}

export const specFilter = (name: string, value: string) => `${name}:${value}`;

/** `params` with `changes` made: an empty value removes its name, so the URL stays short. */
export function withChanges(params: URLSearchParams, changes: Partial<Record<SearchParamName, string>>) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** `params` without `filter` (one value of a brand or spec: the others stay, in their places). */
export const withoutFilter = (params: URLSearchParams, { name, value }: ChosenFilter) =>
  new URLSearchParams([...params].filter(([other, otherValue]) => other !== name || otherValue.trim() !== value));

/** `params` with `filter` added beside the others of its name, or taken away when it is there. */
export function withToggled(params: URLSearchParams, filter: ChosenFilter) {
  if (params.getAll(filter.name).some((other) => other.trim() === filter.value)) return withoutFilter(params, filter);
  const next = new URLSearchParams(params);
  next.append(filter.name, filter.value);
  return next;
}

/** `params` without any filter: the words and the sort stay. */
export function withoutFilters(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) next.delete(name);
  return next;
}
