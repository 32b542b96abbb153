// The bots of a game against bots in this page: a level chosen in the new-game form (easy, normal,
// hard — each thinking in its own Web Worker with the level's time cap, src/bots/worker-bot.ts), or
// the seeded random bots of games saved before levels existed and of tests that start a prepared
// position.
import type { House } from '../../../engine/index';
import { isBotLevel, type BotLevel } from '../../bots/levels';
import { createWorkerBot } from '../../bots/worker-bot';
import type { LocalBot } from './local-driver';

/** Who plays the other houses of a local game. */
export type LocalBots = BotLevel | 'random';

export function isLocalBots(value: unknown): value is LocalBots {
  return value === 'random' || isBotLevel(value);
}

/**
 * A bot for every house but `me`, of `kind`; undefined for random bots (the local driver's own
 * default). Each worker bot is keyed by the game's seed and its house, so the same game replays.
 */
export function localBots(kind: LocalBots, seed: Uint8Array, houses: readonly House[], me: House | null): Partial<Record<House, LocalBot>> | undefined {
  if (kind === 'random') return undefined;
  return Object.fromEntries(houses.filter((h) => h !== me).map((house) => [house, createWorkerBot({ level: kind, seed, house })]));
}
