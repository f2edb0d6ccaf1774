// Every page, at 1440 px and at 390 px wide: checked with axe (no serious or critical
// violations), for sideways scrolling and (at 390 px) controls too small to tap, and saved as a
// full-page screenshot under e2e/screenshots/<width>/.
// My Orders and Manage All Orders are checked and saved the same way by 07-order-lifecycle.spec.js,
// with orders in every state on them; the Account page (two sessions), the verification banner,
// the page of a verification link and the Users page (a shop of its own) by 08-accounts.spec.js;
// Buy Now's page by 31-buy-now.spec.js and Add Tools by 13-pictures.spec.js, with checkPage at both widths: each page is checked once.
import { PAGES_ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import {
  api,
  checkA11y,
  checkPage,
  expect,
  newContext,
  readToTheEnd,
  screenshot,
  signedInContext,
  test,
  waitForImages,
} from '../support/fixtures.js';

const WIDTHS = [1440, 390];
const TOOL = '16OZ FIBREGLASS CLAW HAMMER';

// The pages are independent of one another: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

// Set up once per worker: a customer with a paid and an unpaid order, and an admin.
const scene = {};

test.beforeAll(async () => {
  const customer = newPerson('pages');
  scene.customerToken = await api.signUp(customer);
  scene.adminToken = await api.admin({ name: 'E2E Pages Admin', email: PAGES_ADMIN_EMAIL, password: PASSWORD });
  scene.tool = await api.tool(TOOL);
  scene.unpaidOrder = await api.order(scene.customerToken, { tool: scene.tool, person: customer });
  // A customer who bought once, as only buyers may review the shop (Add Review).
  await api.pay(scene.customerToken, await api.order(scene.customerToken, { tool: scene.tool, person: customer }));
});

const h1 = (page, name) => page.getByRole('heading', { name, level: 1 });

/** who: visitor, customer or admin; ready: what a person waits for before the page is "there". */
const pages = [
  {
    name: 'home',
    who: 'visitor',
    path: () => '/',
    ready: async (page) => {
      await readToTheEnd(page);
      await expect(page.getByRole('region', { name: /^Available Tools:/ }).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: /^User Reviews:/ }).getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('time.countdown')).toBeVisible();
    },
  },
  { name: 'blogs', who: 'visitor', path: () => '/blogs', ready: (page) => expect(h1(page, 'Blogs')).toBeVisible() },
  {
    name: 'my-portfolio',
    who: 'visitor',
    path: () => '/my-portfolio',
    ready: (page) => expect(h1(page, 'My Portfolio')).toBeVisible(),
  },
  { name: 'login', who: 'visitor', path: () => '/login', ready: (page) => expect(h1(page, 'Login')).toBeVisible() },
  { name: 'signup', who: 'visitor', path: () => '/signup', ready: (page) => expect(h1(page, 'Sign Up')).toBeVisible() },
  {
    name: 'reset-password',
    who: 'visitor',
    path: () => '/reset-password?token=from-the-mail',
    ready: (page) => expect(page.getByLabel('New password')).toBeVisible(),
  },
  {
    // A link used already (or made up): the page says so, and how to get a new one.
    name: 'verify-email-used-link',
    who: 'visitor',
    path: () => '/verify-email?token=used-already',
    ready: async (page) => {
      await expect(h1(page, 'Confirm your email')).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'This verification link has expired or was already used. Ask for a new one.',
      );
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    who: 'visitor',
    path: () => '/no-such-page',
    ready: (page) => expect(h1(page, 'Page not found')).toBeVisible(),
  },
  {
    name: 'dashboard-my-profile',
    who: 'customer',
    path: () => '/dashboard',
    ready: (page) => expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible(),
  },
  {
    name: 'dashboard-add-review',
    who: 'customer',
    path: () => '/dashboard/add-review',
    ready: (page) => expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible(),
  },
  {
    name: 'dashboard-payment',
    who: 'customer',
    path: () => `/dashboard/payment/${scene.unpaidOrder}`,
    ready: (page) => expect(page.getByLabel('Card number')).toBeVisible(),
  },
  {
    name: 'dashboard-make-admin',
    who: 'admin',
    // The Users page shows 20 accounts a page; the suite's shop holds many more.
    path: () => `/dashboard/make-admin?q=${encodeURIComponent(PAGES_ADMIN_EMAIL)}`,
    ready: (page) => expect(page.getByRole('row', { name: new RegExp(`^${PAGES_ADMIN_EMAIL}`) })).toBeVisible(),
  },
  {
    name: 'dashboard-manage-products',
    who: 'admin',
    path: () => '/dashboard/manage-product',
    ready: (page) => expect(page.getByRole('button', { name: `Edit ${TOOL}` })).toBeVisible(),
  },
];

// One browser per person and width in each worker, as a person keeps theirs: its pages share
// the HTTP cache, so each page is not the first one ever loaded. Every test opens its own tab.
const contexts = new Map();

function contextFor(browser, who, viewport) {
  const key = `${who} ${viewport.width}`;
  if (!contexts.has(key)) {
    if (who === 'visitor') contexts.set(key, newContext(browser, { viewport }));
    else contexts.set(key, signedInContext(browser, who === 'admin' ? scene.adminToken : scene.customerToken, { viewport }));
  }
  return contexts.get(key);
}

test.afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
  contexts.clear();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    const viewport = { width, height: width > 600 ? 900 : 844 };

    for (const spec of pages) {
      test(`${spec.name} (${spec.who})`, async ({ browser }) => {
        const context = await contextFor(browser, spec.who, viewport);
        const page = await context.newPage();
        await page.goto(spec.path());
        await spec.ready(page);
        await expect(page.locator('.spinner')).toHaveCount(0);
        await waitForImages(page);
        await checkPage(page, `${spec.name}-${width}`);
        await screenshot(page, spec.name);
        await page.close();
      });
    }
  });
}

test('the narrow top bar opens its menu', async ({ browser }) => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const blogs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' });
  await expect(blogs).toBeVisible();
  await checkA11y(page, 'home-menu-open-390');
  await screenshot(page, 'home-menu-open');
  await blogs.click();
  await expect(h1(page, 'Blogs')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});
