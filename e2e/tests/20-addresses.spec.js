// Journey 20: the address book. On a shop of its own, a customer keeps two addresses on My
// Profile, makes the second the default, and checks out choosing it: the order keeps its fields
// and the spec's one-line address; on a desktop and on a phone.
import { newPerson } from '../support/accounts.js';
import { checkA11y, expect, expectToast, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** Adds an address through My Profile's dialog. */
async function addAddress(page, address) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Name', { exact: true }).fill(address.name);
  if (address.company) await dialog.getByLabel('Company (optional)').fill(address.company);
  await dialog.getByLabel('Street address').fill(address.line1);
  await dialog.getByLabel('City').fill(address.city);
  await dialog.getByLabel('Postal code').fill(address.postalCode);
  await expect(dialog.getByLabel('Country')).toHaveValue('United States');
  await dialog.getByLabel('State or region').fill(address.state);
  await dialog.getByLabel('Phone number').fill(address.phone);
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expectToast(page, 'Address added');
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`two addresses kept, one made the default and chosen at checkout (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(90_000);
    const customer = newPerson('addresses');
    const token = await shop.api.signUpVerified(customer);
    const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
    await shop.api.cartLine(token, tool._id, tool.minOrder);
    const context = await signedInContext(browser, token, { baseURL: shop.url, viewport });
    const page = await context.newPage();

    await page.goto('/dashboard');
    const book = page.getByRole('region', { name: 'Addresses' });
    await expect(book.getByText('No addresses yet.')).toBeVisible();
    // A postal code the country does not write so is refused under its field.
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await dialog.getByLabel('Street address').fill('1 Congress Avenue');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('Postal code').fill('787');
    await dialog.getByLabel('State or region').fill('Texas');
    await dialog.getByLabel('Phone number').fill('+1 512 555 0100');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(dialog.getByLabel('Postal code')).toHaveAccessibleDescription(
      'Enter the postal code as United States writes it, such as 95014',
    );
    await screenshot(page, 'address-refused');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await addAddress(page, {
      name: 'Ada Lovelace', line1: '1 Congress Avenue', city: 'Austin', postalCode: '78701', state: 'Texas', phone: '+1 512 555 0100',
    });
    await addAddress(page, {
      name: 'Ada Lovelace', company: 'Empire Tools', line1: '350 Fifth Avenue', city: 'New York', postalCode: '10118-0110',
      state: 'New York', phone: '+1 212 555 0100',
    });
    const cards = book.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Default');
    await expect(cards.nth(1)).toContainText('350 Fifth Avenue, New York, NY 10118-0110, United States');

    await book.getByRole('button', { name: 'Make 350 Fifth Avenue the default' }).click();
    await expectToast(page, 'Default address changed');
    await expect(cards.nth(1)).toContainText('Default');
    await expect(cards.nth(0)).not.toContainText('Default');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `address-book-${viewport.width}`);
    await screenshot(page, 'address-book');

    // The checkout offers the default address first: chosen, it needs no field typed.
    await page.goto('/checkout');
    const chosen = page.getByRole('radio', { name: /350 Fifth Avenue/ });
    await expect(chosen).toBeChecked();
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    await page.getByLabel('Shipping').selectOption({ index: 1 });
    await expect(page.getByRole('region', { name: 'Your order' }).locator('dt', { hasText: /^Total$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `checkout-saved-address-${viewport.width}`);
    await screenshot(page, 'checkout-saved-address');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    const order = await shop.api.getOrder(token, page.url().split('/').pop());
    expect([order.customerName, order.company, order.line1, order.city, order.region, order.postalCode, order.country]).toEqual([
      'Ada Lovelace', 'Empire Tools', '350 Fifth Avenue', 'New York', 'NY', '10118-0110', 'US',
    ]);
    expect(order.address).toBe('350 Fifth Avenue, New York, NY 10118-0110, United States');
    expect(order.number).toBe('+1 212 555 0100');
    await context.close();
  });
}
