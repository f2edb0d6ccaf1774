// What every journey uses: the server's URL, the API for setting the scene, signing in as a
// person does, toasts, the accessibility check and screenshots.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

import { IN_CI, RESULTS_DIR, SCREENSHOT_DIR } from './paths.js';
import { startToolshop } from './server.js';

export { expect };

/** How long an unpaid order holds its stock in the shop `shortHoldShop` starts (ORDER_HOLD). */
export const SHORT_HOLD_MS = 15_000;

/** The server started by global-setup.js. */
export function serverURL() {
  const url = process.env.TOOLSHOP_URL;
  if (!url) throw new Error('TOOLSHOP_URL is not set: run the suite with npm test (global-setup.js starts the server)');
  return url;
}

/** A shop of its own, started with `env` added to the defaults: { url, dataDir, api }. */
async function ownShop(env, logName, use) {
  const server = await startToolshop({ env, logName });
  try {
    await use({ url: server.url, dataDir: server.dataDir, api: apiFor(server.url, server.dataDir) });
  } finally {
    await server.stop();
  }
}

let ownShops = 0;

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(serverURL());
  },
  /**
   * A second shop, for journeys about expiry: its own data, and unpaid orders that expire after
   * SHORT_HOLD_MS. Started once per worker, and only in a worker whose tests ask for it; the
   * run's shop keeps the default hold, so no other journey can run out of time to pay.
   * Answers { url, dataDir, api }.
   */
  shortHoldShop: [
    async ({}, use, workerInfo) => {
      await ownShop({ ORDER_HOLD: `${SHORT_HOLD_MS}ms` }, `toolshop-short-hold-${workerInfo.workerIndex}.log`, use);
    },
    { scope: 'worker' },
  ],
  /**
   * A shop for one test alone, with the run's settings: for journeys that need to know every
   * account or review in it (the last admin, a count of reviews that only they change).
   * Answers { url, dataDir, api }; it starts in a fraction of a second.
   */
  freshShop: async ({}, use, testInfo) => {
    ownShops += 1;
    await ownShop({}, `toolshop-fresh-${testInfo.workerIndex}-${ownShops}.log`, use);
  },
});

// ---------------------------------------------------------------------------------------------
// The API, for what a journey needs to exist before it starts (the browser proves the rest).

/**
 * One API request. `from`, a loopback address, is where it comes from: the shop limits sign-ups
 * per client address (20 an hour), so each person the suite signs up comes from an address of
 * their own, as people on their own machines do; everything else comes from 127.0.0.1.
 */
function call(baseURL, method, path, { token, body, from } = {}) {
  const headers = { Accept: 'application/json' };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = Buffer.byteLength(payload);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { method, headers, localAddress: from }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode < 200 || response.statusCode > 299) {
          let said;
          try {
            said = JSON.parse(text).error;
          } catch {
            said = undefined;
          }
          const error = new Error(`${method} ${path}: ${response.statusCode} ${text}`);
          reject(Object.assign(error, { status: response.statusCode, said: said ?? text }));
          return;
        }
        try {
          resolve(text ? JSON.parse(text) : null);
        } catch (error) {
          reject(new Error(`${method} ${path}: ${error.message} in ${text}`));
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

let signUps = 0;

/** A loopback address no other sign-up of the run comes from (127.<worker>.<n>.<n>). */
function signUpAddress() {
  signUps += 1;
  const worker = (Number(process.env.TEST_WORKER_INDEX) || 0) % 250;
  return `127.${worker + 1}.${Math.floor(signUps / 250) % 250}.${(signUps % 250) + 1}`;
}

/**
 * The API of the shop at `baseURL` whose data (and outbox) is in `dataDir`: each a string, or a
 * function answering one.
 */
export function apiFor(baseURL, dataDir) {
  const valueOf = (setting) => (typeof setting === 'function' ? setting() : setting);
  const request = (method, path, options) => call(valueOf(baseURL), method, path, options);
  const exchange = async (identity) => {
    const { token } = await request('PUT', `/user/${encodeURIComponent(identity.email)}`, {
      token: identity.token,
      body: { email: identity.email },
    });
    return token;
  };
  const api = {
    async tool(name) {
      const tool = (await request('GET', '/tools')).find((candidate) => candidate.name === name);
      if (!tool) throw new Error(`no tool named ${name}`);
      return tool;
    },
    /** Signs a person up and answers their API token (what the page stores as accessToken). */
    async signUp(person) {
      return exchange(await request('POST', '/auth/signup', { body: person, from: signUpAddress() }));
    },
    /** Signs up, or signs in when the account exists already (a restarted worker). */
    async account(person) {
      try {
        return await api.signUp(person);
      } catch (error) {
        if (error.status !== 409) throw error;
        return exchange(await request('POST', '/auth/login', { body: { email: person.email, password: person.password } }));
      }
    },
    /**
     * Follows the newest verification link mailed to `email`, as its owner does signed in with
     * `token` (from an address of its own: verifications are limited per client address too).
     */
    async verify(email, token) {
      const link = await mailedLink(email, VERIFY_PATH, { dataDir: valueOf(dataDir) });
      const body = { token: new URL(link).searchParams.get('token') };
      await request('POST', '/auth/verify-email', { body, token, from: signUpAddress() });
    },
    /** Signs a person up and proves their mailbox: answers their API token. */
    async signUpVerified(person) {
      const token = await api.signUp(person);
      await api.verify(person.email, token);
      return token;
    },
    /**
     * The API token of an ADMIN_EMAILS account, made an admin: signed up (or in) and verified.
     * Workers may race to make the same one: whoever follows the link first verifies it.
     */
    async admin(person) {
      const token = await api.account(person);
      if (!(await api.me(token)).verified) {
        try {
          await api.verify(person.email, token);
        } catch (error) {
          // The link was followed by another worker meanwhile.
          if (error.status !== 400) throw error;
        }
      }
      await expect
        .poll(async () => (await api.me(token)).admin, { message: `${person.email} is an admin once verified` })
        .toBe(true);
      return token;
    },
    /** An admin adds a tool (as Add Tools does): answers its id. */
    async addTool(adminToken, tool) {
      const { insertedId } = await request('POST', '/tools', { token: adminToken, body: tool });
      return insertedId;
    },
    /** The account signed in with `token`: { email, name, admin, verified }; rejects with its status (401). */
    async me(token) {
      return request('GET', '/auth/me', { token });
    },
    /** Ends the session of `token` (as Sign Out does). */
    async logout(token) {
      await request('POST', '/auth/logout', { token });
    },
    /** The customer's review; the server signs it with the account's name. */
    async review(token, { ratings, description }) {
      await request('POST', '/ratings', { token, body: { name: 'ignored', ratings, description } });
    },
    /** How many reviews the shop has (X-Total-Count of GET /ratings). */
    async reviewCount() {
      const url = new URL('/ratings?limit=1', valueOf(baseURL));
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return Number(response.headers.get('X-Total-Count'));
    },
    /** Buy Now of the tool, delivered in San Leandro by the shop's first delivery to the US (if it has one). */
    async order(token, { tool, person, quantity = tool.minOrder, address = '1 Test Street', number = '0123456789' }) {
      const methods = await request('GET', '/shipping-methods?country=US', {});
      const delivery = methods.find((m) => !m.pickup);
      const { insertedId } = await request('POST', '/orders', {
        token,
        body: {
          toolId: tool._id, customerName: person.name, number, quantity,
          line1: address, city: 'San Leandro', postalCode: '94577', country: 'US', region: 'CA',
          ...(delivery && { shippingMethodId: delivery._id }),
        },
      });
      return insertedId;
    },
    /** Pays an order with the sandbox's good test card, as the payment page does. */
    async pay(token, orderId) {
      const { clientSecret } = await request('POST', '/create-payment-intent', { token, body: { orderId } });
      const { transactionId } = await request('POST', '/payments/sandbox/confirm', {
        token,
        body: { clientSecret, number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
      });
      await request('PATCH', `/orders/${orderId}`, { token, body: { orderId, transaction: transactionId } });
      return transactionId;
    },
    /** Sets a line of the customer's cart (PUT /cart/{toolId}). */
    async cartLine(token, toolId, quantity) {
      await request('PUT', `/cart/${toolId}`, { token, body: { quantity } });
    },
    /** The customer's cart as the server keeps it (GET /cart). */
    async cart(token) {
      return request('GET', '/cart', { token });
    },
    /** Checks the customer's cart out: answers the order's id. */
    async checkout(token, delivery) {
      const { insertedId } = await request('POST', '/checkout', { token, body: delivery });
      return insertedId;
    },
    /** The customer cancels an unpaid order. */
    async cancel(token, orderId) {
      await request('DELETE', `/orders/${orderId}`, { token });
    },
    /** An admin ships a paid order. */
    async ship(adminToken, orderId) {
      await request('PUT', `/orders/shipped/${orderId}`, { token: adminToken });
    },
    /** An admin makes the account of `email` an admin (Make Admin). */
    async makeAdmin(adminToken, email) {
      await request('PUT', `/user/admin/${encodeURIComponent(email)}`, { token: adminToken });
    },
    /** The customer's orders, newest first, as My Orders loads them. */
    async myOrders(token) {
      return request('GET', '/orders', { token });
    },
    /** Any call, as the holder of `token`: what a journey's set-up needs and no helper does. */
    async as(token, method, path, body) {
      return request(method, path, { token, body });
    },
    /** The id of the shop's shipping method of that name. */
    async shippingMethod(name) {
      return (await request('GET', '/shipping-methods')).find((method) => method.name === name)._id;
    },
    /** One order as the server keeps it: what it charges is its `price`. */
    async getOrder(token, orderId) {
      return request('GET', `/orders/${orderId}`, { token });
    },
  };
  return api;
}

/** The API of the run's shop (global-setup.js). */
export const api = apiFor(serverURL, () => process.env.TOOLSHOP_DATA_DIR);

/** A fresh browser context (a new visitor) on the server, desktop-sized unless told. */
/** How an order placed by api.order reads its address: the street given, in the fixture's town. */
export const orderAddress = (line1) => `${line1}, San Leandro, CA 94577, United States`;

export function newContext(browser, options = {}) {
  return browser.newContext({ baseURL: serverURL(), viewport: { width: 1440, height: 900 }, ...options });
}

/**
 * The visitor reads down a page the server wrote to its end, where the app draws more (a tool's
 * reviews, the home page's sections under the cards): nearing the footer starts the app
 * (web/src/start.ts).
 */
export async function readToTheEnd(page) {
  await page.mouse.wheel(0, 100_000);
}

/** A browser context already signed in with `token`, as after a sign-in (on options.baseURL's shop if given). */
export function signedInContext(browser, token, options = {}) {
  const origin = options.baseURL ?? serverURL();
  return newContext(browser, {
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'accessToken', value: token }] }],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// What a person does and sees.

/** Dollars as the pages (web/src/lib/format.ts) and the mails write them: $550.00, $1,079.88. */
export function formatPrice(amount) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** Fills the payment page's sandbox card form: `number`, an expiry next year, a CVC. */
export async function fillCard(page, number) {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await page.getByLabel('CVC').fill('123');
}

/** Fills the login form and waits until the top bar shows the person signed in. */
export async function signInWithForm(page, { email, password, name }) {
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSignedIn(page, name);
}

/**
 * The top bar's menu, opened first where it hides behind the Menu button (a phone's width).
 * Following one of its links closes it again.
 */
export async function openMainMenu(page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** Looks at the top bar's menu (opened on a phone, and closed again after). */
async function lookAtMainMenu(page, look) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  const wasClosed = (await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false';
  await look(await openMainMenu(page));
  if (wasClosed) await toggle.click();
}

export async function expectSignedIn(page, name) {
  await lookAtMainMenu(page, async (topBar) => {
    await expect(topBar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    if (name) await expect(topBar.getByText(name, { exact: true })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
}

export async function expectSignedOut(page) {
  await lookAtMainMenu(page, async (topBar) => {
    await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
}

/**
 * The dashboard's menu, opened where it is a closed disclosure (an admin's on a phone: a button
 * naming the page shown); its only button is that one.
 */
export async function openDashboardMenu(page) {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  const toggle = menu.getByRole('button');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return menu;
}

/**
 * The dashboard's menu shows every one of `labels`, in order, each wholly on screen once opened
 * (on a phone too, where it is a grid above the page, an admin's under a button naming
 * `current`, closed again after), and marks `current` as the page shown.
 */
export async function expectDashboardMenu(page, labels, current) {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  const toggle = menu.getByRole('button');
  const closed = (await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false';
  if (closed) await expect(toggle).toHaveText(current);
  const links = (await openDashboardMenu(page)).getByRole('link');
  await expect(links).toHaveText(labels);
  for (const link of await links.all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    if ((await link.textContent()) === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  if (closed) await toggle.click();
}

/**
 * Asserts a toast with exactly `message` shows, below the top bar (never over its links and Sign
 * Out), then closes it as a person would.
 */
export async function expectToast(page, message, kind = 'success') {
  const toast = page
    .locator('.toaster')
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ has: page.getByText(message, { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(new RegExp(`toast-${kind}`));
  const toastTop = (await toast.boundingBox()).y;
  const topBar = await page.getByRole('banner').boundingBox();
  expect(toastTop, 'the toast lies below the top bar').toBeGreaterThanOrEqual(topBar.y + topBar.height);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** The validation message tied to a field, as a screen reader announces it. */
export async function expectFieldError(field, message) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** Waits until every image on the page has loaded (lazy ones too), as before a person looks. */
export async function waitForImages(page) {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

// ---------------------------------------------------------------------------------------------
// Accessibility and screenshots.

const SERIOUS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now. Serious and critical violations fail the test; every
 * finding is written to test-results/axe/<name>.json. Axe runs in the page itself ("legacy"
 * mode; the shop has no frames from other origins, which only the default mode reaches) and
 * details only the violations: the default's blank second page and the details of every rule
 * passed took almost half of each check.
 */
export async function checkA11y(page, name) {
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  const findings = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), html: node.html, summary: node.failureSummary })),
  }));
  const dir = join(RESULTS_DIR, 'axe');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ url: page.url(), findings }, null, 2));

  const serious = findings
    .filter((finding) => SERIOUS.has(finding.impact))
    .flatMap((finding) =>
      finding.nodes.map((node) => `${finding.impact} ${finding.id} (${finding.help}) on ${new URL(page.url()).pathname}: ${node.target} ${node.html}`),
    );
  expect(serious, `axe on ${name} (${page.url()})`).toEqual([]);
}

/** Nothing wider than the screen: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page) {
  const { width } = page.viewportSize();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${new URL(page.url()).pathname} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * At a phone's width every control (link, button, field) is at least 44 × 44 px, easy to tap;
 * links inside a sentence are exempt, as WCAG has it (2.5.5).
 */
async function expectTapTargets(page) {
  const small = await page
    .locator('a, button, input, select, textarea')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility() && !element.closest('p, .skip-link'))
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? (element.textContent.trim() || element.name);
          return { name, width: Math.round(box.width), height: Math.round(box.height) };
        })
        .filter(({ width, height }) => width < 44 || height < 44),
    );
  expect(small, `controls under 44 × 44 px on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * The checks of a page as a person sees it, at the page's width: nothing wider than the screen
 * (the page never scrolls sideways; tables scroll inside), at a phone's width every control
 * easy to tap, and axe (checkA11y). One page is checked once, by pages.spec.js or by the
 * journey that reaches it.
 */
export async function checkPage(page, name) {
  await expectNoSidewaysScroll(page);
  if (page.viewportSize().width < 700) await expectTapTargets(page);
  await checkA11y(page, name);
}

/**
 * A full-page picture in screenshots/<width>/<name>.png, for people to look at after a local
 * run. CI keeps no files, and the pictures were a tenth of its run: there none is taken.
 */
export async function screenshot(page, name) {
  if (IN_CI) return;
  const { width } = page.viewportSize();
  const dir = join(SCREENSHOT_DIR, String(width));
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

// ---------------------------------------------------------------------------------------------
// The outbox: without SMTP_URL the server writes each mail to DATA_DIR/outbox/*.eml (in the
// background, after the request that sends it has answered).

/** Where the links of the shop's mails lead: a password reset and an email verification. */
export const RESET_PATH = '/reset-password';
export const VERIFY_PATH = '/verify-email';

// A mail is written aside and renamed into place, so a file once listed never changes.
const mailTexts = new Map();

/** Every mail in the outbox of `dataDir` (the run's shop unless told), newest first. */
function outbox(dataDir = process.env.TOOLSHOP_DATA_DIR) {
  const dir = join(dataDir, 'outbox');
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const path = join(dir, name);
      if (!mailTexts.has(path)) mailTexts.set(path, { text: readFileSync(path, 'utf8'), mtime: statSync(path).mtimeMs });
      return { path, ...mailTexts.get(path) };
    })
    .sort((a, b) => b.mtime - a.mtime || (a.path < b.path ? 1 : -1))
    .map(({ text }) => text);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mails to exactly `email` (To: <email>), newest first. */
function mailsTo(email, dataDir) {
  const to = new RegExp(`^To: <${escapeRegExp(email)}>\\r?$`, 'mi');
  return outbox(dataDir).filter((text) => to.test(text));
}

/** The newest mail in the outbox to `email` whose text matches `pattern`, or undefined. */
export function newestMail(email, pattern, { dataDir } = {}) {
  return mailsTo(email, dataDir).find((text) => pattern.test(text));
}

/** The links to `path` (e.g. VERIFY_PATH) with a token in the mails to `email`, newest first. */
export function mailedLinks(email, path, { dataDir } = {}) {
  const link = new RegExp(`(https?://\\S+${escapeRegExp(path)}\\?token=[^\\s"<>]+)`);
  return mailsTo(email, dataDir)
    .map((text) => text.match(link)?.[1])
    .filter(Boolean);
}

/** Waits for a mail to `email` with a link to `path`, and answers the newest such link. */
export async function mailedLink(email, path, { dataDir } = {}) {
  let links = [];
  await expect
    .poll(
      () => {
        links = mailedLinks(email, path, { dataDir });
        return links.length;
      },
      { message: `a mail to ${email} with a ${path} link in the outbox` },
    )
    .toBeGreaterThan(0);
  return links[0];
}

/**
 * The body of the part of type `type` ('text/plain' or 'text/html') of a multipart/alternative
 * mail as the outbox keeps it (each part 8-bit UTF-8, as the shop writes them).
 */
export function mailPart(mail, type) {
  const boundary = mail.match(/^Content-Type: multipart\/alternative; boundary="?([^"\r\n]+)"?\r?$/m)?.[1];
  if (!boundary) throw new Error(`not a multipart/alternative mail:\n${mail}`);
  const header = new RegExp(`^Content-Type: ${escapeRegExp(type)};`, 'mi');
  for (const part of mail.split(`--${boundary}`)) {
    const [head, ...body] = part.split('\r\n\r\n');
    if (header.test(head)) return body.join('\r\n\r\n');
  }
  throw new Error(`no ${type} part in:\n${mail}`);
}
