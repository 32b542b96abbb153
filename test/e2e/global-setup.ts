// Starts what every browser test shares, once per run: the app's server as `npm start` serves it
// (on a free port), with its pages built for the run (scripts/e2e-server.mjs), and one headless
// Chromium (stack-notes §3a flags) that each test file connects to. A missing Chromium fails the run with a clear message; it never skips.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the app's server (built pages; the sources through vite). */
    baseUrl: string;
    /** Playwright's websocket to the shared Chromium. */
    wsEndpoint: string;
    /** ws://127.0.0.1:<port> of the Nostr relay the dev server's process runs (a test chooses it in a lobby). */
    relayUrl: string;
  }
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('bash', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim().split('\n')[0]!;
  } catch {
    throw new Error('No Chromium for the browser tests: run `bash scripts/ensure-chromium.sh` (npm test does) or set CHROMIUM_PATH.');
  }
}

/** Starts scripts/e2e-server.mjs and resolves with the port it serves on and its relay's address. */
function startServer(): Promise<{ port: number; relay: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('the dev server did not start within 60 s')), 60_000);
    // The server's first JSON line names its port; vite may print notes before it (for example
    // "Re-optimizing dependencies because lockfile has changed"): those are passed through.
    const onLine = (line: string) => {
      if (!line.startsWith('{')) return void console.log(line);
      lines.off('line', onLine);
      clearTimeout(timer);
      const { port, relay } = JSON.parse(line) as { port: number; relay: string };
      resolve({ port, relay, child });
    };
    lines.on('line', onLine);
    child.once('exit', (code) => reject(new Error(`the dev server exited with ${code} before it was ready`)));
  });
}

const stopServer = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.stdin?.end();
  });

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = chromiumPath();
  const server = await startServer();
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await stopServer(server.child);
    throw error;
  }
  project.provide('baseUrl', `http://127.0.0.1:${server.port}`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('relayUrl', server.relay);
  return async () => {
    await browser.close();
    await stopServer(server.child);
  };
}
