import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useServerConfig } from '@/lib/server-config';

/** The shop's published pages (terms, shipping, returns…), as links; nothing when it has none. */
export function PageLinks({ label, className }: { label: string; className?: string }) {
  const pages = useServerConfig().data?.shop?.pages ?? [];
  if (pages.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
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
