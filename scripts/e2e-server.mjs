// The dev server for the browser tests, in its own process: `npm start`'s app (vite + broker) on a
// free port of 127.0.0.1, its pages built once for the run, and a Nostr relay. Prints one line
// `{"port":N,"relay":"ws://…"}` when ready and stops when its stdin closes or it gets SIGTERM. A
// child process, because vite 8's config loader leaves native handles that would keep vitest's main
// process alive after its global teardown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { SERVED_DEFINE, startApp } from './start.mjs';
import { startTestRelay } from '../src/net/nostr-test-relay.mjs';

// The test run may end (and close our pipes) at any time: that is a reason to stop, not a crash.
process.stdout.on('error', () => process.exit(0));
// Every page of every browser test reaches the broker from one address, 127.0.0.1, one file after
// another: the per-address limits, which stand for one player's machine (about 20 connections for a
// 6-player game on one machine), would be shared by the whole run, and a page of a later test could
// be refused or cut off for what earlier ones did (chat.e2e's joiner was never seated in the full
// run, 2 runs of 2, and passed alone). Per client, the limits stay as deployed; the per-address
// ones have their own tests (src/net/broker-access.test.ts, broker-flood.test.ts).
const ONE_ADDRESS_FOR_ALL = {
  maxClientsPerAddress: 1000,
  connectionsPerSecond: 1000,
  burstConnections: 1000,
  addressMessagesPerSecond: 20_000,
  addressBurstMessages: 100_000,
  addressBytesPerSecond: 64 * 1024 * 1024,
  addressBurstBytes: 256 * 1024 * 1024,
};
// A Nostr relay on 127.0.0.1 for the tests that choose it in a lobby (issue 18, games over days). A
// new lobby of these pages offers no relay (the app's default is public relays on the internet,
// which a test never touches): a test that wants one types this relay's address into the lobby.
const relay = await startTestRelay();
process.env.VITE_NOSTR_RELAYS = 'none';

const project = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The app's pages built as `npm run build` builds them for a player (NODE_ENV production: vitest
 * runs with NODE_ENV=test, under which vite would build Lit's development mode in), with the
 * lobby's demo page besides, and told of the broker beside them as `npm start` tells its pages
 * (SERVED_DEFINE). Every page of the browser tests opens in a fresh context, which has nothing
 * cached: from the dev server a page of the app was 231 modules (≈6.5 s of CPU for the landing
 * page and the lobby), built it is a few chunks; a build takes ≈3 s (docs/performance.md).
 */
async function buildPages() {
  const outDir = mkdtempSync(join(tmpdir(), 'sealed-orders-e2e-pages-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: project('vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      define: { ...SERVED_DEFINE },
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: { 'lobby-demo': project('src/lobby/lobby-demo.html') } } },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

// The pages come from the build (startApp's builtPages); what a test imports into a page
// (`import('/ui/…')`, a component on a blank page) still goes through vite, without the modules'
// inline source maps (startApp's sourceMaps): every page of every test loads them anew, and nobody
// reads them. E2E_DEV_PAGES=1 serves the pages from the sources too, and E2E_SOURCE_MAPS=1 the maps, to debug a page.
const builtPages = process.env.E2E_DEV_PAGES === '1' ? undefined : await buildPages();
// Removed however the process ends short of a kill (the run's teardown may end it before stop is done).
process.on('exit', () => builtPages !== undefined && rmSync(builtPages, { recursive: true, force: true }));
const app = await startApp({ port: 0, host: '127.0.0.1', limits: ONE_ADDRESS_FOR_ALL, sourceMaps: process.env.E2E_SOURCE_MAPS === '1', builtPages });
process.stdout.write(`${JSON.stringify({ port: app.port, relay: relay.url })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await relay.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
