// The heuristic bot: every move it picks is legal, over many random states of offline games (any
// player count, Tides of Battle on or off), and it beats random bots more often than not in
// offline 3-player games over a fixed set of seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, newGame, pending, type GameState } from '../../engine/index';
import { playLocalGame } from '../local-game';
import { heuristicBot } from './heuristic-bot';

const seedOf = (n: number) => {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  return seed;
};

/** Whole games take a second or two each on this 2-core machine, more beside other test files. */
const WHOLE_GAMES_MS = 180_000;

describe('heuristic bot', () => {
  it('picks only legal moves, for every decision of a house in random states of random-bot games', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 3, max: 6 }), fc.boolean(), fc.integer({ min: 3, max: 9 }), (n, players, tidesOfBattle, every) => {
        // States of a whole random-bot game: every `every`-th one is handed to the heuristic bot.
        const states: GameState[] = [];
        let moves = 0;
        playLocalGame({ config: { players, tidesOfBattle }, seed: seedOf(n), onMove: (state) => (moves++ % every === 0 && state.winner === null ? states.push(state) : 0) });
        for (const state of states) {
          for (const decision of pending(state)) {
            if (decision.house === null) continue;
            const move = heuristicBot(seedOf(n), decision.house).choose(state, decision);
            expect(move.kind).toBe(decision.kind);
            expect(() => apply(state, move)).not.toThrow();
            checked++;
          }
        }
      }),
      { numRuns: 5, seed: 44 },
    );
    expect(checked).toBeGreaterThan(150);
  }, WHOLE_GAMES_MS);

  it('plays whole 1st-edition games of 3, 4 and 5 players on the 1st edition’s board (issue 22)', () => {
    for (const players of [3, 4, 5]) {
      const config = { players, ruleset: '1e' as const };
      const houses = newGame(config).options.houses;
      const bots = Object.fromEntries(houses.map((h) => [h, heuristicBot(seedOf(players), h)]));
      const { state } = playLocalGame({ config, seed: seedOf(8000 + players), bots, checkInvariants: true });
      expect(state.options.ruleset).toBe('1e');
      expect(houses).toContain(state.winner);
    }
  }, WHOLE_GAMES_MS);

  it('beats random bots more often than not: 3-player games, the heuristic bot in each seat in turn', () => {
    const houses = newGame({ players: 3 }).options.houses;
    const games = 6;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const house = houses[g % houses.length]!;
      const { state } = playLocalGame({ config: { players: 3 }, seed: seedOf(7000 + g), bots: { [house]: heuristicBot(seedOf(7000 + g), house) } });
      if (state.winner === house) wins++;
    }
    // Random play would win about a third of these; more than half is the bar.
    expect(wins).toBeGreaterThan(games / 2);
  }, WHOLE_GAMES_MS);
});
