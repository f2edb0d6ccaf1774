// Journey 34: the shop's search settings. An admin finds Search in the dashboard's menu, beside
// the catalogue's pages, and sees the demo's synonym sets; adds a set of one word ("pozi", the
// trade's word for a Pozidriv screwdriver) and is refused beside its row; adds "screwdriver set"
// to it and saves. A shopper then searches "pozi", a word the catalogue never uses, and finds the
// screwdriver set. At 1440 and 390 px.
import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import { checkPage, expect, expectToast, newContext, openDashboardMenu, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

const TOOL = '8-PIECE SCREWDRIVER SET';
const ONE_WORD = 'A set needs at least 2 different words or phrases';

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin adds a synonym set; a shopper searching its word finds the tool (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(90_000);
    const token = await shop.api.admin({ name: 'E2E Search Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const admin = await (await signedInContext(browser, token, { viewport, baseURL: shop.url })).newPage();

    await admin.goto('/dashboard');
    const menu = await openDashboardMenu(admin);
    const link = menu.getByRole('link', { name: 'Search', exact: true });
    await expect(link).toBeVisible();
    const links = await menu.getByRole('link').allTextContents();
    expect(links.indexOf('Search'), 'Search follows Import Tools').toBe(links.indexOf('Import Tools') + 1);
    await link.click();
    await expect(admin).toHaveURL(/\/dashboard\/search$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    // The demo's sets, one row each.
    const synonyms = admin.getByRole('region', { name: 'Synonyms' });
    await expect(synonyms.getByLabel('Set 1', { exact: true })).toHaveValue('impact gun, impact wrench, impact driver');
    const rows = synonyms.getByRole('listitem');
    const count = await rows.count();
    const label = `Set ${count + 1}`;

    // A set of one word is refused beside its row.
    await synonyms.getByRole('button', { name: 'Add a set' }).click();
    const row = synonyms.getByLabel(label, { exact: true });
    await row.fill('Pozi');
    await synonyms.getByRole('button', { name: 'Save synonyms' }).click();
    await expect(row).toHaveAccessibleDescription(ONE_WORD);

    await row.fill('Pozi, Screwdriver Set');
    await checkPage(admin, `search-settings-${viewport.width}`);
    await screenshot(admin, 'search-settings');
    await synonyms.getByRole('button', { name: 'Save synonyms' }).click();
    await expectToast(admin, 'Synonyms saved');
    // Kept as searches hold words.
    await expect(row).toHaveValue('pozi, screwdriver set');
    await expect(row).not.toHaveAccessibleDescription(ONE_WORD);
    await admin.context().close();

    // A shopper's search for the trade's word finds the tool the shop calls otherwise.
    const shopper = await (await newContext(browser, { viewport, baseURL: shop.url })).newPage();
    await shopper.goto('/');
    const box = shopper.getByRole('search').getByRole('searchbox', { name: 'Search tools' });
    await box.fill('pozi');
    await box.press('Enter');
    await expect(shopper).toHaveURL(/\/search\?q=pozi$/);
    await expect(shopper.getByRole('main').getByRole('button', { name: `Add to cart: ${TOOL}` })).toBeVisible();
    await screenshot(shopper, 'search-synonym');
    await shopper.context().close();
  });
}
