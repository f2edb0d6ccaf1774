// Starts bin/toolshop for the run: a fresh temporary data folder, a free loopback port, the demo
// catalogue, the suite's admin emails, and BASE_URL pointing at itself so that the reset link in
// the outbox leads back here. The returned function stops it at the end of the run.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ADMIN_EMAILS } from './support/accounts.js';
import { RESULTS_DIR, TOOLSHOP_BIN } from './support/paths.js';

const START_TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once GET /healthz answers 200; rejects if the process exits or time runs out. */
async function waitUntilHealthy(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`bin/toolshop exited early (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling interval, not a test sleep
  }
  throw new Error(`bin/toolshop did not answer ${url}/healthz within ${START_TIMEOUT_MS} ms`);
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function start(dataDir, logFile) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  // Hermetic: no database server, mail server, Stripe or Google from the caller's environment.
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|SMTP_URL|STRIPE_|GOOGLE_|OIDC_|TOKEN_SECRET|MAIL_FROM|TRUST_PROXY)/.test(name)) delete env[name];
  }
  Object.assign(env, {
    ADDR: `127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    BASE_URL: url,
  });
  const log = openSync(logFile, 'a');
  const child = spawn(TOOLSHOP_BIN, ['serve'], { env, stdio: ['ignore', log, log] });
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, url };
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolshop-e2e-'));
  const logFile = join(dataDir, 'toolshop.log');
  let server;
  // A port found free can be taken before the server binds it: try a few.
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await start(dataDir, logFile);
    } catch (error) {
      if (attempt === 3) {
        console.error(readFileSync(logFile, 'utf8'));
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }

  // Read by the tests (workers inherit the environment).
  process.env.TOOLSHOP_URL = server.url;
  process.env.TOOLSHOP_DATA_DIR = dataDir;
  console.log(`e2e: bin/toolshop on ${server.url}, data in ${dataDir}`);

  return async () => {
    await stop(server.child);
    mkdirSync(RESULTS_DIR, { recursive: true });
    copyFileSync(logFile, join(RESULTS_DIR, 'toolshop.log'));
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
