// Journey 9: an admin takes the catalogue out as CSV and brings a supplier's list in: a file
// with a bad line is refused whole, and once fixed it is applied; the orders of a day go to the
// accountant as CSV.
import { readFile } from 'node:fs/promises';

import { ADMIN_EMAIL, PASSWORD, PHONE_ADMIN_EMAIL, unique } from '../support/accounts.js';
import { api, checkA11y, expect, expectToast, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

const HEADER = '_id,name,description,price,minOrder,availableQuantity,image,category';

test.describe.configure({ mode: 'parallel' });

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test(`an admin exports the catalogue and imports a file, refused then fixed (${viewport.width} px)`, async ({ browser }) => {
    const admin = { name: 'E2E Admin', email: phone ? PHONE_ADMIN_EMAIL : ADMIN_EMAIL, password: PASSWORD };
    const token = await api.admin(admin);
    const page = await (await signedInContext(browser, token, { viewport })).newPage();

    // Out: Manage Products saves the whole catalogue, a header first.
    await page.goto('/dashboard/manage-product');
    await screenshot(page, 'manage-products-csv');
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('tools.csv');
    const exported = await readFile(await download.path(), 'utf8');
    // The export has the tools' details too; a file with the first columns only still imports (below).
    expect(exported.split('\n')[0]).toBe(
      `${HEADER},pictures,brand,sku,specs,gtin,mpn,handle,option1 name,option1 value,option2 name,option2 value,` +
        'option3 name,option3 value,variant id,variant sku,variant gtin,variant mpn,variant price,variant quantity,variant min order',
    );
    const [first] = await (await page.request.get('/tools?limit=1')).json();
    expect(exported).toContain(first.name);

    // In: a file with a line missing its price.
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Import Tools', level: 1 })).toBeVisible();
    const id = unique();
    const level = `E2E SPIRIT LEVEL ${id}`;
    const chisel = `E2E WOOD CHISEL ${id}`;
    const good = [HEADER, `,${level},Aluminium level with three vials.,24.99,1,12,/images/demo/cordless-drill.svg,`];
    const file = (lines) => ({ name: 'supplier.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n') + '\n') });
    await page.getByLabel('CSV file').setInputFiles(file([...good, `,${chisel},Bevel edge chisel.,,1,5,/images/demo/cordless-drill.svg,`]));

    const lines = page.getByRole('table', { name: 'Lines of the import' });
    const row = (line) => lines.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) });
    await expect(row(2)).toContainText('Add');
    await expect(row(2)).toContainText(level);
    await expect(row(3)).toContainText('Refused');
    await expect(row(3)).toContainText('Price is required');
    await expect(page.getByText('1 to add, 0 to change, 0 unchanged, 1 refused', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `import-tools-refused-${viewport.width}`);
    await screenshot(page, 'import-tools-refused');
    // The preview changed nothing.
    await expect(api.tool(level)).rejects.toThrow(/no tool named/);

    // Fixed: the chisel gets its price, and the whole file is applied.
    await page.getByLabel('CSV file').setInputFiles(file([...good, `,${chisel},Bevel edge chisel.,9.50,1,5,/images/demo/cordless-drill.svg,`]));
    await expect(row(3)).toContainText('Add');
    await expect(page.getByText('2 to add, 0 to change, 0 unchanged, 0 refused', { exact: false })).toBeVisible();
    await screenshot(page, 'import-tools-ready');
    await page.getByRole('button', { name: 'Apply import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply this import?' });
    await dialog.getByRole('button', { name: 'Apply import' }).click();
    await expectToast(page, 'Import applied: 2 added, 0 changed, 0 unchanged');
    await expect(page.getByRole('heading', { name: 'Manage Products', level: 1 })).toBeVisible();
    // Found by its words: the demo's tools and the other journeys' fill more than a page.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill(level);
    await search.press('Enter');
    await expect(page.getByRole('rowheader', { name: level })).toBeVisible();
    expect((await api.tool(chisel)).price).toBe(9.5);

    // A product export from Shopify: each product a tool, its lines saying what they do and leave out.
    await page.goto('/dashboard/import-tools');
    await page.getByLabel('CSV file').setInputFiles(new URL('../../testdata/shopify-products.csv', import.meta.url).pathname);
    await expect(page.getByText(/3 to add, 0 to change, 0 unchanged, 0 refused/)).toBeVisible();
    const drill = row(2).getByRole('listitem');
    await expect(drill).toHaveCount(5);
    await expect(drill.nth(1)).toHaveText(
      'Line 3: Variant 12V · 2 × 2.0Ah, picture 2. Left out: Variant Grams, Variant Inventory Tracker, Variant Inventory Policy, ' +
        'Variant Fulfillment Service, Variant Compare At Price, Variant Requires Shipping, Variant Taxable, Variant Weight Unit, Cost per item',
    );
    await expect(drill.nth(4)).toHaveText('Line 6: Picture 5');
    await expect(row(11).getByRole('listitem').first()).toContainText('Type (no category "Saw Blades")');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `import-tools-shopify-${viewport.width}`);
    await screenshot(page, 'import-tools-shopify');

    // The accountant's file: today's orders, one line each.
    await page.goto('/dashboard/manage-orders');
    const today = new Date().toISOString().slice(0, 10);
    const exportForm = page.getByRole('form', { name: 'Export orders' });
    await exportForm.getByLabel('Placed from').fill(today);
    await exportForm.getByLabel('Placed until').fill(today);
    await screenshot(page, 'manage-orders-export');
    const savingOrders = page.waitForEvent('download');
    await exportForm.getByRole('button', { name: 'Export CSV' }).click();
    const orders = await savingOrders;
    expect(orders.suggestedFilename()).toBe(`orders-from-${today}-to-${today}.csv`);
    expect((await readFile(await orders.path(), 'utf8')).split('\n')[0]).toBe(
      'order,id,placed (UTC),paid (UTC),customer,email,deliver to,phone,tool,tool id,quantity,unit price,line total,line discount,' +
        'line tax,refunded quantity,subtotal,discount,code,shipping,shipping method,tax,tax name,total,refunded,state,' +
        'shipped (UTC),carrier,tracking number,refunded (UTC),variant,variant id,sku',
    );

    await page.context().close();
  });
}
