import { startApp } from './app.js';
import { loadConfig } from './config.js';

/** Process entry: `npx tsx api/src/index.ts`. */
const started = Date.now();
const app = await startApp(loadConfig());
console.log(`Canticle is running at ${app.url} (started in ${Date.now() - started} ms)`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, stopping...`);
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    console.error('Error while stopping:', err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
