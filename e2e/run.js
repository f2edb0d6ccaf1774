// `npm test`: the browser journeys, when Debian's Chromium is there to run them.
// Outside CI a missing Chromium skips the suite with a loud message; in CI (CI set) it fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CHROMIUM, IN_CI, TOOLSHOP_BIN } from './support/paths.js';

const here = dirname(fileURLToPath(import.meta.url));

function banner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '#'.repeat(width);
  console.error(['', rule, ...lines.map((line) => `# ${line.padEnd(width - 4)} #`), rule, ''].join('\n'));
}

if (!existsSync(CHROMIUM)) {
  const lines = [
    `${CHROMIUM} is missing: the browser journeys (e2e/) did NOT run.`,
    'Install it with: apt-get install -y --no-install-recommends chromium',
  ];
  if (IN_CI) {
    banner(['FAILED (CI):', ...lines]);
    process.exit(1);
  }
  banner(['SKIPPED:', ...lines]);
  process.exit(0);
}

if (!existsSync(TOOLSHOP_BIN)) {
  banner([`${TOOLSHOP_BIN} is missing: run make build first (make e2e does).`]);
  process.exit(1);
}

const cli = join(here, 'node_modules', '@playwright', 'test', 'cli.js');
const started = Date.now();
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
