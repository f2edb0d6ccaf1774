import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ShopLinkProps = { href: string; className?: string; children: ReactNode };

/**
 * A link the owner wrote (the banner's button, the footer's links): a path of the shop's own
 * goes through the router, a web link leaves the shop.
 */
export function ShopLink({ href, className, children }: ShopLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}
