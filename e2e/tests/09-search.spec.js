// Journey 9: a visitor searches the catalogue from the top bar (with a typo), filters, sorts and
// pages the results, and finds a way out of an empty search; an admin files a tool under a new
// category, which cannot be deleted while the tool is in it. In shops of their own, whose
// catalogue only this journey changes: 25 bench clamps, more than a page of results.
import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import { checkA11y, expect, expectToast, newContext, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';
import { chosenFilters, closeFilters, openFilters } from '../support/search.js';

const CLAMPS = 25;
/** Every fifth clamp is sold out: 20 are in stock. */
const soldOut = (n) => n % 5 === 0;

for (const viewport of [DESKTOP, PHONE]) {
  test(`a visitor searches with a typo, filters, sorts and pages the results (${viewport.width} px)`, async ({
    browser,
    freshShop: shop,
  }) => {
    const adminToken = await shop.api.admin({ name: 'E2E Search Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const { image } = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
    for (let n = 1; n <= CLAMPS; n++) {
      await shop.api.addTool(adminToken, {
        name: `Bench Clamp ${n}`,
        price: 10 + n,
        image,
        minOrder: 1,
        availableQuantity: soldOut(n) ? 0 : 50,
        description: 'A quick-release clamp for the workbench.',
        category: 'hand-tools',
      });
    }

    const page = await (await newContext(browser, { viewport, baseURL: shop.url })).newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    const found = main.getByRole('status');
    const cards = main.getByRole('article');

    // The box is in the top bar on a phone too, without opening the menu; "clampp" is one typo away.
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search tools' });
    await expect(box).toBeVisible();
    await box.fill('clampp');
    await box.press('Enter');
    await expect(main.getByRole('heading', { level: 1, name: "Results for 'clampp'" })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=clampp$/);
    await expect(page).toHaveTitle("Results for 'clampp' · Toolshop");
    await expect(found).toHaveText(`${CLAMPS} tools found`);
    await expect(cards).toHaveCount(24);
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `search-results-${viewport.width}`);

    // The end of the cards in view brings the next page.
    await main.getByRole('button', { name: 'Show more tools' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(CLAMPS);
    await expect(main.getByRole('button', { name: 'Show more tools' })).toHaveCount(0);

    // Filters and sort go into the address.
    let filters = await openFilters(page);
    await filters.getByRole('checkbox', { name: 'In stock only, 20 tools' }).check();
    await expect(page).toHaveURL(/[?&]inStock=true/);
    await expect(found).toHaveText('20 tools found');
    await filters.getByRole('radio', { name: 'Hand Tools, 20 tools' }).check();
    await expect(page).toHaveURL(/[?&]category=hand-tools/);
    await closeFilters(page);
    await expect(found).toHaveText('20 tools found');
    await expect(chosenFilters(page)).toHaveText(['Category: Hand Tools×', 'In stock only×']);
    await main.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/[?&]sort=-price/);
    await expect(cards.first().getByRole('heading')).toHaveText('Bench Clamp 24');

    // The address is shareable: a new visitor opening it sees the same results.
    const shared = await (await newContext(browser, { viewport, baseURL: shop.url })).newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('main').getByRole('status')).toHaveText('20 tools found');
    await expect(shared.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText('Bench Clamp 24');
    await expect(shared.getByRole('main').getByLabel('Sort by')).toHaveValue('-price');
    await shared.context().close();

    // Back undoes the sort, then the category.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(main.getByLabel('Sort by')).toHaveValue('');
    await page.goBack();
    await expect(chosenFilters(page)).toHaveText(['In stock only×']);
    filters = await openFilters(page);
    await expect(filters.getByRole('radio', { name: 'All categories' })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
    await closeFilters(page);

    // A search that finds nothing says so, and leads out.
    await box.fill('xyzzy');
    await box.press('Enter');
    await expect(main.getByRole('heading', { name: "No tools match 'xyzzy'" })).toBeVisible();
    await expect(found).toHaveText('0 tools found');
    await main.getByRole('link', { name: 'See all tools' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    await expect(found).toHaveText(/^\d+ tools found$/);
    expect(Number((await found.textContent()).split(' ')[0])).toBeGreaterThan(CLAMPS);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin files a tool under a new category, which then cannot be deleted (${viewport.width} px)`, async ({
    browser,
    freshShop: shop,
  }) => {
    const adminToken = await shop.api.admin({ name: 'E2E Category Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const { image } = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
    const page = await (await signedInContext(browser, adminToken, { viewport, baseURL: shop.url })).newPage();
    await page.goto('/dashboard/add-tools');
    const main = page.getByRole('main');
    const categories = main.getByRole('region', { name: 'Categories' });

    await categories.getByLabel('New category').fill('Garden');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expectToast(page, 'Garden added');
    await expect(categories.getByRole('listitem').filter({ hasText: 'Garden' })).toContainText('(0 tools)');

    await main.getByLabel('Name', { exact: true }).fill('Hose Reel');
    await main.getByLabel('Price ($)').fill('39.5');
    await main.getByLabel('Image link').fill(image);
    await main.getByLabel('Minimum order').fill('1');
    await main.getByLabel('Available quantity').fill('30');
    await main.getByLabel('Description').fill('A wall-mounted reel with 30 m of hose.');
    await main.getByLabel('Category', { exact: true }).selectOption({ label: 'Garden' });
    await main.getByRole('button', { name: 'Add Tool', exact: true }).click();
    await expectToast(page, 'Tools added successfully');
    await expect(categories.getByRole('listitem').filter({ hasText: 'Garden' })).toContainText('(1 tool)');

    // The server refuses while the tool is in it, and says why.
    await categories.getByRole('button', { name: 'Delete category Garden' }).click();
    await page.getByRole('dialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'The category "Garden" still holds 1 tool: move it to another category first', 'error');
    await expect(categories.getByRole('listitem').filter({ hasText: 'Garden' })).toBeVisible();

    // Visitors find it on the category's page, where the search's address of the category leads.
    await page.goto('/search?category=garden');
    await expect(page).toHaveURL(/\/categories\/garden$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Garden' })).toBeVisible();
    const card = main.getByRole('article');
    await expect(card.getByRole('heading')).toHaveText('Hose Reel');
    await expect(card).toContainText('Garden');
    await page.context().close();
  });
}
