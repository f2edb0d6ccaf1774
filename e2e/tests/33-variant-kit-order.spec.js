// Journey 33, a kit bought in its variant (issue 42): a visitor picks 18V and the kit on a
// drill's page, adds it to the cart, checks out as a guest and pays. The kit is the bare 18V
// drill, two batteries and a charger, each also sold alone: their stock goes down. The owner
// sees the line's variant and SKU on the order's page, its invoice and the orders file. At a
// desktop's width and a phone's.
import { readFile } from 'node:fs/promises';

import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import { api, checkPage, expect, fillCard, newContext, screenshot, serverURL, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** The stock of a tool, or of its variant named variantName. */
async function stockOf(toolId, variantName) {
  const tool = await (await fetch(`${serverURL()}/tool/${toolId}`)).json();
  return variantName ? tool.variants.find((v) => v.name === variantName).availableQuantity : tool.availableQuantity;
}

/** A drill at 12V and 18V, bare or as a kit of the bare 18V drill, two batteries and a charger. */
async function kitShop(boss, tag) {
  const part = (name, price, availableQuantity) =>
    api.addTool(boss, { name, price, image: '/images/demo/battery.svg', description: `${name}.`, minOrder: 1, availableQuantity });
  const battery = await part(`Kit Battery ${tag}`, 39, 9);
  const charger = await part(`Kit Charger ${tag}`, 29, 5);
  const name = `Kit Drill ${tag}`;
  const bare = (Voltage, sku, price, availableQuantity) => ({ options: { Voltage, Kit: 'Bare tool' }, sku, price, availableQuantity });
  const _id = await api.addTool(boss, {
    name,
    image: '/images/demo/cordless-drill.svg',
    description: `A drill of the kit journey ${tag}.`,
    options: [
      { name: 'Voltage', values: ['12V', '18V'] },
      { name: 'Kit', values: ['Bare tool', '2 × 2.0Ah + charger'] },
    ],
    variants: [bare('12V', `KD12-${tag}`, 79, 10), bare('18V', `KD18-${tag}`, 109, 6)],
  });
  const drill = await (await fetch(`${serverURL()}/tool/${_id}`)).json();
  const bare18 = drill.variants.find((v) => v.name === '18V · Bare tool')._id;
  const variants = [
    ...drill.variants.map((v) => ({ _id: v._id })),
    {
      options: { Voltage: '18V', Kit: '2 × 2.0Ah + charger' },
      sku: `KD18K-${tag}`,
      price: 169,
      parts: [
        { toolId: _id, variantId: bare18, quantity: 1 },
        { toolId: battery, quantity: 2 },
        { toolId: charger, quantity: 1 },
      ],
    },
  ];
  const changed = await api.as(boss, 'PATCH', `/tool/${_id}`, { variants });
  expect(changed).toMatchObject({ modifiedCount: 1 });
  return { _id, name, battery, charger, address: `/products/${_id}/${drill.slug}` };
}

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
]) {
  test(`a guest buys a drill's 18V kit and pays; the owner sees its variant and its parts' stock go (${label})`, async ({ browser }) => {
    const tag = unique();
    const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const shop = await kitShop(boss, tag);
    const kitName = '18V · 2 × 2.0Ah + charger';
    const guest = newPerson('kit');
    // The kit's stock is what its parts allow: 6 drills, 9 / 2 batteries, 5 chargers.
    expect(await stockOf(shop._id, kitName)).toBe(4);

    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(shop.address);
    // The server's picker: the tap starts the app, which picks 18V in its own.
    await page.getByRole('group', { name: 'Voltage' }).getByRole('link', { name: '18V' }).click();
    await expect(page.getByRole('group', { name: 'Voltage' }).getByRole('radio', { name: '18V' })).toBeChecked();
    await page.getByRole('group', { name: 'Kit' }).getByRole('radio', { name: '2 × 2.0Ah + charger' }).click();
    await expect(page.locator('.tool-page-details .price')).toHaveText('$169.00 plus tax');
    await expect(page.getByRole('list', { name: 'In the kit' })).toContainText(`2 × Kit Battery ${tag}`);
    await checkPage(page, `33-kit-chosen-${label}`);
    await screenshot(page, '33-kit-chosen');
    await page.getByRole('button', { name: `Add to cart: ${shop.name}` }).click();
    const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
    await expect(cartLink).toBeVisible();
    await cartLink.click();
    await expect(page.getByRole('list', { name: 'Your cart' }).getByRole('listitem')).toContainText(`${kitName} · SKU KD18K-${tag}`);
    await page.getByRole('link', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Check out as a guest' })).toBeVisible();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Phone number').fill('+44 20 7946 0400');
    await page.getByLabel('Shipping').selectOption({ label: 'Pickup at the shop: free' });
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('$169.00').first()).toBeVisible();
    await screenshot(page, '33-kit-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/guest\/orders\/[0-9a-f]{24}#key=[A-Za-z0-9_-]{43}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(kitName);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('region', { name: 'Card payment' }).getByRole('button', { name: 'Pay $169.00' }).click();
    await expect(page.getByText('We have Recieved your payment', { exact: true })).toBeVisible();
    await screenshot(page, '33-kit-paid');
    await context.close();

    // The parts' stock went: one bare 18V drill, two batteries, a charger; the kit counts again.
    expect(await stockOf(shop._id, '18V · Bare tool')).toBe(5);
    expect(await stockOf(shop.battery)).toBe(7);
    expect(await stockOf(shop.charger)).toBe(4);
    expect(await stockOf(shop._id, kitName)).toBe(3);

    // The owner sees the variant on the order's page, its invoice and the orders file.
    const order = await api.getOrder(boss, orderId);
    expect(order.lines[0]).toMatchObject({ variantName: kitName, sku: `KD18K-${tag}`, quantity: 1 });
    const admin = await signedInContext(browser, boss, { viewport });
    const dashboard = await admin.newPage();
    await dashboard.goto(`/dashboard/orders/${orderId}`);
    await expect(dashboard.getByRole('region', { name: 'Items' })).toContainText(`${kitName} · SKU KD18K-${tag}`);
    await checkPage(dashboard, `33-kit-order-${label}`);
    await screenshot(dashboard, '33-kit-order');

    const headers = { Authorization: `Bearer ${boss}` };
    const invoice = Buffer.from(await (await fetch(`${serverURL()}/orders/${orderId}/invoice.pdf`, { headers })).arrayBuffer());
    expect(invoice.toString('latin1')).toContain(`KD18K-${tag}`);

    const today = new Date().toISOString().slice(0, 10);
    await dashboard.goto('/dashboard/manage-orders');
    const exportForm = dashboard.getByRole('form', { name: 'Export orders' });
    await exportForm.getByLabel('Placed from').fill(today);
    await exportForm.getByLabel('Placed until').fill(today);
    const saving = dashboard.waitForEvent('download');
    await exportForm.getByRole('button', { name: 'Export CSV' }).click();
    const rows = (await readFile(await (await saving).path(), 'utf8')).split('\n');
    const row = rows.find((line) => line.includes(orderId));
    expect(row).toContain(`${kitName},`);
    expect(row).toContain(`KD18K-${tag}`);
    await admin.close();
  });
}
