import { useId, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Field } from '@/components/ui/field';
import type { Facets } from '@/types/api';

import type { ToolSearch } from '../api/get-tools';
import { specFilter, withChanges, withToggled, type ChosenFilter, type SearchParamName } from '../search-params';
import { toolCount } from '../tool-count';

type FilterPanelProps = {
  search: ToolSearch;
  facets: Facets;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
};

/**
 * The filters of a search, each value with how many tools it leaves (the server's counts, every
 * other filter applied). A value that leaves none is disabled unless chosen, so it can be taken
 * back.
 */
export function FilterPanel({ search, facets, params, onChange }: FilterPanelProps) {
  const categoryGroup = useId();
  const toggle = (filter: ChosenFilter) => onChange(withToggled(params, filter));
  const set = (changes: Partial<Record<SearchParamName, string>>) => onChange(withChanges(params, changes));
  // A rating that leaves no tool is not offered, unless chosen.
  const ratings = facets.ratings.filter(({ atLeast, count }) => count > 0 || search.ratingMin === String(atLeast));

  return (
    <div className="filter-panel">
      {facets.categories.length > 0 && (
        <FilterGroup legend="Category">
          <label className="checkbox-field facet-option">
            <input
              type="radio"
              name={categoryGroup}
              checked={!search.category}
              onChange={() => set({ category: '' })}
            />
            <span className="facet-value">All categories</span>
          </label>
          {facets.categories.map(({ slug, name, count }) => (
            <label key={slug} className="checkbox-field facet-option">
              <input
                type="radio"
                name={categoryGroup}
                checked={search.category === slug}
                disabled={count === 0 && search.category !== slug}
                aria-label={facetName(name, count)}
                onChange={() => set({ category: slug })}
              />
              <FacetLabel value={name} count={count} />
            </label>
          ))}
        </FilterGroup>
      )}

      {facets.brands.length > 0 && (
        <FilterGroup legend="Brand">
          {facets.brands.map(({ slug, name, count }) => (
            <FacetCheckbox
              key={slug}
              label={name}
              count={count}
              checked={search.brand?.includes(slug) ?? false}
              onChange={() => toggle({ name: 'brand', value: slug })}
            />
          ))}
        </FilterGroup>
      )}

      {/* A specification no tool of the search has is left out. */}
      {facets.specs
        .filter(({ values }) => values.length > 0)
        .map(({ name, values }) => (
          <FilterGroup key={name} legend={name}>
            {values.map(({ value, count }) => {
              const spec = specFilter(name, value);
              return (
                <FacetCheckbox
                  key={value}
                  label={value}
                  count={count}
                  checked={search.spec?.includes(spec) ?? false}
                  onChange={() => toggle({ name: 'spec', value: spec })}
                />
              );
            })}
          </FilterGroup>
        ))}

      <PriceRange search={search} price={facets.price} onApply={set} />

      {ratings.length > 0 && (
        <FilterGroup legend="Rating">
          <ul className="facet-links">
            {ratings.map(({ atLeast, count }) => {
              const chosen = search.ratingMin === String(atLeast);
              return (
                <li key={atLeast}>
                  <Link
                    className="facet-option facet-link"
                    to={{ search: `?${withChanges(params, { ratingMin: String(atLeast) })}` }}
                    aria-current={chosen ? 'true' : undefined}
                    aria-label={facetName(`${atLeast} stars and up`, count)}
                  >
                    <FacetLabel value={`${atLeast}★ & up`} count={count} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </FilterGroup>
      )}

      <FilterGroup legend="Availability">
        <FacetCheckbox
          label="In stock only"
          count={facets.inStock}
          checked={search.inStock ?? false}
          onChange={(checked) => set({ inStock: checked ? 'true' : '' })}
        />
      </FilterGroup>
    </div>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

type FacetCheckboxProps = { label: string; count: number; checked: boolean; onChange: (checked: boolean) => void };

function FacetCheckbox({ label, count, checked, onChange }: FacetCheckboxProps) {
  return (
    <label className="checkbox-field facet-option">
      <input
        type="checkbox"
        checked={checked}
        disabled={count === 0 && !checked}
        aria-label={facetName(label, count)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <FacetLabel value={label} count={count} />
    </label>
  );
}

/** A value and its count to the eye. */
function FacetLabel({ value, count }: { value: string; count: number }) {
  return (
    <>
      <span className="facet-value">{value}</span>
      <span className="facet-count">{count}</span>
    </>
  );
}

/**
 * A value's name with its count, as a screen reader says it: "18V, 4 tools". Given whole to the
 * control, so no browser runs the value and its count together or apart.
 */
const facetName = (value: string, count: number) => `${value}, ${toolCount(count)}`;

type PriceRangeProps = {
  search: ToolSearch;
  price: Facets['price'];
  onApply: (changes: { priceMin?: string; priceMax?: string }) => void;
};

/**
 * Two fields of dollars, applied when one is left, on Enter or by Apply: each application is
 * one step of the history, as any other filter is, and no step is made per keystroke.
 */
function PriceRange({ search, price, onApply }: PriceRangeProps) {
  const applyField = (event: FocusEvent<HTMLInputElement>) => {
    const { name, value } = event.currentTarget;
    if (event.currentTarget.checkValidity() && value.trim() !== (search[name as 'priceMin' | 'priceMax'] ?? '')) {
      onApply({ [name]: value.trim() });
    }
  };
  const applyBoth = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const changes = { priceMin: String(data.get('priceMin')).trim(), priceMax: String(data.get('priceMax')).trim() };
    if (changes.priceMin !== (search.priceMin ?? '') || changes.priceMax !== (search.priceMax ?? '')) onApply(changes);
  };
  const field = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, onBlur: applyField } as const;

  return (
    <FilterGroup legend="Price">
      <form className="price-range" onSubmit={applyBoth}>
        <div className="price-fields">
          {/* Keyed by the address's value: Back or a removed chip shows what the search holds. */}
          <Field
            key={`min-${search.priceMin ?? ''}`}
            label="Min ($)"
            name="priceMin"
            defaultValue={search.priceMin}
            placeholder={price ? String(price.min) : undefined}
            {...field}
          />
          <Field
            key={`max-${search.priceMax ?? ''}`}
            label="Max ($)"
            name="priceMax"
            defaultValue={search.priceMax}
            placeholder={price ? String(price.max) : undefined}
            {...field}
          />
        </div>
        <button type="submit" className="button button-secondary">
          Apply
        </button>
      </form>
    </FilterGroup>
  );
}
