import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { paths } from '@/config/paths';
import { BrandMark } from './brand-mark';
import { SearchBox } from './search-box';
import { useAccount, useSignOut } from '@/lib/auth';
import { useContent } from '@/lib/content';

type TopBarProps = {
  /**
   * The way to the cart (the app gives the cart feature's), told how to close the menu: beside
   * the menu at every width, never inside it.
   */
  cartLink?: (closeMenu: () => void) => ReactNode;
  /** The menu's item of the categories' pages (the app gives the tools feature's), after Home. */
  categoryMenu?: (closeMenu: () => void) => ReactNode;
};

export function TopBar({ cartLink, categoryMenu }: TopBarProps) {
  const { data: account, isPending } = useAccount();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // The spec's top bar has Blogs and My Portfolio: shown unless the owner hides them.
  const menu = useContent()?.menu;
  const header = useRef<HTMLElement>(null);

  // The toasts lie under the top bar (--top-bar-height), whose height changes with the width, the
  // shop's name and a signed-in customer's longer menu, which can wrap to a second row.
  useLayoutEffect(() => {
    const bar = header.current!;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--top-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty('--top-bar-height');
    };
  }, []);

  return (
    <header className="top-bar" ref={header}>
      <div className="container top-bar-inner">
        <Link to={paths.home.getHref()} className="brand" onClick={closeMenu}>
          <BrandMark />
        </Link>
        <SearchBox />
        {cartLink && <div className="top-bar-cart">{cartLink(closeMenu)}</div>}
        <button
          type="button"
          className="menu-toggle"
          data-act="menu"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="main-menu" aria-label="Main" className={menuOpen ? 'main-menu open' : 'main-menu'}>
          <ul>
            <li><NavLink to={paths.home.getHref()} end onClick={closeMenu}>Home</NavLink></li>
            {categoryMenu?.(closeMenu)}
            {menu?.blogs !== false && <li><NavLink to={paths.blogs.getHref()} onClick={closeMenu}>Blogs</NavLink></li>}
            {menu?.portfolio !== false && <li><NavLink to={paths.portfolio.getHref()} onClick={closeMenu}>My Portfolio</NavLink></li>}
            {isPending ? (
              // Neither Login nor the account until the sign-in status is known.
              <li className="session-placeholder" aria-hidden="true" />
            ) : account ? (
              <>
                <li><NavLink to={paths.dashboard.root.getHref()} onClick={closeMenu}>Dashboard</NavLink></li>
                <li className="account-name" title={account.name}>{account.name}</li>
                <li>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      closeMenu();
                      signOut(paths.home.getHref());
                    }}
                  >
                    Sign Out
                  </button>
                </li>
              </>
            ) : (
              <li><NavLink to={paths.login.getHref()} onClick={closeMenu}>Login</NavLink></li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
