// Watching a game a lobby settled: a spectator PeerJS transport to every player (withMesh, the
// players' chat left out) and a Watcher that verifies and replays what they sign. The page's
// watcher and <sealed-orders-board watch> only ask the players for what they lack; `npm run watch`
// also serves (`serve`): it answers the players' sync requests from what it verified, so entries
// pass through it between players who are not online together.
import type { LobbyResult } from '../lobby/lobby-protocol';
import { seatAccept } from '../net/channel-auth';
import { withMesh } from '../net/mesh';
import { realTimers } from '../net/peerjs-backoff';
import type { NetworkOptions } from '../net/peerjs-broker-options';
import { PeerjsTransport } from '../net/peerjs-transport';
import { realClock, type Clock } from '../session/clock';
import { MAX_WATCHER_MESSAGE_BYTES, isSyncRequest, isWatcherMessage } from '../session/sync-requests';
import { Watcher } from '../session/watcher';
import { withoutChat } from './chat';

export interface WatchOptions {
  /** Answer the players' sync requests (watcher.ts `serve`); default false. */
  readonly serve?: boolean;
  /** How often, in ms, a watcher that made no progress asks the players; default 1000. */
  readonly syncInterval?: number;
  readonly clock?: Clock;
}

/** Starts watching `result`'s game (already started); close the watcher to leave. */
export function watchLobbyGame(result: LobbyResult, network: NetworkOptions, options: WatchOptions = {}): { watcher: Watcher; mesh: PeerjsTransport } {
  const serve = options.serve ?? false;
  const seats = result.setup.seats.length;
  const mesh = new PeerjsTransport({
    self: result.identity.peerId,
    peers: result.peerIds,
    spectator: true,
    // What this spectator may send: sync requests, and when it serves, its answers.
    ...(serve
      ? { spectatorRequests: (bytes: Uint8Array) => isWatcherMessage(bytes, seats), maxSpectatorRequestBytes: MAX_WATCHER_MESSAGE_BYTES }
      : { spectatorRequests: (bytes: Uint8Array) => isSyncRequest(bytes, seats) }),
    broker: network.broker,
    ...(network.iceServers === undefined ? {} : { iceServers: network.iceServers }),
    timers: realTimers,
    auth: { keys: result.identity.keys, accept: seatAccept(result.peerIds, result.setup.seats.map((s) => s.publicKey)) },
  });
  // The players' public chat reaches this spectator too; it is left out before the game's intake.
  const watcher = new Watcher({ transport: withMesh(withoutChat(mesh)), clock: options.clock ?? realClock, setup: result.setup, syncInterval: options.syncInterval ?? 1000, serve });
  watcher.start();
  return { watcher, mesh };
}
