// Journey 35, filters that count (issue 43): a tradesman searches "impact gun", which the shop
// calls an impact wrench, and narrows the results to 18V tools of the Voltmark 18V platform he
// owns, under $200: each value shows how many tools it leaves, the chosen ones are chips, a
// price that leaves nothing says so and offers a way back. He opens the wrench and comes Back:
// the same filters are chosen and the same tools shown. At a desktop's width and a phone's, on
// the demo catalogue.
import { checkPage, expect, newContext, screenshot, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';
import { chosenFilters, closeFilters, openFilters } from '../support/search.js';

test.describe.configure({ mode: 'parallel' });

/** The demo's wrench for an 18V Voltmark battery under $200, and the impact tools the filters leave out. */
const WRENCH = '18V BRUSHLESS IMPACT WRENCH 1/2IN';
const OVER_200 = '18V HIGH-TORQUE IMPACT WRENCH 1/2IN';
const TWELVE_VOLT = '12V COMPACT IMPACT WRENCH 3/8IN';
const KESTREL = '18V IMPACT WRENCH 1/2IN';

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
]) {
  test(`a search for an impact gun narrowed to 18V, a platform and a price comes back with Back (${label})`, async ({ browser }) => {
    const page = await (await newContext(browser, { viewport })).newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    const found = main.getByRole('status');
    const cardNames = () => main.getByRole('article').getByRole('heading').allTextContents();

    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search tools' });
    await box.fill('impact gun');
    await box.press('Enter');
    await expect(main.getByRole('heading', { level: 1, name: "Results for 'impact gun'" })).toBeVisible();
    // The shop has no "impact gun": it says which words it searched.
    await expect(main.getByText(/^Showing results for /)).toBeVisible();
    await expect(main.getByRole('article').filter({ hasText: WRENCH })).toHaveCount(1);
    for (const name of [OVER_200, TWELVE_VOLT, KESTREL]) await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(found).toHaveText(/^\d+ tools found$/);

    let filters = await openFilters(page);
    const voltage = filters.getByRole('group', { name: 'Voltage' });
    await expect(voltage.getByRole('checkbox', { name: /^12V, \d+ tools?$/ })).toBeEnabled();
    await checkPage(page, `35-filters-${label}`);
    await screenshot(page, '35-filters');
    await voltage.getByRole('checkbox', { name: /^18V, \d+ tools?$/ }).check();
    await expect(page).toHaveURL(/[?&]spec=Voltage%3A18V/);
    await filters
      .getByRole('group', { name: 'Battery platform' })
      .getByRole('checkbox', { name: /^Voltmark 18V, \d+ tools?$/ })
      .check();
    await expect(page).toHaveURL(/[?&]spec=Battery\+platform%3AVoltmark\+18V/);

    // A price that leaves nothing: the page says so, and how many tools each way back brings.
    await filters.getByLabel('Max ($)').fill('50');
    await filters.getByLabel('Max ($)').press('Enter');
    await expect(page).toHaveURL(/[?&]priceMax=50/);
    await closeFilters(page);
    await expect(main.getByRole('heading', { name: 'No tools match these filters' })).toBeVisible();
    await expect(found).toHaveText('0 tools found');
    const removePrice = main.getByRole('button', { name: /^Remove Under \$50 \(\d+ tools?\)$/ });
    await expect(removePrice).toBeVisible();
    await checkPage(page, `35-no-tools-${label}`);
    await screenshot(page, '35-no-tools');
    await removePrice.click();
    await expect(main.getByRole('heading', { name: OVER_200, exact: true })).toBeVisible();

    filters = await openFilters(page);
    await filters.getByLabel('Max ($)').fill('200');
    await filters.getByLabel('Max ($)').press('Enter');
    await expect(page).toHaveURL(/[?&]priceMax=200/);
    await closeFilters(page);
    await expect(main.getByRole('heading', { name: OVER_200, exact: true })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: WRENCH, exact: true })).toBeVisible();
    await expect(chosenFilters(page)).toHaveText(['Voltage: 18V×', 'Battery platform: Voltmark 18V×', 'Under $200×']);
    const results = await cardNames();
    expect(results).toContain(WRENCH);
    for (const name of [OVER_200, TWELVE_VOLT, KESTREL]) expect(results).not.toContain(name);
    const address = page.url();
    const count = await found.textContent();
    await checkPage(page, `35-filtered-${label}`);
    await screenshot(page, '35-filtered');

    // The wrench's page, and Back to the same filters and tools.
    await main.getByRole('heading', { name: WRENCH, exact: true }).getByRole('link').click();
    await expect(main.getByRole('heading', { level: 1, name: WRENCH })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(found).toHaveText(count);
    await expect(chosenFilters(page)).toHaveText(['Voltage: 18V×', 'Battery platform: Voltmark 18V×', 'Under $200×']);
    await expect.poll(cardNames).toEqual(results);
    filters = await openFilters(page);
    await expect(filters.getByRole('checkbox', { name: /^18V, / })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: /^Voltmark 18V, / })).toBeChecked();
    await expect(filters.getByLabel('Max ($)')).toHaveValue('200');
    await closeFilters(page);
    await page.context().close();
  });
}
