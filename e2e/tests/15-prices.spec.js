// Journey 15: what a customer pays, as admins set it. On a shop of its own (the deal shows on
// everyone's home page): an admin fills in the shop's details (places picked from the lists by
// name), adds a shipping method, adds a tax rate
// and a discount code, each form first refusing what is wrong under its field, and sets the deal
// of the day, which the home page then shows with its price and the time left, in its banner
// and on its card; on a desktop and on a phone.
import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import {
  checkA11y,
  expect,
  expectFieldError,
  expectToast,
  openDashboardMenu,
  screenshot,
  signedInContext,
  test,
  waitForImages,
} from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** Opens an admin page from the dashboard menu, as an admin would. */
async function openFromMenu(page, label) {
  await (await openDashboardMenu(page)).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin sets shipping, tax, a code and the deal, which the home page shows, at ${viewport.width} px`, async ({ browser, freshShop }) => {
    test.setTimeout(150_000); // a long journey: over a minute alone on a slow 2-core machine
    const shop = freshShop;
    const adminToken = await shop.api.admin({ name: 'E2E Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    const context = await signedInContext(browser, adminToken, { baseURL: shop.url, viewport });
    const page = await context.newPage();
    const at = `${viewport.width}`;
    await page.goto('/dashboard');

    // The shop's details.
    await openFromMenu(page, 'Shop Settings');
    const legalName = page.getByLabel('Legal name');
    await expect(legalName).toHaveValue('Toolshop');
    await expect(page.getByLabel('Home country')).toHaveValue('United States');
    await legalName.fill('');
    // A place is chosen from the list by its name: a word it lacks is refused before sending.
    const region = page.getByLabel('Home region');
    await region.fill('Calif');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectFieldError(legalName, /Legal name is required$/);
    await expectFieldError(region, /Choose a state or region of United States from the list$/);
    await screenshot(page, 'prices-shop-error');
    await legalName.fill('Toolshop Trading Ltd');
    await page.getByLabel('Address', { exact: true }).fill('1 Bench Street\nSpringfield');
    await page.getByLabel('Tax number').fill('US-123456789');
    await region.fill('California');
    await page.getByLabel('Shipping is taxed').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Shop settings saved');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `prices-shop-${at}`);
    await screenshot(page, 'prices-shop');

    // A shipping method.
    await openFromMenu(page, 'Shipping Methods');
    await page.getByRole('button', { name: 'Add shipping method' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add shipping method' });
    await dialog.getByLabel('Price ($)').fill('12.5');
    const country = dialog.getByLabel('Add a country');
    await country.fill('USA');
    await dialog.getByRole('button', { name: 'Add country' }).click();
    await expectFieldError(country, /Choose a country from the list$/);
    await dialog.getByRole('button', { name: 'Add shipping method' }).click();
    await expectFieldError(dialog.getByLabel('Name'), 'Name is required');
    await screenshot(page, 'prices-shipping-error');
    await dialog.getByLabel('Name').fill('E2E Express');
    await dialog.getByLabel('Free over ($)').fill('500');
    await country.fill('United States');
    await dialog.getByRole('button', { name: 'Add country' }).click();
    await country.fill('Canada');
    await dialog.getByRole('button', { name: 'Add country' }).click();
    await expect(dialog.getByRole('list', { name: 'Countries it delivers to' }).getByRole('listitem')).toHaveText(['United States×', 'Canada×']);
    await screenshot(page, 'prices-shipping-countries');
    await dialog.getByRole('button', { name: 'Add shipping method' }).click();
    await expectToast(page, 'Shipping method added');
    const method = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E Express' }) });
    await expect(method).toContainText('$12.50');
    await expect(method).toContainText('$500.00');
    await expect(method).toContainText('Canada, United States');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `prices-shipping-${at}`);
    await screenshot(page, 'prices-shipping');

    // The settings saved are the settings kept.
    await openFromMenu(page, 'Shop Settings');
    await page.reload();
    await expect(page.getByLabel('Home region')).toHaveValue('California');

    // A tax rate, entered as a percent.
    await openFromMenu(page, 'Tax Rates');
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    dialog = page.getByRole('dialog', { name: 'Add tax rate' });
    await dialog.getByLabel('Name').fill('E2E CA sales tax');
    await dialog.getByLabel('Country').fill('United States');
    await dialog.getByLabel('Region (optional)').fill('California');
    await dialog.getByLabel('Rate (%)').fill('107');
    await dialog.getByRole('button', { name: 'Add tax rate' }).click();
    await expectFieldError(dialog.getByLabel('Rate (%)'), 'Rate must be 100 % or less');
    await screenshot(page, 'prices-tax-error');
    await dialog.getByLabel('Rate (%)').fill('7.25');
    await dialog.getByRole('button', { name: 'Add tax rate' }).click();
    await expectToast(page, 'Tax rate added');
    const rate = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E CA sales tax' }) });
    await expect(rate).toContainText('7.25 %');
    await expect(rate).toContainText('California, United States');
    // The same place twice: the server's refusal shows under the region.
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    dialog = page.getByRole('dialog', { name: 'Add tax rate' });
    await dialog.getByLabel('Name').fill('E2E CA again');
    await dialog.getByLabel('Country').fill('United States');
    await dialog.getByLabel('Region (optional)').fill('California');
    await dialog.getByLabel('Rate (%)').fill('8');
    await dialog.getByRole('button', { name: 'Add tax rate' }).click();
    await expectFieldError(dialog.getByLabel('Region (optional)'), /This place has a tax rate already$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `prices-tax-${at}`);
    await screenshot(page, 'prices-tax');

    // A discount code.
    await openFromMenu(page, 'Discount Codes');
    await page.getByRole('button', { name: 'Add discount code' }).click();
    dialog = page.getByRole('dialog', { name: 'Add discount code' });
    await dialog.getByLabel('Code').fill('E2E15');
    await dialog.getByRole('button', { name: 'Add discount code' }).click();
    await expectFieldError(dialog.getByLabel('Percent (%)'), 'Percent is required');
    await screenshot(page, 'prices-codes-error');
    await dialog.getByLabel('Percent (%)').fill('15');
    await dialog.getByLabel('Minimum subtotal ($)').fill('50');
    await dialog.getByLabel('Ends').fill('2099-12-31T23:00');
    await dialog.getByLabel('Max uses', { exact: true }).fill('100');
    await dialog.getByRole('button', { name: 'Add discount code' }).click();
    await expectToast(page, 'Discount code added');
    const code = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E15' }) });
    await expect(code).toContainText('15 % off from $50.00');
    await expect(code).toContainText('0 of 100');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `prices-codes-${at}`);
    await screenshot(page, 'prices-codes');

    // The deal of the day.
    await openFromMenu(page, 'Deal of the Day');
    await expect(page.getByText(/No deal is running/)).toBeVisible();
    await page.getByRole('button', { name: 'Save deal' }).click();
    await expectFieldError(page.getByLabel('Tool', { exact: true }), "Choose the deal's tool");
    await screenshot(page, 'prices-deal-error');
    await page.getByLabel('Tool', { exact: true }).selectOption(tool._id);
    await page.getByLabel('Deal price ($)').fill('9.99');
    // Five hours from now, in the browser's time zone (UTC).
    const ends = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel('Ends').fill(ends);
    await page.getByRole('button', { name: 'Save deal' }).click();
    await expectToast(page, 'Deal of the day saved');
    await expect(page.getByText(`Running: ${tool.name} at $9.99`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `prices-deal-${at}`);
    await screenshot(page, 'prices-deal');

    // The home page shows the deal: the tool, its deal price, the time left to its end.
    await page.goto('/');
    const deal = page.locator('section.deal');
    await expect(deal.getByRole('heading', { level: 2 })).toHaveText(tool.name);
    await expect(deal).toContainText('Price : $9.99');
    await expect(deal.locator('.countdown')).toHaveText(/^04:5\d:\d\d$/);
    await expect(deal.getByRole('link', { name: `Buy Now: ${tool.name}` })).toHaveAttribute('href', `/purchase/${tool._id}`);
    await expect(deal.locator('.deal-price')).toHaveText('Price : $9.99 plus tax');
    await deal.scrollIntoViewIfNeeded();
    await waitForImages(page);
    await screenshot(page, 'prices-home-deal');

    // Its card says the same: the deal price, its own price struck through, the time left.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tool.name }) });
    const own = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(tool.price);
    await expect(card.locator('.price')).toHaveText(`$9.99 was ${own} plus tax`);
    await expect(card.locator('s')).toHaveText(`was ${own}`);
    await expect(card.locator('.price-ends .countdown')).toHaveText(/^04:5\d:\d\d$/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'prices-home-card');

    // Ending it brings back the spec's deal.
    await page.goto('/dashboard/deal');
    await page.getByRole('button', { name: 'End the deal' }).click();
    await expectToast(page, 'The deal has ended');
    await page.goto('/');
    await expect(deal.getByRole('heading', { level: 2 })).toHaveText('UNIVERSAL WRENCH 9/32MM');
    await expect(deal).toContainText('Price : $550');
    await context.close();
  });
}
