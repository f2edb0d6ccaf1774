import { mailtoHref } from '@/lib/format';
import type { ShopBrand } from '@/types/api';

/** The footer's column of the ways to reach the shop, when it has any: mail, phone, social links. */
export function FooterContact({ brand }: { brand: ShopBrand }) {
  const { contactEmail, contactPhone, socialLinks } = brand;
  if (!contactEmail && !contactPhone && socialLinks.length === 0) return null;
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="footer-title">
        Contact
      </h2>
      <ul>
        {contactEmail && (
          <li>
            <a href={mailtoHref(contactEmail)}>{contactEmail}</a>
          </li>
        )}
        {contactPhone && (
          <li>
            <a href={`tel:${contactPhone.replace(/[^+\d]/g, '')}`}>{contactPhone}</a>
          </li>
        )}
        {socialLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener noreferrer" target="_blank">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
