// GET /tools as the server answers it, over a catalogue given by the test: enough of search,
// filters and paging (docs/API.md) for the pages' requests to be checked by what they show.
import type { Tool } from '@/types/api';

import type { MockRequest } from './mock-api';

/** `count` tools named "Tool 1", "Tool 2", …, each in stock. */
export function numberedTools(count: number): Tool[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `e${String(index + 1).padStart(23, '0')}`,
    name: `Tool ${index + 1}`,
    slug: `tool-${index + 1}`,
    image: `/images/tool-${index + 1}.svg`,
    description: 'A numbered tool.',
    price: 10 + index,
    minOrder: 1,
    availableQuantity: 100,
    rating: { average: 0, count: 0 },
    pictures: [{ url: `/images/tool-${index + 1}.svg`, alt: '' }],
    specs: [],
    options: [],
    variants: [],
    parts: [],
  }));
}

const matches = (tool: Tool, q: string) =>
  q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => `${tool.name} ${tool.description}`.toLowerCase().includes(word));

/** Whether the tool has any of `specs` ("Voltage:18V") of one name, among its specs and options. */
const hasSpec = (tool: Tool, specs: string[]) =>
  specs.some((spec) => {
    const [name, value] = spec.split(':');
    return (
      tool.specs.some((own) => own.name === name && own.value === value) ||
      tool.options.some((option) => option.name === name && option.values.includes(value))
    );
  });

/** The spec filters by name: the values of one name are alternatives. */
function specGroups(specs: string[]) {
  const groups = new Map<string, string[]>();
  for (const spec of specs) {
    const name = spec.split(':')[0];
    groups.set(name, [...(groups.get(name) ?? []), spec]);
  }
  return [...groups.values()];
}

/**
 * A GET /tools handler: q (words anywhere), category, brand (one-word slugs, repeatable), spec
 * (repeatable), priceMin, priceMax, ratingMin, inStock, sort=price|name, limit, offset.
 */
export function toolsApi(catalogue: Tool[]) {
  return ({ search }: MockRequest) => {
    const brands = search.getAll('brand');
    const priceMin = Number(search.get('priceMin') ?? -Infinity);
    const priceMax = Number(search.get('priceMax') ?? Infinity);
    let found = catalogue.filter(
      (tool) =>
        matches(tool, search.get('q') ?? '') &&
        (!search.get('category') || tool.category === search.get('category')) &&
        (brands.length === 0 || brands.includes(tool.brand?.toLowerCase() ?? '')) &&
        specGroups(search.getAll('spec')).every((specs) => hasSpec(tool, specs)) &&
        tool.price >= priceMin &&
        tool.price <= priceMax &&
        tool.rating.average >= Number(search.get('ratingMin') ?? 0) &&
        (search.get('inStock') !== 'true' || tool.availableQuantity > 0),
    );
    if (search.get('sort') === 'price') found = [...found].sort((a, b) => a.price - b.price);
    if (search.get('sort') === 'name') found = [...found].sort((a, b) => a.name.localeCompare(b.name));
    const offset = Number(search.get('offset') ?? 0);
    const limit = search.has('limit') ? Number(search.get('limit')) : found.length;
    return { body: found.slice(offset, offset + limit), headers: { 'X-Total-Count': String(found.length) } };
  };
}
