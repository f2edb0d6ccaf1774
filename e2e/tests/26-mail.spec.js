// Journey 26: the mail of an order paid looks like the shop. On a shop of its own with its own
// name and address: a customer checks out two tools, delivered and taxed, and pays; the mail in
// the outbox is multipart, and its HTML part, opened in Chromium at 1440 and at 390 px, shows
// the shop's name and address, the order's lines and total and a link to the order, without
// scrolling sideways. The shop's admin gets a mail of the order paid, with a button to its page.
import { ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import { checkA11y, expect, formatPrice, mailPart, newContext, newestMail, screenshot, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll, orderNumber } from '../support/orders.js';

const SHOP = {
  legalName: 'Hardware Barn LLC',
  displayName: 'Hardware Barn',
  address: '12 Main Street\nSpringfield, CA 90000',
  country: 'US',
  region: 'CA',
};

test('the mail of an order paid, in the shop’s look, read at 1440 and 390 px', async ({ browser, freshShop }) => {
  const shop = freshShop;
  const admin = await shop.api.admin({ name: 'E2E Admin', email: ADMIN_EMAIL, password: PASSWORD });
  await shop.api.as(admin, 'PUT', '/admin/shop', SHOP);
  await shop.api.as(admin, 'POST', '/admin/tax-rates', { country: 'US', region: 'CA', name: 'CA sales tax', rate: 725 });

  const customer = newPerson('mail');
  const token = await shop.api.signUpVerified(customer);
  const tools = await Promise.all(['8-PIECE SCREWDRIVER SET', '250MM ADJUSTABLE WRENCH'].map((name) => shop.api.tool(name)));
  for (const tool of tools) await shop.api.cartLine(token, tool._id, tool.minOrder);
  const delivery = (await shop.api.as(token, 'GET', '/shipping-methods?country=US')).find((method) => !method.pickup);
  const orderId = await shop.api.checkout(token, {
    customerName: customer.name, line1: '1 Market Street', city: 'San Francisco', region: 'CA', postalCode: '94105',
    country: 'US', number: '+1 415 555 0100', shippingMethodId: delivery._id,
  });
  await shop.api.pay(token, orderId);
  const order = await shop.api.getOrder(token, orderId);
  const number = orderNumber(orderId);

  let mail;
  await expect
    .poll(() => (mail = newestMail(customer.email, /^Subject: Payment received: /m, { dataDir: shop.dataDir })))
    .toBeTruthy();
  // The plain text says it too, for the mail programs that show no HTML.
  const text = mailPart(mail, 'text/plain');
  for (const words of [SHOP.displayName, number, ...order.lines.map((line) => line.toolsName), formatPrice(order.price)]) {
    expect(text).toContain(words);
  }
  const html = mailPart(mail, 'text/html');

  for (const viewport of [DESKTOP, PHONE]) {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.setContent(html);
    await expect(page.getByText(SHOP.displayName).first()).toBeVisible();
    await expect(page.getByText('12 Main Street')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    // The innermost table row holding the words (the layout's tables hold every row).
    const row = (words) => page.locator('tr').filter({ hasText: words }).last();
    for (const line of order.lines) {
      await expect(row(line.toolsName)).toBeVisible();
      await expect(row(line.toolsName)).toContainText(`${line.quantity} x ${formatPrice(line.unitPrice)}`);
      await expect(row(line.toolsName)).toContainText(formatPrice(line.price));
    }
    const total = page.getByText('Total', { exact: true }).locator('xpath=..');
    await expect(total).toBeVisible();
    await expect(total).toContainText(formatPrice(order.price));
    await expect(row('CA sales tax')).toContainText(formatPrice(order.tax));
    await expect(row('Deliver to')).toContainText('1 Market Street');
    await expect(row(delivery.name)).toContainText('Delivery');
    await expect(page.getByRole('link', { name: `${shop.url}/dashboard/orders/${orderId}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mail-paid');
    await checkA11y(page, `mail-paid-${viewport.width}`);
    await context.close();
  }

  // The owner hears of it: the admin, as the shop has no contact email.
  let ownerMail;
  await expect
    .poll(() => (ownerMail = newestMail(ADMIN_EMAIL, new RegExp(`^Subject: Order ${number} paid: `, 'm'), { dataDir: shop.dataDir })))
    .toBeTruthy();
  const context = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.setContent(mailPart(ownerMail, 'text/html'));
  await expect(page.getByRole('heading', { name: `Order ${number} paid` })).toBeVisible();
  await expect(page.getByText(`${customer.name}, ${customer.email}`)).toBeVisible();
  await expect(page.getByText(formatPrice(order.price), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', `${shop.url}/dashboard/orders/${orderId}`);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mail-paid-owner');
  await context.close();
});
