// Journey 22: a tool's own page (issue 33). A visitor opens a tool's address directly, sees
// its picture, name, price and stock, steps the quantity to three, adds them to the cart and
// goes to the cart; with JavaScript off the same address still shows the name, price and
// description the server wrote. At a desktop's width and a phone's.
import { ORDERS_ADMIN_EMAIL, PASSWORD, unique } from '../support/accounts.js';
import { api, checkA11y, expect, newContext, screenshot, serverURL, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** A tool no other journey sells, at its page's address. */
async function ownTool(tag) {
  const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
  const name = `Page Plane ${tag}`;
  const _id = await api.addTool(boss, {
    name,
    price: 42.5,
    image: '/images/demo/cordless-drill.svg',
    description: `A block plane for the tool page journey ${tag}: sharp, square and true.`,
    minOrder: 1,
    availableQuantity: 30,
  });
  const { slug } = await (await fetch(`${serverURL()}/tool/${_id}`)).json();
  return { _id, name, address: `/products/${_id}/${slug}` };
}

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
]) {
  test(`a visitor opens a tool's page, adds three to the cart and goes to the cart (${label})`, async ({ browser }) => {
    const tool = await ownTool(unique());
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    // The page starts from the answer the server wrote into it: no second GET /tool/{id}.
    const toolReads = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/tool/${tool._id}`) toolReads.push(request.url());
    });

    await page.goto(tool.address);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await expect(page).toHaveTitle(`${tool.name} · Toolshop`);
    await expect(page.locator('.tool-page-details .price-amount')).toHaveText('$42.50');
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByAltText(tool.name)).toBeVisible();

    const more = page.getByRole('button', { name: `One more: ${tool.name}` });
    await more.click();
    await more.click();
    await expect(page.getByLabel('Quantity')).toHaveValue('3');
    await screenshot(page, '22-tool-page');
    await checkA11y(page, `22-tool-page-${label}`);
    await page.getByRole('button', { name: `Add to cart: ${tool.name}` }).click();
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toBeVisible();
    await cart.click();

    await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
    const line = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem').filter({ hasText: tool.name });
    await expect(line.getByLabel('Quantity')).toHaveValue('3');
    await expect(line.getByRole('link', { name: tool.name })).toHaveAttribute('href', tool.address);
    expect(toolReads).toEqual([]);
    await context.close();
  });

  test(`without JavaScript a tool's page shows its name, price and description (${label})`, async ({ browser }) => {
    const tool = await ownTool(unique());
    const context = await newContext(browser, { viewport, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(tool.address);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await expect(page.locator('.tool-page-details .price-amount')).toHaveText('$42.50');
    await expect(page.getByText('sharp, square and true.')).toBeVisible();
    await expect(page.getByRole('link', { name: `Buy Now: ${tool.name}` })).toHaveAttribute('href', `/purchase/${tool._id}`);
    await screenshot(page, '22-tool-page-no-script');
    await context.close();
  });
}
