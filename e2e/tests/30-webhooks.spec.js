// Journey 30: signed webhooks. On a shop of its own (which lets webhooks reach loopback), the test
// runs a receiver on 127.0.0.1; the admin adds an endpoint for it on the Integrations page, is
// shown its secret once, sends a test event and sees it delivered (200) in the endpoint's log; a
// customer's order is placed, paid and shipped, and the log shows each order.* event delivered.
// The receiver checks every post's signature with the secret. At 1440 and 390 px.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import { checkA11y, expect, expectToast, openDashboardMenu, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** A webhook receiver on loopback: it keeps every post and answers 200. */
async function startReceiver() {
  const posts = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      posts.push({ headers: request.headers, body, event: JSON.parse(body.toString('utf8')) });
      response.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    posts,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Whether a post's Toolshop-Signature is the secret's HMAC-SHA256 of "<t>.<body>", signed just now. */
function signedWith(secret, post) {
  const parts = Object.fromEntries(post.headers['toolshop-signature'].split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.`).update(post.body).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`an endpoint added on Integrations gets signed events, shown delivered in its log (${viewport.width} px)`, async ({
    browser,
    freshShop: shop,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      const boss = await shop.api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
      const context = await signedInContext(browser, boss, { baseURL: shop.url, viewport });
      const page = await context.newPage();
      await page.goto('/dashboard');
      if (viewport === PHONE) await page.getByRole('navigation', { name: 'Dashboard' }).scrollIntoViewIfNeeded();
      await (await openDashboardMenu(page)).getByRole('link', { name: 'Integrations' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
      await expect(page.getByText('No endpoints yet')).toBeVisible();

      // The admin adds the endpoint: the form refuses it without events first.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      await form.getByLabel('URL').fill(receiver.url);
      await form.getByLabel('Description').fill('The warehouse');
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(form.getByText('Choose at least one event')).toBeVisible();
      for (const event of ['Order placed (order.placed)', 'Order paid (order.paid)', 'Order shipped (order.shipped)']) {
        await form.getByLabel(event).check();
      }
      await screenshot(page, 'webhooks-add');
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      // Its secret, shown this once.
      const shown = page.getByRole('dialog', { name: "The endpoint's signing secret" });
      const secret = (await shown.getByLabel('Signing secret').textContent()).trim();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'webhooks-secret');
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText(secret)).toHaveCount(0);

      // A test event, delivered: the log says 200.
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
      await expect(card.getByText('On', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Send a test event' }).click();
      await expectToast(page, `Test event sent to ${receiver.url}`);
      const log = card.getByRole('table', { name: `Deliveries to ${receiver.url}` });
      const row = (type) => log.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(type.replace('.', '\\.')) }) });
      await expect(row('webhook.test').locator('[data-label="Status"]')).toHaveText('Delivered');
      await expect(row('webhook.test').locator('[data-label="Code"]')).toHaveText('200');
      await expect(row('webhook.test').locator('[data-label="Attempts"]')).toHaveText('1');
      expect(receiver.posts).toHaveLength(1);
      expect(receiver.posts[0].event).toMatchObject({ type: 'webhook.test', data: { url: receiver.url } });
      expect(receiver.posts[0].headers['toolshop-event-id']).toBe(receiver.posts[0].event.id);
      expect(signedWith(secret, receiver.posts[0])).toBe(true);
      await expectNoSidewaysScroll(page);
      if (viewport === DESKTOP) await checkA11y(page, 'webhooks-log');
      await screenshot(page, 'webhooks-test-delivered');

      // A customer's order is placed and paid, and the admin ships it: each an order.* event.
      const customer = newPerson('webhooks');
      const token = await shop.api.signUpVerified(customer);
      const tool = await shop.api.tool('8-PIECE SCREWDRIVER SET');
      const orderId = await shop.api.order(token, { tool, person: customer });
      await shop.api.pay(token, orderId);
      await shop.api.ship(boss, orderId);
      await expect
        .poll(() => receiver.posts.map((post) => post.event.type), { message: 'the order events at the receiver' })
        .toEqual(['webhook.test', 'order.placed', 'order.paid', 'order.shipped']);
      for (const post of receiver.posts.slice(1)) {
        expect(post.event.data).toMatchObject({ _id: orderId, email: customer.email });
        expect(signedWith(secret, post)).toBe(true);
      }
      expect(receiver.posts[3].event.data).toMatchObject({ state: 'shipped', lines: [{ toolId: tool._id }] });

      await page.reload();
      await card.getByRole('button', { name: 'Deliveries' }).click();
      for (const type of ['order.placed', 'order.paid', 'order.shipped']) {
        await expect(row(type).locator('[data-label="Status"]')).toHaveText('Delivered');
        await expect(row(type).locator('[data-label="Code"]')).toHaveText('200');
      }
      await expect(card.getByText(/^Last delivery: Order shipped, Delivered \(200\)/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'webhooks-orders-delivered');
      await context.close();
    } finally {
      await receiver.close();
    }
  });
}
