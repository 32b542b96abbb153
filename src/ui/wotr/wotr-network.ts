// A War of the Ring game a lobby settled, played from this page over the network: this page's seat
// is a Session over the same transport as A Game of Thrones' network game (the PeerJS mesh over the
// page's broker, beside the lobby's relays: src/play/network-game.ts `runLobbySeat`), the other
// seats are the other pages'; on the creator's page, the lobby's bot seats run beside it, each
// played by the game's random player (`chooseShown`: only the cards it was shown). The seats are
// kept in IndexedDB as A Game of Thrones' are (src/play/saved-seats.ts, one namespace per seat,
// every send held until the writes before it are durable), so a reload or a closed tab opened
// again by the game's `#lobby=` link resumes them (`resumeWotrLobby`).
import type { LobbyResult } from '../../lobby/lobby-protocol';
import { cryptoRandom } from '../../lobby/peerjs-lobby';
import type { NetworkOptions } from '../../net/peerjs-broker-options';
import type { Transport } from '../../net/transport';
import type { GameLock } from '../../persist/game-lock';
import { botSeed, runLobbySeat, type LobbySeatRun, type SeatOptions } from '../../play/network-game';
import { hasStarted, openLocalArchive } from '../../play/local-archive';
import { keepTable, summaryOfState } from '../../play/game-summaries';
import { myGameKey } from '../../play/my-games';
import { resumeSeats, settleThisTab, type Resumed, type SavedSeat } from '../../play/saved-seats';
import { WOTR, type Wotr } from '../../games/wotr';
import { attachLaterBot } from '../../session/attach-bot';
import { realClock } from '../../session/clock';
import { createNetworkWotrDriver, type WotrDriver } from './wotr-driver';

/** What the shell hands the page of a networked game: this page's saved seats of it (its player's first, then the bots it runs), the tab's lock on them, and the page's network. */
export interface WotrLobbyGame {
  /** The lobby id: the game's `#lobby=` link, and its key in My games. */
  readonly lobby: string;
  readonly seats: readonly SavedSeat<Wotr>[];
  readonly lock: GameLock;
  readonly network: NetworkOptions;
}

const gameOf = (lobby: string, network: NetworkOptions, r: Resumed<Wotr> | 'elsewhere' | null): WotrLobbyGame | 'elsewhere' | null =>
  r === null || r === 'elsewhere' ? r : { lobby, seats: r.seats, lock: r.lock, network };

/**
 * Saves what the lobby settled for this tab's seat (and the bot seats of the creator's page) and
 * claims the game for this tab: resolved once it is all durable, before any of its sessions starts.
 * Null when this tab stored no identity for the lobby; 'elsewhere' when another tab holds it.
 */
export async function keepWotrLobby(lobby: string, result: LobbyResult<Wotr>, network: NetworkOptions): Promise<WotrLobbyGame | 'elsewhere' | null> {
  return gameOf(lobby, network, await settleThisTab(lobby, result));
}

/** This page's seats of `lobby`'s War of the Ring game from IndexedDB (a reload, or the link opened again); null when none settled here. */
export async function resumeWotrLobby(lobby: string, network: NetworkOptions): Promise<WotrLobbyGame | 'elsewhere' | null> {
  return gameOf(lobby, network, await resumeSeats(lobby, undefined, undefined, WOTR));
}

/**
 * Starts this page's seat of the game (and, on the creator's page, its bot seats), kept in My games
 * as it goes (its summary, and a copy of the signed log at each round and at the end: game-summaries.ts
 * `keepTable`); its driver closes them all and frees the game's lock.
 */
export function startNetworkWotr(game: WotrLobbyGame): WotrDriver {
  const { seats, network } = game;
  const player = seats[0]!;
  const setup = player.game.setup;
  // Every seat of the game restarting in this page (one person and bots, reloaded): nobody else
  // holds its entries, so the page serves them to its seats from their stores (local-archive.ts).
  const archive = seats.length === setup.seats.length && seats.every((s) => hasStarted(s.store)) ? openLocalArchive(setup, seats.map((s) => s.store), realClock) : null;
  const options: SeatOptions = { network, rng: cryptoRandom, ...(archive === null ? {} : { link: (t: Transport) => archive.link(t), everySeatRestarts: true }) };
  const run = (s: SavedSeat<Wotr>): LobbySeatRun<Wotr> => runLobbySeat(s.game, s.store, { ...options, relays: s.relays });
  const mine = run(player);
  const bots = seats.slice(1).map((s) => {
    const r = run(s);
    const bot = WOTR.randomPlayer(botSeed(s.store, s.game), `lobby-bot/${s.game.seat}`);
    // Answered after the session's call (a move the others' timeout bot made first is dropped).
    const detach = attachLaterBot(r.session, (turn) => Promise.resolve(bot.chooseShown!(turn.state, turn.decision, turn.shown)));
    return { run: r, detach };
  });
  archive?.closeWhenCaughtUp([mine.session, ...bots.map((b) => b.run.session)]);
  let stopKeeping = (): Promise<void> => Promise.resolve();
  const driver = createNetworkWotrDriver({
    session: mine.session,
    setup,
    seed: cryptoRandom.bytes(32),
    close: () => {
      // Its last summary and log copy are taken now, before the sessions close (written after).
      void stopKeeping();
      archive?.close();
      for (const b of bots) {
        b.detach();
        b.run.close();
      }
      mine.close();
      game.lock.release();
    },
  });
  stopKeeping = keepTable(
    {
      summary: () => summaryOfState(setup, player.game.seat, driver.state()),
      moves: () => driver.log().length,
      exportLog: () => driver.exportLog(),
      subscribe: (listener) => driver.subscribe(listener),
    },
    { key: myGameKey('network', game.lobby), keepLog: true },
  );
  return driver;
}
