// The seats a page plays in a peer-to-peer game, as one GameDriver for the shell: the player's
// Session seen through the session driver, and on the creator's page its bot seats running beside
// it. Disposing the driver closes them all (their stores stay: a reload resumes from them).
import { newIdentity, type Identity, type LobbyResult } from '../../lobby/lobby-protocol';
import { cryptoRandom } from '../../lobby/peerjs-lobby';
import type { NetworkOptions } from '../../net/peerjs-broker-options';
import type { IdbStore } from '../../persist/idb-store';
import { runBotSeat, runSeat, runSubstitute, type SeatRun } from '../../play/network-game';
import { claimInBrowser, resumeSeats, resumeSubstitute, storeLobbyResult, storePlayerIdentity, storeSubstitute, type SavedSeat } from '../../play/saved-seats';
import type { GameLock } from '../../persist/game-lock';
import type { GameDriver } from './game-driver';
import { createSessionDriver } from './session-driver';
import { watchGame } from './watch-game';
import { rematchOf, type Rematch } from './rematch';
import type { ChatRoom } from '../../play/chat';
import { hasStarted, openLocalArchive } from '../../play/local-archive';
import { realClock } from '../../session/clock';
import type { Transport } from '../../net/transport';

/** The driver of this page's seat, which also stops the page's other seats (and frees the game) when disposed. */
function seatsDriver(runs: readonly SeatRun[], lock: GameLock, closeArchive: () => void = () => undefined): GameDriver {
  const driver = createSessionDriver(runs[0]!.session, {
    offers: runs[0]!.offers,
    onDispose: () => {
      closeArchive();
      for (const run of runs) run.close();
      lock.release();
    },
  });
  // Every seat of this page counts: the bot seats' entries are held back by a closing page too.
  return { ...driver, unsent: () => runs.reduce((n, run) => n + run.unsent(), 0) };
}

function start(seats: readonly SavedSeat[], lock: GameLock, network: NetworkOptions): { driver: GameDriver; chat: ChatRoom | null } {
  // Every seat of the game restarting in this page: nobody else holds its entries, so the page
  // serves them to its own seats from their stores (local-archive.ts).
  const setup = seats[0]!.game.setup;
  const archive = seats.length === setup.seats.length && seats.every((s) => hasStarted(s.store)) ? openLocalArchive(setup, seats.map((s) => s.store), realClock) : null;
  const options = { network, rng: cryptoRandom, ...(archive === null ? {} : { link: (t: Transport) => archive.link(t), everySeatRestarts: true }) };
  const runs = seats.map((s) =>
    s.role === 'player'
      ? runSeat(s.game, s.store, { ...options, relays: s.relays, chat: true })
      : s.role === 'bot'
        ? runBotSeat(s.game, s.store, { ...options, relays: s.relays })
        : runSubstitute(s.game, s.store, { ...options, relays: s.relays }),
  );
  if (archive === null) return { driver: seatsDriver(runs, lock), chat: runs[0]!.chat };
  archive.closeWhenCaughtUp(runs.map((r) => r.session));
  return { driver: seatsDriver(runs, lock, () => archive.close()), chat: runs[0]!.chat };
}

/** Why a saved game cannot be resumed in this tab. */
export class OpenElsewhere extends Error {
  constructor() {
    super('This game is open in another tab of this browser. Close it there to play it here.');
    this.name = 'OpenElsewhere';
  }
}

export class NetworkSeats {
  /** The store holding this page's identity for a lobby, from before its hello until the lobby settles. */
  private readonly stores = new Map<string, IdbStore>();
  /** The rematch of each game this page started or resumed, by lobby. */
  private readonly rematches = new Map<string, Rematch>();
  /** The player's chat room of each game this page runs, by lobby. */
  private readonly chats = new Map<string, ChatRoom>();

  constructor(private readonly network: NetworkOptions) {}

  /** A new identity for `lobby`, durable in IndexedDB before the lobby sees any of it. */
  async identityFor(lobby: string): Promise<Identity> {
    const identity = newIdentity(cryptoRandom);
    const old = this.stores.get(lobby);
    this.stores.set(lobby, await storePlayerIdentity(lobby, identity));
    await old?.close();
    return identity;
  }

  /** Saves what the lobby settled and starts this page's seats. */
  async settle(lobby: string, result: LobbyResult): Promise<GameDriver> {
    const store = this.stores.get(lobby);
    if (store === undefined) throw new RangeError(`expected a stored identity for lobby ${lobby}`);
    this.stores.delete(lobby);
    // This tab keeps the game from now on: a second tab opening the link must not run the same seat.
    const lock = (await claimInBrowser(store.namespace)) ?? { release: () => undefined };
    return this.start(lobby, await storeLobbyResult(lobby, result, store), lock);
  }

  /**
   * Watches the game a lobby settled with this page as a watcher (watch-game.ts). Disposing the
   * driver leaves.
   */
  watch(lobby: string, result: LobbyResult): GameDriver {
    // A watcher has nothing to resume: the identity it showed the lobby is not needed any more.
    void this.stores.get(lobby)?.close();
    this.stores.delete(lobby);
    return watchGame(result, this.network);
  }

  /**
   * Plays `house` of the game a lobby settled with this page as a watcher, as its substitute once
   * the players vote it in (network-game.ts `runSubstitute`): until then the page watches, offering
   * to take the seat. Null when the game has no such house.
   */
  async substitute(lobby: string, result: LobbyResult, house: string): Promise<GameDriver | null> {
    const seat = result.setup.seats.findIndex((s) => s.house === house);
    if (seat < 0 || result.seat !== null) return null;
    void this.stores.get(lobby)?.close();
    this.stores.delete(lobby);
    const saved = await storeSubstitute(lobby, result, seat);
    const lock = (await claimInBrowser(saved.store.namespace)) ?? { release: () => undefined };
    return this.start(lobby, [saved], lock);
  }

  /**
   * Closes the identity this page stored for `lobby` when its game is played elsewhere than by this
   * class (War of the Ring's page, src/ui/wotr/wotr-network.ts): nothing of it is saved to resume.
   */
  async release(lobby: string): Promise<void> {
    const store = this.stores.get(lobby);
    this.stores.delete(lobby);
    await store?.close();
  }

  /** This page's seats of `lobby` from IndexedDB, running again; null when none settled here. */
  async resume(lobby: string): Promise<GameDriver | null> {
    // A seat of the setup, or else one this page offered to play as a substitute.
    const resumed = (await resumeSeats(lobby)) ?? (await resumeSubstitute(lobby));
    if (resumed === 'elsewhere') throw new OpenElsewhere();
    return resumed === null ? null : this.start(lobby, resumed.seats, resumed.lock);
  }

  /** The chat of `lobby`'s game on this page, while it runs here; null otherwise. */
  chat(lobby: string): ChatRoom | null {
    return this.chats.get(lobby) ?? null;
  }

  /** What a rematch of `lobby`'s game means for this page; null when it ran no seat of it. */
  rematch(lobby: string): Rematch | null {
    return this.rematches.get(lobby) ?? null;
  }

  private start(lobby: string, seats: readonly SavedSeat[], lock: GameLock): GameDriver {
    const game = seats[0]!.game;
    // A substitute's page has no rematch: the new lobby is the table's, whose seats it does not hold.
    if (seats[0]!.role !== 'substitute') this.rematches.set(lobby, rematchOf(game.setup, game.gameId, seats.map((s) => ({ seat: s.game.seat, role: s.role === 'bot' ? 'bot' : 'player' })), seats[0]!.relays));
    const started = start(seats, lock, this.network);
    if (started.chat !== null) this.chats.set(lobby, started.chat);
    return started.driver;
  }
}
