// Journey 9: the long lists a page at a time. An admin pages through Manage All Orders, searches
// it by a customer's email and an order number and filters it by state, the back button
// undoing each step; finds an account on the Users page and a tool on Manage Products; a
// customer searches My Orders. On a shop of its own, so every count is known.
import { ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import { expect, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll, expectTappableActions, orderNumber } from '../support/orders.js';

const CUSTOMERS = 7;
const ORDERS_EACH = 3;

for (const viewport of [DESKTOP, PHONE]) {
  test(`the lists page, search and filter on the server, kept in the URL (${viewport.width} px)`, async ({
    browser,
    freshShop: shop,
  }) => {
    const hammer = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
    const screwdrivers = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const person = newPerson(`lists${i}`);
      const token = await shop.api.signUp(person);
      const orders = [];
      for (let j = 0; j < ORDERS_EACH; j++) {
        orders.push(await shop.api.order(token, { tool: j === 1 ? screwdrivers : hammer, person }));
      }
      customers.push({ person, token, orders });
    }
    const [first] = customers;
    await shop.api.pay(first.token, first.orders[0]);
    const bossToken = await shop.api.admin({ name: 'E2E Boss', email: ADMIN_EMAIL, password: PASSWORD });

    const context = await signedInContext(browser, bossToken, { baseURL: shop.url, viewport });
    const page = await context.newPage();
    const table = page.getByRole('table', { name: 'All orders' });
    const pager = page.getByRole('navigation', { name: 'Pages of orders' });
    const search = page.getByRole('searchbox', { name: 'Search orders' });

    // 21 orders: a page of 20, then the last one.
    await page.goto('/dashboard/manage-orders');
    await expect(pager).toContainText('Showing 1–20 of 21');
    await expect(table.getByRole('rowheader')).toHaveCount(20);
    await expectTappableActions(page, pager);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Showing 21–21 of 21');
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await page.goBack();
    await expect(pager).toContainText('Showing 1–20 of 21');

    // One customer's orders, then only the paid one, then one order by its number.
    await search.fill(first.person.email);
    await search.press('Enter');
    await expect(pager).toContainText('Showing 1–3 of 3');
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(first.person.email)}$`));
    await page.getByRole('combobox', { name: 'Show orders' }).selectOption('paid');
    await expect(table.getByRole('rowheader')).toHaveText([orderNumber(first.orders[0])]);
    await expect(page).toHaveURL(/&state=paid$/);
    await page.goBack();
    await expect(pager).toContainText('Showing 1–3 of 3');
    await expect(search).toHaveValue(first.person.email);
    const other = customers[4].orders[2];
    await search.fill(orderNumber(other));
    await search.press('Enter');
    await expect(table.getByRole('rowheader')).toHaveText([orderNumber(other)]);
    await search.fill('no such order');
    await search.press('Enter');
    await expect(page.getByText('No orders match ‘no such order’.')).toBeVisible();

    // The Users page: every account, then one found by email.
    await page.goto('/dashboard/make-admin');
    const users = page.getByRole('table', { name: 'Users' });
    const accounts = CUSTOMERS + 1;
    await expect(page.getByRole('navigation', { name: 'Pages of users' })).toContainText(`Showing 1–${accounts} of ${accounts}`);
    const wanted = customers[3].person.email;
    await page.getByRole('searchbox', { name: 'Search users' }).fill(wanted.toUpperCase());
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(users.getByRole('rowheader')).toHaveText([wanted]);

    // Manage Products finds a tool by the words of its name.
    await page.goto('/dashboard/manage-product?q=fibreglass+claw');
    await expect(page.getByRole('table', { name: 'Tools in the shop' }).getByRole('rowheader')).toHaveText([hammer.name]);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('fibreglass claw');
    await context.close();

    // A customer searches their own orders.
    const customerContext = await signedInContext(browser, first.token, { baseURL: shop.url, viewport });
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/dashboard/my-order');
    const mine = customerPage.getByRole('list', { name: 'Your orders' });
    await expect(customerPage.getByRole('navigation', { name: 'Pages of your orders' })).toContainText('Showing 1–3 of 3');
    const searchMine = customerPage.getByRole('searchbox', { name: 'Search your orders' });
    await searchMine.fill('screwdriver');
    await searchMine.press('Enter');
    await expect(mine.getByRole('heading')).toHaveText([orderNumber(first.orders[1])]);
    await expectNoSidewaysScroll(customerPage);
    await customerContext.close();
  });
}
