// Journey 3: a customer orders a tool, pays by card, cancels an unpaid order and leaves a review.
import { newPerson } from '../support/accounts.js';
import {
  api,
  checkA11y,
  expect,
  expectDashboardMenu,
  expectFieldError,
  expectToast,
  fillCard,
  formatPrice,
  newContext,
  openMainMenu,
  screenshot,
  signInWithForm,
  test,
} from '../support/fixtures.js';
import {
  DESKTOP,
  PAY_WITHIN,
  PHONE,
  fillBuyNow,
  expectNoSidewaysScroll,
  expectTappableActions,
  fieldOf,
  myOrderCards,
  orderCard,
  orderNumber,
} from '../support/orders.js';

// Tools no other journey orders on the run's shop, so stock and rows are this journey's own (at
// both sizes, each of its own customer).
const TOOL = '200MM COMBINATION PLIERS';
const OTHER_TOOL = '8M TAPE MEASURE';
const CUSTOMER_MENU = ['My Profile', 'Account', 'Add Review', 'My Orders'];

// The two screen sizes run side by side.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test(`a customer buys, pays, cancels and reviews (${viewport.width} px)`, async ({ browser }) => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    const person = newPerson('customer');
    await api.signUp(person);
    const tool = await api.tool(TOOL);
    const otherTool = await api.tool(OTHER_TOOL);

    // Sign-in sends the customer back where they were going.
    await page.goto(`/login?redirectTo=${encodeURIComponent(`/purchase/${tool._id}`)}`);
    await signInWithForm(page, person);
    await expect(page).toHaveURL(new RegExp(`/purchase/${tool._id}$`));
    await expect(page.getByRole('heading', { name: `Purchase ${TOOL}`, level: 1 })).toBeVisible();

    // Name and email come from the account and cannot be changed.
    const form = page.getByRole('region', { name: 'Your order' });
    await expect(form.getByLabel('Name')).toHaveValue(person.name);
    await expect(form.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Email')).toHaveValue(person.email);
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');

    const quantity = form.getByLabel('Quantity');
    const purchase = form.getByRole('button', { name: 'Purchase' });
    await expect(quantity).toHaveValue(String(tool.minOrder));
    await expect(purchase).toBeEnabled();

    // Out of range: a message, and Purchase is disabled.
    await quantity.fill(String(tool.minOrder - 1));
    await expect(form.getByText('Less than minimum order', { exact: true })).toBeVisible();
    await expect(quantity).toHaveAccessibleDescription(new RegExp('Less than minimum order'));
    await expect(purchase).toBeDisabled();
    await quantity.fill(String(tool.availableQuantity + 1));
    await expect(form.getByText('More than available quantity', { exact: true })).toBeVisible();
    await expect(purchase).toBeDisabled();
    if (!phone) await checkA11y(page, 'journey-purchase-invalid-quantity');

    // In range again, but no phone number or address yet.
    await quantity.fill(String(tool.minOrder));
    await expect(form.getByText('More than available quantity')).toHaveCount(0);
    await expect(purchase).toBeEnabled();
    await purchase.click();
    await expectFieldError(form.getByLabel('Phone number'), 'Number is required');
    await expectFieldError(form.getByLabel('Street address'), 'Address is required');

    // A valid order. What it costs is the server's quote: the tool, the delivery and the tax
    // where it goes; it is what the order then charges.
    await fillBuyNow(form, { phone: '+1 510 555 0000' });
    const parts = form.getByRole('region', { name: 'What the order costs' });
    await expect(parts).toContainText(`Subtotal${formatPrice(Math.round(tool.minOrder * tool.price * 100) / 100)}`);
    await expect(parts).toContainText('Shipping (Standard delivery)');
    const shownTotal = (await parts.locator('dt', { hasText: /^Total$/ }).locator('+ dd').textContent()).trim();
    await purchase.click();
    // Straight on to pay; the customer pays later, from My Orders.
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    await page.goto('/dashboard/my-order');

    // My Orders: waiting for payment, with Pay and the time left to pay; pending shipping.
    await expect(page).toHaveURL(/\/dashboard\/my-order$/);
    await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
    await expectDashboardMenu(page, CUSTOMER_MENU, 'My Orders');
    const myOrders = myOrderCards(page);
    const row = orderCard(page, TOOL);
    const column = (name) => fieldOf(row, name);
    await expect(row).toHaveCount(1);
    await expect(column('Tools')).toHaveText(`${TOOL} · ${tool.minOrder} items`);
    await expect(row.getByRole('link', { name: `Pay for ${TOOL}` })).toBeVisible();
    await expect(row).toContainText('Pending');
    await expect(column('Status').getByText('Pending payment', { exact: true })).toBeVisible();
    await expect(column('Status').getByText(PAY_WITHIN)).toBeVisible();
    await expect(column('Shipping')).toHaveText('Pending');
    await expect(row).not.toContainText('Paid');
    await expectTappableActions(page, myOrders);

    // Pay: a declined card first, shown in red under the form.
    await row.getByRole('link', { name: `Pay for ${TOOL}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(TOOL);
    await expect(summary).toContainText(person.name);
    await expect(summary).toContainText(person.email);
    const payment = page.getByRole('region', { name: 'Card payment' });
    const payButton = payment.getByRole('button', { name: /^Pay \$/ });
    await expect(payButton).toHaveText(`Pay ${shownTotal}`);
    await fillCard(page, '4000 0000 0000 0002');
    await payButton.click();
    const cardError = payment.getByRole('alert');
    await expect(cardError).toHaveText('Your card was declined.');
    const color = await cardError.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+(\.\d+)?/g).map(Number);
    expect(red, `card error colour ${color} is red`).toBeGreaterThan(140);
    expect(red - Math.max(green, blue), `card error colour ${color} is red`).toBeGreaterThan(80);
    if (!phone) await checkA11y(page, 'journey-payment-declined');

    // Then the sandbox's good card pays it.
    await fillCard(page, '4242 4242 4242 4242');
    await payButton.click();
    await expect(payment.getByText('We have Recieved your payment', { exact: true })).toBeVisible();
    await expect(payment).toContainText('Transaction Id:');
    const transactionId = (await payment.locator('code').textContent()).trim();
    expect(transactionId).not.toBe('');
    if (!phone) await checkA11y(page, 'journey-payment-received');

    // The receipt shows the order: its number, its line, where it goes, its total, the way on.
    await expect(payment).toContainText(TOOL);
    await expect(payment).toContainText('1 Davis Street, San Leandro, CA 94577, United States');
    await expect(payment).toContainText(`Total${shownTotal}`);
    await expect(payment.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'payment-received');

    // My Orders: Paid and the TransactionId; no Pay; a paid order offers no Cancel (the server
    // refuses one too); still pending shipping.
    await payment.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(`TransactionId: ${transactionId}`);
    await expect(row.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Cancel order of ${TOOL}` })).toHaveCount(0);
    await expect(column('Shipping')).toHaveText('Pending');
    await expect(row).toContainText('Pending');
    await expect(row).toHaveCount(1);

    // A second order, left unpaid and then cancelled: the page asks first.
    await page.goto(`/purchase/${otherTool._id}`);
    await expect(page.getByRole('heading', { name: `Purchase ${OTHER_TOOL}` })).toBeVisible();
    await fillBuyNow(page.getByRole('region', { name: 'Your order' }), { phone: '+1 510 555 0001' });
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    await page.goto('/dashboard/my-order');
    const unpaid = orderCard(page, OTHER_TOOL);
    await expect(unpaid.getByRole('link', { name: `Pay for ${OTHER_TOOL}` })).toBeVisible();
    const unpaidHref = await unpaid.getByRole('link', { name: `Pay for ${OTHER_TOOL}` }).getAttribute('href');
    const unpaidNumber = orderNumber(unpaidHref.split('/').pop());
    await expect(fieldOf(unpaid, 'Order')).toHaveText(unpaidNumber);
    await expect(unpaid.getByRole('link', { name: unpaidNumber })).toHaveAttribute('href', unpaidHref.replace('/payment/', '/orders/'));
    await expectTappableActions(page, myOrders);

    await unpaid.getByRole('button', { name: `Cancel order of ${OTHER_TOOL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Your order ${unpaidNumber} of ${otherTool.minOrder} × ${OTHER_TOOL} will be cancelled.`);
    if (!phone) await checkA11y(page, 'journey-cancel-dialog');
    // Changing one's mind keeps the order.
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(unpaid).toHaveCount(1);
    // Confirming cancels it: it stays listed, as Cancelled, with nothing left to do.
    await unpaid.getByRole('button', { name: `Cancel order of ${OTHER_TOOL}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, `${OTHER_TOOL} deleted successfully`);
    await expect(dialog).toBeHidden();
    await expect(fieldOf(unpaid, 'Status')).toHaveText('Cancelled');
    await expect(fieldOf(unpaid, 'Shipping')).toHaveText('—');
    // Its one link is its page; nothing left to do but put its tools back in the cart.
    await expect(unpaid.getByRole('link')).toHaveText([unpaidNumber]);
    await expect(unpaid.getByRole('button')).toHaveCount(1);
    await unpaid.getByRole('button', { name: /^Put the tools of order #\w+ back in the cart$/ }).click();
    await expect(unpaid.getByRole('status')).toHaveText(/^Back in your cart/);
    await expect(unpaid.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');
    await expect(row).toHaveCount(1);
    await expect(myOrders.getByRole('article')).toHaveCount(2);

    // A review, with its validation, then on the home page.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Review' }).click();
    await expect(page.getByRole('heading', { name: 'Add Review', level: 1 })).toBeVisible();
    await expectDashboardMenu(page, CUSTOMER_MENU, 'Add Review');
    await expect(page.getByLabel('Your name')).toHaveValue(person.name);
    const ratings = page.getByLabel('Ratings (1 to 5)');
    const description = page.getByLabel('Description');
    const addReview = page.getByRole('button', { name: 'Add Review' });
    await addReview.click();
    await expectFieldError(ratings, 'Ratings is required');
    await expectFieldError(description, 'Description is required');
    await ratings.fill('6');
    await expectFieldError(ratings, 'Give Rating number Between 1 to 5');
    await ratings.fill('0');
    await expectFieldError(ratings, 'Give Rating number Between 1 to 5');
    await ratings.fill('5');
    const comment = `Pliers arrived quickly and grip well. (${person.email})`;
    await description.fill(comment);
    await addReview.click();
    await expectToast(page, 'Review updated successfully');
    await expect(ratings).toHaveValue('');

    await (await openMainMenu(page)).getByRole('link', { name: 'Home' }).click();
    const review = page
      .getByRole('region', { name: /^User Reviews:/ })
      .getByRole('listitem')
      .filter({ hasText: comment });
    await expect(review).toHaveCount(1);
    await expect(review).toContainText(`Users Name: ${person.name}`);
    await expect(review).toContainText('Given ratings: 5');
    await expect(review).toContainText(`Comments: ${comment}`);
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}

test('a customer keeps a profile', async ({ page, browser }) => {
  const person = newPerson('profile');
  await api.signUp(person);
  await page.goto('/login');
  await signInWithForm(page, person);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(person.name);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);

  const update = page.getByRole('button', { name: 'Update Profile' });
  await update.click();
  await expectFieldError(page.getByLabel('Education'), 'Education is required');
  await expectFieldError(page.getByLabel('City'), 'City is required');
  await expectFieldError(page.getByLabel('Phone number'), 'Number is required');
  await expectFieldError(page.getByLabel('LinkedIn profile link'), 'Linked in profile link is required');
  await checkA11y(page, 'journey-profile-errors');

  await page.getByLabel('Education').fill('City & Guilds Carpentry');
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('Phone number').fill('+44 113 496 0000');
  await page.getByLabel('LinkedIn profile link').fill('https://www.linkedin.com/in/e2e-profile');
  await update.click();
  await expectToast(page, 'Profile updated successfully');

  // Saved: a fresh load shows it.
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Leeds');
  await expect(page.getByLabel('Education')).toHaveValue('City & Guilds Carpentry');
});
