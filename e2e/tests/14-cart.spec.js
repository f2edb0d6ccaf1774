// Journey 14: a cart and one checkout. A visitor fills a cart with three tools, signs in (the
// cart joins the account's), checks out, pays once, and sees one order of three lines; a line
// that sold out meanwhile says so; an admin refunds one line of a shipped order, back on the
// shelf. At a desktop's width and a phone's.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import {
  api,
  checkA11y,
  expect,
  expectToast,
  fillCard,
  newContext,
  screenshot,
  signInWithForm,
  signedInContext,
  test,
} from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** An admin of this journey's own, and three tools no other journey sells, named after `tag`. */
async function shopOfOwnTools(tag, stock = 20) {
  const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
  const names = ['Cart Saw', 'Cart Level', 'Cart Chisel'].map((name) => `${name} ${tag}`);
  const tools = [];
  for (const [index, name] of names.entries()) {
    const _id = await api.addTool(boss, {
      name,
      price: 10 + index * 5,
      image: '/images/demo/cordless-drill.svg',
      description: `A tool of the cart journey ${tag}.`,
      minOrder: 1,
      availableQuantity: stock,
    });
    tools.push({ _id, name, price: 10 + index * 5 });
  }
  return { boss, tools };
}

/** The top bar's cart, counting `units`: beside the menu at every width, never inside it. */
const cartLink = (page, units) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${units} ${units === 1 ? 'item' : 'items'}` });

/** Adds the tool from its card, confirmed by the top bar's count (and its words), not a toast. */
async function addToCart(page, tool, units) {
  await page.getByRole('button', { name: `Add to cart: ${tool.name}` }).click();
  await expect(cartLink(page, units)).toBeVisible();
  await expect(page.getByRole('banner').locator('[aria-live]')).toHaveText(`${tool.name} is in your cart (1)`);
  await expect(page.locator('.toast')).toHaveCount(0);
}

/** Opens the cart from the top bar, and checks it counts `units`. */
async function openCart(page, units) {
  const link = cartLink(page, units);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
}

/** Nothing stands out of the page's column: each of `boxes` ends where the page's heading does. */
async function expectInsideColumn(page, boxes) {
  const column = await page.getByRole('heading', { level: 1 }).boundingBox();
  const rights = await boxes.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
  for (const right of rights) expect(right).toBeLessThanOrEqual(column.x + column.width + 0.5);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a visitor's cart of three tools becomes one order, paid once (${viewport.width} px)`, async ({ browser }) => {
    const tag = unique();
    const { tools } = await shopOfOwnTools(tag);
    const customer = newPerson('cart');
    await api.signUpVerified(customer);

    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    for (const [index, tool] of tools.entries()) await addToCart(page, tool, index + 1);
    await screenshot(page, 'cart-count-in-top-bar');
    await openCart(page, 3);
    const lines = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await screenshot(page, 'cart-visitor');
    await expectNoSidewaysScroll(page);
    await expectInsideColumn(page, page.getByRole('main').locator('.card'));
    await checkA11y(page, 'the cart');

    // Checkout offers the visitor to sign in (or to check out as a guest); the cart comes along.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signInWithForm(page, customer);
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => localStorage.getItem('toolshop.cart'))).toBeNull();

    await page.getByLabel('Phone number').fill('+44 20 7946 0400');
    // A delivery's threshold is said under the choice, whole, not cut short inside it.
    await page.getByLabel('Shipping').selectOption({ label: 'Standard delivery: $9.99' });
    await expect(page.getByText('Free over $250.00')).toBeVisible();
    await screenshot(page, 'checkout-shipping');
    await expectInsideColumn(page, page.getByLabel('Shipping'));
    await page.getByLabel('Shipping').selectOption({ label: 'Pickup at the shop: free' });
    // Collected at the shop, the order needs no address, nor a place: it is taxed at the shop.
    await expect(page.getByText('No address needed: you collect the order at the shop.')).toBeVisible();
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    const parts = page.getByRole('region', { name: 'Your order' });
    await expect(parts.getByText('$45.00').first()).toBeVisible(); // 10 + 15 + 20
    await screenshot(page, 'checkout');
    await expectNoSidewaysScroll(page);
    await expectInsideColumn(page, page.getByRole('main').locator('.card'));
    await checkA11y(page, 'the checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const payment = page.getByRole('region', { name: 'Card payment' });
    await fillCard(page, '4242 4242 4242 4242');
    await payment.getByRole('button', { name: 'Pay $45.00' }).click();
    await expect(payment.getByText('We have Recieved your payment', { exact: true })).toBeVisible();

    const orders = await api.myOrders(await api.account(customer));
    expect(orders).toHaveLength(1);
    expect(orders[0].lines.map((line) => line.toolsName)).toEqual(tools.map((tool) => tool.name));
    expect(orders[0].paid).toBe(true);
    expect(orders[0].address).toBe('Pickup at the shop');

    await page.goto('/dashboard/my-order');
    // The order's card counts its tools; its page lists them.
    const card = page.getByRole('list', { name: 'Your orders' }).getByRole('article').first();
    await expect(card).toContainText(`${tools.length} tools, ${tools.length} items`);
    await screenshot(page, 'my-orders-three-lines');
    await card.getByRole('heading').getByRole('link').click();
    const items = page.getByRole('region', { name: 'Items' });
    for (const tool of tools) await expect(items.getByRole('link', { name: tool.name, exact: true })).toBeVisible();
    await context.close();
  });

  test(`a line sold out meanwhile says so and holds the checkout (${viewport.width} px)`, async ({ browser }) => {
    const tag = unique();
    const { tools } = await shopOfOwnTools(tag, 2);
    const [saw, level] = tools;
    const customer = newPerson('cart');
    const token = await api.signUpVerified(customer);
    const rival = newPerson('rival');
    const rivalToken = await api.signUpVerified(rival);

    const context = await signedInContext(browser, token, { viewport });
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    for (const [index, tool] of [saw, level].entries()) await addToCart(page, tool, index + 1);
    await api.order(rivalToken, { tool: { ...saw, minOrder: 2 }, person: rival, quantity: 2 });

    await openCart(page, 2);
    const sawLine = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem').filter({ hasText: saw.name });
    await expect(sawLine.getByText(`${saw.name}: sold out`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await screenshot(page, 'cart-sold-out');

    // The checkout prices no cart without the line: it names it and leads back.
    await page.goto('/checkout');
    await expect(page.getByRole('alert').getByText(`${saw.name}: sold out`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    await screenshot(page, 'checkout-blocked');
    await page.getByRole('link', { name: 'Back to your cart' }).click();

    await sawLine.getByRole('button', { name: `Remove ${saw.name}` }).click();
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await context.close();
  });

  test(`the cart's refusals are said on their lines (${viewport.width} px)`, async ({ browser }) => {
    const tag = unique();
    const { tools } = await shopOfOwnTools(tag, 3);
    const [saw] = tools;
    const customer = newPerson('cart');
    const token = await api.signUpVerified(customer);
    await api.cartLine(token, saw._id, 2);

    const context = await signedInContext(browser, token, { viewport });
    const page = await context.newPage();
    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem').filter({ hasText: saw.name });
    const quantity = line.getByLabel('Quantity');
    await expect(quantity).toHaveValue('2');
    await expect(line.getByRole('link', { name: saw.name })).toHaveAttribute('href', new RegExp(`^/products/${saw._id}/`));

    // Stepped up to the stock, no further.
    await line.getByRole('button', { name: `One more: ${saw.name}` }).click();
    await expect(quantity).toHaveValue('3');
    await expect(line.getByRole('button', { name: `One more: ${saw.name}` })).toBeDisabled();

    for (const [typed, said] of [
      ['4', 'only 3 left'],
      ['0', 'the minimum order is 1'],
      ['-2', 'the quantity cannot be negative'],
      ['10.5', 'enter a whole number'],
    ]) {
      await quantity.fill(typed);
      await quantity.press('Enter');
      await expect(line.getByRole('alert')).toHaveText(`${saw.name}: ${said}. The quantity stays 3.`);
      await expect(quantity).toHaveValue('3');
    }
    await expect(page.locator('.toast')).toHaveCount(0);
    await screenshot(page, 'cart-refusal');
    await checkA11y(page, 'the cart with a refusal');
    // Nothing was changed: the server's cart holds 3.
    const cart = await api.cart(token);
    expect(cart.lines.map((l) => l.quantity)).toEqual([3]);
    await context.close();
  });

  test(`an admin refunds one line of a shipped order, back on the shelf (${viewport.width} px)`, async ({ browser }) => {
    const tag = unique();
    const { boss, tools } = await shopOfOwnTools(tag, 10);
    const [saw, level] = tools;
    const customer = newPerson('cart');
    const token = await api.signUpVerified(customer);
    await api.cartLine(token, saw._id, 2);
    await api.cartLine(token, level._id, 1);
    const orderId = await api.checkout(token, { line1: '9 Return Road', city: 'Albany', postalCode: '12207', number: '555', country: 'US', region: 'NY', shippingMethodId: await api.shippingMethod('Standard delivery') });
    await api.pay(token, orderId);
    await api.ship(boss, orderId);

    const context = await signedInContext(browser, boss, { viewport });
    const page = await context.newPage();
    const number = `#${orderId.slice(-8).toUpperCase()}`;
    await page.goto(`/dashboard/manage-orders?q=${encodeURIComponent(number.slice(1))}`);
    const row = page.getByRole('table', { name: 'All orders' }).getByRole('row', { name: new RegExp(number) });
    await row.getByRole('button', { name: /^Refund order/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
    await dialog.getByLabel(`Units of ${saw.name} to refund`).fill('1');
    await dialog.getByLabel(`Put the refunded ${saw.name} back on the shelf`).check();
    await screenshot(page, 'refund-line');
    await dialog.getByRole('button', { name: 'Refund the chosen units' }).click();
    await expectToast(page, `Order ${number}: lines refunded`);

    await expect.poll(async () => (await api.tool(saw.name)).availableQuantity, { message: 'the saw back on the shelf' }).toBe(9);
    expect((await api.tool(level.name)).availableQuantity).toBe(9);
    const [order] = await api.myOrders(token);
    expect(order.state).toBe('shipped');
    expect(order.refunded).toBe(10);
    expect(order.lines[0].refundedQuantity).toBe(1);
    await context.close();
  });
}
