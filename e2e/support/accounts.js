// The accounts the suite uses. Every journey signs up its own people, so journeys never share data.

/**
 * Made admins by the server's ADMIN_EMAILS, once their owner has followed the link mailed at
 * sign-up (api.admin does that through the outbox).
 */
export const ADMIN_EMAIL = 'admin@toolshop.test';
/** An admin's dashboard menu, in its order. */
export const ADMIN_MENU = [
  'Overview',
  'My Profile',
  'Account',
  'Make Admin',
  'Add Tools',
  'Manage Products',
  'Manage All Orders',
  'Import Tools',
  'Search',
  'Shop Settings',
  'Shipping Methods',
  'Tax Rates',
  'Discount Codes',
  'Deal of the Day',
  'Shop Content',
  'Shop Pages',
  'Integrations',
];
/** The admin of the admin journey (04) at a phone's width, as ADMIN_EMAIL is at a desktop's. */
export const PHONE_ADMIN_EMAIL = 'phone-admin@toolshop.test';
export const PAGES_ADMIN_EMAIL = 'pages-admin@toolshop.test';
/** Makes each order journey an admin of its own (Make Admin); journeys never sign in as it. */
export const ORDERS_ADMIN_EMAIL = 'orders-admin@toolshop.test';
/** The admin of the account journeys (08) on the run's shop. */
export const ACCOUNTS_ADMIN_EMAIL = 'accounts-admin@toolshop.test';
/** Signed up in the browser by someone who must prove the mailbox before becoming an admin. */
export const NEWCOMER_ADMIN_EMAIL = 'newcomer-admin@toolshop.test';
export const ADMIN_EMAILS = [
  ADMIN_EMAIL,
  PHONE_ADMIN_EMAIL,
  PAGES_ADMIN_EMAIL,
  ORDERS_ADMIN_EMAIL,
  ACCOUNTS_ADMIN_EMAIL,
  NEWCOMER_ADMIN_EMAIL,
];

export const PASSWORD = 'Str0ng-enough';

let counter = 0;

/** A suffix no other test (or run) uses, for emails and names. */
export function unique() {
  counter += 1;
  return `${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/** A fresh customer: { name, email, password }. */
export function newPerson(role = 'customer') {
  const id = unique();
  return { name: `E2E ${role} ${id}`, email: `${role}-${id}@toolshop.test`, password: PASSWORD };
}
