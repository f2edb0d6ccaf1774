import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';

import { paths } from '@/config/paths';

import { useCategories } from '../api/get-categories';
import { toolCount } from '../tool-count';

/** The categories that hold tools, the ones the menu and the home page link, by name. */
function useShelves() {
  return useCategories().data?.filter((category) => category.toolCount > 0) ?? [];
}

/**
 * The top bar's "Categories": a disclosure of links to the categories' pages, which the server
 * writes the same (site/templates/page.html, "category-menu"). It closes once a link is
 * followed, on Escape, and when focus leaves it.
 */
export function CategoryMenu({ onNavigate }: { onNavigate: () => void }) {
  const shelves = useShelves();
  const details = useRef<HTMLDetailsElement>(null);
  if (shelves.length === 0) return null;
  const close = () => {
    if (details.current) details.current.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    close();
    details.current.querySelector('summary')?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  return (
    <li className="menu-categories">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the disclosure its summary opens */}
      <details ref={details} onKeyDown={onKeyDown} onBlur={onBlur}>
        <summary data-act="categories">Categories</summary>
        <ul>
          {shelves.map((category) => (
            <li key={category._id}>
              <NavLink
                to={paths.category.getHref(category.slug)}
                onClick={() => {
                  close();
                  onNavigate();
                }}
              >
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The home page's row of links to the categories, under the banner (site/templates/page.html, "shop-by-category"). */
export function ShopByCategory() {
  const shelves = useShelves();
  if (shelves.length === 0) return null;
  return (
    <section className="section" aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className="section-title">
        Shop by category
      </h2>
      <ul className="category-links">
        {shelves.map((category) => (
          <li key={category._id}>
            <Link to={paths.category.getHref(category.slug)} className="category-link">
              {category.name} <span className="category-count">{toolCount(category.toolCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
