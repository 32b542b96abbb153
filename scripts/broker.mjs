// The PeerJS signalling broker (the `peer` package) on a server we already run: `npm start` puts
// it on vite's dev server at /signal, so the page and the broker share one origin and one port
// and a game works on a LAN or a single machine with no internet. The broker only relays SDP
// offers, answers and ICE candidates between browsers; it never sees game traffic (see
// src/net/README.md for what a malicious broker can and cannot do).
//
// Two things the `peer` package does not do for us, done here:
// - Its WebSocket server, attached with ws's `server` option, answers *every* upgrade request on
//   the http server and refuses (400) those not on its path, which would kill vite's HMR socket.
//   We create the WebSocket server ourselves in `noServer` mode and hand it only upgrades on
//   the broker's path; vite's own upgrade listener keeps the rest.
// - It re-emits socket errors (a client sending bytes that are not JSON, an oversized frame) as
//   'error' on its express app, and an EventEmitter 'error' with no listener throws: one bad
//   client would stop `npm start`. We listen and log instead.
// - It takes every client from everywhere and queues messages for absent ids without a bound.
//   Upgrades are admitted only from allowed origins (scripts/access.mjs) and within the limits of
//   a BrokerGuard (scripts/broker-guard.mjs), which also meters and queues every message.
import { createServer } from 'node:http';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { WebSocket, WebSocketServer } from 'ws';
import { hostAllowed, originAllowed } from './access.mjs';
import { BrokerGuard } from './broker-guard.mjs';

export const BROKER_PATH = '/signal';

/** PeerJS's default key, so stock PeerJS clients and servers interoperate with ours. */
export const BROKER_KEY = 'peerjs';

/** Signalling messages are SDP and ICE candidates (a few KB); anything far larger is abuse. */
export const MAX_SIGNAL_BYTES = 64 * 1024;

const pathnameOf = (url = '/') => new URL(url, 'http://broker.invalid').pathname;

/** Answers an upgrade request with an HTTP error instead of a WebSocket. */
function refuseUpgrade(socket, status, reason) {
  socket.end(`HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Too Many Requests'}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
}

/**
 * The broker's sockets: every incoming message passes the guard before the `peer` package
 * (which listens for 'message') sees it.
 */
class GuardedSocket extends WebSocket {
  /** @type {((data: unknown) => boolean) | null} */
  admit = null;

  emit(event, ...args) {
    if (event === 'message' && this.admit !== null && !this.admit(args[0])) return false;
    return super.emit(event, ...args);
  }
}

/**
 * Adds a PeerJS broker to an existing http server.
 * @param {import('node:http').Server} httpServer - the server whose 'upgrade' requests on `path` the broker takes
 * @param {{ path?: string, key?: string, log?: (message: string) => void, allowedOrigins?: readonly string[], allowedHosts?: readonly string[], limits?: Partial<import('./broker-guard.mjs').DEFAULT_BROKER_LIMITS> }} [options]
 *   allowedOrigins: pages on other origins that may use the broker (`*`: any); the app's own origin always may.
 *   allowedHosts: host names (besides addresses and localhost) the server answers to, as vite's server.allowedHosts.
 * @returns {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (err?: unknown) => void) => void, socketPath: string, guard: BrokerGuard, close: () => void }}
 *   `handle` serves the broker's HTTP API (`path`/, `path`/KEY/id) and passes every other request to `next`.
 */
export function attachBroker(httpServer, { path = BROKER_PATH, key = BROKER_KEY, log = (m) => console.warn(m), allowedOrigins = [], allowedHosts = [], limits = {} } = {}) {
  if (!/^\/[\w-]+(\/[\w-]+)*$/.test(path)) throw new RangeError(`expected a broker path like '/signal', got '${path}'`);
  const guard = new BrokerGuard(limits, log);
  const policy = { allowedOrigins, allowedHosts };
  /** @type {WebSocketServer | null} */
  let sockets = null;
  const app = ExpressPeerServer(httpServer, {
    path,
    key,
    allow_discovery: false,
    concurrent_limit: guard.limits.maxClients,
    corsOptions: { origin: (origin, done) => done(null, origin === undefined || allowedOrigins.includes('*') || allowedOrigins.includes(origin)) },
    createWebSocketServer: (options) => {
      sockets = new WebSocketServer({ noServer: true, path: options.path, maxPayload: MAX_SIGNAL_BYTES, WebSocket: GuardedSocket });
      return sockets;
    },
  });
  app.on('error', (error) => log(`broker: ${error instanceof Error ? error.message : String(error)}`));
  app.on('connection', (client) => {
    const ws = client.getSocket();
    if (ws !== null) guard.registered(client.getId(), ws);
  });
  app.on('disconnect', (client) => guard.gone(client.getId()));
  // ExpressPeerServer sets itself up when an express app mounts it; vite's middleware stack is
  // connect, so a small express parent does the mounting and then serves only the broker's paths.
  const parent = express();
  parent.disable('x-powered-by');
  parent.use(app);
  if (sockets === null) throw new Error('the peer package did not create its WebSocket server on mount');
  /** @type {WebSocketServer} */
  const wss = sockets;
  const socketPath = /** @type {string} */ (wss.options.path);

  const onUpgrade = (req, socket, head) => {
    if (pathnameOf(req.url) !== socketPath) return; // someone else's upgrade (vite's HMR)
    if (!originAllowed(req, policy)) {
      log(`broker: refused a WebSocket from origin ${req.headers.origin} (host ${req.headers.host})`);
      return refuseUpgrade(socket, 403, 'this broker serves only its own pages');
    }
    const refused = guard.refuseUpgrade(req);
    if (refused !== null) return refuseUpgrade(socket, refused.status, refused.reason);
    wss.handleUpgrade(req, socket, head, (ws) => {
      guard.track(ws, req);
      /** @type {GuardedSocket} */ (ws).admit = (data) => guard.admit(ws, data);
      wss.emit('connection', ws, req);
    });
  };
  httpServer.on('upgrade', onUpgrade);

  const handle = (req, res, next) => {
    const pathname = pathnameOf(req.url);
    if (pathname !== path && !pathname.startsWith(`${path}/`)) return next();
    if (!hostAllowed(req.headers.host, allowedHosts)) {
      res.statusCode = 403;
      return res.end('this broker does not answer to that host name');
    }
    parent(req, res, next);
  };

  // peer 1.0.2 also starts two timer loops on mount (a 300 ms liveness sweep and the expiry of
  // queued offers) and offers no way to stop them (peers/peerjs-server#211). They hold no
  // sockets, but they keep a Node process alive after close(): `npm start` exits on Ctrl+C and
  // vitest ends its workers, so we leave them rather than patch timers globally.
  const close = () => {
    guard.close();
    httpServer.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
  return { handle, socketPath, guard, close };
}

/**
 * A broker on its own http server (tests, or a LAN broker without the app).
 * @param {{ host?: string, port?: number, path?: string, key?: string, log?: (message: string) => void, allowedOrigins?: readonly string[], allowedHosts?: readonly string[], limits?: object }} [options]
 *   host defaults to 127.0.0.1 (the `peer` package would bind every interface), port 0 picks a free one
 * @returns {Promise<{ host: string, port: number, path: string, key: string, guard: BrokerGuard, close: () => Promise<void> }>}
 */
export async function startBroker({ host = '127.0.0.1', port = 0, path = BROKER_PATH, key = BROKER_KEY, log, allowedOrigins, allowedHosts, limits } = {}) {
  const server = createServer();
  const broker = attachBroker(server, { path, key, ...(log ? { log } : {}), ...(allowedOrigins ? { allowedOrigins } : {}), ...(allowedHosts ? { allowedHosts } : {}), ...(limits ? { limits } : {}) });
  server.on('request', (req, res) =>
    broker.handle(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  // Upgrades on other paths have no one to answer them here.
  server.on('upgrade', (req, socket) => {
    if (pathnameOf(req.url) !== broker.socketPath) socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return {
    host,
    port: address.port,
    path,
    key,
    guard: broker.guard,
    close: () => {
      broker.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
export { DEFAULT_BROKER_LIMITS } from './broker-guard.mjs';
