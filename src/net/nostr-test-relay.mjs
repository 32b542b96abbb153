// A Nostr relay for tests, on 127.0.0.1 and a free port: @nostr-relay/core (the relay logic of
// nostr-relay-tray: NIP-01 messages, id and signature checks, filters, subscriptions) over `ws`,
// with its events kept in memory — the package's own repositories need a database
// (better-sqlite3, Postgres), so this gives it the few methods of its `EventRepository` contract
// over an array. The relay is the package's; only the storage is ours. A plain Node module, so the
// browser tests' server starts one without a TypeScript loader; the unit tests
// use it through nostr-relay.testkit.ts. Types: nostr-test-relay.d.mts.
import { EventRepository } from '@nostr-relay/common';
import { NostrRelay } from '@nostr-relay/core';
import { matchFilter } from 'nostr-tools/filter';
import { WebSocketServer } from 'ws';

/** The largest WebSocket frame the test relay takes (common relays: 128 KiB). */
const MAX_FRAME_BYTES = 128 * 1024;

class MemoryEvents extends EventRepository {
  /** @type {import('@nostr-relay/common').Event[]} */
  events = [];
  /** @type {Set<string>} */
  ids = new Set();

  isSearchSupported() {
    return false;
  }

  /** @param {import('@nostr-relay/common').Event} event */
  upsert(event) {
    if (this.ids.has(event.id)) return { isDuplicate: true };
    this.ids.add(event.id);
    this.events.push(event);
    return { isDuplicate: false };
  }

  /**
   * NIP-01: matching events, newest first, at most `limit`. Matched with nostr-tools' filter (the
   * package's own `isMatchingFilter` ignores tag filters: its databases do that part).
   * @param {import('@nostr-relay/common').Filter} filter
   */
  find(filter) {
    const found = this.events.filter((e) => matchFilter(/** @type {never} */ (filter), /** @type {never} */ (e)));
    found.sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1));
    return filter.limit === undefined ? found : found.slice(0, filter.limit);
  }

  async destroy() {}
}

const silentLogger = { log: () => undefined, error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined, setLogLevel: () => undefined };

/**
 * @param {number} [port] - the port to listen on (a relay back on the port of one closed); a free one when absent
 * @returns {Promise<import('./nostr-test-relay.d.mts').TestRelay>}
 */
export async function startTestRelay(port = 0) {
  const repository = new MemoryEvents();
  // No result cache: a peer that reconnects within a second must see what was stored meanwhile.
  const relay = new NostrRelay(repository, { filterResultCacheTtl: 0, logger: silentLogger });
  const server = new WebSocketServer({ host: '127.0.0.1', port, maxPayload: MAX_FRAME_BYTES });
  /** @type {Set<import('ws').WebSocket>} */
  const sockets = new Set();
  server.on('connection', (ws) => {
    sockets.add(ws);
    relay.handleConnection(/** @type {never} */ (ws), '127.0.0.1');
    ws.on('message', (data) => {
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        ws.send(JSON.stringify(['NOTICE', 'invalid: not JSON']));
        return;
      }
      if (!Array.isArray(message)) return void ws.send(JSON.stringify(['NOTICE', 'invalid: not a message']));
      relay.handleMessage(/** @type {never} */ (ws), /** @type {never} */ (message)).catch(() => ws.send(JSON.stringify(['NOTICE', 'error: message refused'])));
    });
    ws.on('close', () => {
      sockets.delete(ws);
      relay.handleDisconnect(/** @type {never} */ (ws));
    });
  });
  await new Promise((resolve) => server.once('listening', () => resolve(undefined)));
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `ws://127.0.0.1:${listening}`,
    events: repository.events,
    connections: () => sockets.size,
    dropConnections: () => {
      for (const ws of sockets) ws.terminate();
    },
    close: async () => {
      for (const ws of sockets) ws.terminate();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await relay.destroy();
    },
  };
}
