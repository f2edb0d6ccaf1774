// Journey 17: what a picky customer and owner notice in their first hour. A tool that cannot be
// bought says so (its card's Buy Now disabled, its purchase page without a form that can only
// fail); a quantity that is no whole number gets no total; a search of only symbols finds no
// tool and says so; Add Tools names every bad field at once. In shops of their own, whose
// catalogue only this journey changes.
import { ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import {
  checkA11y,
  expect,
  expectFieldError,
  newContext,
  screenshot,
  signedInContext,
  test,
} from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

for (const viewport of [DESKTOP, PHONE]) {
  test(`a tool that cannot be bought says so, and a search of symbols finds nothing (${viewport.width} px)`, async ({
    browser,
    freshShop: shop,
  }) => {
    const adminToken = await shop.api.admin({ name: 'E2E First Hour Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const { image } = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
    const saw = { name: 'Last Coping Saw', price: 12, image, minOrder: 2, availableQuantity: 1, description: 'A fine saw.' };
    const sawId = await shop.api.addTool(adminToken, saw);

    // A visitor finds it: the card says Out of stock and its Buy Now cannot be pressed.
    const visitor = await (await newContext(browser, { viewport, baseURL: shop.url })).newPage();
    await visitor.goto('/search?q=coping');
    const main = visitor.getByRole('main');
    const card = main.getByRole('article').filter({ has: visitor.getByRole('heading', { name: saw.name }) });
    await expect(card.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Buy Now: ${saw.name} (out of stock)` })).toBeDisabled();
    await expect(card.getByRole('link', { name: `Buy Now: ${saw.name}` })).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);

    // Only symbols: no tool matches, and the page says so.
    const box = visitor.getByRole('search').getByRole('searchbox', { name: 'Search tools' });
    await box.fill('🔨🔨');
    await box.press('Enter');
    await expect(main.getByRole('heading', { name: "No tools match '🔨🔨'" })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('0 tools found');
    await expect(main.getByRole('article')).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
    await screenshot(visitor, 'first-hour-symbols-search');
    await visitor.context().close();

    // A customer opening its purchase page is told why, with a way back, and has no form.
    const token = await shop.api.signUpVerified(newPerson('first-hour'));
    const page = await (await signedInContext(browser, token, { viewport, baseURL: shop.url })).newPage();
    await page.goto(`/purchase/${sawId}`);
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByRole('status')).toHaveText(
      'Out of stock: only 1 left, and the minimum order is 2. See the other tools',
    );
    await expect(order.getByRole('link', { name: 'See the other tools' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
    await expect(order.getByLabel('Quantity')).toHaveCount(0);
    await checkA11y(page, `first-hour-out-of-stock-${viewport.width}`);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'first-hour-out-of-stock');

    // A tool in stock: 10.5 is refused as it is typed, with no total for it.
    const hammer = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
    await page.goto(`/purchase/${hammer._id}`);
    const quantity = order.getByLabel('Quantity');
    await quantity.fill('10.5');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(`Between ${hammer.minOrder} and ${hammer.availableQuantity} Quantity must be a whole number`);
    const costs = order.getByRole('region', { name: 'What the order costs' });
    await expect(costs).toContainText('The price shows for a quantity that can be ordered.');
    await expect(costs).not.toContainText('Total');
    await expect(order.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await quantity.fill(String(hammer.minOrder));
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await expect(costs).not.toContainText('The price shows for a quantity that can be ordered.');
    await page.context().close();
  });

  test(`Add Tools names every bad field at once (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    const adminToken = await shop.api.admin({ name: 'E2E First Hour Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const page = await (await signedInContext(browser, adminToken, { viewport, baseURL: shop.url })).newPage();
    await page.goto('/dashboard/add-tools');
    const main = page.getByRole('main');
    const fields = {
      Name: ['Hose Reel', null],
      'Price ($)': ['-4', 'Price must be more than 0'],
      'Image link': ['javascript:alert(1)', 'Image link must start with https://, http:// or /'],
      'Minimum order': ['0', 'min Order must be at least 1'],
      'Available quantity': ['-1', 'available Quantity cannot be negative'],
      Description: ['A wall-mounted reel.', null],
    };
    for (const [label, [value]] of Object.entries(fields)) await main.getByLabel(label, { exact: true }).fill(value);
    await main.getByRole('button', { name: 'Add Tool', exact: true }).click();
    for (const [label, [, message]] of Object.entries(fields)) {
      const field = main.getByLabel(label, { exact: true });
      if (message) await expectFieldError(field, message);
      else await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await checkA11y(page, `first-hour-add-tool-problems-${viewport.width}`);
    await screenshot(page, 'first-hour-add-tool-problems');
    // Nothing was added.
    await expect(shop.api.tool('Hose Reel')).rejects.toThrow('no tool named Hose Reel');
    await page.context().close();
  });
}
