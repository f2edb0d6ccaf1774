// Starts bin/toolshop for the run (see support/server.js): its defaults, so an unpaid order holds
// its stock for an hour and no journey runs into expiry unless it starts a shop of its own.
// The returned function stops it at the end of the run.
import { startToolshop } from './support/server.js';

export default async function globalSetup() {
  const server = await startToolshop();

  // Read by the tests (workers inherit the environment).
  process.env.TOOLSHOP_URL = server.url;
  process.env.TOOLSHOP_DATA_DIR = server.dataDir;
  console.log(`e2e: bin/toolshop on ${server.url}, data in ${server.dataDir}`);

  return () => server.stop();
}
