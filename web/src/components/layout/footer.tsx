import { Link } from 'react-router';

import { paths } from '@/config/paths';

const columns = [
  { title: 'Services', links: ['Branding', 'Design', 'Marketing', 'Advertisement'] },
  { title: 'Company', links: ['About us', 'Contact', 'Jobs', 'Press kit'] },
  { title: 'Legal', links: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
];

export function Footer() {
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
      </div>
      <p className="container copyright">Copyright © 2023 - All rights reserved by Toolshop Ltd</p>
    </footer>
  );
}
