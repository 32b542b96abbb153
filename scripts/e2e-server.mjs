// The dev server for the browser tests, in its own process: `npm start`'s app (vite + broker) on a
// free port of 127.0.0.1, and a Nostr relay. Prints one line `{"port":N,"relay":"ws://…"}` when ready and stops when its stdin closes or
// it gets SIGTERM. A child process, because vite 8's config loader leaves native handles that would
// keep vitest's main process alive after its global teardown.
import { startApp } from './start.mjs';
import { startTestRelay } from './nostr-test-relay.mjs';

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
// Modules go without their inline source maps (startApp's sourceMaps): every page of every test
// loads them anew, and nobody reads them. E2E_SOURCE_MAPS=1 serves them, to debug a page.
const app = await startApp({ port: 0, host: '127.0.0.1', limits: ONE_ADDRESS_FOR_ALL, sourceMaps: process.env.E2E_SOURCE_MAPS === '1' });
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
