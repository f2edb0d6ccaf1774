import { Link } from 'react-router';

import { paths } from '@/config/paths';

type BreadcrumbProps = {
  /** The pages between Home and this one, e.g. a tool's category. */
  steps?: { label: string; href: string }[];
  /** This page's name. */
  current: string;
};

/** Where a page is: Home, the pages between, then this one. The server writes the same (site/templates/page.html). */
export function Breadcrumb({ steps = [], current }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to={paths.home.getHref()}>Home</Link>
        </li>
        {steps.map((step) => (
          <li key={step.href}>
            <Link to={step.href}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
