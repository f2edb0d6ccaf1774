import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ShopLinkProps = { href: string; className?: string; 'aria-label'?: string; children: ReactNode };

/**
 * A link the owner wrote (the banner's button, the footer's links): a path of the shop's own
 * goes through the router, a web link leaves the shop.
 */
export function ShopLink({ href, children, ...attributes }: ShopLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...attributes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...attributes} rel="noopener">
      {children}
    </a>
  );
}
