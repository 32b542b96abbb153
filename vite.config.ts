import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The test files that open real WebRTC connections through node-datachannel. */
const WEBRTC_TESTS = ['src/net/peerjs-transport.test.ts', 'src/lobby/peerjs-lobby-link.test.ts', 'src/net/peerjs-close.test.ts'];

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// One config for the app build and for vitest. Lit decorators are compiled with
// `experimentalDecorators` (see tsconfig.json): vite 8 leaves standard decorators
// untransformed and Chromium cannot parse them (stack-notes §1).
// `vite build` builds the app's pages into dist/; `vite build --mode embed` (npm run build:embed)
// builds the embeddable <sealed-orders-board> as one ES module, dist/embed/sealed-orders-board.js.
export default defineConfig(({ mode }) => ({
  root: 'src',
  // The app's pages load their scripts by relative paths (`./assets/…`), so a static build served
  // from a sub-path such as https://example.org/games/sealed-orders/ finds them.
  base: './',
  build:
    mode === 'package'
      ? {
          // The npm package's module (scripts/build-package.mjs): Lit and three.js stay imports, so
          // a site that already has them loads them once; everything else is bundled in.
          outDir: '../packages/sealed-orders-board/dist',
          emptyOutDir: false,
          lib: { entry: src('ui/embed/embed.ts'), formats: ['es'], fileName: () => 'index.js' },
          rolldownOptions: { external: [/^lit($|\/)/, /^three($|\/)/], output: { minify: true } },
        }
      : mode === 'embed'
      ? {
          outDir: '../dist/embed',
          emptyOutDir: true,
          lib: { entry: src('ui/embed/embed.ts'), formats: ['es'], fileName: () => 'sealed-orders-board.js' },
          // Library builds keep whitespace by default; this file is served as is, so minify fully. One
          // file, so the languages a board's `lang` may ask for are inside it (+64 kB gzipped, measured).
          rolldownOptions: { output: { minify: true, codeSplitting: false } },
        }
      : {
          outDir: '../dist/app',
          emptyOutDir: true,
          rolldownOptions: { input: { index: src('index.html'), 'board-demo': src('board-demo.html'), 'embed-demo': src('embed-demo.html') } },
        },
  test: {
    root: '.',
    // Vitest 4 runs one worker on a 2-core machine unless told; the CPU-bound whole-game tests
    // then run one after another (measured: 2 files, 106 s of tests in 113 s of wall time).
    maxWorkers: 2,
    // node-datachannel (WebRTC in Node) is a native addon that crashes the process when a second
    // worker thread loads it (a segmentation fault in CI once two test files used it), so the tests
    // over real WebRTC run in child processes; everything else in threads.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{engine,wotr,crypto,scene}/**/*.test.ts'],
          pool: 'threads',
          // The engines' (engine/, wotr/), crypto's and the scene's tests are of pure modules (no mocks, fake timers
          // or globals): each worker loads them once for all its files instead of once per file,
          // which was most of this project's CPU (import 98.9 s of 96 s of CPU at load 17, two
          // workers; 39 s without). crypto/fast-group.test restores the group it swaps in.
          isolate: false,
          // Whole engine games run here too (units.test "all game long" took 5.7 s at load 20, over
          // vitest's 5 s default, though ≈1 s alone): as in the games project, a test that means a
          // tighter bound says so itself.
          testTimeout: 30_000,
          benchmark: { include: ['{engine,wotr,crypto,scene}/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          // The app's layers, where whole games are played over the protocol: on libsodium's
          // ristretto255, as the Node tools run (test/fast-group.setup.ts says why and what stays on noble).
          name: 'games',
          include: ['{src,test}/**/*.test.ts'],
          exclude: [...WEBRTC_TESTS],
          pool: 'threads',
          setupFiles: ['test/fast-group.setup.ts'],
          // Games over the protocol take seconds of CPU each; at a load of 15 on two cores a test of
          // ≈1 s alone passed vitest's 5 s default (toy-hands.test, a clean-clone run in session 16).
          // A test that means a tighter bound says so itself.
          testTimeout: 60_000,
          benchmark: { include: ['{src,test}/**/*.bench.ts'] },
        },
      },
      { extends: true, test: { name: 'webrtc', include: [...WEBRTC_TESTS], pool: 'forks', benchmark: { include: [] } } },
    ],
  },
}));
