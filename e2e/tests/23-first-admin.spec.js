// Journey 23: a new shop's owner. A shop without an admin prints a one-time link when it starts
// ("Create the first admin: …/setup#token=…"); the owner opens it, creates their account and
// lands on the admin pages, signed in. The link works once. At 1440 and 390 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { newPerson } from '../support/accounts.js';
import { checkA11y, expect, openDashboardMenu, screenshot, test } from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** The set-up link the shop printed on its terminal (the server's output file) when it started. */
function firstAdminLink(dataDir) {
  const log = readFileSync(join(dataDir, 'toolshop.log'), 'utf8');
  const found = log.match(/Create the first admin: (http:\/\/\S+\/setup#token=[A-Z2-7]{26})/);
  if (!found) throw new Error(`no set-up link in the log:\n${log}`);
  return found[1];
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`the owner creates the first admin from the start-up link (${viewport.width} px)`, async ({ browser, freshShop }) => {
    const link = firstAdminLink(freshShop.dataDir);
    const owner = newPerson('owner');
    const context = await browser.newContext({ baseURL: freshShop.url, viewport });
    const page = await context.newPage();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
    await page.getByLabel('Name').fill(owner.name);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await screenshot(page, 'first-admin');
    await checkA11y(page, 'the set-up page');
    await page.getByRole('button', { name: 'Create admin account' }).click();

    // Signed in as an admin, on the shop's settings: the dashboard offers the admin pages.
    await expect(page).toHaveURL(/\/dashboard\/shop$/);
    await expect((await openDashboardMenu(page)).getByRole('link', { name: 'Manage All Orders' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(await freshShop.api.me(token)).toMatchObject({ email: owner.email, admin: true, verified: true });
    await screenshot(page, 'first-admin-dashboard');

    // The link is spent.
    const again = await browser.newContext({ baseURL: freshShop.url, viewport });
    const stranger = await again.newPage();
    await stranger.goto(link);
    await stranger.getByLabel('Name').fill('Someone Else');
    await stranger.getByLabel('Email').fill(newPerson('late').email);
    await stranger.getByLabel('Password').fill('another-secret');
    await stranger.getByRole('button', { name: 'Create admin account' }).click();
    await expect(stranger.getByText(/This set-up link has expired or was used/)).toBeVisible();
    await context.close();
    await again.close();
  });
}
