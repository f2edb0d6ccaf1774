// Journey 18: every amount shown is the amount charged. On a shop of its own, at home in
// California with its 10 % sales tax and a deal of the day running: the deal's card, the purchase
// form's quote, the checkout's parts and the payment page show what the orders then charge, to
// the cent, the purchase form's delivery and the California tax included; on a desktop and on a
// phone.
import { ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import { checkA11y, expect, formatPrice, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll, fillBuyNow } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** The amount a list of parts (the one parts component) shows as its Total. */
async function shownTotal(parts) {
  const total = parts.locator('dt', { hasText: /^Total$/ }).locator('+ dd');
  await expect(total).toHaveText(/^\$[\d,]+\.\d\d$/);
  return (await total.textContent()).trim();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`what each page shows is what the order charges, during a deal, taxed (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(90_000);
    const admin = await shop.api.admin({ name: 'E2E Admin', email: ADMIN_EMAIL, password: PASSWORD });
    await shop.api.as(admin, 'PUT', '/admin/shop', { legalName: 'Toolshop', country: 'US', region: 'CA' });
    await shop.api.as(admin, 'POST', '/admin/tax-rates', { country: 'US', region: 'CA', name: 'CA sales tax', rate: 1000 });
    const deal = await shop.api.tool('550MM HARDPOINT HAND SAW');
    const other = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    const dealPrice = Math.round(deal.price * 70) / 100; // 30 % off: 20 saws then cost less than free delivery needs
    await shop.api.as(admin, 'PUT', '/admin/deal', { toolId: deal._id, price: dealPrice, endsAt: new Date(Date.now() + 3600_000).toISOString() });

    const customer = newPerson('charged');
    const token = await shop.api.signUpVerified(customer);
    const context = await signedInContext(browser, token, { baseURL: shop.url, viewport });
    const page = await context.newPage();

    // The deal's card: the price charged before delivery and tax, the own price struck through.
    await page.goto('/');
    const card = page
      .getByRole('region', { name: /^Available Tools:/ })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: deal.name, exact: true }) });
    await expect(card.locator('.price').first()).toHaveText(`${formatPrice(dealPrice)} was ${formatPrice(deal.price)} plus tax`);

    // The purchase form: the server's quote of the order, and the order charges it.
    await page.goto(`/purchase/${deal._id}`);
    const form = page.getByRole('region', { name: 'Your order' });
    await fillBuyNow(form, { phone: '+1 510 555 0100' });
    const quote = form.getByRole('region', { name: 'What the order costs' });
    await expect(quote).toContainText(`Subtotal${formatPrice(Math.round(dealPrice * deal.minOrder * 100) / 100)}`);
    await expect(quote).toContainText('Shipping (Standard delivery)$9.99');
    await expect(quote).toContainText('CA sales tax');
    const purchaseTotal = await shownTotal(quote);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'charged-purchase');
    await form.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const [purchased] = await shop.api.myOrders(token);
    expect(formatPrice(purchased.price)).toBe(purchaseTotal);
    expect([purchased.shippingMethod, purchased.taxCountry, purchased.taxRegion]).toEqual(['Standard delivery', 'US', 'CA']);

    // The checkout of a cart: California typed by its name, the delivery chosen; the parts shown
    // are the order's, and the payment page asks for its total.
    await shop.api.cartLine(token, deal._id, deal.minOrder);
    await shop.api.cartLine(token, other._id, other.minOrder);
    await page.goto('/checkout');
    await page.getByLabel('Phone number').fill('+1 510 555 0100');
    await page.getByLabel('Street address').fill('1 Davis Street');
    await page.getByLabel('City').fill('San Leandro');
    await page.getByLabel('Postal code').fill('94577');
    await expect(page.getByLabel('Country')).toHaveValue('United States');
    await page.getByLabel('State or region').fill('California');
    await page.getByLabel('Shipping').selectOption({ index: 1 }); // Standard delivery: pickups come last
    const parts = page.getByRole('region', { name: 'Your order' });
    await expect(parts.getByText('CA sales tax')).toBeVisible();
    const checkoutTotal = await shownTotal(parts);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'charged-checkout');
    await checkA11y(page, `charged-checkout-${viewport.width}`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const order = await shop.api.getOrder(token, page.url().split('/').pop());
    expect(formatPrice(order.price)).toBe(checkoutTotal);
    expect([order.country, order.region, order.taxCountry, order.taxRegion]).toEqual(['US', 'CA', 'US', 'CA']);
    expect(order.lines.find((line) => line.toolId === deal._id).unitPrice).toBe(dealPrice);

    const payment = page.getByRole('region', { name: 'Card payment' });
    await expect(payment.getByRole('button', { name: /^Pay \$/ })).toHaveText(`Pay ${checkoutTotal}`);
    await screenshot(page, 'charged-payment');
    await context.close();
  });
}
