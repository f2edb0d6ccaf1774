import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { VerificationBanner } from '@/features/auth/components/verification-banner';
import { useSignedInAccount } from '@/lib/auth';

const { dashboard } = paths;

const customerLinks = [
  { to: dashboard.addReview.getHref(), label: 'Add Review' },
  { to: dashboard.myOrders.getHref(), label: 'My Orders' },
];

const adminLinks = [
  { to: dashboard.makeAdmin.getHref(), label: 'Make Admin' },
  { to: dashboard.addTools.getHref(), label: 'Add Tools' },
  { to: dashboard.manageProducts.getHref(), label: 'Manage Products' },
  { to: dashboard.manageOrders.getHref(), label: 'Manage All Orders' },
  { to: dashboard.importTools.getHref(), label: 'Import Tools' },
  { to: dashboard.search.getHref(), label: 'Search' },
  // What a customer pays.
  { to: dashboard.shop.getHref(), label: 'Shop Settings' },
  { to: dashboard.shipping.getHref(), label: 'Shipping Methods' },
  { to: dashboard.taxRates.getHref(), label: 'Tax Rates' },
  { to: dashboard.discountCodes.getHref(), label: 'Discount Codes' },
  { to: dashboard.deal.getHref(), label: 'Deal of the Day' },
  // The shop's own words.
  { to: dashboard.content.getHref(), label: 'Shop Content' },
  { to: dashboard.pages.getHref(), label: 'Shop Pages' },
  // The shop's other tools.
  { to: dashboard.integrations.getHref(), label: 'Integrations' },
];

export default function DashboardLayout() {
  const account = useSignedInAccount();
  const { pathname } = useLocation();
  // An admin's menu, 16 links, is a disclosure on a phone, so that the page comes first.
  const [open, setOpen] = useState(false);
  const links = [
    // The Overview comes first: the admins' first look of the day.
    ...(account.admin ? [{ to: dashboard.overview.getHref(), label: 'Overview' }] : []),
    { to: dashboard.root.getHref(), label: 'My Profile' },
    { to: dashboard.account.getHref(), label: 'Account' },
    ...(account.admin ? adminLinks : customerLinks),
  ];
  const current = links.find((link) => link.to === pathname);
  const menuClass = ['dashboard-menu', account.admin && 'collapsible', open && 'open'].filter(Boolean).join(' ');

  return (
    <div className="dashboard">
      <nav className={menuClass} aria-label="Dashboard">
        {account.admin && (
          <button
            type="button"
            className="dashboard-menu-toggle"
            aria-expanded={open}
            aria-controls="dashboard-links"
            onClick={() => setOpen(!open)}
          >
            {current?.label ?? 'Dashboard'}
          </button>
        )}
        <ul id="dashboard-links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard-content">
        <VerificationBanner account={account} />
        <Outlet />
      </div>
    </div>
  );
}
