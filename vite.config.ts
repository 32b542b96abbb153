import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// One config for the app build and for vitest. Lit decorators are compiled with
// `experimentalDecorators` (see tsconfig.json): vite 8 leaves standard decorators
// untransformed and Chromium cannot parse them (stack-notes §1).
// `vite build` builds the app's pages into dist/; `vite build --mode embed` (npm run build:embed)
// builds the embeddable <sealed-orders-board> as one ES module, dist/embed/sealed-orders-board.js.
export default defineConfig(({ mode }) => ({
  root: 'src',
  build:
    mode === 'embed'
      ? {
          outDir: '../dist/embed',
          emptyOutDir: true,
          lib: { entry: src('ui/embed.ts'), formats: ['es'], fileName: () => 'sealed-orders-board.js' },
          // Library builds keep whitespace by default; this file is served as is, so minify fully.
          rolldownOptions: { output: { minify: true } },
        }
      : {
          outDir: '../dist/app',
          emptyOutDir: true,
          rolldownOptions: { input: { index: src('index.html'), 'board-demo': src('board-demo.html'), 'embed-demo': src('embed-demo.html') } },
        },
  test: {
    root: '.',
    include: ['{engine,crypto,scene,src,test}/**/*.test.ts'],
    benchmark: { include: ['{engine,crypto,scene,src,test}/**/*.bench.ts'] },
    pool: 'threads',
  },
}));
