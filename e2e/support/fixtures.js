// What every journey uses: the server's URL, the API for setting the scene, signing in as a
// person does, toasts, the accessibility check and screenshots.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

import { RESULTS_DIR, SCREENSHOT_DIR } from './paths.js';

export { expect };

/** The server started by global-setup.js. */
export function serverURL() {
  const url = process.env.TOOLSHOP_URL;
  if (!url) throw new Error('TOOLSHOP_URL is not set: run the suite with npm test (global-setup.js starts the server)');
  return url;
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(serverURL());
  },
});

// ---------------------------------------------------------------------------------------------
// The API, for what a journey needs to exist before it starts (the browser proves the rest).

async function call(method, path, { token, body } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${serverURL()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw Object.assign(new Error(`${method} ${path}: ${response.status} ${text}`), { status: response.status });
  }
  return text ? JSON.parse(text) : null;
}

export const api = {
  async tool(name) {
    const tool = (await call('GET', '/tools')).find((candidate) => candidate.name === name);
    if (!tool) throw new Error(`no tool named ${name}`);
    return tool;
  },
  /** Signs a person up and answers their API token (what the page stores as accessToken). */
  async signUp(person) {
    const identity = await call('POST', '/auth/signup', { body: person });
    const { token } = await call('PUT', `/user/${encodeURIComponent(identity.email)}`, {
      token: identity.token,
      body: { email: identity.email },
    });
    return token;
  },
  /** Signs up, or signs in when the account exists already (a restarted worker). */
  async account(person) {
    try {
      return await api.signUp(person);
    } catch (error) {
      if (error.status !== 409) throw error;
      const identity = await call('POST', '/auth/login', { body: { email: person.email, password: person.password } });
      const { token } = await call('PUT', `/user/${encodeURIComponent(identity.email)}`, {
        token: identity.token,
        body: { email: identity.email },
      });
      return token;
    }
  },
  async order(token, { tool, person, quantity = tool.minOrder }) {
    const { insertedId } = await call('POST', '/orders', {
      token,
      body: { toolId: tool._id, customerName: person.name, address: '1 Test Street', number: '0123456789', quantity },
    });
    return insertedId;
  },
  /** Pays an order with the sandbox's good test card, as the payment page does. */
  async pay(token, orderId) {
    const { clientSecret } = await call('POST', '/create-payment-intent', { token, body: { orderId } });
    const { transactionId } = await call('POST', '/payments/sandbox/confirm', {
      token,
      body: { clientSecret, number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
    });
    await call('PATCH', `/orders/${orderId}`, { token, body: { orderId, transaction: transactionId } });
    return transactionId;
  },
};

/** A fresh browser context (a new visitor) on the server, desktop-sized unless told. */
export function newContext(browser, options = {}) {
  return browser.newContext({ baseURL: serverURL(), viewport: { width: 1440, height: 900 }, ...options });
}

/** A browser context already signed in with `token`, as after a sign-in. */
export function signedInContext(browser, token, options = {}) {
  return newContext(browser, {
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: serverURL(), localStorage: [{ name: 'accessToken', value: token }] }],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// What a person does and sees.

/** Dollars as the pages show them: $550, $1,200, $12.90. */
export function formatPrice(amount) {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

/** Fills the login form and waits until the top bar shows the person signed in. */
export async function signInWithForm(page, { email, password, name }) {
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSignedIn(page, name);
}

export async function expectSignedIn(page, name) {
  const topBar = page.getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  if (name) await expect(topBar.getByText(name, { exact: true })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Login' })).toHaveCount(0);
}

export async function expectSignedOut(page) {
  const topBar = page.getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
}

/** Asserts a toast with exactly `message` shows, then closes it as a person would. */
export async function expectToast(page, message, kind = 'success') {
  const toast = page
    .locator('.toaster')
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ has: page.getByText(message, { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(new RegExp(`toast-${kind}`));
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
 * finding is written to test-results/axe/<name>.json.
 */
export async function checkA11y(page, name) {
  const results = await new AxeBuilder({ page }).analyze();
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

export async function screenshot(page, name) {
  const { width } = page.viewportSize();
  const dir = join(SCREENSHOT_DIR, String(width));
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

// ---------------------------------------------------------------------------------------------
// The outbox: without SMTP_URL the server writes each mail to DATA_DIR/outbox/*.eml.

/** The newest mail in the outbox to `email` whose text matches `pattern`, or undefined. */
export function newestMail(email, pattern) {
  const dir = join(process.env.TOOLSHOP_DATA_DIR, 'outbox');
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const mails = names
    .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || (a.path < b.path ? 1 : -1))
    .map(({ path }) => readFileSync(path, 'utf8'))
    .filter((text) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text) && pattern.test(text));
  return mails[0];
}
