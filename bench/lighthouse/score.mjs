// Scores a running shop with Lighthouse in Chromium's mobile emulation, on the home page as a
// visitor, on a tool's page as a visitor and on a purchase page as a signed-in customer (with "home", on the home page only;
// with "cart", on the cart page of a visitor with four tools in it),
// and prints each page's four category scores with every audit that cost points, worst first,
// and what each one blames. Then it times the home page in Chromium as it is, no emulation:
// how long until 'Available Tools:' shows the count and the first card.
//
//   node score.mjs http://127.0.0.1:18080 [home|cart]
//
// The customer is signed up through the API, as the pages do it, and their token is put where
// the pages keep it before Lighthouse loads the page; for that page Lighthouse keeps the
// browser's storage (its caches are still cold: only /robots.txt was loaded).
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [shop, pages] = process.argv.slice(2);
const target = 98;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
let missed = 0;
try {
  if (pages === 'cart') {
    // A visitor's cart of four tools, kept where the pages keep it (docs/API.md).
    const tools = await call('GET', '/tools?limit=4');
    const lines = tools.map((tool) => ({ toolId: tool._id, quantity: tool.minOrder }));
    missed += await score('cart page', `${shop}/cart`, { storage: { 'toolshop.cart': JSON.stringify(lines) } });
  } else {
    missed += await score('home page', `${shop}/`, {});
  }
  if (pages !== 'home' && pages !== 'cart') {
    const [tool] = await call('GET', '/tools?limit=1');
    // A tool's public page, as a visitor opens it from a search engine.
    missed += await score('tool page', `${shop}/products/${tool._id}/${tool.slug}`, {});
    missed += await score('purchase page', `${shop}/purchase/${tool._id}`, { signedIn: true });
  }
  console.log(missed ? `\n${missed} score(s) below ${target}` : `\nevery score is ${target} or more`);
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await firstCards(`${shop}/`));
  const [, median] = [...times].sort((a, b) => a - b);
  console.log(`home page, count and first card shown after ${median} ms (median of ${times.join(', ')} ms)`);
} finally {
  await browser.close();
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

// score runs Lighthouse on url in a fresh browser context, prints the report and answers how
// many categories scored below the target.
async function score(name, url, { signedIn = false, storage = {} }) {
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
  console.log(`\n${name}: ${url}`);
  return categories.filter((id) => report(lhr, id) < target).length;
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
