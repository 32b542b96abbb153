// The bot levels a player picks for a bot seat: easy is the heuristic bot, normal and hard the
// search bot with a larger playout budget. Every level decides from its house's PlayerView and is
// deterministic for a given seed, so a game against bots can be replayed.
import type { House } from '../../engine/index';
import type { ViewBot } from './bot';
import { heuristicBot } from './heuristic-bot';
import { searchBot, type SearchBudget, type SearchLimits } from './search-bot';

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The level a new bot gets (the new-game form's and the lobby's first choice). */
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * The search budgets of the levels, in playouts (never time, so a decision is reproducible). Normal
 * is hard's search with a quarter of the playouts: a narrower search (4 candidates, playouts of
 * breadth 2) won 2 of 12 arena games against heuristic bots where hard's shape at 10 playouts won 15 of 24.
 */
export const SEARCH_BUDGETS: { readonly [l in Exclude<BotLevel, 'easy'>]: SearchBudget } = {
  normal: { playouts: 24, candidates: 6, breadth: 3, horizon: 400 },
  hard: { playouts: 96, candidates: 6, breadth: 3, horizon: 400 },
};

/**
 * How long a bot of each level may think about one decision in a page (milliseconds): past it, the
 * search answers with its best candidate so far, and a worker that has not answered a second after
 * it is replaced and the heuristic answers instead (worker-bot.ts). Hard at its full budget takes
 * about 1.7 s of CPU for an order set on this machine under load, so the cap bites only on a slow
 * or busy one. The heuristic (easy) decides in milliseconds and has no cap of its own.
 */
export const BOT_TIME_CAPS_MS: { readonly [l in BotLevel]: number } = { easy: 1000, normal: 1000, hard: 2000 };

/** The heuristic bot, fed its house's view only (it cannot peek at a sealed House card). */
export function heuristicViewBot(seed: Uint8Array, house: House): ViewBot {
  const bot = heuristicBot(seed, house);
  return { house, decide: (view, decision) => bot.choose(view.state, decision) };
}

/**
 * The bot of a level for `house`; `seed` (32 bytes) fixes every choice it makes, unless `limits`
 * caps its time and a search runs past the cap (a page's bots: see BOT_TIME_CAPS_MS).
 */
export function botForLevel(level: BotLevel, seed: Uint8Array, house: House, limits?: SearchLimits): ViewBot {
  return level === 'easy' ? heuristicViewBot(seed, house) : searchBot(seed, house, SEARCH_BUDGETS[level], limits);
}
