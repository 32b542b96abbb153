// Watching a game a lobby settled, from any page (src/play/watch.ts), seen through the watcher
// driver. Used by the app shell (a lobby watcher) and by <sealed-orders-board watch="…">.
import type { LobbyResult } from '../../lobby/lobby-protocol';
import type { NetworkOptions } from '../../net/peerjs-broker-options';
import { watchLobbyGame } from '../../play/watch';
import type { GameDriver } from './game-driver';
import { createWatcherDriver } from './watcher-driver';

/** Starts watching `result`'s game; disposing the driver leaves it. */
export function watchGame(result: LobbyResult, network: NetworkOptions): GameDriver {
  return createWatcherDriver(watchLobbyGame(result, network).watcher, { closeOnDispose: true });
}
