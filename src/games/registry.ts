// The games this build plays, by the name a setup, a log file and an open-table listing give them
// (`GameModule.id`): the one place that names them. The tools (`verify`, `watch`, `simulate`) and
// the lobby pick a game's module here from the name they read, and refuse a name not here with one
// line that says which games this build plays.
import { decodeCanonical, fail, ok, type Result } from '../../crypto/index';
import type { GameModule } from '../session/game-module';
import { LOG_FILE_LIMITS } from '../session/log-file';
import { FIRST_GAME } from '../session/setup';
import type { ScenarioId, WotrConfig } from '../../wotr/index';
import { AGOT } from './agot';
import { WOTR } from './wotr';
import { WOTR_PREVIEW_CARDS, WOTR_PREVIEW_LOCATIONS } from './wotr-preview';

/** Every game of this build, by its id. */
export const GAMES: Readonly<Record<string, GameModule>> = Object.freeze({ [AGOT.id]: AGOT, [WOTR.id]: WOTR });

/** The ids of this build's games, in a fixed order (for messages and pickers). */
export const GAME_IDS: readonly string[] = Object.freeze([AGOT.id, WOTR.id]);

/** The module of the game named `id`, or null when this build does not play it (or `id` is no string). */
export function gameModule(id: unknown): GameModule | null {
  return typeof id === 'string' && Object.hasOwn(GAMES, id) ? GAMES[id]! : null;
}

/** The one line that refuses a game this build does not play. */
export function unknownGameText(id: unknown): string {
  const named = typeof id === 'string' ? `'${id.slice(0, 40)}'` : `a ${id === null ? 'null' : typeof id}`;
  return `unknown game ${named}: this build plays ${GAME_IDS.join(', ')}`;
}

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);

/**
 * The module of an untrusted setup value (a log file's, a saved game's): the game it names
 * (`setup.game`; none is the first game, `FIRST_GAME`, whose setups name no game). The setup itself
 * is read by `parseSetup` with that module.
 */
export function gameOfSetup(value: unknown): Result<GameModule, 'unknown-game'> {
  const id = isMap(value) ? (value.game ?? FIRST_GAME) : FIRST_GAME;
  const game = gameModule(id);
  return game === null ? fail('unknown-game', [typeof id === 'string' ? id.slice(0, 40) : typeof id]) : ok(game);
}

/**
 * The module of a log file's game, read from its setup; a file that does not decode is given the
 * first game's module, whose decoder then says what is wrong with it.
 */
export function gameOfLogFile(bytes: Uint8Array): { readonly ok: true; readonly game: GameModule } | { readonly ok: false; readonly error: string } {
  const r = decodeCanonical(bytes, LOG_FILE_LIMITS);
  const setup = r.ok && isMap(r.value) ? r.value.setup : undefined;
  const found = gameOfSetup(setup);
  if (found.ok) return { ok: true, game: found.value };
  return { ok: false, error: unknownGameText(isMap(setup) ? setup.game : undefined) };
}

/**
 * A War of the Ring card table a build ships, by the id a lobby names it with: the cards, and the
 * locations and copies when not the engine's defaults ([WOTR-DATA-03]: no checked table of the
 * physical cards exists, so a game is given its table).
 */
export interface WotrTableEntry {
  readonly id: string;
  readonly cards: WotrConfig['cards'];
  readonly locations?: WotrConfig['locations'];
  readonly copies?: WotrConfig['copies'];
}

/**
 * The card tables this build ships, which a lobby may name: the app's preview of the Fellowship
 * (src/games/wotr-preview.ts: Appendix A's names and copies, our placeholder values), the one the
 * page's game against a bot plays. A lobby's tests may give their own (`HostOptions.tables`,
 * `GuestOptions.tables`).
 */
export const WOTR_TABLES: readonly WotrTableEntry[] = Object.freeze([
  Object.freeze({ id: 'fellowship-preview', cards: WOTR_PREVIEW_CARDS, locations: WOTR_PREVIEW_LOCATIONS }),
]);

/** The config of a War of the Ring game of `scenario` on the table `table` of `tables`; null when there is none of that id. */
export function wotrConfigOf(scenario: ScenarioId, table: string, tables: readonly WotrTableEntry[] = WOTR_TABLES): WotrConfig | null {
  const entry = tables.find((t) => t.id === table);
  if (entry === undefined) return null;
  return {
    scenario,
    cards: entry.cards,
    ...(entry.locations === undefined ? {} : { locations: entry.locations }),
    ...(entry.copies === undefined ? {} : { copies: entry.copies }),
  };
}
