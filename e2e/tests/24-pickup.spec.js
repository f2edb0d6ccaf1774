// Journey 24: a pickup order from paid to picked up. On a shop of its own, the owner has a pickup
// with its address and opening hours; a customer checks out choosing it (the checkout shows where
// and when), pays, and the receipt says where to collect it. The admin marks it "Ready for pickup"
// (the customer's mail in the outbox says so, with the hours), then "Picked up" instead of
// shipping it; the customer's order page shows "Picked up" and both steps. At 1440 and 390 px.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import { checkA11y, expect, expectToast, fillCard, newestMail, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll, orderCardNumbered, orderNumber, orderTable } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

const PICKUP = {
  name: 'Pickup at the workshop',
  price: 0,
  pickup: true,
  address: '1 Mill Road\nSan Leandro, CA 94577',
  hours: 'Mon-Fri 9am-5pm\nSat 10am-2pm',
};

for (const viewport of [DESKTOP, PHONE]) {
  test(`a pickup order: ready for pickup, mailed, then picked up (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(120_000);
    const boss = await shop.api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    await shop.api.as(boss, 'POST', '/admin/shipping-methods', PICKUP);
    const adminContext = await signedInContext(browser, boss, { baseURL: shop.url, viewport });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/dashboard/shipping');
    const methodRow = adminPage.getByRole('row').filter({ has: adminPage.getByRole('rowheader', { name: PICKUP.name }) });
    await expect(methodRow).toContainText('Mon-Fri 9am-5pm');
    await expectNoSidewaysScroll(adminPage);
    await screenshot(adminPage, 'pickup-methods');

    // The customer checks out with the pickup: no address asked, the place and hours shown.
    const customer = newPerson('pickup');
    const token = await shop.api.signUpVerified(customer);
    const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    await shop.api.cartLine(token, tool._id, tool.minOrder);
    const context = await signedInContext(browser, token, { baseURL: shop.url, viewport });
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByLabel('Shipping').selectOption({ label: `${PICKUP.name}: free` });
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Phone number').fill('+1 510 555 0100');
    const place = page.locator('dl').filter({ hasText: 'Pick up at' });
    await expect(place).toContainText('1 Mill Road');
    await expect(place).toContainText('Sat 10am-2pm');
    await expect(page.getByRole('region', { name: 'Your order' }).locator('dt', { hasText: /^Total$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (viewport === DESKTOP) await checkA11y(page, 'pickup-checkout');
    await screenshot(page, 'pickup-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    // It pays; the receipt says where and when to collect the order.
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const orderId = page.url().split('/').pop();
    const number = orderNumber(orderId);
    const payment = page.getByRole('region', { name: 'Card payment' });
    await fillCard(page, '4242 4242 4242 4242');
    await payment.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(payment.getByText('We have Recieved your payment', { exact: true })).toBeVisible();
    await expect(page.locator('.receipt')).toContainText('Mon-Fri 9am-5pm');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'pickup-paid');

    // The admin prepares it: "To prepare", with Ready for pickup and Picked up, and no Ship.
    await adminPage.goto('/dashboard/manage-orders');
    const row = orderTable(adminPage, 'All orders')
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader', { name: number, exact: true }) });
    await expect(row.locator('[data-label="Status"]')).toContainText('To prepare');
    await expect(row.getByRole('button', { name: /^Ship/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Order of ${tool.name} for ${customer.name} ready for pickup` }).click();
    const ready = adminPage.getByRole('dialog', { name: 'Ready for pickup?' });
    await expect(ready).toContainText(`Order ${number} of ${customer.name} waits at the shop`);
    await screenshot(adminPage, 'pickup-ready-dialog');
    await ready.getByRole('button', { name: 'Ready for pickup' }).click();
    await expectToast(adminPage, `Order ${number} is ready for pickup: ${customer.name} is mailed`);
    await expect(row.locator('[data-label="Status"]')).toContainText('Ready for pickup');
    await expectNoSidewaysScroll(adminPage);
    await screenshot(adminPage, 'pickup-ready');

    // The customer's mail says so, with the address, the hours and the link to the order.
    let mail;
    await expect
      .poll(() => (mail = newestMail(customer.email, /ready for pickup/, { dataDir: shop.dataDir })), {
        message: 'the ready-for-pickup mail in the outbox',
      })
      .toBeTruthy();
    expect(mail).toContain(`Subject: Your order is ready for pickup: ${number}`);
    expect(mail).toContain('Mon-Fri 9am-5pm');
    expect(mail).toContain('Sat 10am-2pm');
    expect(mail).toContain('1 Mill Road');
    expect(mail).toContain(`/dashboard/orders/${orderId}`);

    // The customer collects it: the admin records it picked up.
    await row.getByRole('button', { name: `Order of ${tool.name} picked up by ${customer.name}` }).click();
    await adminPage.getByRole('dialog', { name: 'Picked up?' }).getByRole('button', { name: 'Picked up' }).click();
    await expectToast(adminPage, `Order ${number} is picked up`);
    await expect(row.locator('[data-label="Status"]')).toContainText('Picked up');
    await expect(row.getByRole('button', { name: /picked up by|ready for pickup$/ })).toHaveCount(0);
    await screenshot(adminPage, 'pickup-done-admin');
    await adminContext.close();

    // The customer's order page: "Picked up", never "Shipped"; both steps, by the shop.
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByRole('region', { name: 'Order state' })).toContainText('Picked up');
    await expect(page.getByRole('region', { name: 'Order state' })).not.toContainText('Shipped');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Pick up at');
    await expect(delivery).toContainText('Sat 10am-2pm');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.locator('.timeline-label')).toHaveText(['Placed', 'Payment started', 'Paid', 'Ready for pickup', 'Picked up']);
    await expect(timeline.getByRole('listitem').nth(3)).toContainText('by the shop');
    await expect(timeline.getByRole('listitem').nth(4)).toContainText('by the shop');
    await expectNoSidewaysScroll(page);
    if (viewport === DESKTOP) await checkA11y(page, 'pickup-order-page');
    await screenshot(page, 'pickup-order-page');

    // My Orders says Picked up too.
    await page.goto('/dashboard/my-order');
    const card = orderCardNumbered(page, number);
    await expect(card.locator('[data-label="Shipping"]')).toHaveText('Picked up');
    await screenshot(page, 'pickup-my-orders');
    await context.close();
  });
}
