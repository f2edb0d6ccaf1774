// Journey 1: a visitor browses the shop without signing in.
import { checkA11y, expect, readToTheEnd, test } from '../support/fixtures.js';

/** hh:mm:ss to seconds. */
const seconds = (text) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('a visitor sees every section of the home page', async ({ page }) => {
  // The first page of reviews the home page loads, and the total the server reports with it.
  const reviewsAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/ratings');
  // Anything the browser refuses (the Content-Security-Policy) or fails at shows as an error here.
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  const main = page.getByRole('main');
  await readToTheEnd(page);

  // Top bar and footer, as on every page.
  const topBar = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Home', 'Blogs', 'My Portfolio', 'Login']) {
    await expect(topBar.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(topBar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2023');

  // Hero banner.
  await expect(main.getByRole('heading', { name: 'Mordern Power Tools', level: 1 })).toBeVisible();
  await expect(main.getByText('All hardware equipments and accessories available here', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/blogs');

  // Available Tools: the count in the heading is every tool of the shop; the first page of
  // cards (24) shows, and Show more tools the rest.
  const toolsSection = main.getByRole('region', { name: /^Available Tools: \d+$/ });
  const cards = toolsSection.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Read together: another journey may add a tool meanwhile.
  await expect(async () => {
    const heading = await toolsSection.getByRole('heading', { level: 2 }).textContent();
    expect(heading).toMatch(/^Available Tools: \d+$/);
    const count = Number(heading.replace('Available Tools:', ''));
    expect(count).toBeGreaterThan(0);
    const shown = Math.min(count, 24);
    expect(await cards.count()).toBe(shown);
    expect(await toolsSection.getByRole('link', { name: /^Buy Now: / }).count()).toBe(shown);
    expect(await toolsSection.getByRole('button', { name: 'Show more tools' }).count()).toBe(count > shown ? 1 : 0);
  }).toPass();
  for (const card of await cards.all()) {
    await expect(card.getByRole('img')).toBeVisible();
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card).toContainText('Description:');
    await expect(card).toContainText('Minimum order:');
    await expect(card).toContainText('Available Quantity:');
    // The unit price charged (a deal's, the own price struck through beside it; a tool with
    // variants' lowest, "from" when they differ), labelled for tax.
    await expect(card.locator('.price')).toHaveText(/^(from )?\$\d{1,3}(,\d{3})*\.\d\d( was \$[\d,]+\.\d\d)? (plus tax|tax included)$/);
    // Buy Now buys the tool, or leads a tool with variants to its page to choose one.
    await expect(card.getByRole('link', { name: /^Buy Now: / })).toHaveAttribute('href', /^\/(purchase\/[0-9a-f]{24}|products\/[0-9a-f]{24}\/[a-z0-9-]+)$/);
  }
  // No loading indicator once the tools are there.
  await expect(main.getByRole('button', { name: 'loading' })).toHaveCount(0);

  // Deal of the Day.
  const deal = main.getByRole('region', { name: 'UNIVERSAL WRENCH 9/32MM' });
  await expect(deal).toContainText('Deal of the Day');
  await expect(deal.getByText('Price : $550', { exact: true })).toBeVisible();
  await expect(deal).toContainText('Deal Ends In:');
  await expect(deal.getByRole('link', { name: 'Buy Now: UNIVERSAL WRENCH 9/32MM' })).toHaveAttribute(
    'href',
    /^\/purchase\/[0-9a-f]{24}$/,
  );

  // For search engines: the page's own title and description, and its tools as JSON-LD, the
  // addresses of their pages (each page describes its tool: journey 22), one for each card.
  await expect(page).toHaveTitle('Toolshop · Hand tools and power tools');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Hand tools and power tools for trade and home/);
  await expect(async () => {
    const data = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
    const urls = data.itemListElement.map((element) => new URL(element.url).pathname);
    const links = await cards.getByRole('heading').getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(urls).toEqual(links);
    for (const url of urls) expect(url).toMatch(/^\/products\/[0-9a-f]{24}\/[a-z0-9-]+$/);
  }).toPass();

  // The countdown starts at about 10,000,000 ms (02:46:40) and ticks: read it, wait for the next value.
  const countdown = deal.locator('time');
  await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await countdown.textContent();
  expect(seconds(first)).toBeLessThanOrEqual(10_000);
  expect(seconds(first)).toBeGreaterThan(10_000 - 120);
  await expect(countdown).not.toHaveText(first);
  const next = await countdown.textContent();
  expect(seconds(next)).toBeLessThan(seconds(first));

  // Business-trust band.
  for (const [value, label] of [['72+', 'Countries'], ['100+', 'Customers'], ['60+', 'Tools']]) {
    await expect(main.getByRole('listitem').filter({ hasText: `${value} ${label}` })).toBeVisible();
  }

  // User Reviews: the count in the heading is the total the server reports (X-Total-Count); the
  // cards are the first 20 of them, and "Show more reviews" offers the rest.
  const answer = await reviewsAnswer;
  expect(answer.status()).toBe(200);
  const total = Number(answer.headers()['x-total-count']);
  expect(total, 'X-Total-Count of GET /ratings').toBeGreaterThan(0);
  const reviewsSection = main.getByRole('region', { name: `User Reviews: ${total}`, exact: true });
  await expect(reviewsSection.getByRole('heading', { level: 2 })).toHaveText(`User Reviews: ${total}`);
  const reviews = reviewsSection.getByRole('listitem');
  await expect(reviews).toHaveCount(Math.min(total, 20));
  await expect(reviewsSection.getByRole('button', { name: 'Show more reviews' })).toHaveCount(total > 20 ? 1 : 0);
  for (const review of await reviews.all()) {
    await expect(review).toContainText('Users Name:');
    await expect(review).toContainText('Given ratings:');
    await expect(review).toContainText('Comments:');
  }

  // About Us strip.
  const about = main.getByRole('region', { name: 'About Us' });
  await expect(about.getByRole('heading', { name: 'Cash on Delivery' })).toBeVisible();
  await expect(about).toContainText('100% money back guarantee');
  await expect(about).toContainText('gift card');
  await expect(about).toContainText('bonuses with a gift');
  await expect(about).toContainText('24/7');

  await checkA11y(page, 'journey-home');
  expect(consoleErrors, 'errors in the console').toEqual([]);
});

test('Read More leads to the blogs; My Portfolio; unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(page).toHaveTitle('Blogs · Toolshop');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click();
  await expect(page).toHaveURL(/\/my-portfolio$/);
  await expect(page.getByRole('heading', { name: 'My Portfolio', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Projects');

  // A reload of a client route is served by the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Portfolio', level: 1 })).toBeVisible();

  // An unknown path, loaded in full, shows the 404 image page.
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Toolshop');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Mordern Power Tools' })).toBeVisible();

  // A full load of a signed-in route while signed out goes to /login, remembering where to return.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});
