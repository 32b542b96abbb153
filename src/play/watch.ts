// Watching a game a lobby settled: a spectator PeerJS transport to every player (withMesh, the
// players' chat left out) and a Watcher that verifies and replays what they sign. The page's
// watcher and <sealed-orders-board watch> only ask the players for what they lack; `npm run watch`
// also serves (`serve`): it answers the players' sync requests from what it verified, so entries
// pass through it between players who are not online together. When the lobby chose Nostr relays,
// the watcher also reads the game's entries from them (never writes there), so it catches up and
// follows even while no player is online.
import { generateSecretKey } from 'nostr-tools/pure';
import { toHex } from '../../crypto/index';
import type { LobbyResult } from '../lobby/lobby-protocol';
import { seatAccept } from '../net/channel-auth';
import { withMesh } from '../net/mesh';
import { realTimers } from '../net/peerjs-backoff';
import type { NetworkOptions } from '../net/peerjs-broker-options';
import { NostrTransport, type NostrReport } from '../net/nostr-transport';
import { PeerjsTransport } from '../net/peerjs-transport';
import type { Transport } from '../net/transport';
import { withRelayedBroadcasts, type RelayedReport } from '../net/relayed';
import { realClock, type Clock } from '../session/clock';
import { MAX_WATCHER_MESSAGE_BYTES, isSyncRequest, isWatcherMessage } from '../session/sync-requests';
import { Watcher } from '../session/watcher';
import { withoutChat } from './chat';
import type { GameTypes } from '../session/game-module';

export interface WatchOptions {
  /** Answer the players' sync requests (watcher.ts `serve`); default false. */
  readonly serve?: boolean;
  /** How often, in ms, a watcher that made no progress asks the players; default 1000. */
  readonly syncInterval?: number;
  readonly clock?: Clock;
  /** Node before 22 has no WebSocket: pass `ws`'s for the relays. Default: the global one. */
  readonly websocket?: typeof WebSocket;
  /** What went wrong on the relays' side (unreachable, refused events…); default: nothing. */
  readonly onRelayReport?: (report: NostrReport | RelayedReport) => void;
}

/**
 * What a watcher reads: `direct` (its links to the players, chat left out) and, when the lobby
 * chose relays, the game's entries the relays hold, under one withMesh (its digests drop an entry
 * that comes both ways). The relays are read only: the watcher's Nostr key is a throw-away one
 * (relays want the few requests signed), a watcher never broadcasts, and its direct messages (sync
 * requests, answers when it serves) stay on the direct links (relayed.ts). Connect `relay` to start
 * reading; closing the transport closes both.
 */
export function watcherTransport(direct: Transport, result: Pick<LobbyResult<GameTypes>, 'relays' | 'gameId' | 'identity'>, options: Pick<WatchOptions, 'websocket' | 'onRelayReport'> = {}): { transport: Transport; relay: NostrTransport | null } {
  if (result.relays.length === 0) return { transport: withMesh(direct), relay: null };
  const relay = new NostrTransport({
    self: result.identity.peerId,
    peers: [],
    relays: result.relays,
    topic: toHex(result.gameId),
    secretKey: generateSecretKey(),
    ...(options.websocket === undefined ? {} : { websocket: options.websocket }),
  });
  if (options.onRelayReport !== undefined) relay.onReport(options.onRelayReport);
  return { transport: withMesh(withRelayedBroadcasts(direct, relay, options.onRelayReport)), relay };
}

/** Starts watching `result`'s game (already started); close the watcher to leave. */
export function watchLobbyGame<G extends GameTypes>(result: LobbyResult<G>, network: NetworkOptions, options: WatchOptions = {}): { watcher: Watcher<G>; mesh: PeerjsTransport } {
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
  const { transport, relay } = watcherTransport(withoutChat(mesh), result, options);
  const watcher = new Watcher({ transport, clock: options.clock ?? realClock, setup: result.setup, syncInterval: options.syncInterval ?? 1000, serve });
  watcher.start();
  // Fetches what the relays hold of the game (oldest first), then stays subscribed.
  void relay?.connect().catch(() => undefined);
  return { watcher, mesh };
}
