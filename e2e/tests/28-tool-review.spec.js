// Journey 28: a customer who bought a tool reviews it on the tool's page. On a shop of its own,
// with a tool of its own: a verified customer checks the tool out but has not paid yet, and the
// tool's page tells them, in place of a form, the server's "Only customers who bought this tool
// can review it". Once the order is paid, the customer writes a review (stars, title, text): it shows
// as theirs, marked "Verified purchase", with the average and count updated; they edit it. A
// visitor sees the review on the tool's page and its stars on the tool's card in search; an admin
// hides it ("Hide"), and the visitor no longer sees it, nor stars on the card. At 1440 and 390 px.
import { ORDERS_ADMIN_EMAIL, PASSWORD, newPerson, unique } from '../support/accounts.js';
import { checkA11y, expect, expectToast, newContext, readToTheEnd, screenshot, signedInContext, test } from '../support/fixtures.js';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/orders.js';

test.describe.configure({ mode: 'parallel' });

/** The review section of the tool's page. */
const reviewsOf = (page) => page.getByRole('region', { name: 'Customer reviews' });
/** The summary's stars, read as "4 out of 5 stars, 1 review". */
const summaryStars = (page) => reviewsOf(page).locator('.review-average').getByRole('img');
/** The list of the shown reviews but the customer's own, which shows once, above, in "Your review". */
const reviewList = (page) => reviewsOf(page).getByRole('list', { name: 'Reviews' });

for (const viewport of [DESKTOP, PHONE]) {
  test(`a buyer reviews a tool, edits it, and an admin hides it (${viewport.width} px)`, async ({ browser, freshShop: shop }) => {
    test.setTimeout(120_000);
    const w = viewport.width;
    const admin = await shop.api.admin({ name: 'E2E Orders Admin', email: ORDERS_ADMIN_EMAIL, password: PASSWORD });
    const { image } = await shop.api.tool('16OZ FIBREGLASS CLAW HAMMER');
    const name = `Review Spokeshave ${unique()}`;
    const toolId = await shop.api.addTool(admin, {
      name,
      price: 38,
      image,
      description: 'A flat-soled spokeshave for chair legs and paddles.',
      minOrder: 1,
      availableQuantity: 20,
    });
    const tool = await shop.api.as(admin, 'GET', `/tool/${toolId}`);
    const address = `/products/${toolId}/${tool.slug}`;

    // A verified customer checks the tool out, and has not paid yet.
    const customer = newPerson('reviewer');
    const token = await shop.api.signUpVerified(customer);
    await shop.api.cartLine(token, toolId, 1);
    const delivery = (await shop.api.as(token, 'GET', '/shipping-methods?country=US')).find((method) => !method.pickup);
    const orderId = await shop.api.checkout(token, {
      customerName: customer.name, line1: '1 Market Street', city: 'San Francisco', region: 'CA', postalCode: '94105',
      country: 'US', number: '+1 415 555 0100', shippingMethodId: delivery._id,
    });

    const context = await signedInContext(browser, token, { baseURL: shop.url, viewport });
    const page = await context.newPage();
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(reviewsOf(page).getByText('No reviews yet.')).toBeVisible();
    // Not paid yet: the page says why there is no form to fill.
    const writeForm = reviewsOf(page).getByRole('form', { name: 'Write a review' });
    await expect(reviewsOf(page).getByText('Only customers who bought this tool can review it.')).toBeVisible();
    await expect(writeForm).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, '28-review-not-bought');
    expect(await shop.api.as(token, 'GET', `/tool/${toolId}/reviews`)).toMatchObject({ count: 0 });

    // Paid: the same customer writes the review.
    await shop.api.pay(token, orderId);
    await page.reload();
    await writeForm.getByLabel('Ratings (1 to 5)').fill('4');
    await writeForm.getByLabel('Title').fill('Takes a fine shaving');
    await writeForm.getByLabel('Description').fill('Sharp out of the box; the sole is flat and the handles fit my hands.');
    await writeForm.getByRole('button', { name: 'Submit review' }).click();
    await expectToast(page, 'Thank you for your review');
    const mine = reviewsOf(page).getByRole('region', { name: 'Your review' });
    await expect(mine.getByRole('heading', { name: 'Takes a fine shaving' })).toBeVisible();
    await expect(mine.getByText('Verified purchase', { exact: true })).toBeVisible();
    await expect(mine).toContainText(customer.name);
    await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(summaryStars(page)).toHaveAccessibleName('4 out of 5 stars, 1 review');
    await expect(reviewsOf(page).getByText('No reviews yet.')).toHaveCount(0);
    await expect(reviewsOf(page).getByRole('article')).toHaveCount(1); // shown once, as theirs
    await expectNoSidewaysScroll(page);
    await checkA11y(page, `28-review-written-${w}`);
    await screenshot(page, '28-review-written');

    // The customer edits it: five stars and a new title.
    await mine.getByRole('button', { name: 'Edit' }).click();
    const editForm = mine.getByRole('form', { name: 'Edit your review' });
    await expect(editForm.getByLabel('Title')).toHaveValue('Takes a fine shaving');
    await editForm.getByLabel('Ratings (1 to 5)').fill('5');
    await editForm.getByLabel('Title').fill('Takes a fine shaving, every time');
    await screenshot(page, '28-review-editing');
    await editForm.getByRole('button', { name: 'Save review' }).click();
    await expectToast(page, 'Your review is updated');
    await expect(mine.getByRole('heading', { name: 'Takes a fine shaving, every time' })).toBeVisible();
    await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(summaryStars(page)).toHaveAccessibleName('5 out of 5 stars, 1 review');
    await expect(reviewsOf(page).getByRole('article')).toHaveCount(1);
    await screenshot(page, '28-review-edited');

    // A visitor sees the review on the tool's page, and its stars on the tool's card in search.
    const visitorContext = await newContext(browser, { baseURL: shop.url, viewport });
    const visitor = await visitorContext.newPage();
    await visitor.goto(address);
    await readToTheEnd(visitor);
    const shown = reviewList(visitor).getByRole('article');
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('heading', { name: 'Takes a fine shaving, every time' })).toBeVisible();
    await expect(shown).toContainText('Sharp out of the box');
    await expect(shown.getByText('Verified purchase', { exact: true })).toBeVisible();
    await expect(summaryStars(visitor)).toHaveAccessibleName('5 out of 5 stars, 1 review');
    await expect(reviewsOf(visitor).getByRole('link', { name: 'Sign in to review' })).toBeVisible();
    await expect(shown.getByRole('button')).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
    await checkA11y(visitor, `28-review-visitor-${w}`);
    await screenshot(visitor, '28-review-visitor');

    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    const card = visitor.getByRole('main').getByRole('article').filter({ has: visitor.getByRole('link', { name }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: '5 out of 5 stars, 1 review' })).toBeVisible();
    await expect(card.locator('.star-count')).toHaveText('5 (1)');
    await expectNoSidewaysScroll(visitor);
    await screenshot(visitor, '28-review-search-card');

    // An admin hides it on the tool's page.
    const adminContext = await signedInContext(browser, admin, { baseURL: shop.url, viewport });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(address);
    const hide = reviewList(adminPage).getByRole('button', { name: `Hide the review by ${customer.name}` });
    await expect(hide).toBeVisible();
    await expectNoSidewaysScroll(adminPage);
    await screenshot(adminPage, '28-review-admin');
    await hide.click();
    await expect(reviewList(adminPage).getByRole('article')).toHaveCount(0);
    await expect(reviewsOf(adminPage).getByText('No reviews yet.')).toBeVisible();
    // Listed with the hidden ones, it is marked Hidden, with Show to bring it back.
    await reviewsOf(adminPage).getByRole('checkbox', { name: 'Show hidden reviews' }).check();
    const hidden = reviewList(adminPage).getByRole('article');
    await expect(hidden).toHaveCount(1);
    await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(hidden.getByRole('button', { name: `Show the review by ${customer.name}` })).toBeVisible();
    await checkA11y(adminPage, `28-review-hidden-admin-${w}`);
    await screenshot(adminPage, '28-review-hidden-admin');
    await adminContext.close();

    // The visitor no longer sees it: not on the tool's page, and no stars on the card.
    await visitor.goto(address);
    await readToTheEnd(visitor);
    await expect(reviewsOf(visitor).getByText('No reviews yet.')).toBeVisible();
    await expect(reviewList(visitor).getByRole('article')).toHaveCount(0);
    await expect(visitor.getByText('Takes a fine shaving, every time')).toHaveCount(0);
    await screenshot(visitor, '28-review-visitor-hidden');
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(0);
    await screenshot(visitor, '28-review-search-card-hidden');
    await visitorContext.close();
    await context.close();
  });
}
