// Journey 22, a tool with variants (issue 42): with JavaScript off, a visitor opens a drill's
// page, sees it priced "from" its lowest variant and Buy Now waiting for a choice, then picks
// 18V and the kit by the pickers' links: each page shows the variant's price, stock, SKU and
// parts, the value chosen marked, one sold out greyed, and Buy Now leads to the variant's
// purchase. The server writes all of it. With JavaScript, the app's pickers do the same without
// leaving the page: the address names the variant, and the cart gets a line per variant. At a
// desktop's width and a phone's.
import { ORDERS_ADMIN_EMAIL, PASSWORD, unique } from '../support/accounts.js';
import { api, checkA11y, expect, expectNoSidewaysScroll, newContext, screenshot, serverURL, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** A drill of its own, at 12V and 18V, bare or as a kit of two batteries and a charger sold alone too. */
async function ownDrill(tag) {
  const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
  const part = (name, availableQuantity) =>
    api.addTool(boss, { name, price: 49, image: '/images/demo/cordless-drill.svg', description: `${name}.`, minOrder: 1, availableQuantity });
  const battery = await part(`Battery 5.0Ah ${tag}`, 9);
  const charger = await part(`Charger ${tag}`, 5);
  const name = `Variant Drill ${tag}`;
  const variant = (Voltage, Kit, sku, price, availableQuantity) => ({ options: { Voltage, Kit }, sku, price, availableQuantity, minOrder: 1 });
  const _id = await api.addTool(boss, {
    name,
    image: '/images/demo/cordless-drill.svg',
    description: `A cordless drill for the variants journey ${tag}.`,
    options: [
      { name: 'Voltage', values: ['12V', '18V'] },
      { name: 'Kit', values: ['Bare tool', 'Kit'] },
    ],
    variants: [
      variant('12V', 'Bare tool', `VD12-${tag}`, 129, 20),
      variant('12V', 'Kit', `VD12K-${tag}`, 179, 0),
      variant('18V', 'Bare tool', `VD18-${tag}`, 149, 12),
      {
        options: { Voltage: '18V', Kit: 'Kit' },
        sku: `VD18K-${tag}`,
        price: 299,
        minOrder: 1,
        parts: [
          { toolId: battery, quantity: 2 },
          { toolId: charger, quantity: 1 },
        ],
      },
    ],
  });
  const tool = await (await fetch(`${serverURL()}/tool/${_id}`)).json();
  const ids = Object.fromEntries(tool.variants.map((v) => [v.name, v._id]));
  return { _id, name, tag, ids, address: `/products/${_id}/${tool.slug}` };
}

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
]) {
  test(`without JavaScript a visitor picks a drill's voltage and kit by links (${label})`, async ({ browser }) => {
    const drill = await ownDrill(unique());
    const context = await newContext(browser, { viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    const voltage = page.getByRole('group', { name: /^Voltage/ });
    const kit = page.getByRole('group', { name: /^Kit/ });

    await page.goto(drill.address);
    await expect(page.getByRole('heading', { level: 1, name: drill.name })).toBeVisible();
    await expect(page.locator('.tool-page-details .price')).toHaveText('from $129.00 plus tax');
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    await expect(page.getByText('Choose a Voltage and Kit')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, '22-tool-page-variants-no-script');

    await voltage.getByRole('link', { name: '18V' }).click();
    await expect(page).toHaveURL(`${drill.address}?variant=${drill.ids['18V · Bare tool']}`);
    await expect(page).toHaveTitle(`${drill.name} — 18V · Bare tool · Toolshop`);
    await expect(voltage.getByRole('link', { name: '18V' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.tool-page-details .price')).toHaveText('$149.00 plus tax');
    await expect(page.getByRole('row', { name: `SKU VD18-${drill.tag}` })).toBeVisible();

    await kit.getByRole('link', { name: 'Kit' }).click();
    await expect(page).toHaveURL(`${drill.address}?variant=${drill.ids['18V · Kit']}`);
    await expect(kit.getByRole('link', { name: 'Kit' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.tool-page-details .price')).toHaveText('$299.00 plus tax');
    // Its stock is what its parts allow: 9 batteries by two, 5 chargers.
    await expect(page.getByText('Only 4 left', { exact: true })).toBeVisible();
    await expect(page.locator('.kit-parts')).toHaveText(`2 × Battery 5.0Ah ${drill.tag} 1 × Charger ${drill.tag}`);
    await expect(page.getByRole('link', { name: `Buy Now: ${drill.name} — 18V · Kit` })).toHaveAttribute(
      'href',
      `/purchase/${drill._id}?variant=${drill.ids['18V · Kit']}`,
    );

    // At 12V the kit is sold out: greyed, and still a link to its page.
    await voltage.getByRole('link', { name: '12V' }).click();
    await expect(page).toHaveURL(`${drill.address}?variant=${drill.ids['12V · Kit']}`);
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(kit.getByRole('link', { name: 'Kit Sold out' })).toHaveAttribute('aria-current', 'true');
    await expectNoSidewaysScroll(page);
    await screenshot(page, '22-tool-page-variant-no-script');
    await context.close();
  });
}

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
]) {
  test(`a visitor picks a drill's voltage and kit in the app and adds two variants to the cart (${label})`, async ({ browser }) => {
    const drill = await ownDrill(unique());
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    const voltage = page.getByRole('group', { name: 'Voltage' });
    const kit = page.getByRole('group', { name: 'Kit' });
    const price = page.locator('.tool-page-details .price');

    await page.goto(drill.address);
    await expect(price).toHaveText('from $129.00 plus tax');
    await expect(page.getByRole('button', { name: `Add to cart: ${drill.name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Buy Now: ${drill.name}` })).toHaveAccessibleDescription('Choose a Voltage and Kit');

    // At 12V the kit is sold out: greyed, saying so, and still reachable. On the server's page
    // the values are links; the first tap on one starts the app, which picks it in its own picker.
    await voltage.getByRole('link', { name: '12V' }).click();
    await expect(voltage.getByRole('radio', { name: '12V' })).toBeChecked();
    await expect(kit.getByRole('radio', { name: 'Kit' })).toHaveAccessibleDescription('Sold out');
    await expect(kit.getByRole('radio', { name: 'Kit' })).toBeEnabled();
    await expectNoSidewaysScroll(page);
    await screenshot(page, '22-tool-page-variants-app');
    await checkA11y(page, `22-tool-page-variants-app-${label}`);

    await voltage.getByRole('radio', { name: '18V' }).click();
    await kit.getByRole('radio', { name: 'Kit' }).click();
    await expect(page).toHaveURL(`${drill.address}?variant=${drill.ids['18V · Kit']}`);
    await expect(page).toHaveTitle(`${drill.name} — 18V · Kit · Toolshop`);
    await expect(price).toHaveText('$299.00 plus tax');
    await expect(page.getByText('Only 4 left', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'In the kit' })).toHaveText(`2 × Battery 5.0Ah ${drill.tag}1 × Charger ${drill.tag}`);
    await expect(page.getByRole('link', { name: `Buy Now: ${drill.name} — 18V · Kit` })).toHaveAttribute(
      'href',
      `/purchase/${drill._id}?variant=${drill.ids['18V · Kit']}`,
    );
    await screenshot(page, '22-tool-page-variant-app');
    await page.getByRole('button', { name: `Add to cart: ${drill.name}` }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await kit.getByRole('radio', { name: 'Bare tool' }).click();
    await expect(page).toHaveURL(`${drill.address}?variant=${drill.ids['18V · Bare tool']}`);
    await expect(price).toHaveText('$149.00 plus tax');
    await page.getByRole('button', { name: `Add to cart: ${drill.name}` }).click();
    const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' });
    await expect(cartLink).toBeVisible();
    await cartLink.click();

    const lines = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`18V · Kit · SKU VD18K-${drill.tag}`);
    await expect(lines.nth(1)).toContainText(`18V · Bare tool · SKU VD18-${drill.tag}`);
    await expect(page.locator('.cart-subtotal')).toHaveText('Subtotal $448.00');
    await screenshot(page, '22-cart-variants');
    await context.close();
  });
}
