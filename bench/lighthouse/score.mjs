// Scores a running shop with Lighthouse 12 in Chromium's mobile emulation, each page best of
// three runs, and prints each page's four category scores, its first and largest paint and its
// layout shift, with every audit that cost points, worst first, and what each one blames:
//
//   node score.mjs http://127.0.0.1:18080        the demo shop: the home page, a tool's page and
//                                                a category's as a visitor, a purchase page as a
//                                                signed-in customer, the cart empty and with four
//                                                tools; then the first tap on a tool's page, and
//                                                the home page's first cards timed
//   node score.mjs http://127.0.0.1:18080 big    a big shop: the home, tool and category pages
//
// The targets (issue 44): performance 98 or more on the pages the server writes, with the first
// paint within 1.0 s and the largest within 1.5 s, and 100 in the other three; the cart 95 or
// more with a layout shift of 0.05 at most (it keeps its noindex, so SEO is shown, not held).
//
// The customer is signed up through the API, as the pages do it, and their token is put where
// the pages keep it before Lighthouse loads the page; for that page Lighthouse keeps the
// browser's storage (its caches are still cold: only /robots.txt was loaded).
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [shop, which] = process.argv.slice(2);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const written = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, fcp: 1000, lcp: 1500 };
const cart = { performance: 95, accessibility: 100, 'best-practices': 100, cls: 0.05 };
const runs = 3;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
let missed = 0;
try {
  const [tool] = await call('GET', '/tools?limit=1');
  const toolPage = `${shop}/products/${tool._id}/${tool.slug}`;
  const [category] = (await call('GET', '/categories')).filter((c) => c.toolCount > 0);
  missed += await score('home page', `${shop}/`, written);
  missed += await score('tool page', toolPage, written);
  missed += await score('category page', `${shop}/categories/${category.slug}`, written);
  if (which !== 'big') {
    missed += await score('purchase page', `${shop}/purchase/${tool._id}`, written, { signedIn: true });
    missed += await score('cart page, empty', `${shop}/cart`, cart);
    // A visitor's cart of four tools, kept where the pages keep it (docs/API.md).
    const lines = (await call('GET', '/tools?limit=4')).map((t) => ({ toolId: t._id, quantity: t.minOrder }));
    missed += await score('cart page, four tools', `${shop}/cart`, cart, { storage: { 'toolshop.cart': JSON.stringify(lines) } });
  }
  console.log(missed ? `\n${missed} figure(s) missed their target` : '\nevery figure met its target');
  if (which !== 'big') {
    const taps = [];
    for (let i = 0; i < runs; i++) taps.push(await firstTap(toolPage));
    taps.sort((a, b) => a.shown - b.shown);
    const middle = taps[1];
    console.log(`\nfirst tap on a tool's page at 4x CPU (median of ${runs} by time to the cart's count): ` +
      `the cart shows the line ${middle.shown} ms after the tap (the app took the page over ${middle.tookOver} ms after it), ` +
      `Interaction to Next Paint ${middle.inp} ms (targets 500 ms and 200 ms); all: ` +
      taps.map((t) => `${t.shown}/${t.inp} ms`).join(', '));
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await firstCards(`${shop}/`));
    const [, median] = [...times].sort((a, b) => a - b);
    console.log(`home page, count and first card shown after ${median} ms (median of ${times.join(', ')} ms)`);
  }
} finally {
  await browser.close();
}

// firstTap opens url, a tool's page, as a new visitor on a phone-sized window with the CPU
// slowed 4 times, and taps Add to cart once the page has loaded (and fetched the app's files,
// which it does not run), as a visitor who has read it does, before the app has run.
// It answers the milliseconds from the tap to the cart's count showing the line and to the app
// taking the page over, and the tap's Interaction to Next Paint (its longest event entry).
async function firstTap(url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(() => {
    window.tapEvents = [];
    new PerformanceObserver((list) => window.tapEvents.push(...list.getEntries().filter((e) => e.interactionId)))
      .observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  // The app takes over when its own root replaces the server's (web/src/lib/takeover.ts).
  await page.evaluate(() => {
    const served = document.getElementById('root');
    new MutationObserver(() => {
      if (document.getElementById('root') !== served) window.tookOver ??= performance.now();
    }).observe(served.parentNode, { childList: true });
  });
  const button = await page.waitForSelector('main [data-act^="add-to-cart:"]:not([disabled])');
  const tapped = await page.evaluate(() => performance.now());
  await button.tap();
  const shown = await page.waitForFunction(() => {
    const count = document.querySelector('[data-testid="cart-count"]');
    return count && count.textContent.trim() !== '0' ? performance.now() : false;
  }, { polling: 'raf', timeout: 30000 });
  const done = await shown.jsonValue();
  // Event timing entries arrive once the frame after the tap has painted.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { inp, tookOver } = await page.evaluate(() => ({
    inp: Math.max(0, ...window.tapEvents.map((e) => e.duration)),
    tookOver: window.tookOver,
  }));
  await context.close();
  return { shown: Math.round(done - tapped), tookOver: Math.round(tookOver - tapped), inp: Math.round(inp) };
}

// firstCards loads url in a fresh browser context (a new visitor: no cache, no storage) in a
// 1440×900 window and answers the milliseconds from the start of the navigation to the first
// frame that shows 'Available Tools:' with the count and the first tool's card.
async function firstCards(url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const shown = await page.waitForFunction(() => {
    const heading = document.getElementById('available-tools');
    const card = heading?.closest('section')?.querySelector('.tool-card');
    return /Available Tools: \d/.test(heading?.textContent ?? '') && card ? performance.now() : false;
  }, { polling: 'raf', timeout: 30000 });
  const ms = Math.round(await shown.jsonValue());
  await context.close();
  return ms;
}

// score runs Lighthouse on url three times, each in a fresh browser context, prints the best
// run's report (by performance) and answers how many of targets it missed.
async function score(name, url, targets, options = {}) {
  const reports = [];
  for (let i = 0; i < runs; i++) reports.push(await run(url, options));
  const lhr = reports.reduce((best, r) => (r.categories.performance.score > best.categories.performance.score ? r : best));
  const performances = reports.map((r) => Math.round(r.categories.performance.score * 100));
  console.log(`\n${name}: ${url} (performance of the ${runs} runs: ${performances.join(', ')})`);
  let misses = 0;
  for (const id of categories) {
    const got = report(lhr, id);
    if (targets[id] !== undefined && got < targets[id]) misses++;
  }
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  const lcp = lhr.audits['largest-contentful-paint'].numericValue;
  const cls = lhr.audits['cumulative-layout-shift'].numericValue;
  console.log(`  first paint ${Math.round(fcp)} ms, largest ${Math.round(lcp)} ms, layout shift ${cls.toFixed(3)}`);
  if (targets.fcp !== undefined && fcp > targets.fcp) misses++;
  if (targets.lcp !== undefined && lcp > targets.lcp) misses++;
  if (targets.cls !== undefined && cls > targets.cls) misses++;
  return misses;
}

// run runs Lighthouse once on url in a fresh browser context and answers its report.
async function run(url, { signedIn = false, storage = {} }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const kept = signedIn ? { ...storage, accessToken: await customerToken() } : storage;
  const keep = Object.keys(kept).length > 0;
  if (keep) {
    await page.goto(`${shop}/robots.txt`);
    await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), kept);
  }
  const { lhr } = await lighthouse(url, {
    output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: keep,
  }, undefined, page);
  await context.close();
  return lhr;
}

// customerToken signs up a new customer and exchanges the identity token for an API token.
async function customerToken() {
  const email = `lighthouse-${Date.now()}@example.com`;
  const { token } = await call('POST', '/auth/signup', { name: 'Lighthouse', email, password: 'lighthouse-1' });
  return (await call('PUT', `/user/${encodeURIComponent(email)}`, { email }, token)).token;
}

async function call(method, path, body, token) {
  const res = await fetch(shop + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

// report prints a category's score and the audits that cost it points, and answers the score.
function report(lhr, id) {
  const category = lhr.categories[id];
  const score = Math.round(category.score * 100);
  console.log(`  ${category.title}: ${score}`);
  const weights = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  category.auditRefs
    .map((ref) => ({ audit: lhr.audits[ref.id], lost: (ref.weight * (1 - (lhr.audits[ref.id].score ?? 1)) * 100) / weights }))
    .filter(({ lost }) => lost > 0)
    .sort((a, b) => b.lost - a.lost)
    .forEach(({ audit, lost }) => console.log(`    -${lost.toFixed(1)} ${describe(audit)}`));
  if (id === 'performance') {
    // Performance points go to its metrics; these unweighted audits say where the time went.
    for (const ref of category.auditRefs.filter((ref) => ref.weight === 0)) {
      const audit = lhr.audits[ref.id];
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
        console.log(`    hint: ${describe(audit)}`);
      }
    }
  }
  return score;
}

// describe is an audit's title and value, then the first elements or files it blames.
function describe(audit) {
  const lines = [`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`];
  for (const item of (audit.details?.items ?? []).slice(0, 3)) {
    const culprit = item.node ? `${item.node.selector}: ${item.node.snippet}` : item.url ?? (item.href && `${item.href} "${item.text}"`);
    if (culprit) lines.push(`        ${culprit}`);
  }
  return lines.join('\n');
}
