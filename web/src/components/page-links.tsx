import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useServerConfig } from '@/lib/server-config';

type PageLinksProps = {
  /** The list's visible heading, which names it for screen readers too. */
  title: string;
  /** How the heading is drawn: the footer's column title, or the checkout's small one. */
  titleClassName: string;
  className?: string;
  /** Addresses linked nearby already (the footer's own columns): not linked twice. */
  except?: string[];
};

/** The shop's published pages (terms, shipping, returns…), as links; nothing when it has none. */
export function PageLinks({ title, titleClassName, className, except = [] }: PageLinksProps) {
  const id = useId();
  const pages = (useServerConfig().data?.shop?.pages ?? []).filter((page) => !except.includes(paths.shopPage.getHref(page.slug)));
  if (pages.length === 0) return null;
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <ul>
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to={paths.shopPage.getHref(page.slug)}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
