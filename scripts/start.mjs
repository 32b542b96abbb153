// `npm start`: serves the app from source with vite on http://localhost:5173 (and the LAN), and
// the PeerJS signalling broker on the same origin and port at /signal (scripts/broker.mjs), so a
// game works on a LAN or a single machine with no internet.
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import { attachBroker, BROKER_PATH } from './broker.mjs';

/**
 * Starts the dev server with the broker.
 * @param {{ port?: number, host?: string | boolean }} [options] - host as vite takes it (true: every interface)
 * @returns {Promise<{ vite: import('vite').ViteDevServer, port: number, close: () => Promise<void> }>}
 */
export async function startApp({ port = 5173, host = true } = {}) {
  /** @type {ReturnType<typeof attachBroker> | null} */
  let broker = null;
  const vite = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    server: { port, host },
    // Tells the page it was served with a broker beside it (src/net/peerjs-broker-options.ts).
    define: { 'import.meta.env.VITE_BROKER_PATH': JSON.stringify(BROKER_PATH) },
    plugins: [
      {
        name: 'sealed-orders-broker',
        // configureServer runs before vite adds its own middlewares, so its SPA fallback never
        // answers for the broker's paths.
        configureServer(server) {
          if (server.httpServer === null) throw new Error('expected vite to create an http server (not middleware mode)');
          broker = attachBroker(/** @type {import('node:http').Server} */ (server.httpServer), { path: BROKER_PATH });
          server.middlewares.use(broker.handle);
        },
      },
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

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { vite } = await startApp({ port: Number(process.env.PORT ?? 5173) });
  vite.printUrls();
  console.log(`\nSealed Orders: open the address above. The signalling broker is at ${BROKER_PATH} on the same address.`);
  console.log('Ctrl+C stops the server.');
}
