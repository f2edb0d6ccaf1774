// Journey 8: accounts and admin rights. Proving a mailbox (the banner, a new link, the page of the
// link), admin rights only for a proved ADMIN_EMAILS address, sessions in two browsers, a new
// password, the Users page (demote, disable, enable, never the last admin), one review per
// account removable by an admin, and Manage All Orders' actions inside a desktop's viewport.
// Each page at 1440 px, and the new ones at 390 px too.
import {
  ACCOUNTS_ADMIN_EMAIL,
  ADMIN_EMAIL,
  ADMIN_MENU,
  NEWCOMER_ADMIN_EMAIL,
  PASSWORD,
  newPerson,
} from '../support/accounts.js';
import {
  orderAddress,
  VERIFY_PATH,
  api,
  checkA11y,
  expect,
  expectFieldError,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  mailedLink,
  mailedLinks,
  newContext,
  openDashboardMenu,
  screenshot,
  signInWithForm,
  signedInContext,
  test,
} from '../support/fixtures.js';
import {
  ALL_ORDERS_COLUMNS,
  DESKTOP,
  PHONE,
  customerText,
  expectColumns,
  expectInsideViewport,
  expectNoSidewaysScroll,
  expectRow,
  expectTappableActions,
  orderNumber,
  orderTable,
} from '../support/orders.js';

// Every journey has its own people (and, where it counts them, its own shop).
test.describe.configure({ mode: 'parallel' });

const USERS_COLUMNS = ['Email', 'Name', 'Role', 'Verified', 'Disabled', 'Actions'];
const CUSTOMER_MENU = ['My Profile', 'Account', 'Add Review', 'My Orders'];
const USED_LINK = 'This verification link has expired or was already used. Ask for a new one.';
// Demo reviews have no author; the reviews journey adds enough to need a second page (20 a page).
const REVIEWS_PAGE = 20;

const h1 = (page, name) => page.getByRole('heading', { name, level: 1 });
const mainMenu = (page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page) => page.getByRole('status', { name: 'Confirm your email address' });
const bannerText = (email) => `Check your inbox: we sent a link to ${email} to confirm your address.`;
const verified = (page) => page.getByRole('status').filter({ hasText: 'Your email is verified.' });

/** The row of the Users table whose Email is `email`. */
function userRow(page, email) {
  return page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
}

/** The field shows `message` as its error, after its hint if it has one. */
async function expectFieldErrorAfterHint(field, message) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** What the server answers a call made with `token` (GET /auth/me): 'ok', or the refusal. */
async function meWith(shopApi, token) {
  try {
    await shopApi.me(token);
    return 'ok';
  } catch (error) {
    return `${error.status} ${error.said}`;
  }
}

/** Looks at the page at a phone's width (390 × 844), then goes back to the desktop's. */
async function atPhoneWidth(page, look) {
  await page.setViewportSize(PHONE);
  try {
    await look();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

// ---------------------------------------------------------------------------------------------
// a. Verification.

test('a new customer sees the banner, asks for the link again and confirms the address through it', async ({
  browser,
}) => {
  const person = newPerson('verify');
  const token = await api.signUp(person);
  const context = await signedInContext(browser, token);
  const page = await context.newPage();

  // The banner, on every dashboard page, says where the link went.
  await page.goto('/dashboard');
  await expect(h1(page, 'My Profile')).toBeVisible();
  await expect(banner(page)).toContainText(bannerText(person.email));
  await (await openDashboardMenu(page)).getByRole('link', { name: 'My Orders' }).click();
  await expect(h1(page, 'My Orders')).toBeVisible();
  await expect(banner(page)).toContainText(bannerText(person.email));
  await (await openDashboardMenu(page)).getByRole('link', { name: 'Account' }).click();
  await expect(h1(page, 'Account')).toBeVisible();
  await expect(banner(page)).toContainText(bannerText(person.email));
  await checkA11y(page, 'journey-verification-banner');
  await atPhoneWidth(page, async () => {
    await expectTappableActions(page, banner(page));
    await screenshot(page, 'dashboard-verification-banner');
  });

  // Send the link again: the server's answer shows in the banner, and a second mail goes out.
  await banner(page).getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner(page).getByText(`Check your inbox: we sent a new link to ${person.email}`, { exact: true })).toBeVisible();
  await expect
    .poll(() => mailedLinks(person.email, VERIFY_PATH).length, { message: 'verification mails in the outbox' })
    .toBe(2);
  const [newLink, firstLink] = mailedLinks(person.email, VERIFY_PATH);

  // The newest link, opened in the same browser.
  await page.goto(newLink);
  await expect(h1(page, 'Confirm your email')).toBeVisible();
  await expect(verified(page)).toHaveText('Your email is verified.');
  await expect(page).toHaveTitle('Confirm your email · Toolshop');
  await checkA11y(page, 'journey-verify-email');
  await screenshot(page, 'verify-email');
  await atPhoneWidth(page, async () => {
    await expect(verified(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'verify-email');
  });

  // The banner is gone, from every dashboard page.
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(h1(page, 'My Profile')).toBeVisible();
  await expect((await openDashboardMenu(page)).getByRole('link')).toHaveText(CUSTOMER_MENU);
  await expect(banner(page)).toHaveCount(0);
  await (await openDashboardMenu(page)).getByRole('link', { name: 'Account' }).click();
  await expect(h1(page, 'Account')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // Following a link ends the others: the first one now says so, and asks for no new one.
  await page.goto(firstLink);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(USED_LINK);
  await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await context.close();
});

// ---------------------------------------------------------------------------------------------
// b. Admin rights need a proved mailbox.

test('someone signing up with an ADMIN_EMAILS address is no admin until the mailed link is followed', async ({
  browser,
}) => {
  const newcomer = { name: 'E2E Newcomer', email: NEWCOMER_ADMIN_EMAIL, password: PASSWORD };
  const adminToken = await api.admin({ name: 'E2E Accounts Admin', email: ACCOUNTS_ADMIN_EMAIL, password: PASSWORD });

  // Anyone may type any address: signed up, the newcomer is a customer, asked to confirm it.
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Name').fill(newcomer.name);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectSignedIn(page, newcomer.name);
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(h1(page, 'My Profile')).toBeVisible();
  await expect((await openDashboardMenu(page)).getByRole('link')).toHaveText(CUSTOMER_MENU);
  await expect(banner(page)).toContainText(bannerText(newcomer.email));

  // An admin's Users page: a customer, not verified, whom no one can make an admin yet.
  const adminContext = await signedInContext(browser, adminToken);
  const adminPage = await adminContext.newPage();
  // The Users page shows 20 accounts a page; the suite's shop holds many more.
  await adminPage.goto(`/dashboard/make-admin?q=${encodeURIComponent(newcomer.email)}`);
  await expect(h1(adminPage, 'Make Admin')).toBeVisible();
  const row = userRow(adminPage, newcomer.email);
  await expectRow(row, USERS_COLUMNS, {
    Email: newcomer.email,
    Name: newcomer.name,
    Role: 'Customer',
    Verified: 'No',
    Disabled: 'No',
  });
  await expect(row.getByRole('button')).toHaveText(['Disable']);
  const refusal = await api.makeAdmin(adminToken, newcomer.email).then(
    () => 'made an admin',
    (error) => error.status,
  );
  expect(refusal, 'PUT /user/admin of an unverified account').toBe(409);

  // The owner of the mailbox follows the link: an admin from then on.
  await page.goto(await mailedLink(newcomer.email, VERIFY_PATH));
  await expect(verified(page)).toHaveText('Your email is verified.');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(h1(page, 'My Profile')).toBeVisible();
  await expect((await openDashboardMenu(page)).getByRole('link')).toHaveText(ADMIN_MENU);
  await expect(banner(page)).toHaveCount(0);
  await (await openDashboardMenu(page)).getByRole('link', { name: 'Make Admin' }).click();
  await expect(h1(page, 'Make Admin')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(newcomer.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(userRow(page, newcomer.email).getByRole('button')).toHaveText(['Remove admin']);

  await adminPage.reload();
  await expectRow(row, USERS_COLUMNS, { Email: newcomer.email, Role: 'Admin', Verified: 'Yes', Disabled: 'No' });
  await expect(row.getByRole('button')).toHaveText(['Remove admin']);
  await context.close();
  await adminContext.close();
});

// ---------------------------------------------------------------------------------------------
// c. Sessions.

test('sessions: one browser signs the other out, and Sign Out ends its own token', async ({ browser }) => {
  const person = newPerson('sessions');
  // Signed up through the API: that session ends, so only the two browsers' are left.
  await api.logout(await api.signUp(person));

  const firstContext = await newContext(browser);
  const first = await firstContext.newPage();
  await first.goto('/login');
  await signInWithForm(first, person);
  const secondContext = await newContext(browser);
  const second = await secondContext.newPage();
  await second.goto('/login');
  await signInWithForm(second, person);
  await mainMenu(second).getByRole('link', { name: 'Dashboard' }).click();
  await expect(h1(second, 'My Profile')).toBeVisible();

  // The first browser's Account page: both sessions, this one marked, the other one to end.
  await mainMenu(first).getByRole('link', { name: 'Dashboard' }).click();
  await (await openDashboardMenu(first)).getByRole('link', { name: 'Account' }).click();
  await expect(h1(first, 'Account')).toBeVisible();
  await expect(first.getByRole('main')).toContainText(`Signed in as ${person.email}`);
  const sessions = first.getByRole('region', { name: 'Sessions' });
  const items = sessions.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const current = items.filter({ hasText: 'This browser' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Chrome on Linux');
  await expect(current.getByRole('button')).toHaveCount(0);
  const other = items.filter({ hasNotText: 'This browser' });
  await expect(other.getByRole('button', { name: /^End session: Chrome on Linux, signed in / })).toHaveText('End');
  await expect(sessions.getByRole('button', { name: 'Sign out of all other sessions' })).toBeVisible();
  await checkA11y(first, 'journey-account-sessions');
  await screenshot(first, 'dashboard-account-sessions');
  await atPhoneWidth(first, async () => {
    await expectTappableActions(first, first.getByRole('main'));
    await checkA11y(first, 'journey-account-sessions-390');
    await screenshot(first, 'dashboard-account-sessions');
  });

  // Sign out of all other sessions, after the dialog.
  await sessions.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  const dialog = first.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  await expect(dialog).toContainText('Every browser signed in to your account but this one will be signed out (1).');
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expectToast(first, 'Signed out 1 other session');
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('This browser');
  await expect(sessions.getByText('No other browser is signed in.', { exact: true })).toBeVisible();

  // The second browser learns it on its next call: signed out, told why, and sent to sign in again.
  await (await openDashboardMenu(second)).getByRole('link', { name: 'Account' }).click();
  await expectToast(second, 'This session has ended: sign in again', 'error');
  await expect(second).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Faccount$/);
  await expectSignedOut(second);

  // Sign Out in the first ends its session on the server: its token is refused from then on.
  const token = await first.evaluate(() => localStorage.getItem('accessToken'));
  expect(await meWith(api, token)).toBe('ok');
  await mainMenu(first).getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(first);
  await expect
    .poll(() => meWith(api, token), { message: 'GET /auth/me with the signed-out token' })
    .toBe('401 This session has ended: sign in again');
  await firstContext.close();
  await secondContext.close();
});

// ---------------------------------------------------------------------------------------------
// d. A new password.

test('a password changed on the Account page: the new one signs in, the old one no longer', async ({ page }) => {
  const person = newPerson('password');
  const newPassword = 'An0ther-secret';
  // A session elsewhere (the API's), which the change ends.
  const elsewhere = await api.signUp(person);

  await page.goto('/login');
  await signInWithForm(page, person);
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await (await openDashboardMenu(page)).getByRole('link', { name: 'Account' }).click();
  await expect(h1(page, 'Account')).toBeVisible();
  const form = page.getByRole('region', { name: 'Password' });
  const currentPassword = form.getByLabel('Current password');
  const nextPassword = form.getByLabel('New password');
  const change = form.getByRole('button', { name: 'Change password' });

  // Nothing typed, then a new password too short, then a wrong current password (the server's word).
  await change.click();
  await expectFieldError(currentPassword, 'Current password is required');
  await expectFieldErrorAfterHint(nextPassword, 'Password is required');
  await nextPassword.fill('short');
  await expectFieldErrorAfterHint(nextPassword, 'Must be 6 or longer');
  await currentPassword.fill('not-my-password');
  await nextPassword.fill(newPassword);
  await change.click();
  await expectFieldError(currentPassword, 'Current password is wrong');
  await checkA11y(page, 'journey-change-password-wrong');

  // The right one: changed, this browser stays signed in, the session elsewhere ends.
  await currentPassword.fill(person.password);
  await change.click();
  await expectToast(page, 'Password changed: your other sessions are signed out');
  await expect(currentPassword).toHaveValue('');
  await expect(nextPassword).toHaveValue('');
  await page.reload();
  await expect(h1(page, 'Account')).toBeVisible();
  await expectSignedIn(page, person.name);
  await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  expect(await meWith(api, elsewhere)).toBe('401 Your password was changed: sign in again');

  // Signed out: the old password is wrong now, the new one signs in.
  await mainMenu(page).getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password');
  await expectSignedOut(page);
  await page.goto('/login');
  await signInWithForm(page, { ...person, password: newPassword });
});

// ---------------------------------------------------------------------------------------------
// e. The Users page. On a shop of its own, where its admins are the only ones.

test('the Users page: demote an admin, disable and enable a customer, never demote the last admin', async ({
  browser,
  freshShop: shop,
}) => {
  const boss = { name: 'E2E Boss', email: ADMIN_EMAIL, password: PASSWORD };
  const bossToken = await shop.api.admin(boss);
  const deputy = newPerson('deputy');
  await shop.api.signUpVerified(deputy);
  await shop.api.makeAdmin(bossToken, deputy.email);
  const customer = newPerson('disabled');
  const customerToken = await shop.api.signUp(customer);

  // The customer is on their orders meanwhile.
  const customerContext = await signedInContext(browser, customerToken, { baseURL: shop.url });
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/dashboard/my-order');
  await expect(h1(customerPage, 'My Orders')).toBeVisible();

  const context = await signedInContext(browser, bossToken, { baseURL: shop.url });
  const page = await context.newPage();
  await page.goto('/dashboard/make-admin');
  await expect(h1(page, 'Make Admin')).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expectColumns(table, USERS_COLUMNS);
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  const bossRow = userRow(page, boss.email);
  const deputyRow = userRow(page, deputy.email);
  const customerRow = userRow(page, customer.email);
  await expectRow(bossRow, USERS_COLUMNS, { Email: boss.email, Name: boss.name, Role: 'Admin', Verified: 'Yes', Disabled: 'No' });
  await expectRow(deputyRow, USERS_COLUMNS, { Email: deputy.email, Name: deputy.name, Role: 'Admin', Verified: 'Yes', Disabled: 'No' });
  await expectRow(customerRow, USERS_COLUMNS, {
    Email: customer.email,
    Name: customer.name,
    Role: 'Customer',
    Verified: 'No',
    Disabled: 'No',
  });
  // Admins can lose the role; a customer can be disabled, and made an admin only once verified.
  await expect(bossRow.getByRole('button')).toHaveText(['Remove admin']);
  await expect(deputyRow.getByRole('button')).toHaveText(['Remove admin']);
  await expect(customerRow.getByRole('button')).toHaveText(['Disable']);
  await checkA11y(page, 'journey-users');
  await screenshot(page, 'dashboard-users');

  // Demote the deputy, after the dialog.
  await deputyRow.getByRole('button', { name: `Remove admin: ${deputy.email}` }).click();
  const demote = page.getByRole('dialog', { name: 'Remove admin rights?' });
  await expect(demote).toContainText(`${deputy.email} will no longer be able to manage tools, orders and users.`);
  await checkA11y(page, 'journey-users-demote-dialog');
  await demote.getByRole('button', { name: 'Remove admin' }).click();
  await expectToast(page, `${deputy.email} is no longer an admin`);
  await expect(demote).toBeHidden();
  await expectRow(deputyRow, USERS_COLUMNS, { Role: 'Customer', Verified: 'Yes', Disabled: 'No' });
  await expect(deputyRow.getByRole('button')).toHaveText(['Make Admin', 'Disable']);

  // Disable the customer, after the dialog: their open page is signed out on its next call.
  await customerRow.getByRole('button', { name: `Disable: ${customer.email}` }).click();
  const disable = page.getByRole('dialog', { name: 'Disable this account?' });
  await expect(disable).toContainText(
    `${customer.email} will be signed out everywhere and cannot sign in until an admin enables the account again.`,
  );
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, `${customer.email} is disabled`);
  await expectRow(customerRow, USERS_COLUMNS, { Role: 'Customer', Disabled: 'Yes' });
  await expect(customerRow.getByRole('button')).toHaveText(['Enable']);

  await (await openDashboardMenu(customerPage)).getByRole('link', { name: 'My Profile' }).click();
  await expectToast(customerPage, 'This account is disabled', 'error');
  await expect(customerPage).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await expectSignedOut(customerPage);
  // Nor can they sign in again.
  await customerPage.goto('/login');
  await customerPage.getByLabel('Email').fill(customer.email);
  await customerPage.getByLabel('Password').fill(customer.password);
  await customerPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(customerPage.locator('form').getByRole('alert')).toHaveText('This account is disabled');
  await expectSignedOut(customerPage);

  // Enabled again, after the dialog: they sign in.
  await customerRow.getByRole('button', { name: `Enable: ${customer.email}` }).click();
  const enable = page.getByRole('dialog', { name: 'Enable this account?' });
  await expect(enable).toContainText(`${customer.email} will be able to sign in again.`);
  await enable.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, `${customer.email} is enabled again`);
  await expectRow(customerRow, USERS_COLUMNS, { Disabled: 'No' });
  await expect(customerRow.getByRole('button')).toHaveText(['Disable']);
  await customerPage.goto('/login');
  await signInWithForm(customerPage, customer);

  // The boss is the last admin now: the dialog warns it is their own account; the server refuses.
  await bossRow.getByRole('button', { name: `Remove admin: ${boss.email}` }).click();
  await expect(demote).toContainText(`${boss.email} is your own account: you will no longer see the admin pages.`);
  await demote.getByRole('button', { name: 'Remove admin' }).click();
  await expectToast(page, 'The last admin cannot be demoted: make another admin first', 'error');
  await expect(demote).toBeHidden();
  await expectRow(bossRow, USERS_COLUMNS, { Role: 'Admin' });
  await expect((await openDashboardMenu(page)).getByRole('link')).toHaveText(ADMIN_MENU);
  await expect(h1(page, 'Make Admin')).toBeVisible();

  // On a phone: the cards, their buttons and a dialog's fit and are easy to tap.
  await atPhoneWidth(page, async () => {
    await expectTappableActions(page, table);
    await screenshot(page, 'dashboard-users');
    await deputyRow.getByRole('button', { name: `Make Admin: ${deputy.email}` }).click();
    const promote = page.getByRole('dialog', { name: 'Make this user an admin?' });
    await expect(promote).toContainText(`${deputy.email} will be able to manage tools, orders and users.`);
    await expectTappableActions(page, promote);
    await promote.getByRole('button', { name: 'Cancel' }).click();
    await expect(promote).toBeHidden();
    await expectRow(deputyRow, USERS_COLUMNS, { Role: 'Customer' });
  });
  await context.close();
  await customerContext.close();
});

// ---------------------------------------------------------------------------------------------
// f. Reviews. On a shop of its own, so that no other journey changes the count. Only customers
// who bought from the shop review it, so each reviewer pays an order first.

test('a review per account, signed with its name; an admin removes it and the count drops', async ({
  browser,
  freshShop: shop,
}) => {
  const adminToken = await shop.api.admin({ name: 'E2E Review Admin', email: ADMIN_EMAIL, password: PASSWORD });
  const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
  const buyer = async (person) => {
    const token = await shop.api.signUp(person);
    await shop.api.pay(token, await shop.api.order(token, { tool, person }));
    return token;
  };
  // Other customers' reviews, enough for the home page to show them a page at a time.
  await Promise.all(
    Array.from({ length: 15 }, async (_, index) => {
      const token = await buyer(newPerson('reviewer'));
      await shop.api.review(token, { ratings: 1 + (index % 5), description: `Review ${index + 1}.` });
    }),
  );
  const before = await shop.api.reviewCount();
  expect(before, 'reviews before the journey').toBeGreaterThan(REVIEWS_PAGE);

  const person = newPerson('reviewer');
  const token = await buyer(person);
  const context = await signedInContext(browser, token, { baseURL: shop.url });
  const page = await context.newPage();

  // Add Review: the name is the account's, not to be typed.
  await page.goto('/dashboard/add-review');
  await expect(h1(page, 'Add Review')).toBeVisible();
  const name = page.getByLabel('Your name');
  await expect(name).toHaveValue(person.name);
  await expect(name).toHaveAttribute('readonly', '');
  const comment = `Sturdy and well balanced. (${person.email})`;
  await page.getByLabel('Ratings (1 to 5)').fill('4');
  await page.getByLabel('Description').fill(comment);
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expectToast(page, 'Review updated successfully');

  // The home page: the total in the heading, the newest first, signed with the account's name.
  await mainMenu(page).getByRole('link', { name: 'Home' }).click();
  const section = page.getByRole('region', { name: /^User Reviews: \d+$/ });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(`User Reviews: ${before + 1}`);
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(REVIEWS_PAGE);
  const review = cards.filter({ hasText: comment });
  await expect(cards.first()).toContainText(comment);
  await expect(review).toContainText(`Users Name: ${person.name}`);
  await expect(review).toContainText('Given ratings: 4');
  await expect(review).toContainText(`Comments: ${comment}`);
  // A customer removes no review.
  await expect(section.getByRole('button', { name: /^Remove review by / })).toHaveCount(0);
  await section.getByRole('button', { name: 'Show more reviews' }).click();
  await expect(cards).toHaveCount(before + 1);
  await expect(section.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);

  // One review per account: a second one is thanked for, not added.
  await page.goto('/dashboard/add-review');
  await page.getByLabel('Ratings (1 to 5)').fill('5');
  await page.getByLabel('Description').fill('Changed my mind: even better.');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expectToast(page, 'You have written your review already: thank you!', 'error');
  expect(await shop.api.reviewCount()).toBe(before + 1);

  // An admin removes it, after the dialog: gone, and the count one less.
  const adminContext = await signedInContext(browser, adminToken, { baseURL: shop.url });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/');
  const adminSection = adminPage.getByRole('region', { name: /^User Reviews: \d+$/ });
  await expect(adminSection.getByRole('heading', { level: 2 })).toHaveText(`User Reviews: ${before + 1}`);
  const adminReview = adminSection.getByRole('listitem').filter({ hasText: comment });
  await expect(adminSection.getByRole('listitem')).toHaveCount(REVIEWS_PAGE);
  await atPhoneWidth(adminPage, async () => {
    await expectTappableActions(adminPage, adminSection);
  });
  await adminReview.getByRole('button', { name: `Remove review by ${person.name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Remove this review?' });
  await expect(dialog).toContainText(`The review by ${person.name} will no longer show on the home page.`);
  await checkA11y(adminPage, 'journey-remove-review-dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(adminPage, `The review by ${person.name} is removed`);
  await expect(dialog).toBeHidden();
  await expect(adminReview).toHaveCount(0);
  await expect(adminSection.getByRole('heading', { level: 2 })).toHaveText(`User Reviews: ${before}`);

  // Anyone loading the home page sees it gone too.
  await page.goto('/');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(`User Reviews: ${before}`);
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: comment })).toHaveCount(0);
  await context.close();
  await adminContext.close();
});

// ---------------------------------------------------------------------------------------------
// g. Manage All Orders at a desktop's width. On a shop of its own, with an order in each state:
// the list's width depends on every order in it.

test("Manage All Orders at 1440 × 900: a paid order's Ship and Refund lie inside the viewport", async ({
  browser,
  freshShop: shop,
}) => {
  const adminToken = await shop.api.admin({ name: 'E2E Orders Admin', email: ADMIN_EMAIL, password: PASSWORD });
  const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
  const delivery = { address: '5 Station Road, Wolverhampton', number: '+44 1902 000 000' };
  // With a column each for the email and the phone number, such a list was wider than the page
  // and its actions out of sight (scrolled inside the table).
  const ids = {};
  let customer;
  for (const state of ['pending', 'paid', 'shipped', 'cancelled']) {
    const person = newPerson(`desktop-${state}`);
    const token = await shop.api.signUp(person);
    ids[state] = await shop.api.order(token, { tool, person, ...delivery });
    if (state === 'paid' || state === 'shipped') await shop.api.pay(token, ids[state]);
    if (state === 'shipped') await shop.api.ship(adminToken, ids[state]);
    if (state === 'cancelled') await shop.api.cancel(token, ids[state]);
    if (state === 'paid') customer = person;
  }

  const context = await signedInContext(browser, adminToken, { viewport: DESKTOP, baseURL: shop.url });
  const page = await context.newPage();
  await page.goto('/dashboard/manage-orders');
  await expect(h1(page, 'Manage All Orders')).toBeVisible();
  const table = orderTable(page, 'All orders');
  await expectColumns(table, ALL_ORDERS_COLUMNS);
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNumber(ids.paid), exact: true }) });
  await expectRow(row, ALL_ORDERS_COLUMNS, {
    Order: orderNumber(ids.paid),
    Customer: customerText(customer.name, customer.email, delivery.number),
    'Deliver to': orderAddress(delivery.address),
    Payment: 'Paid',
    Status: /^To shipINV-\d{6}$/,
  });
  const forWhom = `order of ${tool.name} for ${customer.name}`;
  await expect(row.getByRole('button')).toHaveText(['Ship', 'Refund']);
  await expectNoSidewaysScroll(page);
  await expectInsideViewport(page, [
    row.getByRole('button', { name: `Ship ${forWhom}` }),
    row.getByRole('button', { name: `Refund ${forWhom}` }),
  ]);
  await context.close();
});
