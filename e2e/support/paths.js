// Where things are: the browser the suite drives and the binary it tests.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = join(E2E_DIR, '..');

/** Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CI is set (as .ci/run sets it): a missing browser fails the run, and no screenshots are kept. */
export const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/** Built by `make build`. */
export const TOOLSHOP_BIN = join(REPO_DIR, 'bin', 'toolshop');

export const SCREENSHOT_DIR = join(E2E_DIR, 'screenshots');
export const RESULTS_DIR = join(E2E_DIR, 'test-results');
