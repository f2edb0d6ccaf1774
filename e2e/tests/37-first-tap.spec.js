// Journey 37: the first tap on a page the server wrote (issue 44). The app starts only when the
// visitor first needs it, and nothing they did before it ran is lost or done twice: steps of
// the quantity and Add to cart on a tool's page end as one line in the cart; words typed into
// search while the app takes over are all kept; the menu and its categories open at once and
// stay open. The app's code is held back on the wire until the journey lets it through, so that
// each act surely comes before the app runs, however busy the machine.
import { ORDERS_ADMIN_EMAIL, PASSWORD, unique } from '../support/accounts.js';
import { api, checkA11y, expect, newContext, screenshot, serverURL, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** A visitor's page whose app's entry module is held back until `release()`. */
async function heldAppPage(browser, viewport) {
  const context = await newContext(browser, { viewport });
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { context, page: await context.newPage(), release };
}

/** Whether the app has taken the page over from the server's (src/lib/takeover.ts). */
const tookOver = (page) => page.evaluate(() => document.documentElement.dataset.app === 'starting' && !window.toolshopStart);

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width} px`;

  test(`a tap on Add to cart before the app has started ends as one line in the cart (${size})`, async ({ browser }) => {
    const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const name = `First Tap Rasp ${unique()}`;
    const toolId = await api.addTool(boss, {
      name,
      price: 18.25,
      image: '/images/demo/cordless-drill.svg',
      description: 'A cabinet rasp for the first tap journey.',
      minOrder: 1,
      availableQuantity: 20,
    });
    const { slug } = await (await fetch(`${serverURL()}/tool/${toolId}`)).json();
    const { context, page, release } = await heldAppPage(browser, viewport);

    await page.goto(`/products/${toolId}/${slug}`);
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    // Two steps show at once, on the server's page.
    const more = page.getByRole('button', { name: `One more: ${name}` });
    await more.click();
    await more.click();
    await expect(page.getByLabel('Quantity')).toHaveValue('3');
    const add = page.getByRole('button', { name: `Add to cart: ${name}` });
    await add.click();
    // Taken: busy at once, and a second tap while it is does nothing more.
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await add.click();
    expect(await tookOver(page)).toBe(false);
    await screenshot(page, '37-first-tap-busy');

    release();
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toBeVisible();
    expect(await tookOver(page)).toBe(true);
    await checkA11y(page, `37-first-tap-${viewport.width}`);
    await expectNoSidewaysScroll(page);
    await cart.click();
    const lines = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByLabel('Quantity')).toHaveValue('3');
    await context.close();
  });

  test(`every letter typed into search while the app takes over is kept (${size})`, async ({ browser }) => {
    const { context, page, release } = await heldAppPage(browser, viewport);
    await page.goto('/');
    const box = page.getByRole('search').getByRole('searchbox');
    await box.click();
    await page.keyboard.type('cordless', { delay: 50 });
    expect(await tookOver(page)).toBe(false);
    // The app comes while the rest is typed.
    release();
    await page.keyboard.type(' drill', { delay: 100 });
    await expect.poll(() => tookOver(page)).toBe(true);
    await expect(box).toHaveValue('cordless drill');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cordless(\+|%20)drill$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/tools? found$/);
    await context.close();
  });

  test(`the menu answers the first tap and stays as it was left (${size})`, async ({ browser }) => {
    const { context, page, release } = await heldAppPage(browser, viewport);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    if (viewport === PHONE) {
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Login' })).toBeHidden();
      await toggle.click();
      // Open at once, before the app has run.
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await tookOver(page)).toBe(false);
      await screenshot(page, '37-menu-open');
      release();
      await expect.poll(() => tookOver(page)).toBe(true);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
      await toggle.click();
      await expect(menu.getByRole('link', { name: 'Login' })).toBeHidden();
    } else {
      // Its categories open at once, and stay open as the app takes over.
      await menu.getByText('Categories').click();
      await expect(menu.getByRole('link', { name: 'Hand Tools' })).toBeVisible();
      expect(await tookOver(page)).toBe(false);
      release();
      await expect.poll(() => tookOver(page)).toBe(true);
      await expect(menu.getByRole('link', { name: 'Hand Tools' })).toBeVisible();
      // Beside the search at a desktop's width, the menu's links are plain links to other pages.
      await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
      await menu.getByRole('link', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}
