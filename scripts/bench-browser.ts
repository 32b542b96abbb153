// npm run bench:browser [-- --json] : ristretto255 and the escrow in headless Chromium, on noble
// (what the app runs) and through libsodium's WASM build (crypto/fast-group.ts), beside
// libsodium's own multiplication; and how long libsodium takes to start. Wall time in the page
// (no CPU clock there), best of alternating rounds: read it on a quiet machine. Serves
// scripts/bench-browser/ with vite on a loopback port of its own; Chromium as the browser tests find it.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { parseCli } from './cli-args';

const { values } = parseCli({
  usage: 'npm run bench:browser --',
  summary: 'Times the deck step and the escrow in headless Chromium on noble and through libsodium (WASM), beside libsodium alone.',
  options: { json: { type: 'boolean', default: false, help: 'print one JSON object' } },
});

const server = await createServer({ configFile: false, root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port: 0 }, optimizeDeps: { entries: ['scripts/bench-browser/index.html'] } });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
const executablePath = process.env.CHROMIUM_PATH ?? execFileSync('bash', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim().split('\n')[0]!;
const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/scripts/bench-browser/index.html`);
  const result = await page.evaluate(() => (window as unknown as { __bench: Promise<Record<string, number>> }).__bench);
  if (values.json) console.log(JSON.stringify(result));
  else {
    const mult = result.libsodium_mult_us!;
    console.log(`libsodium start (await sodium.ready): ${result.sodium_ready_ms!.toFixed(0)} ms; libsodium multiplication alone: ${mult.toFixed(0)} µs`);
    for (const name of ['deck_step', 'escrow_deal', 'escrow_share_check']) {
      const noble = result[`${name}_noble_us`]!;
      const fast = result[`${name}_libsodium_us`]!;
      console.log(`${name.padEnd(20)} noble ${noble.toFixed(0).padStart(6)} µs   libsodium ${fast.toFixed(0).padStart(6)} µs   noble / libsodium ${(noble / fast).toFixed(2)}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
