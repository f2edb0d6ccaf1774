// Journey 19: a guest's purchase. A visitor adds four tools to the cart, checks out as a guest
// with an email (no account), pays on the order's private page at once (the checkout's key),
// and later opens that page from the link of the newest mail about it (the outbox; each mail
// carries a key of its own): the key after "#" opens it without signing in; a wrong key opens
// nothing. At a desktop's width and a phone's.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import {
  api,
  checkA11y,
  expect,
  fillCard,
  newContext,
  newestMail,
  screenshot,
  test,
} from '../support/fixtures.js';
import { DESKTOP, PHONE } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

const GUEST_LINK = /(https?:\/\/\S+\/guest\/orders\/([0-9a-f]{24})#key=[A-Za-z0-9_-]{43})/;

for (const viewport of [DESKTOP, PHONE]) {
  test(`a visitor buys four tools as a guest and opens the order from the mail (${viewport.width} px)`, async ({ browser }) => {
    const tag = unique();
    const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const tools = [];
    for (const [index, name] of ['Guest Saw', 'Guest Level', 'Guest Chisel', 'Guest Square'].entries()) {
      const tool = { name: `${name} ${tag}`, price: 10 + index * 5 };
      tool._id = await api.addTool(boss, {
        ...tool, image: '/images/demo/cordless-drill.svg', description: `A tool of the guest journey ${tag}.`, minOrder: 1, availableQuantity: 20,
      });
      tools.push(tool);
    }
    const guest = newPerson('guest');

    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(tag)}`);
    for (const [index, tool] of tools.entries()) {
      await page.getByRole('button', { name: `Add to cart: ${tool.name}` }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${index + 1} ${index ? 'items' : 'item'}` })).toBeVisible();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 4 items' }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();

    // Sign in, or check out as a guest with an email.
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check out as a guest' })).toBeVisible();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Phone number').fill('+44 20 7946 0400');
    await page.getByLabel('Shipping').selectOption({ label: 'Pickup at the shop: free' });
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('$70.00').first()).toBeVisible(); // 10 + 15 + 20 + 25
    await screenshot(page, 'guest-checkout');
    await checkA11y(page, 'the guest checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The order's page, opened by the key after "#", never in a query string.
    await expect(page).toHaveURL(/\/guest\/orders\/[0-9a-f]{24}#key=[A-Za-z0-9_-]{43}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order state' });
    await expect(summary.getByText('Pending payment')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('region', { name: 'Card payment' }).getByRole('button', { name: 'Pay $70.00' }).click();
    await expect(page.getByText('We have Recieved your payment', { exact: true })).toBeVisible();
    await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
    await screenshot(page, 'guest-paid');
    expect(await page.evaluate(() => localStorage.getItem('toolshop.cart'))).toBeNull();
    await context.close();

    // The newest mail's private link opens the order in another browser, signed in nowhere.
    let mail;
    await expect.poll(() => (mail = newestMail(guest.email, GUEST_LINK))).toBeTruthy();
    const [, link, mailedId] = mail.match(GUEST_LINK);
    expect(mailedId).toBe(orderId);
    const later = await newContext(browser, { viewport });
    const reader = await later.newPage();
    await reader.goto(link);
    // The customer's order page: its state, lines, delivery, invoice and timeline.
    await expect(reader.getByRole('region', { name: 'Order state' }).getByText('Paid', { exact: true })).toBeVisible();
    const items = reader.getByRole('region', { name: 'Items' });
    for (const tool of tools) await expect(items.getByRole('link', { name: tool.name })).toBeVisible();
    await expect(reader.getByRole('region', { name: 'Invoice and credit notes' }).getByRole('button', { name: /^Invoice INV-\d{6}$/ })).toBeVisible();
    await expect(reader.getByRole('region', { name: 'Timeline' }).locator('.timeline-label')).toHaveText(['Placed', 'Payment started', 'Paid']);
    await screenshot(reader, 'guest-order-from-mail');
    await checkA11y(reader, 'the guest order page');
    // Buy again fills this browser's cart with the order's lines.
    await reader.getByRole('button', { name: 'Buy again' }).click();
    await expect(reader.getByRole('banner').getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

    // A wrong key opens nothing, and offers to mail the link again.
    await reader.goto(link.replace(/#key=.*/, '#key=not-the-key'));
    await expect(reader.getByText(/This is not your order/)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Mail me the link' })).toBeVisible();
    // And sign-in offers the same to a guest, closed until asked for.
    await reader.goto('/login');
    await reader.getByText('Checked out as a guest? Find your order').click();
    await expect(reader.getByRole('form', { name: 'Mail me the link' }).getByLabel('Order number')).toBeVisible();
    await screenshot(reader, 'login-guest-link');
    await later.close();

    // Admins see it like any other order, marked as a guest's.
    expect(await api.getOrder(boss, orderId)).toMatchObject({ guest: true, email: guest.email, paid: true });
  });
}
