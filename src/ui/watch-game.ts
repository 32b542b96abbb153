// Watching a game a lobby settled, from any page: a spectator PeerJS transport to every player
// (it may send them sync requests and nothing else) under withMesh, and a Watcher that verifies and
// replays what they sign, seen through the watcher driver. Used by the app shell (a lobby watcher)
// and by <sealed-orders-board watch="…">.
import type { LobbyResult } from '../lobby/lobby-protocol';
import { withMesh } from '../net/mesh';
import { realTimers } from '../net/peerjs-backoff';
import type { NetworkOptions } from '../net/peerjs-broker-options';
import { PeerjsTransport } from '../net/peerjs-transport';
import { seatAccept } from '../net/channel-auth';
import { realClock } from '../session/clock';
import { isSyncRequest } from '../session/sync-requests';
import { Watcher } from '../session/watcher';
import type { GameDriver } from './game-driver';
import { createWatcherDriver } from './watcher-driver';
import { withoutChat } from '../play/chat';

/** Starts watching `result`'s game; disposing the driver leaves it. */
export function watchGame(result: LobbyResult, network: NetworkOptions): GameDriver {
  const { broker, iceServers } = network;
  const mesh = new PeerjsTransport({
    self: result.identity.peerId,
    peers: result.peerIds,
    spectator: true,
    spectatorRequests: (bytes) => isSyncRequest(bytes, result.setup.seats.length),
    broker,
    ...(iceServers === undefined ? {} : { iceServers }),
    timers: realTimers,
    auth: { keys: result.identity.keys, accept: seatAccept(result.peerIds, result.setup.seats.map((s) => s.publicKey)) },
  });
  // The players' public chat reaches this spectator too; it is left out before the game's intake.
  const watcher = new Watcher({ transport: withMesh(withoutChat(mesh)), clock: realClock, setup: result.setup, syncInterval: 1000 });
  watcher.start();
  return createWatcherDriver(watcher, { closeOnDispose: true });
}
