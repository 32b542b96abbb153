import { defineConfig } from 'vitest/config';

// The reference check: compares the engine's own data with ../shared/reference/agot-2e and its
// 1st-edition data with the tables of ../shared/rules/agot-1e.md. Run by
// .ci/run only when that folder exists; never part of `npm test` (a fresh clone has no ../shared).
export default defineConfig({
  test: {
    root: '.',
    include: ['test/reference/**/*.check.ts'],
  },
});
