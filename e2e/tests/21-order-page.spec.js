// Journey 21: one order's page, from My Orders and from Manage All Orders: its lines with their
// pictures and links, its delivery, the parts of its total, its invoice, its timeline with the
// carrier's tracking link; Buy again puts its lines back into the cart; an unpaid order's page
// offers Pay and Cancel. At 1440 and 390 px.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import { api, checkA11y, expect, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll, orderCardNumbered, orderNumber } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** Every amount on the page is on one line: none wraps mid-number. */
async function expectAmountsWhole(page) {
  const wrapped = await page.locator('.numeric, .price').evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
        return element.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((element) => element.textContent),
  );
  expect(wrapped, 'amounts wrapped over two lines').toEqual([]);
}

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test(`an order's page: lines, delivery, total, invoice, timeline, Buy again, Pay and Cancel (${viewport.width} px)`, async ({
    browser,
  }) => {
    const tag = unique();
    const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const tools = [];
    for (const [index, name] of ['Order Page Saw', 'Order Page Level'].entries()) {
      const tool = { name: `${name} ${tag}`, price: 1234.5 + index, image: index ? '/images/demo/universal-wrench.svg' : '/images/demo/cordless-drill.svg', minOrder: 1, availableQuantity: 50 };
      tools.push({ ...tool, _id: await api.addTool(boss, { ...tool, description: `A tool of the order page journey ${tag}.` }) });
    }
    const customer = newPerson('order-page');
    const token = await api.signUpVerified(customer);
    await api.cartLine(token, tools[0]._id, 2);
    await api.cartLine(token, tools[1]._id, 1);
    const address = '350 Fifth Avenue, New York';
    const shippedId = await api.checkout(token, {
      line1: '350 Fifth Avenue',
      city: 'New York',
      postalCode: '10118',
      number: '555-0199',
      country: 'US',
      region: 'NY',
      shippingMethodId: await api.shippingMethod('Standard delivery'),
    });
    const transactionId = await api.pay(token, shippedId);
    await api.as(boss, 'PUT', `/orders/shipped/${shippedId}`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const pendingId = await api.order(token, { tool: tools[1], person: customer, address });
    const shipped = await api.getOrder(token, shippedId);

    // From My Orders, the order's number leads to its page.
    const context = await signedInContext(browser, token, { viewport });
    const page = await context.newPage();
    await page.goto('/dashboard/my-order');
    const card = orderCardNumbered(page, orderNumber(shippedId));
    await expect(card).toContainText('2 tools, 3 items');
    await card.getByRole('link', { name: orderNumber(shippedId), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${shippedId}$`));
    await expect(page.getByRole('heading', { name: `Order ${orderNumber(shippedId)}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`TransactionId: ${transactionId}`)).toBeVisible();

    // Its lines, each linking to its tool, the parts of its total as the server priced them.
    const items = page.getByRole('region', { name: 'Items' });
    for (const tool of tools) {
      await expect(items.getByRole('link', { name: tool.name, exact: true })).toHaveAttribute('href', `/purchase/${tool._id}`);
    }
    await expect(items.locator('img')).toHaveCount(2);
    await expect(items).toContainText('2 × $1,234.50');
    await expect(items).toContainText('Shipping (Standard delivery)');
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(shipped.price);
    await expect(items.locator('dt', { hasText: /^Total$/ }).locator('+ dd')).toHaveText(total);

    // Where it goes, its invoice, and its history with the carrier's tracking page.
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText(address);
    await expect(delivery).toContainText('Standard delivery');
    await expect(page.getByRole('region', { name: 'Invoice and credit notes' }).getByRole('link', { name: /^Invoice INV-\d{6}$/ })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.locator('.timeline-label')).toHaveText(['Placed', 'Payment started', 'Paid', 'Shipped']);
    await expect(timeline.getByRole('link', { name: 'Track 1Z999AA10123456784 with UPS' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    // A shipped order cannot be paid or cancelled.
    await expect(page.getByRole('link', { name: /^Pay for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAmountsWhole(page);
    if (!phone) await checkA11y(page, 'order-page');
    await screenshot(page, 'order-page');

    // Buy again: both lines back in the cart, which the top bar counts.
    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All 2 tools are in your cart.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await screenshot(page, 'order-page-bought-again');

    // An unpaid order's page: Pay leads to the payment page; Cancel asks first, then cancels it.
    await page.goto(`/dashboard/orders/${pendingId}`);
    await expect(page.getByRole('link', { name: `Pay for ${tools[1].name}` })).toHaveAttribute('href', `/dashboard/payment/${pendingId}`);
    await expect(page.getByText('Pending payment', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'order-page-pending');
    await page.getByRole('button', { name: `Cancel order of ${tools[1].name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pay for/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Timeline' }).locator('.timeline-label')).toHaveText(['Placed', 'Cancelled']);
    await context.close();

    // An admin reaches the page from Manage All Orders; they have no cart to buy again into.
    const adminContext = await signedInContext(browser, boss, { viewport });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/dashboard/manage-orders?q=${encodeURIComponent(orderNumber(shippedId))}`);
    await adminPage.getByRole('table', { name: 'All orders' }).getByRole('link', { name: orderNumber(shippedId), exact: true }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/dashboard/orders/${shippedId}$`));
    await expect(adminPage.getByRole('region', { name: 'Items' })).toContainText(tools[0].name);
    await expect(adminPage.getByRole('button', { name: 'Buy again' })).toHaveCount(0);
    await expectNoSidewaysScroll(adminPage);
    await adminContext.close();
  });
}
