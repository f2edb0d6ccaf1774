// Journey 16: what a customer pays, at the checkout. On a shop of its own: a code refused with
// its reason, then one that applies; a shipping method and the tax of the customer's state; the
// deal of the day's price charged; one payment; the invoice opened and its PDF read; on a
// desktop and on a phone.
import { ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import { checkA11y, expect, fillCard, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** An API call to the shop at `url` with `token`, answering its JSON (or its bytes, for a PDF). */
async function call(url, method, path, token, body) {
  const response = await fetch(new URL(path, url), {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return path.endsWith('.pdf') ? Buffer.from(await response.arrayBuffer()).toString('latin1') : response.json();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a checkout with a code, shipping, tax and the deal's price; its invoice (${viewport.width} px)`, async ({ browser, freshShop }) => {
    test.setTimeout(90_000);
    const shop = freshShop;
    const admin = await shop.api.admin({ name: 'E2E Admin', email: ADMIN_EMAIL, password: PASSWORD });
    await call(shop.url, 'POST', '/admin/tax-rates', admin, { country: 'US', region: 'CA', name: 'CA sales tax', rate: 725 });
    await call(shop.url, 'POST', '/admin/discount-codes', admin, { code: 'TEN', kind: 'amount', amount: 10, active: true });
    await call(shop.url, 'POST', '/admin/discount-codes', admin, {
      code: 'OLD', kind: 'percent', percent: 1000, endsAt: '2020-01-01T00:00:00Z', active: true,
    });
    const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    const deal = await shop.api.tool('UNIVERSAL WRENCH 9/32MM');
    await call(shop.url, 'PUT', '/admin/deal', admin, { toolId: deal._id, price: 5.5, endsAt: new Date(Date.now() + 3600_000).toISOString() });

    const customer = newPerson('prices');
    const token = await shop.api.signUpVerified(customer);
    await shop.api.cartLine(token, tool._id, tool.minOrder);
    await shop.api.cartLine(token, deal._id, deal.minOrder);
    const context = await signedInContext(browser, token, { baseURL: shop.url, viewport });
    const page = await context.newPage();

    // A code refused with its reason, then one that applies.
    await page.goto('/cart');
    const code = page.getByLabel('Discount code');
    await code.fill('old');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('This code has expired');
    await code.fill('ten');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Code TEN:')).toContainText('−$10.00');
    // The deal's tool at its deal price.
    await expect(page.getByRole('listitem').filter({ hasText: deal.name })).toContainText('$5.50 each');
    await screenshot(page, 'cart-with-code');

    // Shipping and the tax of California, priced by the server before the order is placed.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByLabel('Phone number').fill('+1 415 555 0100');
    await page.getByLabel('Street address').fill('1 Market Street');
    await page.getByLabel('City').fill('San Francisco');
    await page.getByLabel('Postal code').fill('94105');
    await page.getByLabel('State or region').fill('CA');
    await page.getByLabel('Shipping').selectOption({ index: 1 });
    const parts = page.getByRole('region', { name: 'Your order' });
    await expect(parts.getByText('Discount (TEN)')).toBeVisible();
    await expect(parts.getByText('CA sales tax')).toBeVisible();
    await screenshot(page, 'checkout-prices');
    await checkA11y(page, `checkout-prices-${viewport.width}`);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const orderId = page.url().split('/').pop();
    const order = await call(shop.url, 'GET', `/orders/${orderId}`, token);
    expect(order.code).toBe('TEN');
    expect(order.taxName).toBe('CA sales tax');
    expect(order.address).toBe('1 Market Street, San Francisco, CA 94105, United States');
    expect(order.discount).toBe(10);
    expect(order.tax).toBeGreaterThan(0);
    expect(Math.round((order.subtotal - order.discount + order.shipping + order.tax) * 100)).toBe(Math.round(order.price * 100));
    expect(order.lines.find((line) => line.toolId === deal._id).unitPrice).toBe(5.5);

    const payment = page.getByRole('region', { name: 'Card payment' });
    await fillCard(page, '4242 4242 4242 4242');
    await payment.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(payment.getByText('We have Recieved your payment', { exact: true })).toBeVisible();

    // The invoice, from My Orders: shown, and its PDF reads as the order.
    await page.goto('/dashboard/my-order');
    await page.getByRole('link', { name: 'Invoice INV-000001' }).click();
    await expect(page.getByRole('heading', { name: 'Invoice INV-000001' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download INV-000001.pdf' })).toBeVisible();
    await screenshot(page, 'invoice');
    const pdf = await call(shop.url, 'GET', `/orders/${orderId}/invoice.pdf`, token);
    for (const text of ['Invoice INV-000001', 'Discount \\(TEN\\)', 'CA sales tax', tool.name, 'Total']) {
      expect(pdf).toContain(text);
    }
    await context.close();
  });
}
