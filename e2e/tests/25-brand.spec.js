// Journey 25: the owner's brand. In a shop of its own, an admin gives the shop a display name, a
// logo and a colour (a colour too light for white text is refused, with its contrast); a visitor
// then sees the name in the top bar and the title, the logo there and as the favicon, and the
// buttons in the colour. At 1440 and 390 px.
import { fileURLToPath } from 'node:url';

import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import { checkA11y, expect, expectFieldError, expectToast, newContext, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

const LOGO = fileURLToPath(new URL('../fixtures/bench-vise.jpg', import.meta.url));
const UPLOADED = /^\/images\/u\/[0-9a-f]{32}-800\.jpg$/;
const NAME = 'Acme Hardware';
// #1d4ed8 as the browser computes a background.
const BLUE = 'rgb(29, 78, 216)';

test.describe.configure({ mode: 'parallel' });

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin brands the shop, and a visitor sees its name, logo and colour (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(120_000); // a long journey (admin, visitor, mail): over the default minute on a slow 2-core machine
    const token = await shop.api.admin({ name: 'E2E Brand Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const admin = await (await signedInContext(browser, token, { viewport, baseURL: shop.url })).newPage();

    await admin.goto('/dashboard/shop');
    const name = admin.getByLabel('Display name');
    await expect(name).toHaveValue('Toolshop');
    await name.fill(NAME);
    await admin.getByLabel('Upload a logo').setInputFiles(LOGO);
    const preview = admin.getByRole('img', { name: 'Preview of the upload' });
    await expect(preview).toHaveAttribute('src', UPLOADED);
    const logo = await preview.getAttribute('src');

    // Amber is too light for white text: refused under the field, with its contrast.
    const color = admin.getByLabel('Brand colour');
    await color.fill('#f59e0b');
    await expect(color).toHaveAccessibleDescription(/Contrast with white: 2\.1:1/);
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expectFieldError(color, /Too light for white text: contrast 2\.1:1, needs 4\.5:1/);
    await color.fill('#1d4ed8');
    await expect(color).toHaveAccessibleDescription('Contrast with white: 6.7:1 (needs 4.5:1)');
    await admin.getByLabel('Contact email').fill('shop@acme.example');
    await admin.getByRole('button', { name: 'Add a social link' }).click();
    await admin.getByLabel('Name of link 1').fill('Instagram');
    await admin.getByLabel('URL of link 1').fill('https://instagram.com/acme');
    await expectNoSidewaysScroll(admin);
    await checkA11y(admin, `brand-settings-${viewport.width}`);
    await screenshot(admin, 'brand-settings');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(admin, 'Shop settings saved');
    // The admin's own pages take the brand at once.
    await expect(admin.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();

    // A visitor: the name and logo in the top bar and the tab, buttons in the colour.
    const visitor = await (await newContext(browser, { viewport, baseURL: shop.url })).newPage();
    await visitor.goto('/');
    const home = visitor.getByRole('banner').getByRole('link', { name: NAME });
    await expect(home).toBeVisible();
    await expect(home.locator('img')).toHaveAttribute('src', logo);
    await expect(visitor).toHaveTitle(`${NAME} · Hand tools and power tools`);
    await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute('href', logo);
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'shop@acme.example' })).toBeVisible();
    // The copyright line is the owner's words (Shop Content): the spec's until they write theirs.
    await expect(footer).toContainText('Copyright © 2023 - All rights reserved by Toolshop Ltd');
    await expectNoSidewaysScroll(visitor);
    await checkA11y(visitor, `brand-home-${viewport.width}`);
    await screenshot(visitor, 'brand-home');

    await visitor.goto('/login');
    await expect(visitor).toHaveTitle(`Login · ${NAME}`);
    const login = visitor.getByRole('main').getByRole('button', { name: 'Login' });
    await expect(login).toHaveCSS('background-color', BLUE);
    await screenshot(visitor, 'brand-login');
    await admin.context().close();
    await visitor.context().close();
  });
}
