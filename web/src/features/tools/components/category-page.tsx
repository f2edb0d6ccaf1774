import { Link } from 'react-router';

import { Breadcrumb } from '@/components/layout/breadcrumb';
import { paths } from '@/config/paths';
import type { ListPage } from '@/lib/list-page';
import type { Category, Tool } from '@/types/api';

import { pageCount } from '../category-page';
import { toolCount } from '../tool-count';
import { ToolCards, type ToolActions } from './tool-cards';

type CategoryPageProps = {
  category: Category;
  /** The page of its tools shown, page `page`. */
  tools: ListPage<Tool>;
  page: number;
  moreActions?: ToolActions;
};

/**
 * A category's page: a breadcrumb, its name and description, its tools' cards and the links to
 * the pages before and after. The server writes the same elements first
 * (site/templates/page.html, .Category): change one, change both.
 */
export function CategoryPage({ category, tools, page, moreActions }: CategoryPageProps) {
  const pages = pageCount(tools.total);
  return (
    <div className="category-page">
      <Breadcrumb current={category.name} />
      <h1 className="page-title">{category.name}</h1>
      {category.description && <p className="category-description">{category.description}</p>}
      {tools.items.length > 0 ? (
        <section className="section" aria-labelledby="category-tools">
          <h2 id="category-tools" className="section-title">
            {toolCount(category.toolCount)}
          </h2>
          <ToolCards tools={tools.items} moreActions={moreActions} />
        </section>
      ) : (
        <p className="category-empty">This category has no tools yet.</p>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={`Pages of ${category.name}`}>
          <p className="pager-status">
            Page {page} of {pages}
          </p>
          <div className="pager-buttons">
            {page > 1 && (
              <Link to={paths.category.getHref(category.slug, page - 1)} rel="prev" className="button button-secondary">
                Previous
              </Link>
            )}
            {page < pages && (
              <Link to={paths.category.getHref(category.slug, page + 1)} rel="next" className="button button-secondary">
                Next
              </Link>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}
