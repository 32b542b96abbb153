import { defineConfig } from 'vitest/config';

// One config for the app build and for vitest. Lit decorators are compiled with
// `experimentalDecorators` (see tsconfig.json): vite 8 leaves standard decorators
// untransformed and Chromium cannot parse them (stack-notes §1).
export default defineConfig({
  root: 'src',
  build: { outDir: '../dist', emptyOutDir: true },
  test: {
    root: '.',
    include: ['{engine,crypto,scene,src,test}/**/*.test.ts'],
    benchmark: { include: ['{engine,crypto,scene,src,test}/**/*.bench.ts'] },
    pool: 'threads',
  },
});
