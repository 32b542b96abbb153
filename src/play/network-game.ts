// A peer-to-peer game in this page: the player's Session over the PeerJS mesh and the Nostr relays
// the lobby agreed on (its entries go both ways, so a player who comes back when nobody else is
// online catches up from the relays), its keys, secrets and own entries in IndexedDB (so a reload
// resumes), and on the creator's page the bot seats' Sessions too. Everything the lobby settled
// arrives as saved games; nothing here decides a rule.
import { realTimers } from '../net/peerjs-backoff';
import type { NetworkOptions } from '../net/peerjs-broker-options';
import { PeerjsTransport } from '../net/peerjs-transport';
import { GAME_PEER_PREFIX, keyedPeerId, seatAccept } from '../net/channel-auth';
import { withMesh } from '../net/mesh';
import { NostrTransport, type NostrReport } from '../net/nostr-transport';
import { withRelayedBroadcasts, type RelayedReport } from '../net/relayed';
import { generateSecretKey } from 'nostr-tools/pure';
import { toHex } from '../../crypto/index';
import type { Transport } from '../net/transport';
import { withDurableSends } from '../persist/durable-transport';
import { openIdbStore, type IdbStore } from '../persist/idb-store';
import { ChatRoom, idbChatStore, splitChat, withoutChat } from './chat';
import { isOfferFrame, offerFrame, SubstituteOffers } from './substitute-offer';
import { botLevelOf } from './saved-seats';
import type { LoadedGame } from '../persist/saved-game';
import { createWorkerBot } from '../bots/worker-bot';
import { attachLaterBot } from '../session/attach-bot';
import { realClock } from '../session/clock';
import { Session } from '../session/session';
import { MAX_WATCHER_MESSAGE_BYTES, isWatcherMessage } from '../session/sync-requests';
import { decodeSeedSecret, type RandomSource } from '../session/setup';
import type { Agot } from '../games/agot';
import type { GameTypes } from '../session/game-module';
import type { GameSetup } from '../session/setup';
import type { KeyPair } from '../../crypto/index';

/** One seat played from this page: its session, and what must be closed with it. */
export interface SeatRun {
  readonly session: Session<Agot>;
  readonly game: LoadedGame;
  /** The player's chat beside the game (chat.ts); null for a bot seat and a substitute. */
  readonly chat: ChatRoom | null;
  /** The substitutes offering to take an absent seat (substitute-offer.ts); null on a substitute's own page. */
  readonly offers: SubstituteOffers | null;
  /** What the relays did wrong so far (unreachable, refused events…), latest last, at most 100; empty without relays. */
  relayReports(): readonly (NostrReport | RelayedReport)[];
  /** The seat's messages that no relay has taken yet (0 without relays): what closing the page now would hold back. */
  unsent(): number;
  close(): void;
}

/** Relay reports a seat keeps for its page: enough to say what went wrong, never growing without bound. */
const MAX_RELAY_REPORTS = 100;

export interface SeatOptions {
  readonly network: NetworkOptions;
  readonly rng: RandomSource;
  /** How often, in ms, a session that made no progress asks its peers for what it lacks. */
  readonly syncInterval?: number;
  /** Open the player's chat room (kept in IndexedDB beside the seat). */
  readonly chat?: boolean;
  /** Puts a peer beside the seat's mesh (the local archive of a game played all in this page, local-archive.ts). */
  readonly link?: (transport: Transport) => Transport;
  /** Every seat of the game restarts in this page (Session option `everySeatRestarts`). */
  readonly everySeatRestarts?: boolean;
  /** The Nostr relays the lobby agreed on (ws:// or wss://); none: WebRTC only. */
  readonly relays?: readonly string[];
}

/**
 * Starts the Session of a saved seat. Its sends wait until the store's writes before them are
 * durable (the salt before its commitment, each entry before it leaves), so a reload can neither
 * lose a secret nor sign a second entry at a used seq.
 */
export function runSeat(game: LoadedGame, store: IdbStore, options: SeatOptions): SeatRun {
  const { network } = options;
  // Watchers may ask for the entries they lack, and one left running to serve (`npm run watch`)
  // may answer this seat's requests; the session checks those entries as anyone's (src/session/watcher.ts).
  // A would-be substitute may offer to take an absent seat (substitute-offer.ts).
  const mesh = seatMesh(game, network, { self: game.peerIds[game.seat]!, offers: true });
  // Chat frames go to the chat room, never to the session (chat.ts).
  const split = splitChat(mesh);
  const { relay, reports, meshed } = relayedMesh(split.game, game.peerIds[game.seat]!, game, options);
  const transport = withDurableSends(options.link === undefined ? meshed : options.link(meshed), store);
  const session = startSeatSession<Agot>(game, store, transport, relay, options);
  const offers = new SubstituteOffers(mesh, game.setup.seats.length);
  const stopAdmitting = admitSubstitutes(session, mesh);
  const chatStore = options.chat === true ? idbChatStore(store.namespace, (db, ns) => openIdbStore(db, ns)) : null;
  // A link that opens (late, or again after a drop) gets this seat's recent lines again (chat.ts).
  const onLinkOpen = (handler: (peer: string) => void) => mesh.onReport((r) => r.kind === 'link' && r.state === 'open' && handler(r.peer));
  const chat = chatStore === null ? null : new ChatRoom(game, split.game, split.onChat, { store: chatStore, onLinkOpen });
  void chat?.load().catch(() => undefined);
  return {
    session,
    game,
    chat,
    offers,
    relayReports: () => [...reports],
    unsent: () => relay?.unsent ?? 0,
    close: () => {
      stopAdmitting();
      offers.close();
      chat?.close();
      void chatStore?.close();
      session.close();
      void store.close();
    },
  };
}

/**
 * Starts a seat's Session over `transport` (its keys, setup and seat; real time; the options'
 * sync interval and restart rule), then fetches what the relays hold of the game (oldest first),
 * stays subscribed and sends what waited (`backlogFrom`).
 */
function startSeatSession<G extends GameTypes>(
  game: { readonly keys: KeyPair; readonly setup: GameSetup; readonly seat: number },
  store: IdbStore,
  transport: Transport,
  relay: NostrTransport | null,
  options: SeatOptions,
): Session<G> {
  const session = new Session<G>({
    transport,
    clock: realClock,
    rng: options.rng,
    store,
    keys: game.keys,
    setup: game.setup as GameSetup<G>,
    seat: game.seat,
    syncInterval: options.syncInterval ?? 500,
    everySeatRestarts: options.everySeatRestarts === true,
  });
  session.start();
  backlogFrom(relay, session);
  return session;
}

/**
 * Comes online on the relays and tells `session` once one of them has handed over the game's
 * backlog: never on `connect` alone, which resolves also when no relay could be reached (a retry
 * fetches later, and only then is the backlog in).
 */
function backlogFrom(relay: NostrTransport | null, session: { backlogIn(): void }): void {
  if (relay === null) return;
  void relay.fetched().then(() => session.backlogIn());
  relay.connect().catch(() => undefined);
}

/**
 * A seat's links under withMesh, beside the relays the lobby agreed on: its broadcasts (its entries)
 * also go to the relays, and theirs come back from them (src/net/relayed.ts). The Nostr key is a
 * throw-away one: relays want events signed, and the session checks every entry's own signature.
 * `reports` keeps what the relays did wrong, the last MAX_RELAY_REPORTS.
 */
function relayedMesh(direct: Transport, self: string, game: { readonly gameId: Uint8Array }, options: SeatOptions): { relay: NostrTransport | null; reports: (NostrReport | RelayedReport)[]; meshed: Transport } {
  const reports: (NostrReport | RelayedReport)[] = [];
  const report = (r: NostrReport | RelayedReport) => {
    reports.push(r);
    if (reports.length > MAX_RELAY_REPORTS) reports.shift();
  };
  const relays = options.relays ?? [];
  const relay = relays.length === 0 ? null : new NostrTransport({ self, peers: [], relays, topic: toHex(game.gameId), secretKey: generateSecretKey() });
  relay?.onReport(report);
  return { relay, reports, meshed: withMesh(relay === null ? direct : withRelayedBroadcasts(direct, relay, report)) };
}

/**
 * Takes a substitute's messages as a player's once this peer's game handed it a seat (its PeerJS id
 * is the one its key stands for): until then a spectator, whose broadcasts the transport drops.
 */
function admitSubstitutes(session: Session<Agot>, mesh: PeerjsTransport): () => void {
  let admitted = 0;
  const admit = () => {
    const { handovers } = session.replica.fold;
    for (; admitted < handovers.length; admitted++) mesh.admit(keyedPeerId(GAME_PEER_PREFIX, handovers[admitted]!.key));
  };
  admit();
  return session.onChange(admit);
}

/** How often a substitute repeats its offer to the players it is linked to, in ms (34 bytes each). */
const OFFER_INTERVAL_MS = 2000;

/**
 * A substitute's seat (src/session/README.md, "A substitute"): someone who opened the game's
 * substitute link watches it with a key of its own (`game.keys`, its lobby identity's; its PeerJS
 * id is the one that key stands for), offers the players to take `game.seat` (substitute-offer.ts)
 * until their votes hand it over, then plays it: its transport, a spectator's until then, may send
 * and broadcast. The session checks it holds the seat before it writes anything.
 */
export function runSubstitute(game: LoadedGame, store: IdbStore, options: SeatOptions): SeatRun {
  const { network } = options;
  const { setup, seat, keys } = game;
  const self = keyedPeerId(GAME_PEER_PREFIX, keys.publicKey);
  // Until the hand-over: sync requests, answers to the players' own, and the offer.
  const mesh = seatMesh(game, network, { self, offers: true, spectator: true });
  const { relay, reports, meshed } = relayedMesh(withoutChat(mesh), self, game, options);
  const transport = withDurableSends(meshed, store);
  const session = new Session({ transport, clock: realClock, rng: options.rng, store, keys, setup, seat, syncInterval: options.syncInterval ?? 500 });
  session.start();
  void relay?.connect().catch(() => undefined);
  const frame = offerFrame(seat, keys.publicKey);
  const offer = () => {
    if (session.holdsSeat()) return;
    for (const peer of mesh.peers()) mesh.send(peer, frame);
  };
  const timer = setInterval(offer, OFFER_INTERVAL_MS);
  // Once the seat is this key's, its entries must reach the players as any seat's do.
  const promote = () => {
    if (!session.holdsSeat()) return;
    mesh.promote();
    clearInterval(timer);
  };
  const off = session.onChange(promote);
  offer();
  return {
    session,
    game,
    chat: null,
    offers: null,
    relayReports: () => [...reports],
    unsent: () => relay?.unsent ?? 0,
    close: () => {
      clearInterval(timer);
      off();
      session.close();
      void store.close();
    },
  };
}

/**
 * The 32-byte seed of a bot seat's play: the seed of its stored seed secret (the record is the
 * encoded secret, seed and salt together, which the bot's DRBG refuses). `loadGame` checked that
 * the record is there and opens the seat's commitment.
 */
export function botSeed(store: IdbStore, game: LoadedGame<GameTypes>): Uint8Array {
  const stored = store.get('seed');
  if (stored === undefined) throw new TypeError(`expected a stored seed for seat ${game.seat}, got none`);
  return decodeSeedSecret(stored).seed;
}

/**
 * A bot seat run by this page (the creator's): a bot of the level the lobby settled (`botLevelOf`),
 * thinking in its own Web Worker with the level's time cap, seeded from the seat's own game seed,
 * so its play needs no other secret and is repeatable while no decision runs into the cap.
 */
export function runBotSeat(game: LoadedGame, store: IdbStore, options: SeatOptions): SeatRun {
  const run = runSeat(game, store, options);
  const house = game.setup.seats[game.seat]!.house;
  const bot = createWorkerBot({ level: botLevelOf(store), seed: botSeed(store, game), house });
  const detach = attachLaterBot(run.session, (turn) => bot.choose(turn.state, turn.decision, turn.shown));
  return {
    ...run,
    close: () => {
      detach();
      bot.dispose();
      run.close();
    },
  };
}

/** A seat of a game of any module, as a lobby settled it: what `runLobbySeat` needs. */
export interface LobbySeat<G extends GameTypes> {
  readonly setup: GameSetup<G>;
  readonly gameId: Uint8Array;
  readonly seat: number;
  readonly keys: KeyPair;
  /** The PeerJS id of every seat, in seat order. */
  readonly peerIds: readonly string[];
}

/** A seat of another game than A Game of Thrones played from this page: its session and what closes it (its store too). */
export interface LobbySeatRun<G extends GameTypes> {
  readonly session: Session<G>;
  unsent(): number;
  close(): void;
}

/**
 * Starts the Session of a saved seat of any game's module (War of the Ring) over the same transport
 * as `runSeat`: the PeerJS mesh over the page's broker, every channel proving its seat's key, beside
 * the relays the lobby agreed on, every send held until the store's writes before it are durable (so
 * a reload resumes it, as `runSeat`'s). No chat, no substitutes (this game's page has neither yet).
 */
export function runLobbySeat<G extends GameTypes>(game: LobbySeat<G>, store: IdbStore, options: SeatOptions): LobbySeatRun<G> {
  const { network } = options;
  const mesh = seatMesh(game, network, { self: game.peerIds[game.seat]!, offers: false });
  const { relay, meshed } = relayedMesh(withoutChat(mesh), game.peerIds[game.seat]!, game, options);
  const transport = withDurableSends(options.link === undefined ? meshed : options.link(meshed), store);
  const session = startSeatSession<G>(game, store, transport, relay, options);
  return {
    session,
    unsent: () => relay?.unsent ?? 0,
    close: () => {
      session.close();
      void store.close();
    },
  };
}

/**
 * The PeerJS mesh a page plays a seat over (or, `spectator`, waits to take one over): every channel
 * proves its seat's key before it carries anything (a watcher: the key its id stands for); anyone may
 * send watchers' sync requests and, with `offers`, a would-be substitute's offer.
 */
function seatMesh(
  game: { readonly peerIds: readonly string[]; readonly setup: { readonly seats: readonly { readonly publicKey: Uint8Array }[] }; readonly keys: KeyPair },
  network: NetworkOptions,
  how: { readonly self: string; readonly offers: boolean; readonly spectator?: boolean },
): PeerjsTransport {
  const seats = game.setup.seats.length;
  return new PeerjsTransport({
    self: how.self,
    peers: game.peerIds,
    ...(how.spectator === true ? { spectator: true } : {}),
    broker: network.broker,
    ...(network.iceServers === undefined ? {} : { iceServers: network.iceServers }),
    timers: realTimers,
    spectatorRequests: (bytes) => isWatcherMessage(bytes, seats) || (how.offers && isOfferFrame(bytes, seats)),
    maxSpectatorRequestBytes: MAX_WATCHER_MESSAGE_BYTES,
    auth: { keys: game.keys, accept: seatAccept(game.peerIds, game.setup.seats.map((s) => s.publicKey)) },
  });
}
