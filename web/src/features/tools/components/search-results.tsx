import { Link, useSearchParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';

import { useToolPages, type ToolSearch } from '../api/get-tools';
import { searchFromParams, withChanges, type SearchParamName } from '../search-params';
import { BrandSelect } from './brand-select';
import { CategorySelect } from './category-select';
import { ToolGrid, type ToolActions } from './tool-grid';
import { ToolsLoading } from './tools-loading';

const sortLabels = {
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  name: 'Name: A to Z',
  newest: 'Newest first',
};

/** The tools the URL's search finds, with its filters and sort kept in the URL. */
export function SearchResults({ moreActions }: { moreActions?: ToolActions }) {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const { tools, total, hasNextPage, isFetchingNextPage, fetchNextPage, error } = useToolPages(search);
  const filtered = Boolean(search.category || search.brand || search.inStock);
  // Each change is a new entry in the history: the back button undoes it.
  const change = (changes: Partial<Record<SearchParamName, string>>) => setParams(withChanges(params, changes));

  return (
    <Page
      title={search.q ? `Results for '${search.q}'` : 'All tools'}
      description={
        search.q
          ? `Tools of the Toolshop catalogue matching '${search.q}', with their prices and stock.`
          : 'Every tool of the Toolshop catalogue, by category, brand, stock and price.'
      }
    >
      <form className="search-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <CategorySelect
          noneLabel="All categories"
          value={search.category ?? ''}
          onChange={(event) => change({ category: event.target.value })}
        />
        <BrandSelect value={search.brand ?? ''} onChange={(event) => change({ brand: event.target.value })} />
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={search.inStock ?? false}
            onChange={(event) => change({ inStock: event.target.checked ? 'true' : '' })}
          />
          In stock only
        </label>
        <SelectField label="Sort by" value={search.sort ?? ''} onChange={(event) => change({ sort: event.target.value })}>
          <option value="">{search.q ? 'Relevance' : 'Oldest first'}</option>
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </form>

      <p className="search-count" role="status">
        {total !== undefined && (total === 1 ? '1 tool found' : `${total} tools found`)}
      </p>
      {!tools ? (
        error ? (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        ) : (
          <ToolsLoading />
        )
      ) : tools.length === 0 ? (
        <NoResults search={search} filtered={filtered} onClearFilters={() => change({ category: '', brand: '', inStock: '' })} />
      ) : (
        <ToolGrid
          tools={tools}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          moreActions={moreActions}
        />
      )}
    </Page>
  );
}

type NoResultsProps = { search: ToolSearch; filtered: boolean; onClearFilters: () => void };

/** Says what found nothing and offers the ways out: fewer filters, or the whole catalogue. */
function NoResults({ search, filtered, onClearFilters }: NoResultsProps) {
  return (
    <div className="no-results">
      <h2>{search.q ? `No tools match '${search.q}'` : 'No tools match these filters'}</h2>
      <p>
        {filtered
          ? 'Try without the filters, or with fewer or other words.'
          : 'Check the spelling, or try fewer or other words.'}
      </p>
      <div className="no-results-actions">
        {filtered && (
          <button type="button" className="button" onClick={onClearFilters}>
            Clear filters
          </button>
        )}
        <Link to={paths.search.getHref()} className="button button-secondary">
          See all tools
        </Link>
      </div>
    </div>
  );
}
