// The arena: engine-only games that measure a bot against others (npm run arena, scripts/arena.ts).
// Game g seats the tested bot in house g mod players, so over many games it plays every house as
// often; every game has its own seed (dealer and bots). Win rates come with a Wilson interval.
import { newGame, victoryPoints, type House } from '../../engine/index';
import { seededDealer } from '../dealer/seeded-dealer';
import { playLocalGame } from '../local-game';
import { viewing, type Bot } from '../bots/bot';
import { botForLevel, SEARCH_BUDGETS, heuristicViewBot, type BotLevel } from '../bots/levels';
import { shownBy } from '../bots/player-view';
import { randomBot } from '../bots/random-bot';
import { searchBot } from '../bots/search-bot';
import type { ArenaBot } from './arena-bots';

export { ARENA_BOTS, type ArenaBot } from './arena-bots';

export interface ArenaGame {
  readonly players: number;
  /** The seed number of this game (its 32-byte seed packs it). */
  readonly seed: number;
  /** Which game of the run: the tested bot sits in house `index mod players`. */
  readonly index: number;
  readonly seatBot: ArenaBot;
  readonly others: ArenaBot;
  /** Overrides the search levels' playouts for orders (the other decisions keep their shares). */
  readonly playouts?: number;
}

export interface ArenaResult {
  readonly house: House;
  readonly won: boolean;
  /** Castles and Strongholds the tested house holds at the end ([2E-END-01]). */
  readonly castles: number;
  readonly rounds: number;
  /** The tested bot's decisions, and the wall time they took (the clock is read outside the bot). */
  readonly decisions: number;
  readonly decisionMs: number;
  readonly longestDecisionMs: number;
}

export function arenaSeed(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setFloat64(0, n);
  return seed;
}

function makeBot(kind: ArenaBot, seed: Uint8Array, house: House, playouts: number | undefined, shown: Parameters<typeof viewing>[1]): Bot {
  if (kind === 'random') return randomBot(seed, house);
  if (kind === 'heuristic') return viewing(heuristicViewBot(seed, house), shown);
  const level: BotLevel = kind;
  if (level === 'easy' || playouts === undefined) return viewing(botForLevel(level, seed, house), shown);
  return viewing(searchBot(seed, house, { ...SEARCH_BUDGETS[level], playouts }), shown);
}

/** Plays one arena game to its end. */
export function playArenaGame(game: ArenaGame): ArenaResult {
  const houses = newGame({ players: game.players }).options.houses;
  const tested = houses[game.index % houses.length]!;
  const seed = arenaSeed(game.seed);
  const dealer = seededDealer(seed);
  const bots = Object.fromEntries(
    houses.map((h) => [h, makeBot(h === tested ? game.seatBot : game.others, seed, h, game.playouts, (s) => shownBy(dealer, s, h))]),
  ) as Record<House, Bot>;
  let decisions = 0;
  let decisionMs = 0;
  let longestDecisionMs = 0;
  const timed: Bot = {
    choose(state, decision) {
      const started = performance.now();
      const move = bots[tested].choose(state, decision);
      const ms = performance.now() - started;
      decisions++;
      decisionMs += ms;
      longestDecisionMs = Math.max(longestDecisionMs, ms);
      return move;
    },
  };
  const { state } = playLocalGame({ config: { players: game.players }, seed, bots: { ...bots, [tested]: timed }, dealer });
  return { house: tested, won: state.winner === tested, castles: victoryPoints(state, tested), rounds: state.round, decisions, decisionMs, longestDecisionMs };
}

/** The Wilson score interval of `wins` in `n` trials at 95% (z = 1.96). */
export function wilson(wins: number, n: number): { readonly low: number; readonly high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
