// "My games": every game saved on this device — seats of networked games (src/play/saved-seats.ts)
// and games against bots (local-games.ts) — with what the list shows of each (game-summaries.ts),
// most recently active first; and leaving one, which forgets everything this device kept of it.
import { newGame, type GameConfig, type House } from '../../engine/index';
import { FIRST_GAME } from '../session/setup';
import { firstGameOnly, type ModuleLoader } from '../games/game-loader';
import { browserIdb, type IdbEnvironment } from '../persist/idb';
import { claimInBrowser, forgetSeats, listPlayerSeats, type Claim } from './saved-seats';
import { forgetSeen } from './last-visit';
import { deleteLogCopy, forgetSummary, loadLogCopy, loadSummary, type GameSummary, type KeptFile } from './game-summaries';
import { deleteLocalGame, listLocalGames } from './local-games';
import { myGameKey, type MyGameKind } from './my-game-key';

export { myGameKey, type MyGameKind } from './my-game-key';

export interface MyGame {
  /** The key of its summary and log copy: `lobby:<lobby id>` or `local:<game id>`. */
  readonly key: string;
  readonly kind: MyGameKind;
  /** The lobby id (resumed by its `#lobby=` link) or the local game's id (`#game=`). */
  readonly id: string;
  /** The game played (`GameModule.id`: 'agot', 'wotr-card'); every game against bots is A Game of Thrones. */
  readonly game: string;
  /** Every seat's name in seat order (houses in A Game of Thrones), and mine. */
  readonly houses: readonly string[];
  readonly me: string;
  /** What the list shows beyond the setup; null when none was kept yet. */
  readonly summary: GameSummary | null;
  /** For a networked game, the seat's namespace (to forget it). */
  readonly namespace?: string;
}

/** The houses of a stored config, in seat order; null when the engine refuses the config. */
function housesOf(config: GameConfig): readonly House[] | null {
  try {
    return newGame(config).options.houses;
  } catch {
    return null;
  }
}

/**
 * Every game saved here, most recently active first: the networked seats of the games `modules`
 * loads (A Game of Thrones alone unless given: the app's page gives its loader of every game,
 * src/ui/shell/game-modules.ts).
 */
export async function listMyGames(env: IdbEnvironment = browserIdb(), storage: Storage | undefined = globalThis.localStorage, modules: ModuleLoader = firstGameOnly): Promise<MyGame[]> {
  const games: MyGame[] = [];
  for (const seat of await listPlayerSeats(env, modules)) {
    const key = myGameKey('network', seat.lobby);
    const { setup } = seat.game;
    const houses = setup.seats.map((s) => s.house);
    // Another game's summary names its own seats, and its winner may be a team (War of the Ring's).
    const summary = setup.game.id === FIRST_GAME ? loadSummary(key, storage) : loadSummary(key, storage, houses, null);
    games.push({ key, kind: 'network', id: seat.lobby, game: setup.game.id, houses, me: houses[seat.game.seat]!, summary, namespace: seat.namespace });
  }
  for (const { id, setup } of await listLocalGames(env)) {
    const houses = setup.ok ? housesOf(setup.value.config) : null;
    if (!setup.ok || houses === null) continue; // unreadable: nothing to resume
    const key = myGameKey('local', id);
    const summary = loadSummary(key, storage) ?? { houses, me: setup.value.me, round: 1, waitingFor: [], winner: null, lastActivity: setup.value.created };
    games.push({ key, kind: 'local', id, game: FIRST_GAME, houses, me: setup.value.me, summary });
  }
  return games.sort((a, b) => (b.summary?.lastActivity ?? 0) - (a.summary?.lastActivity ?? 0));
}

/** The game's log to export from the list: the kept copy of a networked game; null when none was kept. */
export function keptLog(game: MyGame, env: IdbEnvironment = browserIdb()): Promise<KeptFile | null> {
  return loadLogCopy(game.key, env);
}

/** Why a game cannot be left now. */
export class GameOpenElsewhere extends Error {
  constructor() {
    super('This game is open in another tab. Close it there first.');
    this.name = 'GameOpenElsewhere';
  }
}

/**
 * Forgets a game on this device: its seats (keys, secrets, entries) or its moves, its summary and
 * its log copy. A networked game goes on without this seat; its lock is claimed first so no tab
 * of this browser is running it (rejects with GameOpenElsewhere otherwise).
 */
export async function leaveMyGame(game: MyGame, env: IdbEnvironment = browserIdb(), storage: Storage | undefined = globalThis.localStorage, claim: Claim = claimInBrowser): Promise<void> {
  if (game.kind === 'network') {
    const lock = await claim(game.namespace!);
    if (lock === null) throw new GameOpenElsewhere();
    try {
      // Its seats whatever its game: no module is needed to forget them.
      await forgetSeats({ lobby: game.id, namespace: game.namespace! }, env);
    } finally {
      lock.release();
    }
  } else {
    await deleteLocalGame(game.id, env, storage);
  }
  await deleteLogCopy(game.key, env);
  forgetSummary(game.key, storage);
  forgetSeen(game.key, storage);
}
