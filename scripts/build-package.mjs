// npm run build:package — the publishable package of <sealed-orders-board> in
// packages/sealed-orders-board/: its ES module with Lit and three.js left as (peer) imports, the
// self-contained single-file build, TypeScript declarations and the custom-elements.json manifest
// (made by @custom-elements-manifest/analyzer from the component's JSDoc). `npm pack` in that
// folder then makes the tarball.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = `${root}packages/sealed-orders-board`;
const bin = (name) => `${root}node_modules/.bin/${name}`;
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

rmSync(`${pkg}/dist`, { recursive: true, force: true });
mkdirSync(`${pkg}/dist`, { recursive: true });
run(bin('vite'), ['build', '--mode', 'package', '--logLevel', 'warn']);
run(bin('vite'), ['build', '--mode', 'embed', '--logLevel', 'warn']);
copyFileSync(`${root}dist/embed/sealed-orders-board.js`, `${pkg}/dist/sealed-orders-board.standalone.js`);
run(bin('tsc'), ['-p', 'tsconfig.package.json']);
run(bin('cem'), ['analyze', '--litelement', '--quiet', '--globs', 'src/ui/embed/sealed-orders-board.component.ts', 'src/ui/embed/sealed-orders-board.ts', '--outdir', 'packages/sealed-orders-board']);
console.log(`package built in ${pkg}`);
