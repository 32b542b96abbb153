import { defineConfig } from 'vitest/config';

// The browser tests (`npm test` runs them after the unit tests): Lit components and whole games in
// headless Chromium through playwright-core, against the dev server that `npm start` runs. One
// worker, files one after another: they share one Chromium and one vite, and the machine has 2 cores.
export default defineConfig({
  test: {
    root: '.',
    include: ['test/e2e/**/*.e2e.ts', 'src/ui/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
