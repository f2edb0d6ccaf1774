// Journey 31: Buy Now is the checkout of one tool. A visitor taps Buy Now on a tool, meets no
// sign-in wall, types an Oregon address, chooses the delivery, sees the server's price beside
// the form, places the order and pays it at once on the order's page (its key), in the
// sandbox: the amount paid is the amount quoted. At a desktop's width and a phone's.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import { api, checkPage, expect, fillCard, newContext, screenshot, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

for (const viewport of [DESKTOP, PHONE]) {
  test(`a guest buys one tool with Buy Now and pays it (${viewport.width} px)`, async ({ browser }) => {
    const tag = unique();
    const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const tool = { name: `Buy Now Wrench ${tag}`, price: 34.95 };
    tool._id = await api.addTool(boss, {
      ...tool, image: '/images/demo/cordless-drill.svg', description: `A tool of the Buy Now journey ${tag}.`, minOrder: 1, availableQuantity: 20,
    });
    const guest = newPerson('buynow');

    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    await page.getByRole('link', { name: `Buy Now: ${tool.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase/${tool._id}$`));

    // The checkout's fields, for a guest: the email the order belongs to, and where it goes.
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('Postal code').fill('97201');
    await page.getByLabel('State or region').fill('Oregon');
    await page.getByLabel('Phone number').fill('+1 503 555 0100');
    await page.getByLabel('Shipping').selectOption({ label: 'Standard delivery: $9.99' });
    const parts = page.getByRole('region', { name: 'What the order costs' });
    await expect(parts.getByText('Shipping (Standard delivery)')).toBeVisible();
    const total = (await parts.locator('dt', { hasText: /^Total$/ }).locator('+ dd').textContent()).trim();
    expect(total).toMatch(/^\$\d+\.\d\d$/);
    await checkPage(page, `buy-now-guest-${viewport.width}`);
    await screenshot(page, 'buy-now-guest');
    await page.getByRole('button', { name: 'Purchase' }).click();

    // Straight on to the order's page, opened by its key, to pay what was quoted.
    await expect(page).toHaveURL(/\/guest\/orders\/[0-9a-f]{24}#key=[A-Za-z0-9_-]{43}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByRole('region', { name: 'Order state' }).getByText('Pending payment')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('region', { name: 'Card payment' }).getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByText('We have Recieved your payment', { exact: true })).toBeVisible();
    await screenshot(page, 'buy-now-paid');
    await context.close();

    const order = await api.getOrder(boss, orderId);
    expect(order).toMatchObject({ guest: true, email: guest.email, paid: true, country: 'US', region: 'OR', quantity: 2 });
    expect(`$${order.price.toFixed(2)}`).toBe(total);
  });
}
