// Journey 7: an order's life as the customer (My Orders, the payment page) and an admin (Manage
// All Orders) see it: waiting for payment, expired after its hold, paid, shipped, refunded and
// cancelled; with only the actions that can succeed; on a desktop and on a phone.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson } from '../support/accounts.js';
import {
  orderAddress,
  SHORT_HOLD_MS,
  api,
  checkA11y,
  expect,
  expectToast,
  fillCard,
  formatPrice,
  screenshot,
  signedInContext,
  test,
} from '../support/fixtures.js';
import {
  ALL_ORDERS_COLUMNS,
  DESKTOP,
  PAY_WITHIN,
  PENDING_STATUS,
  PHONE,
  cellOf,
  columnOf,
  customerText,
  expectCard,
  expectColumns,
  expectNoSidewaysScroll,
  expectRow,
  expectTappableActions,
  fieldOf,
  fillBuyNow,
  myOrderCards,
  orderCard,
  orderCardNumbered,
  orderNumber,
  orderTable,
  placedText,
  statusText,
} from '../support/orders.js';

const VIEWPORTS = [DESKTOP, PHONE];
const isPhone = (viewport) => viewport.width < 700;

// One tool per screen size, so each journey's stock is its own. The expiry journey orders on a
// shop of its own (shortHoldShop), where no one else orders; the refund journeys on the run's
// shop, tools no other journey orders.
const EXPIRY_TOOL = { [DESKTOP.width]: '8M TAPE MEASURE', [PHONE.width]: '200MM COMBINATION PLIERS' };
const REFUND_TOOL = { [DESKTOP.width]: '18V CORDLESS DRILL DRIVER', [PHONE.width]: '18V BRUSHLESS IMPACT DRIVER' };
// The order-states journeys check no stock, so both screen sizes may share these.
const STATE_TOOLS = {
  pending: '115MM ANGLE GRINDER 850W',
  paid: '8-PIECE SCREWDRIVER SET',
  shipped: '250MM ADJUSTABLE WRENCH',
  cancelled: '550MM HARDPOINT HAND SAW',
};

const EXPIRED_NOTICE = 'This order has expired. Place it again.';

// Every journey has its own people and tools: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * A fresh admin: a new account, verified, that the suite's orders admin (verified, so an admin)
 * makes an admin (Make Admin).
 */
async function freshAdmin() {
  const boss = await api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
  const person = newPerson('orders-admin');
  const token = await api.signUpVerified(person);
  await api.makeAdmin(boss, person.email);
  return { person, token };
}

/** Orders `tool` with Buy Now, as a customer does, who goes on to pay later; ends on My Orders. */
async function purchase(page, tool, { phone, address }) {
  await page.goto(`/purchase/${tool._id}`);
  const form = page.getByRole('region', { name: 'Your order' });
  await expect(form.getByLabel('Quantity')).toHaveValue(String(tool.minOrder));
  await fillBuyNow(form, { phone, street: address });
  await form.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  await page.goto('/dashboard/my-order');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
}

/** The tool's card on the home page shows `quantity` available. */
async function expectHomeStock(page, tool, quantity) {
  const card = page
    .getByRole('region', { name: /^Available Tools:/ })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: tool.name, exact: true }) });
  await expect(card.getByText(`Available Quantity: ${quantity}`, { exact: true })).toBeVisible();
}

/** A Total cell: the order's price as the server charges it, its parts (delivery, tax) after it. */
const totalCell = (order) => new RegExp(`^${formatPrice(order.price).replace(/[$.]/g, '\\$&')}`);

// ---------------------------------------------------------------------------------------------
// a. Expiry. One test for both screen sizes, so that their orders wait out the hold together.

/** A customer orders on the short-hold shop and sees the order waiting for payment. */
async function orderAndSeePending(browser, shop, viewport) {
  const person = newPerson('expiry');
  const token = await shop.api.signUp(person);
  const tool = await shop.api.tool(EXPIRY_TOOL[viewport.width]);
  const context = await signedInContext(browser, token, { baseURL: shop.url, viewport });
  const page = await context.newPage();

  // Ordered: on My Orders it waits for payment, with Pay and Cancel; its stock is held.
  await purchase(page, tool, { phone: '+44 20 7946 0200', address: '5 Hourglass Row, Hull' });
  const table = myOrderCards(page);
  const row = orderCard(page, tool.name);
  const status = fieldOf(row, 'Status');
  await expect(status.getByText('Pending payment', { exact: true })).toBeVisible();
  // The hold is seconds long, and the time left is rounded up to whole minutes.
  await expect(status.getByText(PAY_WITHIN)).toHaveText('Pay within 1 min');
  await expect(fieldOf(row, 'Shipping')).toHaveText('Pending');
  await expect(row.getByRole('link', { name: `Pay for ${tool.name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel order of ${tool.name}` })).toBeVisible();
  await expectTappableActions(page, table);
  // The catalogue's answers show stock up to a second late (docs/API.md).
  await expect
    .poll(async () => (await shop.api.tool(tool.name)).availableQuantity, { message: 'stock held by the unpaid order' })
    .toBe(tool.availableQuantity - tool.minOrder);

  // The payment page says how long is left, and offers the card form.
  await row.getByRole('link', { name: `Pay for ${tool.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Pending payment', { exact: true })).toBeVisible();
  await expect(summary.getByText('Pay within 1 min', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card payment' }).getByLabel('Card number')).toBeVisible();
  return { shop, viewport, tool, page, row, status, summary };
}

/** After the hold: the payment page, the home page and My Orders show the order expired. */
async function seeExpired({ shop, viewport, tool, page, row, status, summary }) {
  // The page shows it when loaded again once the hold is over: no card form, a notice instead.
  const payment = page.getByRole('region', { name: 'Card payment' });
  await expect(async () => {
    await page.reload();
    await expect(payment.getByText(EXPIRED_NOTICE, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: SHORT_HOLD_MS + 20_000 });
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expect(payment.getByRole('button')).toHaveCount(0);
  await expect(summary.getByText('Expired', { exact: true })).toBeVisible();
  await expect(summary.getByText(PAY_WITHIN)).toHaveCount(0);
  if (!isPhone(viewport)) await checkA11y(page, 'journey-payment-expired');
  await screenshot(page, 'order-payment-expired');

  // The stock is back once the shop has expired the order: on the home page, where the notice's
  // link leads (looked at on the desktop), and in the catalogue.
  await expect(payment.getByRole('link', { name: 'Back to the tools' })).toHaveAttribute('href', '/');
  await expect
    .poll(async () => (await shop.api.tool(tool.name)).availableQuantity, { message: 'stock after expiry', timeout: 15_000 })
    .toBe(tool.availableQuantity);
  if (!isPhone(viewport)) {
    await payment.getByRole('link', { name: 'Back to the tools' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectHomeStock(page, tool, tool.availableQuantity);
  }

  // My Orders: Expired, with nothing to pay or cancel, only its tools to put back in the cart;
  // its one link is its page.
  await page.goto('/dashboard/my-order');
  await expect(status).toHaveText('Expired');
  await expect(fieldOf(row, 'Shipping')).toHaveText('—');
  await expect(row.getByRole('link')).toHaveCount(1);
  await expect(row.getByRole('button')).toHaveText(['Put back in the cart']);
  await expectNoSidewaysScroll(page);
  await page.context().close();
}

test('an unpaid order expires after its hold and gives its stock back (1440 px and 390 px)', async ({
  browser,
  shortHoldShop,
}) => {
  // The holds are waited out: more time than a journey that only clicks.
  test.setTimeout(90_000);
  const journeys = [];
  for (const viewport of VIEWPORTS) journeys.push(await orderAndSeePending(browser, shortHoldShop, viewport));
  for (const journey of journeys) await seeExpired(journey);
});

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width} px`;
  const phone = isPhone(viewport);

  // -------------------------------------------------------------------------------------------
  // b. Refund.

  test(`a paid order is refunded by an admin, and its stock is back (${size})`, async ({ browser }) => {
    const customer = newPerson('refund');
    const token = await api.signUp(customer);
    const admin = await freshAdmin();
    const tool = await api.tool(REFUND_TOOL[viewport.width]);
    const delivery = { phone: '+44 20 7946 0300', address: '7 Refund Road, York' };
    let charged; // the order as the server priced it

    // The customer orders and pays with the sandbox's good card: on the desktop through the pages;
    // on a phone the journey starts with the order paid (07's expiry journey and pages.spec.js
    // show the purchase and payment pages at that width).
    const customerContext = await signedInContext(browser, token, { viewport });
    const customerPage = await customerContext.newPage();
    const myRow = orderCard(customerPage, tool.name);
    let number;
    if (phone) {
      const id = await api.order(token, { tool, person: customer, number: delivery.phone, address: delivery.address });
      number = orderNumber(id);
      charged = await api.getOrder(token, id);
      await api.pay(token, id);
    } else {
      await purchase(customerPage, tool, delivery);
      await myRow.getByRole('link', { name: `Pay for ${tool.name}` }).click();
      await expect(customerPage).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
      number = orderNumber(customerPage.url().split('/').pop());
      charged = await api.getOrder(token, customerPage.url().split('/').pop());
      const payment = customerPage.getByRole('region', { name: 'Card payment' });
      await fillCard(customerPage, '4242 4242 4242 4242');
      await payment.getByRole('button', { name: `Pay ${formatPrice(charged.price)}` }).click();
      await expect(payment.getByText('We have Recieved your payment', { exact: true })).toBeVisible();
    }
    await expect
      .poll(async () => (await api.tool(tool.name)).availableQuantity, { message: 'stock sold' })
      .toBe(tool.availableQuantity - tool.minOrder);

    // The admin finds it, paid, with everything needed to deliver it; Ship and Refund, no Delete.
    const adminContext = await signedInContext(browser, admin.token, { viewport });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/dashboard/manage-orders');
    await expect(adminPage.getByRole('heading', { name: 'Manage All Orders', level: 1 })).toBeVisible();
    const table = orderTable(adminPage, 'All orders');
    const row = table.getByRole('row').filter({ has: adminPage.getByRole('rowheader', { name: number, exact: true }) });
    await expect(row).toHaveCount(1);
    await expectRow(row, ALL_ORDERS_COLUMNS, {
      Order: number,
      Customer: customerText(customer.name, customer.email, delivery.phone),
      'Deliver to': orderAddress(delivery.address),
      Tool: tool.name,
      Quantity: String(tool.minOrder),
      Total: totalCell(charged),
      Payment: 'Paid',
      Status: /^To shipINV-\d{6}$/,
    });
    const forWhom = `order of ${tool.name} for ${customer.name}`;
    await expect(row.getByRole('button')).toHaveText(['Ship', 'Refund']);
    await expect(row.getByRole('button', { name: `Ship ${forWhom}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Refund ${forWhom}` })).toBeVisible();
    await expectTappableActions(adminPage, table);

    // Refund: the dialog says what happens; the admin confirms.
    await row.getByRole('button', { name: `Refund ${forWhom}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Refund this order?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Order ${number} of ${customer.name}, paid ${formatPrice(charged.price)}.`);
    if (!phone) await checkA11y(adminPage, 'journey-refund-dialog');
    await dialog.getByRole('button', { name: 'Refund the whole order' }).click();
    await expectToast(adminPage, `Order ${number} refunded`);
    await expect(dialog).toBeHidden();
    await expectRow(row, ALL_ORDERS_COLUMNS, {
      Payment: 'Refunded',
      Status: /^RefundedINV-\d{6}CN-\d{6}$/,
      Actions: '',
    });
    await expect(row.getByRole('button')).toHaveCount(0);

    // The customer sees it refunded, with nothing to do; the stock is back.
    await customerPage.goto('/dashboard/my-order');
    await expectCard(myRow, { Order: number, Status: /^Refunded/, Shipping: '—', Actions: '' });
    // Its page, its invoice and the credit note that corrects it are the links left.
    await expect(myRow.getByRole('link')).toHaveText([number, /^INV-\d{6}$/, /^CN-\d{6}$/]);
    await expect(myRow.getByRole('button')).toHaveCount(0);
    await expect
      .poll(async () => (await api.tool(tool.name)).availableQuantity, { message: 'stock after the refund' })
      .toBe(tool.availableQuantity);
    if (!phone) {
      await customerPage.goto('/');
      await expectHomeStock(customerPage, tool, tool.availableQuantity);
    }

    await customerContext.close();
    await adminContext.close();
  });

  // -------------------------------------------------------------------------------------------
  // c. Orders in every state, on both lists.

  test(`orders in every state, on My Orders and Manage All Orders (${size})`, async ({ browser }) => {
    const customer = newPerson('states');
    const token = await api.signUp(customer);
    const admin = await freshAdmin();
    const delivery = { address: `3 State Street, Bath (${viewport.width})`, number: '+44 1225 000 000' };

    // The scene: one order in each state, each of another tool and quantity.
    const orders = {};
    for (const [state, name] of Object.entries(STATE_TOOLS)) {
      const tool = await api.tool(name);
      const quantity = tool.minOrder + Object.keys(orders).length;
      const id = await api.order(token, { tool, person: customer, quantity, ...delivery });
      orders[state] = { id, tool, quantity, number: orderNumber(id), price: (await api.getOrder(token, id)).price };
      if (state === 'paid' || state === 'shipped') orders[state].transactionId = await api.pay(token, id);
      if (state === 'shipped') await api.ship(admin.token, id);
      if (state === 'cancelled') await api.cancel(token, id);
    }
    for (const order of await api.myOrders(token)) {
      Object.values(orders).find(({ id }) => id === order._id).placed = placedText(order.createdAt);
    }

    // My Orders, newest first: every detail, the state, and only the actions that can succeed.
    const customerContext = await signedInContext(browser, token, { viewport });
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/dashboard/my-order');
    await expect(customerPage.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
    const myTable = myOrderCards(customerPage);
    await expect(myTable.getByRole('heading')).toHaveText(
      [orders.cancelled, orders.shipped, orders.paid, orders.pending].map(({ number }) => number),
    );
    const myStatus = {
      pending: PENDING_STATUS,
      paid: statusText('Paid', `TransactionId: ${orders.paid.transactionId}`),
      shipped: statusText('Shipped', `TransactionId: ${orders.shipped.transactionId}`),
      cancelled: 'Cancelled',
    };
    const shipping = { pending: 'Pending', paid: 'Pending', shipped: 'Shipped', cancelled: '—' };
    for (const [state, order] of Object.entries(orders)) {
      const { tool } = order;
      const row = orderCardNumbered(customerPage, order.number);
      await expectCard(row, {
        Order: order.number,
        Placed: order.placed,
        Tools: `${tool.name} · ${order.quantity} items`,
        Total: formatPrice(order.price),
        Status: myStatus[state],
        Shipping: shipping[state],
      });
      if (state === 'pending') {
        await expect(row.getByRole('link', { name: `Pay for ${tool.name}` })).toHaveAttribute('href', `/dashboard/payment/${order.id}`);
        await expect(row.getByRole('button', { name: `Cancel order of ${tool.name}` })).toBeVisible();
      } else {
        // Its page, and a paid order's invoice; a cancelled order's one action puts its tools back.
        await expect(row.getByRole('link')).toHaveText(state === 'cancelled' ? [order.number] : [order.number, /^INV-\d{6}$/]);
        await expect(row.getByRole('button')).toHaveText(state === 'cancelled' ? ['Put back in the cart'] : []);
      }
    }
    // As pages.spec.js does for the other pages: axe, no sideways scrolling (and every action on
    // screen), a screenshot.
    await checkA11y(customerPage, `dashboard-my-orders-${viewport.width}`);
    await expectTappableActions(customerPage, myTable);
    await screenshot(customerPage, 'dashboard-my-orders');
    await customerContext.close();

    // Manage All Orders: who ordered what, where it goes, its state; only the actions that can succeed.
    const adminContext = await signedInContext(browser, admin.token, { viewport });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/dashboard/manage-orders');
    await expect(adminPage.getByRole('heading', { name: 'Manage All Orders', level: 1 })).toBeVisible();
    const table = orderTable(adminPage, 'All orders');
    await expectColumns(table, ALL_ORDERS_COLUMNS);
    const rowOf = (order) =>
      table.getByRole('row').filter({ has: adminPage.getByRole('rowheader', { name: order.number, exact: true }) });
    const payment = { pending: 'Unpaid', paid: 'Paid', shipped: 'Paid', cancelled: 'Unpaid' };
    const status = {
      pending: PENDING_STATUS,
      paid: /^To shipINV-\d{6}$/,
      shipped: /^ShippedINV-\d{6}$/,
      cancelled: 'Cancelled',
    };
    for (const [state, order] of Object.entries(orders)) {
      const { tool } = order;
      const row = rowOf(order);
      await expect(row).toHaveCount(1);
      await expectRow(row, ALL_ORDERS_COLUMNS, {
        Order: order.number,
        Placed: order.placed,
        Customer: customerText(customer.name, customer.email, delivery.number),
        'Deliver to': orderAddress(delivery.address),
        Tool: tool.name,
        Quantity: String(order.quantity),
        Total: totalCell(order),
        Payment: payment[state],
        Status: status[state],
      });
      const forWhom = `order of ${tool.name} for ${customer.name}`;
      // A shipped order is refunded by line: a return.
      const actions = { pending: ['Delete'], paid: ['Ship', 'Refund'], shipped: ['Refund'], cancelled: [] }[state];
      await expect(row.getByRole('button')).toHaveText(actions);
      for (const action of actions) await expect(row.getByRole('button', { name: `${action} ${forWhom}`, exact: true })).toBeVisible();
    }
    // The Customer cell: the name, and links to write and to call.
    const customerCell = cellOf(rowOf(orders.pending), ALL_ORDERS_COLUMNS, 'Customer');
    await expect(customerCell.getByRole('link')).toHaveCount(2);
    await expect(customerCell.getByRole('link', { name: customer.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${customer.email}`,
    );
    await expect(customerCell.getByRole('link', { name: delivery.number, exact: true })).toHaveAttribute(
      'href',
      `tel:${delivery.number}`,
    );
    await checkA11y(adminPage, `dashboard-manage-orders-${viewport.width}`);
    await expectTappableActions(adminPage, table);
    await screenshot(adminPage, 'dashboard-manage-orders');

    // The filter: To ship shows paid orders only, and says so in the URL; Back shows them all again.
    const filter = adminPage.getByLabel('Show orders');
    await expect(filter).toHaveValue('');
    await expect(filter.getByRole('option')).toHaveText(['All', 'Pending payment', 'To ship', 'Shipped', 'Cancelled', 'Expired', 'Refunded']);
    await filter.selectOption({ label: 'To ship' });
    await expect(adminPage).toHaveURL(/\/dashboard\/manage-orders\?state=paid$/);
    await expect(rowOf(orders.paid)).toHaveCount(1);
    for (const state of ['pending', 'shipped', 'cancelled']) await expect(rowOf(orders[state])).toHaveCount(0);
    await expect(async () => {
      const statuses = await columnOf(table, ALL_ORDERS_COLUMNS, 'Status').allTextContents();
      expect(statuses.length).toBeGreaterThan(0);
      for (const status of statuses) expect(status).toMatch(/^To shipINV-\d{6}$/);
    }).toPass();
    await expectTappableActions(adminPage, table);

    await adminPage.goBack();
    await expect(adminPage).toHaveURL(/\/dashboard\/manage-orders$/);
    await expect(filter).toHaveValue('');
    for (const order of Object.values(orders)) await expect(rowOf(order)).toHaveCount(1);
    await adminContext.close();
  });
}
