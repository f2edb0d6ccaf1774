// Journey 36: category pages (issue 44). A crawler's way in: the sitemap lists a category's page,
// which reads without scripts, its tools' cards 24 a page, paged by plain links to page 2 and
// back. Then a visitor with scripts on opens the same category from the top bar's menu. In a shop
// of its own with a category of 30 tools, at a desktop's width and a phone's.
import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import { checkA11y, expect, newContext, openMainMenu, screenshot, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

const PLANES = 30;
const DESCRIPTION = 'Block, smoothing and jack planes, bedded and sharpened for the bench.';

/** A category of its own in the shop, with PLANES tools, the first sold out. */
async function benchPlanes(shop) {
  const admin = await shop.api.admin({ name: 'E2E Category Pages Admin', email: ADMIN_EMAIL, password: PASSWORD });
  await shop.api.as(admin, 'POST', '/categories', { name: 'Bench Planes', description: DESCRIPTION });
  const { image } = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
  for (let n = 1; n <= PLANES; n++) {
    await shop.api.addTool(admin, {
      name: `Bench Plane No. ${n}`,
      price: 40 + n,
      image,
      minOrder: 1,
      availableQuantity: n === 1 ? 0 : 12,
      description: `A bench plane, number ${n} of the range.`,
      category: 'bench-planes',
    });
  }
}

/** The addresses /sitemaps/pages.xml lists. */
async function sitemapPages(shop) {
  const xml = await (await fetch(`${shop.url}/sitemaps/pages.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

for (const [label, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
]) {
  test(`a category's page from the sitemap reads and pages without scripts; the menu leads there (${label})`, async ({
    browser,
    freshShop: shop,
  }) => {
    await benchPlanes(shop);
    const address = (await sitemapPages(shop)).find((loc) => loc.endsWith('/categories/bench-planes'));
    expect(address, 'the sitemap lists the category page').toBe(`${shop.url}/categories/bench-planes`);

    // Without scripts: what the server wrote.
    const still = await newContext(browser, { viewport, baseURL: shop.url, javaScriptEnabled: false });
    let page = await still.newPage();
    await page.goto(address);
    let main = page.getByRole('main');
    const pager = main.getByRole('navigation', { name: 'Pages of Bench Planes' });
    await expect(main.getByRole('heading', { level: 1, name: 'Bench Planes' })).toBeVisible();
    await expect(page).toHaveTitle('Bench Planes · Toolshop');
    await expect(main.getByText(DESCRIPTION)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: `${PLANES} tools` })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(24);
    const first = main.getByRole('article').first();
    await expect(first.getByRole('heading', { name: 'Bench Plane No. 1' })).toBeVisible();
    await expect(first).toContainText('$41.00');
    await expect(first).toContainText('Out of stock');
    await expect(pager).toContainText('Page 1 of 2');
    await expectNoSidewaysScroll(page);
    await screenshot(page, '36-category-no-script');

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/categories\/bench-planes\?page=2$/);
    await expect(page).toHaveTitle('Bench Planes, page 2 · Toolshop');
    await expect(main.getByRole('article')).toHaveCount(PLANES - 24);
    await expect(main.getByRole('article').last()).toContainText(`Bench Plane No. ${PLANES}`);
    await expect(pager).toContainText('Page 2 of 2');
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, '36-category-page-2-no-script');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/categories\/bench-planes$/);
    await expect(main.getByRole('article')).toHaveCount(24);

    // Searching needs scripts: the page says so, and leads to the categories, which do not.
    await page.getByRole('search').getByRole('searchbox', { name: 'Search tools' }).fill('plane');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=plane$/);
    await expect(main.getByRole('heading', { level: 1, name: 'This page needs JavaScript' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, '36-search-no-script');
    await main.getByRole('link', { name: /^Bench Planes/ }).click();
    await expect(page).toHaveURL(/\/categories\/bench-planes$/);
    await page.goto('/cart');
    await expect(main.getByRole('heading', { level: 1, name: 'This page needs JavaScript' })).toBeVisible();
    await still.close();

    // With scripts: from the home page's menu.
    const context = await newContext(browser, { viewport, baseURL: shop.url });
    page = await context.newPage();
    await page.goto('/');
    const menu = await openMainMenu(page);
    await menu.getByText('Categories', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Power Tools' })).toBeVisible();
    await screenshot(page, '36-category-menu');
    await menu.getByRole('link', { name: 'Bench Planes' }).click();
    await expect(page).toHaveURL(/\/categories\/bench-planes$/);
    main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Bench Planes' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(24);
    // The app's cards: Add to cart beside Buy Now.
    await expect(main.getByRole('button', { name: 'Add to cart: Bench Plane No. 2', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Power Tools' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `36-category-${label}`);
    await screenshot(page, '36-category');
    await context.close();
  });
}
