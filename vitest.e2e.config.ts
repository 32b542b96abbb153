import { defineConfig } from 'vitest/config';

// The browser tests (`npm test` runs them after the unit tests): Lit components and whole games in
// headless Chromium through playwright-core, against the server that `npm start` runs, with the
// app's pages built once for the run (scripts/e2e-server.mjs). One
// worker, files one after another: they share one Chromium and one vite, and the machine has 2 cores.
export default defineConfig({
  test: {
    root: '.',
    include: ['test/e2e/**/*.e2e.ts', 'src/ui/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // One worker process for all the files, its modules loaded once (playwright-core, the engine,
    // the kits): a fresh process per file cost ≈2.5 s of CPU and wall time each (8 short files, twice
    // each at load average 9: 106 s → 85 s, CPU 67 → 48 s). A file shares nothing with the next one
    // but the shared Chromium: each opens its own pages, and disconnect.setup.ts closes its
    // connection after it, with every page it left open. Two workers at once were not faster: the
    // run is CPU-bound (docs/performance.md, "The test suite's wall time").
    isolate: false,
    setupFiles: ['test/e2e/disconnect.setup.ts'],
    testTimeout: 90_000,
    // One more try for a failed browser test: about one lobby join in a full run was never seated
    // within 45 s (chat, network-absence, network-watch, each passing alone and in other runs). A
    // joiner now dials again after its channel drops (a48b6af), one cause the code allowed; that it
    // was this one was never seen, so the retry stays until a full run passes without it. Not
    // hidden: a test failing twice fails the run, and the join helper says what the page showed.
    retry: 1,
    hookTimeout: 60_000,
  },
});
