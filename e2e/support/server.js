// Starting and stopping bin/toolshop: a fresh temporary data folder, a free loopback port, the demo
// catalogue, the suite's admin emails, BASE_URL pointing at itself so that the reset link in the
// outbox leads back there, and webhooks allowed to loopback receivers, sent at once.
// global-setup.js starts the run's server with it; a journey that needs other settings (a short
// ORDER_HOLD) starts its own.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ADMIN_EMAILS } from './accounts.js';
import { RESULTS_DIR, TOOLSHOP_BIN } from './paths.js';

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

async function start(dataDir, logFile, extraEnv) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  // Hermetic: no database server, mail server, Stripe or Google from the caller's environment,
  // and no order settings but the ones asked for.
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|SMTP_URL|STRIPE_|GOOGLE_|OIDC_|TOKEN_SECRET|MAIL_FROM|TRUST_PROXY|ORDER_HOLD|MAX_PENDING_ORDERS|WEBHOOK_)/.test(name)) {
      delete env[name];
    }
  }
  Object.assign(env, {
    ADDR: `127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    BASE_URL: url,
    // Webhooks reach the journeys' receivers on loopback, and go out within a moment.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_INTERVAL: '200ms',
    ...extraEnv,
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

/**
 * Starts bin/toolshop with `env` added to the defaults above. Answers { url, dataDir, logFile, stop },
 * where stop() ends the server, copies its log to test-results/<logName> and removes the data
 * (unless E2E_KEEP_DATA is set).
 */
export async function startToolshop({ env = {}, logName = 'toolshop.log' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolshop-e2e-'));
  const logFile = join(dataDir, 'toolshop.log');
  let server;
  // A port found free can be taken before the server binds it: try a few.
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await start(dataDir, logFile, env);
    } catch (error) {
      if (attempt === 3) {
        console.error(readFileSync(logFile, 'utf8'));
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  return {
    url: server.url,
    dataDir,
    logFile,
    async stop() {
      await stop(server.child);
      mkdirSync(RESULTS_DIR, { recursive: true });
      copyFileSync(logFile, join(RESULTS_DIR, logName));
      if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
