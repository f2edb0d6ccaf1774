import type { Facets } from '@/types/api';

import { specParts, type ChosenFilter } from '../search-params';

/**
 * What a chosen filter reads as, on its chip and in the ways out of an empty search:
 * "Voltage: 18V", "Brand: Voltmark", "Under $200". Brands and categories go by the names the
 * facets give, by the address's slug until they are there.
 */
export function filterLabel({ name, value }: ChosenFilter, facets: Facets | undefined) {
  const named = (list: { slug: string; name: string }[] | undefined) => list?.find((item) => item.slug === value)?.name ?? value;
  switch (name) {
    case 'category':
      return `Category: ${named(facets?.categories)}`;
    case 'brand':
      return `Brand: ${named(facets?.brands)}`;
    case 'spec': {
      const spec = specParts(value);
      return `${spec.name}: ${spec.value}`;
    }
    case 'priceMin':
      return `From $${value}`;
    case 'priceMax':
      return `Under $${value}`;
    case 'ratingMin':
      return `${value}★ & up`;
    case 'inStock':
      return 'In stock only';
  }
}

type FilterChipsProps = {
  filters: ChosenFilter[];
  facets: Facets | undefined;
  onRemove: (filter: ChosenFilter) => void;
  onClear: () => void;
};

/** The chosen filters, each taken away by its ×, or all at once. */
export function FilterChips({ filters, facets, onRemove, onClear }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <div className="filter-chips">
      <ul className="chips" aria-label="Chosen filters">
        {filters.map((filter) => {
          const label = filterLabel(filter, facets);
          return (
            <li key={`${filter.name}=${filter.value}`} className="chip">
              {label}
              <button type="button" className="chip-remove" aria-label={`Remove ${label}`} onClick={() => onRemove(filter)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        Clear all
      </button>
    </div>
  );
}
