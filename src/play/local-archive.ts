// A game whose every seat this page plays (one person and bots) resumes after a reload through a
// local archive. A restarted session takes every entry back from its peers, its own included
// (src/session/README.md, "Reconnect"), and here every peer restarted with it: nobody holds
// anything. Between them, though, the seats' stores hold the whole log — each seat's `own/…`
// records, and an entry reached another seat only after it was durable in its author's store
// (src/persist/durable-transport.ts). The archive is a serving Watcher (src/session/watcher.ts)
// that verifies those entries and answers the restarted seats' sync requests, over an in-page link
// beside their PeerJS meshes; no message of the protocol is new. Once every seat holds what it
// holds, it closes.
import type { MessageHandler, PeerId, Transport } from '../net/transport';
import type { Clock } from '../session/clock';
import { Watcher } from '../session/watcher';
import type { GameSetup } from '../session/setup';
import { encodeMessage } from '../session/wire';
import type { Agot } from '../games/agot';
import type { GameTypes } from '../session/game-module';

/** The archive's id on the in-page link: not a PeerJS id (those start `so-`), so no seat's mesh has it. */
export const ARCHIVE_PEER = 'local-archive';

/** What the archive reads of a seat's store (IdbStore and MemoryStore have it). */
export interface OwnEntries {
  keys(prefix: string): string[];
  get(key: string): Uint8Array | undefined;
}

/** Whether a seat's store saw a start before: the session then restarts and catches up first. */
export function hasStarted(store: Pick<OwnEntries, 'get'>): boolean {
  return store.get('started') !== undefined;
}

/** What the archive watches of a seat's session to know when it is no longer needed. */
export interface ServedSeat {
  readonly replica: { readonly chains: { held(seat: number): number } };
  onChange(listener: () => void): () => void;
}

export interface LocalArchive<G extends GameTypes = Agot> {
  /** The seat's transport with the archive beside its peers (wrap it under the durable-sends layer). */
  link(seat: Transport): Transport;
  /** The watcher holding the stores' entries (its replica is what it verified). */
  readonly watcher: Watcher<G>;
  /**
   * Closes the archive once every one of `seats` holds at least what it holds, after the messages
   * already on the link (its last answer ends with the heads that tell a seat it caught up).
   */
  closeWhenCaughtUp(seats: readonly ServedSeat[]): void;
  readonly closed: boolean;
  close(): void;
}

/**
 * The archive of `stores` (every seat's store of one game), verified by a serving Watcher.
 * Deliveries on the link are asynchronous (a microtask), as a network's are: a session never
 * receives inside its own send.
 */
export function openLocalArchive<G extends GameTypes>(setup: GameSetup<G>, stores: readonly OwnEntries[], clock: Clock, defer: (fn: () => void) => void = queueMicrotask): LocalArchive<G> {
  const toArchive = new Set<MessageHandler>();
  const toSeats = new Map<PeerId, Set<MessageHandler>>();
  let open = true;
  const deliver = (handlers: Iterable<MessageHandler> | undefined, from: PeerId, bytes: Uint8Array) => {
    if (handlers === undefined) return;
    defer(() => {
      if (!open) return;
      for (const h of [...handlers]) h(from, bytes);
    });
  };
  const archiveSide: Transport = {
    self: ARCHIVE_PEER,
    peers: () => (open ? [...toSeats.keys()] : []),
    send: (to, bytes) => deliver(toSeats.get(to), ARCHIVE_PEER, bytes),
    broadcast: (bytes) => {
      for (const to of toSeats.keys()) deliver(toSeats.get(to), ARCHIVE_PEER, bytes);
    },
    onMessage: (h) => {
      toArchive.add(h);
      return () => toArchive.delete(h);
    },
    close: () => undefined,
  };
  // It reads each store once, chain by chain, so it holds everything it is given (`hold: null`): the
  // stores are this page's own, bounded by the game; a live watcher holds 64 entries ahead per seat.
  const watcher = new Watcher({ transport: archiveSide, clock, setup, serve: true, hold: null });
  watcher.start();
  // Every stored entry goes through the watcher's intake (signature, game, author), as a peer's would.
  for (const store of stores) {
    for (const key of store.keys('own/')) {
      const bytes = store.get(key);
      if (bytes !== undefined) for (const h of [...toArchive]) h(ARCHIVE_PEER, encodeMessage({ t: 'entry', e: bytes }));
    }
  }
  function close(): void {
    if (!open) return;
    open = false;
    watcher.close();
  }
  return {
    watcher,
    link(seat: Transport): Transport {
      const handlers = new Set<MessageHandler>();
      toSeats.set(seat.self, handlers);
      return {
        self: seat.self,
        peers: () => (open ? [...seat.peers(), ARCHIVE_PEER] : seat.peers()),
        send: (to, bytes) => (to === ARCHIVE_PEER ? deliver(toArchive, seat.self, bytes) : seat.send(to, bytes)),
        broadcast: (bytes) => {
          seat.broadcast(bytes);
          if (open) deliver(toArchive, seat.self, bytes);
        },
        onMessage: (h) => {
          handlers.add(h);
          const off = seat.onMessage(h);
          return () => {
            handlers.delete(h);
            off();
          };
        },
        close: () => {
          toSeats.delete(seat.self);
          seat.close();
        },
      };
    },
    closeWhenCaughtUp(seats) {
      const chains = watcher.replica.chains;
      const offs: (() => void)[] = [];
      const check = () => {
        if (!open || !seats.every((seat) => setup.seats.every((_, s) => seat.replica.chains.held(s) >= chains.held(s)))) return;
        for (const off of offs.splice(0)) off();
        defer(close);
      };
      offs.push(...seats.map((seat) => seat.onChange(check)));
    },
    get closed() {
      return !open;
    },
    close,
  };
}
