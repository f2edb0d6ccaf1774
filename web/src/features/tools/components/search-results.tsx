import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import type { Facets } from '@/types/api';

import { useFacetTotals, useToolFacets } from '../api/get-tool-facets';
import { useToolPages } from '../api/get-tools';
import {
  chosenFilters,
  searchFromParams,
  withChanges,
  withoutFilter,
  withoutFilters,
  type ChosenFilter,
} from '../search-params';
import { toolCount } from '../tool-count';
import { FilterChips, filterLabel } from './filter-chips';
import { FilterPanel } from './filter-panel';
import type { ToolActions } from './tool-cards';
import { ToolGrid } from './tool-grid';
import { ToolsLoading } from './tools-loading';
import './search-results.css';

const sortLabels = {
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  name: 'Name: A to Z',
  newest: 'Newest first',
};

/**
 * The tools the URL's search finds, its filters beside them (behind a Filters button on a phone)
 * and as chips above them. The URL holds every filter and the sort, and each change is a new entry
 * in the history: a link brings them back, the back button undoes one.
 */
export function SearchResults({ moreActions }: { moreActions?: ToolActions }) {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const { tools, total, hasNextPage, isFetchingNextPage, fetchNextPage, error, isPlaceholderData } = useToolPages(search);
  const { data: facets } = useToolFacets(search);
  const filters = chosenFilters(search);
  const [sheetOpen, setSheetOpen] = useState(false);
  const change = (next: URLSearchParams) => setParams(next);
  const panel = facets && <FilterPanel search={search} facets={facets} params={params} onChange={change} />;

  return (
    <Page
      title={search.q ? `Results for '${search.q}'` : 'All tools'}
      description={
        search.q
          ? `Tools of the Toolshop catalogue matching '${search.q}', with their prices and stock.`
          : 'Every tool of the Toolshop catalogue, by category, brand, specification, price, rating and stock.'
      }
    >
      <div className="search-layout">
        <section className="search-sidebar" aria-labelledby="search-filters-title">
          <h2 id="search-filters-title" className="search-sidebar-title">
            Filters
          </h2>
          {panel}
        </section>

        <div className="search-main">
          <div className="search-toolbar">
            <p className="search-count" role="status">
              {total !== undefined && `${toolCount(total)} found`}
            </p>
            <button
              type="button"
              className="button button-secondary search-filters-button"
              aria-haspopup="dialog"
              onClick={() => setSheetOpen(true)}
            >
              Filters{filters.length > 0 && ` (${filters.length})`}
            </button>
            <SelectField
              label="Sort by"
              value={search.sort ?? ''}
              onChange={(event) => change(withChanges(params, { sort: event.target.value }))}
            >
              <option value="">{search.q ? 'Relevance' : 'Oldest first'}</option>
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          {facets?.showing && (
            <p className="search-showing">
              Showing results for <strong>{facets.showing}</strong>
            </p>
          )}
          <FilterChips
            filters={filters}
            facets={facets}
            onRemove={(filter) => change(withoutFilter(params, filter))}
            onClear={() => change(withoutFilters(params))}
          />

          <div className="search-results" aria-busy={isPlaceholderData || undefined}>
            {/* An empty answer is said only of the search it answers. */}
            {!tools || (isPlaceholderData && tools.length === 0) ? (
              error ? (
                <p className="field-error" role="alert">
                  {error.message}
                </p>
              ) : (
                <ToolsLoading />
              )
            ) : tools.length === 0 ? (
              filters.length > 0 ? (
                <NoFilteredResults params={params} filters={filters} facets={facets} onChange={change} />
              ) : search.q ? (
                <NoResults q={search.q} />
              ) : (
                <p className="no-results">The shop has no tools yet.</p>
              )
            ) : (
              <ToolGrid
                tools={tools}
                hasNextPage={hasNextPage}
                isFetchingNextPage={isFetchingNextPage}
                fetchNextPage={fetchNextPage}
                moreActions={moreActions}
              />
            )}
          </div>
        </div>
      </div>

      <Dialog open={sheetOpen} title="Filters" className="filters-sheet" onClose={() => setSheetOpen(false)}>
        <div className="filters-sheet-body">{panel}</div>
        <div className="filters-sheet-actions">
          {filters.length > 0 && (
            <button type="button" className="button button-secondary" onClick={() => change(withoutFilters(params))}>
              Clear all
            </button>
          )}
          <button type="button" className="button" onClick={() => setSheetOpen(false)}>
            {facets ? `Show ${toolCount(facets.total)}` : 'Show tools'}
          </button>
        </div>
      </Dialog>
    </Page>
  );
}

type NoFilteredResultsProps = {
  params: URLSearchParams;
  filters: ChosenFilter[];
  facets: Facets | undefined;
  onChange: (next: URLSearchParams) => void;
};

/** Filters that leave nothing: each can be taken away, with how many tools that brings back once counted. */
function NoFilteredResults({ params, filters, facets, onChange }: NoFilteredResultsProps) {
  const ways = [
    ...filters.map((filter) => ({ label: `Remove ${filterLabel(filter, facets)}`, params: withoutFilter(params, filter) })),
    { label: 'Clear all filters', params: withoutFilters(params) },
  ];
  const totals = useFacetTotals(ways.map((way) => searchFromParams(way.params)));
  return (
    <div className="no-results">
      <h2>No tools match these filters</h2>
      <p>Take a filter away to see more.</p>
      <ul className="no-results-actions">
        {ways.map((way, index) => (
          <li key={way.label}>
            <button type="button" className="button button-secondary" onClick={() => onChange(way.params)}>
              {totals[index] === undefined ? way.label : `${way.label} (${toolCount(totals[index])})`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Words that find nothing: a way to the whole catalogue. */
function NoResults({ q }: { q: string }) {
  return (
    <div className="no-results">
      <h2>{`No tools match '${q}'`}</h2>
      <p>Check the spelling, or try fewer or other words.</p>
      <div className="no-results-actions">
        <Link to={paths.search.getHref()} className="button button-secondary">
          See all tools
        </Link>
      </div>
    </div>
  );
}
