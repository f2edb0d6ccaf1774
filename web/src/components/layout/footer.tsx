import { PageLinks } from '@/components/page-links';
import { ShopLink } from '@/components/shop-link';
import { useBrand } from '@/lib/brand';
import { useContent } from '@/lib/content';

import { FooterContact } from './footer-contact';

/** Every page's footer: the owner's columns of links, the shop's contact, the copyright line. */
export function Footer() {
  const brand = useBrand();
  const content = useContent();
  const linked = content?.footer.flatMap((column) => column.links.map((link) => link.href)) ?? [];
  return (
    <footer className="footer">
      <div className="container footer-columns">
        {content?.footer.map((column, index) => (
          <nav key={index} aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link, at) => (
                <li key={at}>
                  <ShopLink href={link.href}>{link.label}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <PageLinks title="Information" titleClassName="footer-title" className="footer-pages" except={linked} />
        {brand && <FooterContact brand={brand} />}
      </div>
      <p className="container copyright">{content?.copyright}</p>
    </footer>
  );
}
