// Journey 9: the admins' Overview. On a shop of its own, so its figures are exactly what the
// journey did: a customer pays one order and leaves two unpaid, one of which takes a tool below
// its low stock threshold, and the admin sees today's revenue, orders and units (none refunded),
// the day's invoice in the accountant's file, the chart with its figures as a table, the orders
// by state, the top tool, the tool low on stock once the threshold is raised, and the stock
// alert the sale raised (mailed to the admin by the shop's sweep); on a desktop and on a phone.
import { readFile } from 'node:fs/promises';
import { ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import {
  checkA11y,
  expect,
  expectToast,
  formatPrice,
  newestMail,
  openDashboardMenu,
  screenshot,
  signedInContext,
  test,
} from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

for (const viewport of [DESKTOP, PHONE]) {
  test(`the Overview shows the orders placed in the journey, at ${viewport.width} px`, async ({ browser, freshShop }) => {
    // On a desktop the journey also waits for the sweep to mail the stock alert.
    if (viewport === DESKTOP) test.setTimeout(90_000);
    const shop = freshShop;
    const adminToken = await shop.api.admin({ name: 'E2E Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const person = newPerson('overview');
    const token = await shop.api.signUp(person);
    const paidTool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    // A tool of a few units: the demo's variants low on stock fill no more of the list than
    // the tools below it.
    const unpaidTool = { name: 'E2E SASH CLAMP', price: 24.5, image: paidTool.image, minOrder: 1, availableQuantity: 6,
      description: 'A long sash clamp.' };
    unpaidTool._id = await shop.api.addTool(adminToken, unpaidTool);
    const paidId = await shop.api.order(token, { tool: paidTool, person });
    await shop.api.pay(token, paidId);
    await shop.api.order(token, { tool: unpaidTool, person });
    // A tool at its threshold (twice its minimum order of 1), which one sale takes below it.
    const clamp = { name: 'E2E BAR CLAMP', price: 19.5, image: paidTool.image, minOrder: 1, availableQuantity: 2,
      description: 'A one-handed bar clamp.' };
    clamp._id = await shop.api.addTool(adminToken, clamp);
    await shop.api.order(token, { tool: clamp, person });
    const revenue = formatPrice(Math.round(paidTool.minOrder * paidTool.price * 100) / 100);

    const context = await signedInContext(browser, adminToken, { baseURL: shop.url, viewport });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const menu = await openDashboardMenu(page);
    await expect(menu.getByRole('link').first()).toHaveText('Overview');
    await menu.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    const figures = page.locator('.overview-figures');
    await expect(figures.getByText('Revenue', { exact: true }).locator('..')).toContainText(revenue);
    await expect(figures.getByText('Orders paid', { exact: true }).locator('..')).toContainText('1');
    await expect(figures.getByText('Units sold', { exact: true }).locator('..')).toContainText(String(paidTool.minOrder));
    await expect(figures.getByText('Units sold', { exact: true }).locator('..')).toContainText('0 refunded');

    // The accountant's file of the day: the one invoice, its total the day's revenue.
    const today = new Date().toISOString().slice(0, 10);
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Invoices and credit notes (CSV)' }).click();
    const documents = await saving;
    expect(documents.suggestedFilename()).toBe(`documents-${today}-to-${today}.csv`);
    const [header, ...rows] = (await readFile(await documents.path(), 'utf8')).trim().split('\n');
    expect(header).toBe('document,number,issued (UTC),order,tool,quantity,net,tax,tax name,total,variant,sku');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^invoice,INV-\d{6},/);
    const total = header.split(',').indexOf('total');
    expect(rows[0].split(',')[total]).toBe((Math.round(paidTool.minOrder * paidTool.price * 100) / 100).toFixed(2));

    // The chart, and its figures as a table.
    await expect(page.locator('.revenue-chart canvas').first()).toBeVisible();
    await page.getByText('Revenue by day as a table').click();
    const series = page.getByRole('table', { name: 'Revenue and orders paid by day' });
    await expect(series.getByRole('row')).toHaveCount(2);
    await expect(series.getByRole('row').nth(1)).toContainText(revenue);

    const states = page.getByRole('region', { name: 'Orders placed, by state' });
    await expect(states.getByRole('listitem').filter({ hasText: 'Paid' })).toHaveText(/Paid\s*1/);
    await expect(states.getByRole('listitem').filter({ hasText: 'Pending payment' })).toHaveText(/Pending payment\s*2/);
    const top = page.getByRole('table', { name: 'Top tools by revenue' });
    await expect(top.getByRole('rowheader')).toHaveText([paidTool.name]);

    // Raising the threshold above the unpaid tool's stock puts it on the low stock list.
    const stock = (await shop.api.tool(unpaidTool.name)).availableQuantity;
    await page.getByLabel('Low stock below').fill(String(stock + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Low stock threshold saved');
    const low = page.getByRole('table', { name: 'Tools low on stock' });
    await expect(low.getByRole('rowheader', { name: unpaidTool.name, exact: true })).toBeVisible();

    // The sale that took the clamp from 2 to 1 raised one stock alert, against the threshold then.
    const alerts = page.getByRole('table', { name: 'Stock alerts, newest first' });
    await expect(alerts.getByRole('row')).toHaveCount(2);
    const alert = alerts.getByRole('row').nth(1);
    await expect(alert.getByRole('rowheader')).toHaveText(clamp.name);
    await expect(alert.getByRole('cell').nth(0)).toHaveText('1');
    await expect(alert.getByRole('cell').nth(1)).toHaveText('2');
    if (viewport === DESKTOP) {
      // The shop's sweep (every 30 seconds) mails it to the admin, once, and the Overview says so.
      const mailed = new RegExp(`^Subject: Low stock: ${clamp.name}\\r?$`, 'm');
      await expect
        .poll(() => newestMail(ADMIN_EMAIL, mailed, { dataDir: shop.dataDir }), { timeout: 45_000 })
        .toMatch(/In stock: +1\r?$/m);
      await page.reload();
      await expect(alert.getByRole('cell').nth(3)).not.toHaveText('Not yet');
    }

    await expectNoSidewaysScroll(page);
    await checkA11y(page, `overview-${viewport.width}`);
    await screenshot(page, 'overview');

    // 12 months go by month, and still hold today's sale.
    await page.getByRole('button', { name: '12 months' }).click();
    await page.getByText('Revenue by month as a table').click();
    const months = page.getByRole('table', { name: 'Revenue and orders paid by month' });
    await expect(months.getByRole('row')).toHaveCount(13);
    await expect(months.getByRole('row').last()).toContainText(revenue);
    await screenshot(page, 'overview-12-months');
    await context.close();
  });
}
