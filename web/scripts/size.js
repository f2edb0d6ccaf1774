// Fails when the JS and CSS that index.html loads up front exceed the budget (gzipped). The
// pages the server writes load none of it until the visitor first needs the app (src/start.ts);
// the budget is for the app's own pages (cart, checkout, the dashboard), which start at once.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const budgetBytes = 124 * 1000;
const dist = new URL('../dist/', import.meta.url).pathname;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

let total = 0;
for (const asset of new Set(assets)) {
  const size = gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${asset}`);
}
console.log(`${(total / 1000).toFixed(1).padStart(7)} kB  total gzipped (budget ${budgetBytes / 1000} kB)`);

if (total > budgetBytes) {
  console.error('Initial bundle is over budget.');
  process.exit(1);
}
