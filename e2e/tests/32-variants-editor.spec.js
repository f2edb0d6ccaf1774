// Journey 32: an admin sells a tool in variants. On Add Tools they name its options, add a row
// for every combination, set one price and stock for all of them at once and add it; on Manage
// Products they make one variant a kit of a battery the shop sells, found by searching, and see
// its stock become what its parts allow; a GTIN the server refuses shows on its row. At a
// desktop's width and a phone's.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import { api, checkPage, expect, expectToast, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

const BATTERY = '18V 2.0AH LITHIUM-ION BATTERY';

/** A 13-digit GTIN of the shop's own (the shop takes each once), its check digit `wrong` or right. */
function gtin(viewport, wrong = false) {
  const base = `${Date.now()}`.slice(-9) + `${viewport.width % 1000}`.padStart(3, '0');
  const sum = [...base].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return base + ((check + (wrong ? 1 : 0)) % 10);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin adds a tool in variants and makes one a kit (${viewport.width} px)`, async ({ browser }) => {
    const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const person = newPerson('variants-admin');
    const token = await api.signUpVerified(person);
    await api.makeAdmin(boss, person.email);
    const name = `E2E SOCKET ${unique()}`;
    const battery = await api.tool(BATTERY);

    const page = await (await signedInContext(browser, token, { viewport })).newPage();
    await page.goto('/dashboard/add-tools');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Image link').fill('/images/demo/cordless-drill.svg');
    await page.getByLabel('Description').fill('A socket sold in sizes, added by the browser tests.');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option', { exact: true }).fill('Size');
    await page.getByLabel('Values, separated by commas').fill('10 mm, 13 mm');
    await page.getByRole('button', { name: 'Add every combination' }).click();
    await page.getByLabel(/^Select all/).check();
    await page.getByLabel('Price for the selected ($)').fill('6.5');
    await page.getByRole('button', { name: 'Set price' }).click();
    await page.getByLabel('Stock for the selected').fill('20');
    await page.getByRole('button', { name: 'Set stock' }).click();
    await page.getByLabel('Price ($) of 13 mm').fill('7.25');
    await checkPage(page, 'journey-variants-add');
    await screenshot(page, 'journey-variants-add');
    await page.getByRole('button', { name: 'Add Tool', exact: true }).click();
    await expectToast(page, 'Tools added successfully');

    const added = await api.tool(name);
    expect(added.variants.map((v) => [v.name, v.price, v.availableQuantity])).toEqual([
      ['10 mm', 6.5, 20],
      ['13 mm', 7.25, 20],
    ]);
    // The tool is priced from its lowest variant, its stock their sum.
    expect([added.price, added.availableQuantity]).toEqual([6.5, 40]);

    await page.goto(`/dashboard/manage-product?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog.getByLabel('Price ($) of 13 mm')).toHaveValue('7.25');
    await dialog.getByRole('button', { name: 'Kit parts of 13 mm' }).click();
    const parts = dialog.getByRole('group', { name: 'Kit parts of 13 mm' });
    await parts.getByLabel('Find a part').fill('lithium battery');
    await parts.getByLabel('Find a part').press('Enter');
    await parts.getByRole('button', { name: `Add ${BATTERY} as a part` }).click();
    await parts.getByRole('group', { name: `Part 1: ${BATTERY}` }).getByLabel('Quantity').fill('2');
    await expect(dialog.getByLabel('Stock of 13 mm')).toHaveCount(0);
    const barcode = gtin(viewport);
    await dialog.getByLabel('GTIN of 10 mm').fill(gtin(viewport, true));
    await checkPage(page, 'journey-variants-edit');
    await screenshot(page, 'journey-variants-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // The server checks the barcode's check digit, and says so on the row.
    await expect(dialog.getByLabel('GTIN of 10 mm')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('GTIN of 10 mm')).toHaveAccessibleDescription(/.+/);

    await dialog.getByLabel('GTIN of 10 mm').fill(barcode);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, `${name} updated successfully`);

    const saved = await api.tool(name);
    expect(saved.variants.find((v) => v.name === '10 mm').gtin).toBe(barcode);
    const kit = saved.variants.find((v) => v.name === '13 mm');
    expect(kit.parts.map((part) => [part.toolId, part.quantity])).toEqual([[battery._id, 2]]);
    // A kit's stock is what its parts allow: the battery's, two a kit.
    expect(kit.availableQuantity).toBe(Math.floor(battery.availableQuantity / 2));
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByText(`${kit.availableQuantity} from parts`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Kit parts of 13 mm' })).toHaveText('Kit parts (1)');
    await page.context().close();
  });
}
