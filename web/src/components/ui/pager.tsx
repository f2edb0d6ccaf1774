import { LIST_PAGE_SIZE, type ListPage } from '@/lib/list-page';

type PagerProps = {
  /** What the list holds, e.g. "orders": names the navigation for screen readers. */
  label: string;
  list: ListPage<unknown>;
  page: number;
  onPage: (page: number) => void;
};

/** "Showing 21–40 of 57" under a paged list, with Previous and Next when one page does not hold it all. */
export function Pager({ label, list, page, onPage }: PagerProps) {
  const { items, offset, total } = list;
  if (total === 0) return null;
  const last = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <nav className="pager" aria-label={`Pages of ${label}`}>
      <p className="pager-status" aria-live="polite">
        {items.length > 0
          ? `Showing ${offset + 1}–${offset + items.length} of ${total}`
          : `Page ${page} is past the end: ${total} in all`}
      </p>
      {(page > 1 || total > items.length) && (
        <div className="pager-buttons">
          <button
            type="button"
            className="button button-secondary"
            disabled={page === 1}
            onClick={() => onPage(Math.min(page - 1, last))}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={offset + items.length >= total}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </nav>
  );
}
