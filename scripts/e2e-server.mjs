// The dev server for the browser tests, in its own process: `npm start`'s app (vite + broker) on a
// free port of 127.0.0.1. Prints one line `{"port":N}` when ready and stops when its stdin closes or
// it gets SIGTERM. A child process, because vite 8's config loader leaves native handles that would
// keep vitest's main process alive after its global teardown.
import { startApp } from './start.mjs';

// The test run may end (and close our pipes) at any time: that is a reason to stop, not a crash.
process.stdout.on('error', () => process.exit(0));
const app = await startApp({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.port })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
