// Journey 29: an admin gives another tool (the shop's bookkeeping) an API key on the
// Integrations page. The secret shows once; the tool lists the orders with it but cannot reach
// an account call; the page then shows when the key was last used; once revoked, the key is
// refused at once. On a shop of its own, at 1440 and 390 px.
import { ADMIN_EMAIL, PASSWORD } from '../support/accounts.js';
import { checkA11y, expect, expectToast, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** A call another tool makes with the key, as its own HTTP client would. */
const callWith = (shop, key, path) => fetch(new URL(path, shop.url), { headers: { Authorization: `Bearer ${key}` } });

for (const viewport of [DESKTOP, PHONE]) {
  test(`an admin makes an API key, another tool uses it, and the admin revokes it (${viewport.width} px)`, async ({
    browser,
    freshShop: shop,
  }) => {
    const token = await shop.api.admin({ name: 'E2E Integrations Admin', email: ADMIN_EMAIL, password: PASSWORD });
    const page = await (await signedInContext(browser, token, { viewport, baseURL: shop.url })).newPage();
    await page.goto('/dashboard/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();

    const form = page.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Name').fill('Bookkeeping');
    await form.getByLabel(/^orders:read/).check();
    await expectNoSidewaysScroll(page);
    await screenshot(page, '29-integrations-form');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expectToast(page, 'Bookkeeping is made');

    // The secret, once.
    const shown = page.getByRole('region', { name: 'The key of Bookkeeping' });
    const key = await shown.getByLabel('Key').inputValue();
    expect(key).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    await expect(shown).toContainText('will not show it again');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `29-integrations-secret-${viewport.width}`);
    await screenshot(page, '29-integrations-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);

    // The tool reads the orders with it, and nothing of an account.
    const orders = await callWith(shop, key, '/allorders');
    expect(orders.status).toBe(200);
    expect(Array.isArray(await orders.json())).toBe(true);
    const me = await callWith(shop, key, '/auth/me');
    expect(me.status).toBe(403);
    expect((await me.json()).error).toBe('API keys cannot be used for this call');

    // The list tells when it was last used, never the key.
    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bookkeeping' }) });
    await expect(row.locator('[data-label="Scopes"]')).toHaveText('orders:read');
    await expect(row.locator('[data-label="Last used"]')).not.toHaveText('Never');
    await expect(page.getByRole('main')).not.toContainText(key);
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `29-integrations-list-${viewport.width}`);
    await screenshot(page, '29-integrations-list');

    // Revoked: refused from the next call.
    await row.getByRole('button', { name: 'Revoke Bookkeeping' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Bookkeeping is revoked');
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    expect((await callWith(shop, key, '/allorders')).status).toBe(401);
    await page.context().close();
  });
}
