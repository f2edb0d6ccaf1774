// Journey 27: the shop's own words. In a shop of its own, an admin rewrites the home page's banner
// on Shop Content (its title, text, button, and the button leading to /pages/returns), hides the
// figures band, adds a footer column "Help" linking the Returns page, takes Blogs out of the
// menu and writes the copyright line; then on Shop Pages writes the Returns page in Markdown (a
// heading, a list, a link to the contact page and a <script> line) and publishes it. A visitor
// sees the new banner, no figures, no Blogs, the Help column and the copyright line; follows the
// banner's button to the Returns page, which shows the heading and the list and runs no script
// (nor shows it as a tag); the same page opened with JavaScript off shows its words, written by
// the server; and the checkout links the Returns page under Place order. At 1440 and 390 px.
import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import {
  checkA11y,
  expect,
  expectToast,
  newContext,
  openMainMenu,
  screenshot,
  signedInContext,
  test,
  waitForImages,
} from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

const HERO = {
  title: 'Tools that last a lifetime',
  text: 'Bought here, mended here: and sent back within 30 days if they do not suit.',
  button: 'How returns work',
  link: '/pages/returns',
};
const COPYRIGHT = '© 2025 Acme Hardware Ltd, Springfield';
const HEADING = 'How to send a tool back';
const STEPS = ['Keep the receipt', 'Pack the tool in its box', 'Write to us first'];
const RETURNS = [
  'Send a tool back unused within 30 days and we refund it in full.',
  '',
  `# ${HEADING}`,
  '',
  `- ${STEPS[0]}`,
  `- ${STEPS[1]}`,
  `- ${STEPS[2]}: [contact us](/pages/contact)`,
  '',
  "<script>window.hacked = true; document.title = 'hacked'</script>",
  '',
].join('\n');
const TOOL = '8-PIECE SCREWDRIVER SET';

/** The Returns page's words, as the app or the server writes them, and no script in them. */
async function expectReturnsPage(page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await expect(main.getByText('Send a tool back unused within 30 days')).toBeVisible();
  await expect(main.getByRole('heading', { name: HEADING, level: 2 })).toBeVisible();
  const steps = main.locator('.shop-page-text').getByRole('listitem');
  await expect(steps).toHaveText([STEPS[0], STEPS[1], `${STEPS[2]}: contact us`]);
  await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/pages/contact');
  await expect(main).not.toContainText('<script');
  await expect(main).not.toContainText('hacked');
  expect(await page.content(), 'the script is nowhere in the page').not.toContain('window.hacked');
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin writes the shop's banner, footer, menu and Returns page; a visitor reads them (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(120_000);
    const token = await shop.api.admin({ name: 'E2E Content Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const admin = await (await signedInContext(browser, token, { viewport, baseURL: shop.url })).newPage();

    // Shop Content: the spec's words until the owner writes theirs.
    await admin.goto('/dashboard/content');
    const banner = admin.getByRole('group', { name: 'Home page banner' });
    await expect(banner.getByLabel('Title')).toHaveValue('Mordern Power Tools');
    await banner.getByLabel('Title').fill(HERO.title);
    await banner.getByLabel('Text').fill(HERO.text);
    await banner.getByLabel('Button', { exact: true }).fill(HERO.button);
    await banner.getByLabel('Button leads to').fill(HERO.link);

    const hide = admin.getByLabel('Hide the figures band');
    await expect(hide).not.toBeChecked();
    await hide.check();
    await expect(admin.getByRole('group', { name: 'Figures band' })).toHaveCount(0);

    await admin.getByRole('button', { name: 'Add a footer column' }).click();
    const help = admin.getByRole('group', { name: 'Footer column 4' });
    await help.getByLabel('Column title').fill('Help');
    await help.getByRole('button', { name: 'Add a link' }).click();
    const link = help.getByRole('group', { name: 'Link 1', exact: true });
    await link.getByLabel('Label').fill('Returns');
    await expect(link.getByLabel('Leads to')).toHaveValue('/pages/');
    await link.getByLabel('Leads to').fill('/pages/returns');
    await expect(help.getByRole('group', { name: 'Links of Help' })).toBeVisible();

    const blogs = admin.getByLabel('Show Blogs in the menu');
    await expect(blogs).toBeChecked();
    await blogs.uncheck();
    await expect(admin.getByLabel('Show My Portfolio in the menu')).toBeChecked();
    await admin.getByLabel('Copyright line').fill(COPYRIGHT);
    await expectNoSidewaysScroll(admin);
    await checkA11y(admin, `content-form-${viewport.width}`);
    await screenshot(admin, 'content-form');
    await admin.getByRole('button', { name: 'Save content' }).click();
    await expectToast(admin, 'Shop content saved');

    // Shop Pages: the Returns page, in Markdown, published.
    await admin.goto('/dashboard/pages');
    const returns = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Returns' }) });
    await expect(returns.getByText('Not written', { exact: true })).toBeVisible();
    await returns.getByRole('button', { name: 'Write Returns' }).click();
    const editor = admin.getByRole('form', { name: 'Page returns' });
    await expect(editor.getByLabel('Title')).toHaveValue('Returns');
    await editor.getByLabel('Text (Markdown)').fill(RETURNS);
    await editor.getByLabel('Published: linked from the footer and the checkout').check();
    await expectNoSidewaysScroll(admin);
    await checkA11y(admin, `pages-editor-${viewport.width}`);
    await screenshot(admin, 'content-returns-editor');
    await editor.getByRole('button', { name: 'Save page' }).click();
    await expectToast(admin, 'Returns saved');
    await expect(editor).toHaveCount(0);
    await expect(returns.getByText('Published', { exact: true })).toBeVisible();
    await expect(returns.getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/pages/returns');
    await admin.context().close();

    // A visitor's home page: the owner's banner, no figures, the Help column, the copyright line.
    const visitor = await (await newContext(browser, { viewport, baseURL: shop.url })).newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: HERO.title, level: 1 })).toBeVisible();
    await expect(visitor.getByText(HERO.text)).toBeVisible();
    // Its name says where it leads, then (hidden) what it is about.
    const button = visitor.getByRole('main').getByRole('link', { name: `${HERO.button}: ${HERO.title}`, exact: true });
    await expect(button).toHaveAttribute('href', HERO.link);
    await expect(visitor.getByText('Mordern Power Tools')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Trusted by workshops around the world' })).toHaveCount(0);
    await expect(visitor.getByText('72+')).toHaveCount(0);
    const footer = visitor.getByRole('contentinfo');
    const helpColumn = footer.getByRole('navigation', { name: 'Help' });
    await expect(helpColumn.getByRole('heading', { name: 'Help' })).toBeVisible();
    await expect(helpColumn.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/pages/returns');
    // Linked in the owner's Help column, the published page is not linked again under Information.
    await expect(footer.getByRole('link', { name: 'Returns' })).toHaveCount(1);
    await expect(footer.getByText(COPYRIGHT, { exact: true })).toBeVisible();
    await expect(footer).not.toContainText('Toolshop Ltd');
    await expectNoSidewaysScroll(visitor);
    await checkA11y(visitor, `content-home-${viewport.width}`);
    await waitForImages(visitor);
    await screenshot(visitor, 'content-home');

    // The menu: My Portfolio still, Blogs no more.
    const menu = await openMainMenu(visitor);
    await expect(menu.getByRole('link', { name: 'My Portfolio' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blogs' })).toHaveCount(0);
    if (viewport === PHONE) {
      await screenshot(visitor, 'content-home-menu');
      await visitor.getByRole('button', { name: 'Menu' }).click();
    }

    // The banner's button leads to the Returns page: the heading and the list, no script run.
    await button.click();
    await expect(visitor).toHaveURL(/\/pages\/returns$/);
    await expectReturnsPage(visitor);
    expect(await visitor.evaluate(() => window.hacked), 'the script ran').toBeUndefined();
    await expect(visitor).not.toHaveTitle(/hacked/);
    await expectNoSidewaysScroll(visitor);
    await checkA11y(visitor, `content-returns-${viewport.width}`);
    await screenshot(visitor, 'content-returns');

    // With JavaScript off the page still reads: the server writes it, footer and all.
    const reader = await (await newContext(browser, { viewport, baseURL: shop.url, javaScriptEnabled: false })).newPage();
    await reader.goto('/pages/returns');
    await expectReturnsPage(reader);
    await expect(reader).toHaveTitle(/^Returns/);
    const readerFooter = reader.getByRole('contentinfo');
    await expect(readerFooter.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/pages/returns');
    await expect(readerFooter.getByText(COPYRIGHT, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(reader);
    await screenshot(reader, 'content-returns-no-js');
    await reader.context().close();

    // The checkout, a tool in the cart: the Returns page is linked under Place order.
    await visitor.goto('/search?q=screwdriver');
    await visitor.getByRole('button', { name: `Add to cart: ${TOOL}` }).click();
    await expect(visitor.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await visitor.goto('/checkout');
    const place = visitor.getByRole('button', { name: 'Place order' });
    await expect(place).toBeVisible();
    const before = visitor.getByRole('navigation', { name: 'Before you order' });
    const returnsLink = before.getByRole('link', { name: 'Returns' });
    await expect(returnsLink).toHaveAttribute('href', '/pages/returns');
    await returnsLink.scrollIntoViewIfNeeded();
    await expect(returnsLink).toBeVisible();
    const placeBox = await place.boundingBox();
    const linkBox = await returnsLink.boundingBox();
    expect(linkBox.y, 'the Returns link lies under Place order').toBeGreaterThanOrEqual(placeBox.y + placeBox.height);
    await expectNoSidewaysScroll(visitor);
    await checkA11y(visitor, `content-checkout-${viewport.width}`);
    await screenshot(visitor, 'content-checkout');
    await returnsLink.click();
    await expect(visitor).toHaveURL(/\/pages\/returns$/);
    await expectReturnsPage(visitor);
    await visitor.context().close();
  });
}
