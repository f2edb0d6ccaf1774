// Journey 13: an admin adds a tool with a picture uploaded from their computer; the home page
// shows it, offering the browser its sizes, the shop serves it for good, and the edit dialog
// shows it too. An admin gives a tool a second picture, moves it first, and sets its brand, SKU
// and a specification: a search by the brand finds it, its card showing the new first picture.
import { fileURLToPath } from 'node:url';

import { ADMIN_EMAIL, PASSWORD, PHONE_ADMIN_EMAIL, unique } from '../support/accounts.js';
import { api, checkA11y, checkPage, expect, expectToast, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';
import { closeFilters, openFilters } from '../support/search.js';

const PICTURE = fileURLToPath(new URL('../fixtures/bench-vise.jpg', import.meta.url));
const UPLOADED = /^\/images\/u\/[0-9a-f]{32}-800\.jpg$/;

test.describe.configure({ mode: 'parallel' });

/**
 * Waits until an img has loaded a picture, and answers the URL it chose from its srcset. The app
 * replaces the server's page as it starts, img included: each try finds the img anew, and one
 * taken from the page meanwhile is tried again.
 */
async function loadedSource(image) {
  let source = '';
  await expect
    .poll(async () => {
      source = await image
        .evaluate((img) => {
          img.scrollIntoView({ block: 'center' });
          return img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : '';
        })
        .catch(() => '');
      return source;
    }, { message: 'the picture loads' })
    .not.toBe('');
  return source;
}

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test(`an admin adds a tool with an uploaded picture, shown on its card (${viewport.width} px)`, async ({ browser }) => {
    const admin = { name: 'E2E Admin', email: phone ? PHONE_ADMIN_EMAIL : ADMIN_EMAIL, password: PASSWORD };
    const token = await api.admin(admin);
    const page = await (await signedInContext(browser, token, { viewport })).newPage();
    const name = `E2E BENCH VISE ${unique()}`;

    // A file that is no picture is refused under the field, whatever its name.
    await page.goto('/dashboard/add-tools');
    const file = page.getByLabel('Or upload a picture');
    await file.setInputFiles({ name: 'vise.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture\n') });
    await expect(file).toHaveAccessibleDescription(/The file must be a JPEG, PNG or WebP picture/);
    await expect(page.getByLabel('Image link')).toHaveValue('');

    // The picture: uploaded, it takes the link's place, shown with its file's name (never a
    // path in the link field), to remove or replace.
    await file.setInputFiles(PICTURE);
    const preview = page.getByRole('img', { name: 'Preview of the upload' });
    await loadedSource(preview);
    const url = await preview.getAttribute('src');
    expect(url).toMatch(UPLOADED);
    await expect(page.getByLabel('Image link')).toHaveCount(0);
    await expect(page.getByLabel('Replace the picture')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Price ($)').fill('64.5');
    await page.getByLabel('Minimum order').fill('1');
    await page.getByLabel('Available quantity').fill('12');
    await page.getByLabel('Description').fill('Cast iron bench vise with 125 mm jaws.');
    await checkPage(page, `add-tool-picture-${viewport.width}`);
    await screenshot(page, 'add-tool-picture');
    await page.getByRole('button', { name: 'Add Tool', exact: true }).click();
    await expectToast(page, 'Tools added successfully');
    expect((await api.tool(name)).image).toBe(url);

    // Served under its hash for good, at both sizes.
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Its card (the home page's and the search's, found by its name: the catalogue holds more
    // than a page) offers both sizes and loads one.
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toHaveCount(1);
    const image = card.getByRole('img', { name });
    const small = url.replace('-800.jpg', '-400.jpg');
    await expect(image).toHaveAttribute('srcset', `${small} 400w, ${url} 800w`);
    expect([small, url]).toContain(await loadedSource(image));
    await screenshot(page, 'card-uploaded-picture');

    // The edit dialog shows the picture the tool has.
    await page.goto(`/dashboard/manage-product?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog.getByLabel('Image link')).toHaveCount(0);
    expect([url.replace('-800.jpg', '-400.jpg'), url]).toContain(await loadedSource(dialog.getByRole('img', { name: 'Preview of the upload' })));
    await expect(dialog.getByLabel('Replace the picture')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'edit-tool-picture');
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test(`an admin adds a second picture, moves it first and sets brand, SKU and a spec; the brand finds it (${viewport.width} px)`, async ({
    browser,
  }) => {
    const admin = { name: 'E2E Admin', email: phone ? PHONE_ADMIN_EMAIL : ADMIN_EMAIL, password: PASSWORD };
    const token = await api.admin(admin);
    const id = unique();
    const name = `E2E DRILL DRIVER ${id}`;
    const brand = `Forge ${id}`;
    await api.addTool(token, {
      name,
      price: 79,
      image: '/images/demo/cordless-drill.svg',
      minOrder: 1,
      availableQuantity: 5,
      description: 'Drill driver for the pictures journey.',
    });
    const page = await (await signedInContext(browser, token, { viewport })).newPage();

    await page.goto(`/dashboard/manage-product?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByRole('button', { name: 'Add a picture' }).click();
    const second = dialog.getByRole('group', { name: 'Picture 2' });
    await second.getByLabel('Image link').fill('/images/demo/impact-driver.svg');
    await second.getByLabel('Alt text').fill('The driver with its battery');
    // By keyboard: the moved row keeps the focus, on Move down once it is first.
    await second.getByRole('button', { name: 'Move up picture 2' }).focus();
    await page.keyboard.press('Enter');
    const first = dialog.getByRole('group', { name: "Picture 1: the card's picture" });
    await expect(first.getByLabel('Image link')).toHaveValue('/images/demo/impact-driver.svg');
    await expect(first.getByLabel('Alt text')).toHaveValue('The driver with its battery');
    await expect(first.getByRole('button', { name: 'Move down picture 1' })).toBeFocused();
    await dialog.getByLabel('Brand').fill(brand);
    await dialog.getByLabel('SKU').fill(`SKU-${id}`);
    await dialog.getByRole('button', { name: 'Add a specification' }).click();
    const spec = dialog.getByRole('group', { name: 'Specification 1' });
    await spec.getByLabel('Specification', { exact: true }).fill('Voltage');
    await spec.getByLabel('Value', { exact: true }).fill('18 V');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `edit-tool-details-${viewport.width}`);
    await screenshot(page, 'edit-tool-details');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, `${name} updated successfully`);

    const tool = await api.tool(name);
    expect(tool.image).toBe('/images/demo/impact-driver.svg');
    expect(tool.pictures).toEqual([
      { url: '/images/demo/impact-driver.svg', alt: 'The driver with its battery' },
      { url: '/images/demo/cordless-drill.svg', alt: '' },
    ]);
    expect(tool.specs).toEqual([{ name: 'Voltage', value: '18 V' }]);

    // A search by the brand finds the tool, its card showing the new first picture.
    await page.goto('/');
    const box = page.getByRole('search').getByRole('searchbox');
    await box.fill(brand);
    await box.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 tool found');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByRole('img', { name })).toHaveAttribute('src', '/images/demo/impact-driver.svg');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'search-by-brand');

    // The brand filter picks it too.
    await page.goto('/search');
    await (await openFilters(page)).getByRole('checkbox', { name: `${brand}, 1 tool` }).check();
    await expect(page).toHaveURL(/[?&]brand=forge-/);
    await closeFilters(page);
    await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(1);
  });
}
