// A Nostr relay for tests, on 127.0.0.1 and a free port: @nostr-relay/core (the relay logic of
// nostr-relay-tray: NIP-01 messages, id and signature checks, filters, subscriptions) over `ws`,
// with its events kept in memory — the package's own repositories need a database
// (better-sqlite3, Postgres), so this kit gives it the few methods of its `EventRepository`
// contract over an array. The relay is the package's; only the storage is ours.
import { EventRepository, type Event, type Filter } from '@nostr-relay/common';
import { NostrRelay } from '@nostr-relay/core';
import { matchFilter } from 'nostr-tools/filter';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** The largest WebSocket frame the test relay takes (common relays: 128 KiB). */
const MAX_FRAME_BYTES = 128 * 1024;

class MemoryEvents extends EventRepository {
  readonly events: Event[] = [];
  private readonly ids = new Set<string>();

  isSearchSupported(): boolean {
    return false;
  }

  upsert(event: Event): { isDuplicate: boolean } {
    if (this.ids.has(event.id)) return { isDuplicate: true };
    this.ids.add(event.id);
    this.events.push(event);
    return { isDuplicate: false };
  }

  /**
   * NIP-01: matching events, newest first, at most `limit`. Matched with nostr-tools' filter (the
   * package's own `isMatchingFilter` ignores tag filters: its databases do that part).
   */
  find(filter: Filter): Event[] {
    const found = this.events.filter((e) => matchFilter(filter as never, e as never));
    found.sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1));
    return filter.limit === undefined ? found : found.slice(0, filter.limit);
  }

  async destroy(): Promise<void> {}
}

export interface TestRelay {
  readonly url: string;
  /** Every event the relay stored, in arrival order. */
  readonly events: readonly Event[];
  /** How many connections are open now. */
  connections(): number;
  /** Cuts every open connection (the relay restarts or the network drops), keeping the events. */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startTestRelay(): Promise<TestRelay> {
  const repository = new MemoryEvents();
  // No result cache: a peer that reconnects within a second must see what was stored meanwhile.
  const relay = new NostrRelay(repository, { filterResultCacheTtl: 0, logger: silentLogger });
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_FRAME_BYTES });
  const sockets = new Set<WebSocket>();
  server.on('connection', (ws) => {
    sockets.add(ws);
    relay.handleConnection(ws, '127.0.0.1');
    ws.on('message', (data) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        ws.send(JSON.stringify(['NOTICE', 'invalid: not JSON']));
        return;
      }
      if (!Array.isArray(message)) return void ws.send(JSON.stringify(['NOTICE', 'invalid: not a message']));
      relay.handleMessage(ws, message as never).catch(() => ws.send(JSON.stringify(['NOTICE', 'error: message refused'])));
    });
    ws.on('close', () => {
      sockets.delete(ws);
      relay.handleDisconnect(ws);
    });
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    events: repository.events,
    connections: () => sockets.size,
    dropConnections: () => {
      for (const ws of sockets) ws.terminate();
    },
    close: async () => {
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay.destroy();
    },
  };
}

const silentLogger = { log: () => undefined, error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined, setLogLevel: () => undefined };
