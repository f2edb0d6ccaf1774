import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { defaultBrand, useBrand } from '@/lib/brand';

import { FooterContact } from './footer-contact';

const columns = [
  { title: 'Services', links: ['Branding', 'Design', 'Marketing', 'Advertisement'] },
  { title: 'Company', links: ['About us', 'Contact', 'Jobs', 'Press kit'] },
  { title: 'Legal', links: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
];

// The demo's line names "Toolshop Ltd", as the spec's footer does; a shop's names the shop.
const copyrightHolder = (name: string) => (name === defaultBrand.displayName ? 'Toolshop Ltd' : name);

export function Footer() {
  const brand = useBrand();
  return (
    <footer className="footer">
      <div className="container footer-columns">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.links.map((label) => (
                <li key={label}>
                  {/* Placeholder pages: every link leads home for now. */}
                  <Link to={paths.home.getHref()}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {brand && <FooterContact brand={brand} />}
      </div>
      <p className="container copyright">{`Copyright © 2023 - All rights reserved by ${brand ? copyrightHolder(brand.displayName) : ''}`}</p>
    </footer>
  );
}
