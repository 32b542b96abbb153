// `npm start`: serves the app from source with vite, and the PeerJS signalling broker on the same
// origin and port at /signal (scripts/broker.mjs), so a game works on a LAN or a single machine
// with no internet. It listens on localhost only unless asked (`--host`), serves only the app's
// own source folders (never package.json, the lockfile, .ci or node_modules as files), and its
// broker takes WebSocket upgrades only from the app's own pages (`--allow-origin` adds others).
//
//   npm start                          http://localhost:5173, this machine only
//   npm start -- --host                every interface: the LAN addresses are printed
//   npm start -- --host 192.168.1.20   one address
//   npm start -- --port 8080 --allow-origin https://games.example.org --allow-host games.example.org
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { attachBroker, BROKER_PATH } from './broker.mjs';

const project = (dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

/** The only folders the dev server reads files from: the app's sources and vite's pre-bundled dependencies. */
export const SERVED_FOLDERS = Object.freeze(['src', 'scene', 'engine', 'crypto', 'node_modules/.vite'].map(project));

/** What the server tells its pages at build time: a broker beside them (src/net/peerjs-broker-options.ts). */
export const SERVED_DEFINE = Object.freeze({ 'import.meta.env.VITE_BROKER_PATH': JSON.stringify(BROKER_PATH) });

const BUILT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.wasm': 'application/wasm' };

/**
 * Answers GET and HEAD of the pages of a `vite build` in `dir` (`/` is its index.html) and of their
 * `/assets/`, and leaves every other path to vite, and every request with the cookie `e2e-pages=dev`.
 * The browser tests' server (scripts/e2e-server.mjs):
 * a page in a fresh browser context then loads a few built chunks instead of the app's 231 modules
 * one by one through vite, while a test may still import a source module into a page.
 * @param {string} dir
 * @returns {import('vite').Connect.NextHandleFunction}
 */
const builtPagesHandler = (dir) => (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  // A browser context that asks for the sources' pages (src/ui/common/browser.testkit.ts, openPage's devPages).
  if (/(^|;\s*)e2e-pages=dev(;|$)/.test(req.headers.cookie ?? '')) return next();
  let path;
  try {
    path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  } catch {
    return next();
  }
  const file = path === '/' ? 'index.html' : path.slice(1);
  if (file.includes('..') || !(file.endsWith('.html') || file.startsWith('assets/'))) return next();
  let body;
  try {
    body = readFileSync(join(dir, file));
  } catch {
    return next();
  }
  res.writeHead(200, { 'content-type': BUILT_TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': body.length, 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
};

/**
 * The modules without source maps, unless `sourceMaps`. vite inlines each module's map (base64, with
 * its sources) into every response: 4.1 of the 5.7 MB the app's first page loads (231 modules),
 * which the browser tests' pages, each in a fresh context with no cache, load again and again while
 * nobody reads a map. A map of no mappings is vite's "this code has none": it neither inlines one
 * nor makes one up. The plugin is there either way: vite re-bundles the dependencies when the list
 * of plugins changes, and `npm start` and the tests share node_modules/.vite.
 * @param {boolean} sourceMaps
 * @returns {import('vite').Plugin}
 */
const sourceMapsPlugin = (sourceMaps) => ({
  name: 'sealed-orders-source-maps',
  enforce: 'post',
  ...(sourceMaps ? {} : { transform: (code) => ({ code, map: { mappings: '' } }) }),
});

/**
 * Starts the dev server with the broker.
 * @param {{ port?: number, host?: string | boolean, allowedOrigins?: readonly string[], allowedHosts?: readonly string[], limits?: object, sourceMaps?: boolean, builtPages?: string }} [options]
 *   host as vite takes it (default 'localhost'; true: every interface); allowedOrigins: other sites'
 *   pages that may use the broker; allowedHosts: host names besides addresses and localhost the
 *   server answers to (vite's server.allowedHosts); limits: the broker's (scripts/broker-guard.mjs);
 *   sourceMaps: false serves modules without their inline source maps (the browser tests' server);
 *   builtPages: a folder built with SERVED_DEFINE whose pages and /assets/ are served instead of
 *   the sources' (the browser tests' server; the sources stay importable through vite)
 * @returns {Promise<{ vite: import('vite').ViteDevServer, port: number, close: () => Promise<void> }>}
 */
export async function startApp({ port = 5173, host = 'localhost', allowedOrigins = [], allowedHosts = [], limits = {}, sourceMaps = true, builtPages } = {}) {
  /** @type {ReturnType<typeof attachBroker> | null} */
  let broker = null;
  const vite = await createServer({
    configFile: project('vite.config.ts'),
    server: {
      port,
      host,
      allowedHosts: [...allowedHosts],
      fs: { strict: true, allow: [...SERVED_FOLDERS] },
    },
    // Tells the page it was served with a broker beside it (src/net/peerjs-broker-options.ts).
    define: { ...SERVED_DEFINE },
    plugins: [
      {
        name: 'sealed-orders-broker',
        // configureServer runs before vite adds its own middlewares, so its SPA fallback never
        // answers for the broker's paths.
        configureServer(server) {
          if (server.httpServer === null) throw new Error('expected vite to create an http server (not middleware mode)');
          broker = attachBroker(/** @type {import('node:http').Server} */ (server.httpServer), { path: BROKER_PATH, allowedOrigins, allowedHosts, limits });
          server.middlewares.use(broker.handle);
          if (builtPages !== undefined) server.middlewares.use(builtPagesHandler(builtPages));
        },
      },
      sourceMapsPlugin(sourceMaps),
    ],
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  return {
    vite,
    port: address !== null && typeof address === 'object' ? address.port : port,
    close: async () => {
      broker?.close();
      await vite.close();
    },
  };
}

/**
 * Reads `npm start`'s options: `--host` alone means every interface, `--host ADDRESS` one address.
 * @param {readonly string[]} argv - the arguments after the script
 */
export function startOptions(argv) {
  // parseArgs wants a value after --host: give a bare one the explicit "every interface" form.
  const args = argv.flatMap((a, i) => (a === '--host' && (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) ? ['--host=0.0.0.0'] : [a]));
  const { values } = parseArgs({
    args,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      'allow-host': { type: 'string', multiple: true, default: [] },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = Number(values.port ?? process.env['PORT'] ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new RangeError(`expected a port 0…65535, got '${values.port}'`);
  return { host: values.host ?? 'localhost', port, allowedOrigins: values['allow-origin'], allowedHosts: values['allow-host'] };
}

/** True when `host` keeps the server on this machine. */
export function isLoopbackHost(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = startOptions(process.argv.slice(2));
  const { vite } = await startApp(options);
  vite.printUrls();
  console.log(`\nSealed Orders: open the address above. The signalling broker is at ${BROKER_PATH} on the same address.`);
  console.log(
    isLoopbackHost(options.host)
      ? 'Only this machine can connect; `npm start -- --host` serves the local network.'
      : 'Listening on the network: anyone who can reach the addresses above can load the game and use its broker.',
  );
  console.log('Ctrl+C stops the server.');
}
