// Journey 4: an admin runs the catalogue, the orders and the staff.
import { ADMIN_EMAIL, ADMIN_MENU, PASSWORD, PHONE_ADMIN_EMAIL, newPerson, unique } from '../support/accounts.js';
import {
  VERIFY_PATH,
  api,
  checkA11y,
  expect,
  expectDashboardMenu,
  expectFieldError,
  expectSignedIn,
  expectToast,
  formatPrice,
  mailedLink,
  newContext,
  openDashboardMenu,
  openMainMenu,
  signInWithForm,
  signedInContext,
  test,
} from '../support/fixtures.js';
import {
  ALL_ORDERS_COLUMNS,
  DESKTOP,
  PHONE,
  cellOf,
  expectTappableActions,
  fieldOf,
  orderCard,
  orderNumber,
  orderTable,
} from '../support/orders.js';

// Ordered only by this journey (at both sizes, each by customers of its own).
const SHIPPED_TOOL = '185MM CIRCULAR SAW 1400W';
const UNPAID_TOOL = '650W PENDULUM JIGSAW';

// The two screen sizes run side by side; each one's steps in order.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test.describe(`an admin (${viewport.width} px)`, () => {
    test.describe.configure({ mode: 'serial' });

    /** @type {import('@playwright/test').Page} */
    let page;
    const admin = { name: 'E2E Admin', email: phone ? PHONE_ADMIN_EMAIL : ADMIN_EMAIL, password: PASSWORD };

    test.beforeAll(async ({ browser }) => {
      page = await (await newContext(browser, { viewport })).newPage();
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    test('signs up (an ADMIN_EMAILS address), follows the mailed link and sees the admin menu only', async () => {
      await page.goto('/signup');
      await page.getByLabel('Name').fill(admin.name);
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expectSignedIn(page, admin.name);
      await (await openMainMenu(page)).getByRole('link', { name: 'Dashboard' }).click();
      // Not an admin until the mailbox is proved: the customer's menu, and the banner asking.
      await expectDashboardMenu(page, ['My Profile', 'Account', 'Add Review', 'My Orders'], 'My Profile');
      const banner = page.getByRole('status', { name: 'Confirm your email address' });
      await expect(banner).toContainText(`Check your inbox: we sent a link to ${admin.email} to confirm your address.`);

      // The link in the outbox, opened in the same browser.
      const link = await mailedLink(admin.email, VERIFY_PATH);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Confirm your email', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Your email is verified.' })).toHaveText('Your email is verified.');
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
      await expectDashboardMenu(page, ADMIN_MENU, 'My Profile');
      await expect(banner).toHaveCount(0);
    });

    test('adds a tool that then appears on the home page', async () => {
      const name = `E2E TEST MALLET ${unique()}`;
      await (await openDashboardMenu(page)).getByRole('link', { name: 'Add Tools' }).click();
      await expect(page.getByRole('heading', { name: 'Add Tools', level: 1 })).toBeVisible();
      await expectDashboardMenu(page, ADMIN_MENU, 'Add Tools');
      const add = page.getByRole('button', { name: 'Add Tool', exact: true });

      await add.click();
      await expectFieldError(page.getByLabel('Name'), 'Name is required');
      await expectFieldError(page.getByLabel('Price ($)'), 'Price is required');
      await expectFieldError(page.getByLabel('Image link'), 'Image link is required');
      await expectFieldError(page.getByLabel('Minimum order'), 'min Order is required');
      await expectFieldError(page.getByLabel('Available quantity'), 'available Quantity is required');
      await expectFieldError(page.getByLabel('Description'), 'Description is required');
      if (!phone) await checkA11y(page, 'journey-add-tool-errors');

      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Price ($)').fill('42.5');
      await page.getByLabel('Image link').fill('/images/demo/claw-hammer.svg');
      await page.getByLabel('Minimum order').fill('3');
      await page.getByLabel('Available quantity').fill('90');
      await page.getByLabel('Description').fill('A rubber mallet added by the browser tests.');
      await add.click();
      await expectToast(page, 'Tools added successfully');
      await expect(page.getByLabel('Name')).toHaveValue('');

      await (await openMainMenu(page)).getByRole('link', { name: 'Home' }).click();
      const catalogue = page.getByRole('region', { name: /^Available Tools:/ });
      const card = catalogue.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      // The catalogue, oldest first, holds more than a page: the new tool comes with Show more.
      await expect(async () => {
        if ((await card.count()) === 0) await catalogue.getByRole('button', { name: 'Show more tools' }).click();
        await expect(card).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 30000 });
      await expect(card).toContainText('Description: A rubber mallet added by the browser tests.');
      await expect(card).toContainText('Minimum order: 3');
      await expect(card).toContainText('Available Quantity: 90');
      await expect(card).toContainText('$42.50');
      await expect(card.getByRole('link', { name: `Buy Now: ${name}` })).toBeVisible();
    });

    test('edits and deletes a tool, asking before deleting', async () => {
      const name = `E2E TEST CHISEL ${unique()}`;
      const renamed = `${name} PRO`;
      await page.goto('/dashboard/add-tools');
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Price ($)').fill('19');
      await page.getByLabel('Image link').fill('/images/demo/screwdriver-set.svg');
      await page.getByLabel('Minimum order').fill('2');
      await page.getByLabel('Available quantity').fill('40');
      await page.getByLabel('Description').fill('A chisel to edit and delete.');
      await page.getByRole('button', { name: 'Add Tool', exact: true }).click();
      await expectToast(page, 'Tools added successfully');

      await (await openDashboardMenu(page)).getByRole('link', { name: 'Manage Products' }).click();
      await expect(page.getByRole('heading', { name: 'Manage Products', level: 1 })).toBeVisible();
      await expectDashboardMenu(page, ADMIN_MENU, 'Manage Products');
      // Found by its words: the demo's tools and the other journeys' fill more than a page.
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await search.fill(name);
      await search.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(`^${name}`) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('$19.00');
      await expectTappableActions(page, page.getByRole('table', { name: 'Tools in the shop' }));

      // Edit in a dialog.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
      await expect(editDialog).toBeVisible();
      await expect(editDialog.getByLabel('Name')).toHaveValue(name);
      if (!phone) await checkA11y(page, 'journey-edit-tool-dialog');
      await editDialog.getByLabel('Name').fill(renamed);
      await editDialog.getByLabel('Price ($)').fill('21.75');
      await editDialog.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, `${renamed} updated successfully`);
      await expect(editDialog).toBeHidden();
      const renamedRow = page.getByRole('row', { name: new RegExp(`^${renamed}`) });
      await expect(renamedRow).toContainText('$21.75');

      // Delete: the dialog asks; Cancel keeps it, Delete removes it.
      await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Delete this tool?' });
      await expect(deleteDialog).toBeVisible();
      await expect(deleteDialog).toContainText(`${renamed} will be removed from the shop.`);
      if (!phone) await checkA11y(page, 'journey-delete-tool-dialog');
      await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(deleteDialog).toBeHidden();
      await expect(renamedRow).toHaveCount(1);
      await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
      await deleteDialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, `${renamed} deleted successfully`);
      await expect(renamedRow).toHaveCount(0);

      await page.goto('/');
      await expect(page.getByRole('region', { name: /^Available Tools:/ }).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
      await expect(page.getByRole('heading', { name })).toHaveCount(0);
    });

    test('ships a paid order, which the customer then sees as Shipped; a paid order cannot be deleted', async ({
      browser,
    }) => {
      const customer = newPerson('buyer');
      const token = await api.signUp(customer);
      const shipped = await api.tool(SHIPPED_TOOL);
      const unpaidTool = await api.tool(UNPAID_TOOL);
      const paidOrder = await api.order(token, { tool: shipped, person: customer });
      const transactionId = await api.pay(token, paidOrder);
      const unpaidOrder = await api.order(token, { tool: unpaidTool, person: customer });

      await page.goto('/dashboard/manage-orders');
      await expect(page.getByRole('heading', { name: 'Manage All Orders', level: 1 })).toBeVisible();
      await expectDashboardMenu(page, ADMIN_MENU, 'Manage All Orders');
      const paidRow = page.getByRole('row').filter({ hasText: customer.email }).filter({ hasText: SHIPPED_TOOL });
      const unpaidRow = page.getByRole('row').filter({ hasText: customer.email }).filter({ hasText: UNPAID_TOOL });
      const paidColumn = (name) => cellOf(paidRow, ALL_ORDERS_COLUMNS, name);
      const unpaidColumn = (name) => cellOf(unpaidRow, ALL_ORDERS_COLUMNS, name);
      await expect(paidRow).toContainText('Paid');
      await expect(paidColumn('Payment')).toHaveText('Paid');
      await expect(paidRow).toContainText(formatPrice(Math.round(shipped.minOrder * shipped.price * 100) / 100));
      await expect(unpaidRow).toContainText('Unpaid');
      await expect(unpaidColumn('Payment')).toHaveText('Unpaid');
      await expect(unpaidRow).toContainText('Pending');
      await expect(unpaidColumn('Status').getByText('Pending payment', { exact: true })).toBeVisible();
      await expect(unpaidRow.getByRole('button', { name: /^Ship/ })).toHaveCount(0);
      await expect(unpaidRow.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

      // A paid order cannot be deleted: it offers Ship and Refund, no Delete.
      await expect(paidRow.getByRole('button', { name: `Delete order of ${SHIPPED_TOOL} for ${customer.name}` })).toHaveCount(0);
      await expect(paidRow.getByRole('button', { name: `Refund order of ${SHIPPED_TOOL} for ${customer.name}` })).toBeVisible();
      await expect(paidRow).toHaveCount(1);
      await expectTappableActions(page, orderTable(page, 'All orders'));

      // Ship it.
      await paidRow.getByRole('button', { name: `Ship order of ${SHIPPED_TOOL} for ${customer.name}` }).click();
      const shipDialog = page.getByRole('dialog', { name: 'Ship this order?' });
      await shipDialog.getByLabel('Carrier (optional)').fill('Royal Mail');
      await shipDialog.getByLabel('Tracking number (optional)').fill('RM123456789GB');
      await shipDialog.getByRole('button', { name: 'Ship', exact: true }).click();
      await expectToast(page, 'Successfully Shipped the order');
      await expect(paidColumn('Status')).toHaveText(/^ShippedRoyal Mail: RM123456789GBINV-\d{6}$/);
      await expect(paidRow.getByRole('button', { name: /^Ship/ })).toHaveCount(0);
      // A shipped order is refunded by line only: a return.
      await expect(paidRow.getByRole('button')).toHaveText(['Refund']);
      await expect(paidColumn('Payment')).toHaveText('Paid');

      // An unpaid order can be deleted, after the dialog; it stays listed as Cancelled.
      await unpaidRow.getByRole('button', { name: `Delete order of ${UNPAID_TOOL} for ${customer.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this order?' });
      await expect(dialog).toContainText(
        `The unpaid order ${orderNumber(unpaidOrder)} of ${unpaidTool.minOrder} × ${UNPAID_TOOL} by ${customer.name} will be deleted.`,
      );
      if (!phone) await checkA11y(page, 'journey-delete-order-dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, `${UNPAID_TOOL} deleted successfully`);
      await expect(unpaidColumn('Status')).toHaveText('Cancelled');
      await expect(unpaidColumn('Payment')).toHaveText('Unpaid');
      await expect(unpaidRow.getByRole('button')).toHaveCount(0);

      // The customer sees it shipped, and the deleted order cancelled.
      const context = await signedInContext(browser, token, { viewport });
      const customerPage = await context.newPage();
      await customerPage.goto('/dashboard/my-order');
      const row = orderCard(customerPage, SHIPPED_TOOL);
      await expect(row).toContainText(`TransactionId: ${transactionId}`);
      await expect(row).toContainText('Royal Mail: RM123456789GB');
      await expect(fieldOf(row, 'Shipping')).toHaveText('Shipped');
      await expect(fieldOf(row, 'Status').getByText('Shipped', { exact: true })).toBeVisible();
      const cancelled = orderCard(customerPage, UNPAID_TOOL);
      await expect(fieldOf(cancelled, 'Status')).toHaveText('Cancelled');
      // Its one link is its page; nothing to pay or cancel: only its tools to put back in the cart.
      await expect(cancelled.getByRole('link')).toHaveCount(1);
      await expect(cancelled.getByRole('button')).toHaveText(['Put back in the cart']);
      await context.close();
    });

    test('makes a user an admin', async ({ browser }) => {
      const person = newPerson('staff');
      await api.signUpVerified(person);

      await page.goto('/dashboard/make-admin');
      await expect(page.getByRole('heading', { name: 'Make Admin', level: 1 })).toBeVisible();
      await expectDashboardMenu(page, ADMIN_MENU, 'Make Admin');
      const adminRow = page.getByRole('row', { name: new RegExp(`^${admin.email}`) });
      await expect(adminRow).toContainText('Admin');
      // An admin can only lose the role (and is never disabled).
      await expect(adminRow.getByRole('button')).toHaveText(['Remove admin']);
      await expect(adminRow.getByRole('button', { name: `Remove admin: ${admin.email}` })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(`^${person.email}`) });
      await expect(row).toContainText(person.name);
      await expect(row.getByRole('button')).toHaveText(['Make Admin', 'Disable']);
      await expectTappableActions(page, page.getByRole('table', { name: 'Users' }));
      await row.getByRole('button', { name: `Make Admin: ${person.email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Make this user an admin?' });
      await expect(dialog).toContainText(`${person.email} will be able to manage tools, orders and users.`);
      await dialog.getByRole('button', { name: 'Make Admin' }).click();
      await expectToast(page, 'Successfully make this user an admin');
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('button')).toHaveText(['Remove admin']);
      await expect(row).toContainText('Admin');

      // The new admin signs in and finds the admin pages.
      const context = await newContext(browser, { viewport });
      const staffPage = await context.newPage();
      await staffPage.goto('/login?redirectTo=%2Fdashboard%2Fmanage-orders');
      await signInWithForm(staffPage, person);
      await expect(staffPage).toHaveURL(/\/dashboard\/manage-orders$/);
      await expect(staffPage.getByRole('heading', { name: 'Manage All Orders', level: 1 })).toBeVisible();
      await expect((await openDashboardMenu(staffPage)).getByRole('link', { name: 'Make Admin' })).toBeVisible();
      await context.close();
    });
  });
}
