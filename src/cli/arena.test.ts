// The arena's figures: the Wilson interval against known values, and games that seat the tested
// bot in house g mod players and report its result and how long its decisions took.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../engine/index';
import { playArenaGame, wilson, type ArenaResult } from './arena';

describe('arena', () => {
  it('wilson: the 95% score interval (z = 1.96) of known cases, within [0, 1]', () => {
    const near = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(5e-4);
    const half = wilson(5, 10);
    near(half.low, 0.2366);
    near(half.high, 0.7634);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    near(none.high, 0.2775);
    const sixth = wilson(34, 200); // 17% of 200, the baseline
    near(sixth.low, 0.1243);
    near(sixth.high, 0.2282);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('rotates the tested bot through the houses and reports its result; the same game twice is the same', () => {
    const houses = newGame({ players: 3 }).options.houses;
    const results = [0, 1, 2, 3].map((index) => playArenaGame({ players: 3, seed: 40 + index, index, seatBot: 'heuristic', others: 'random' }));
    expect(results.map((r) => r.house)).toEqual([houses[0], houses[1], houses[2], houses[0]]);
    for (const r of results) {
      expect(r.castles).toBeGreaterThanOrEqual(0);
      expect(r.won ? r.castles : 0).toBeGreaterThanOrEqual(r.won && r.rounds < 10 ? 7 : 0); // an early win is 7 castles
    }
    const outcome = ({ house, won, castles, rounds, decisions }: ArenaResult) => ({ house, won, castles, rounds, decisions });
    expect(outcome(playArenaGame({ players: 3, seed: 41, index: 1, seatBot: 'heuristic', others: 'random' }))).toEqual(outcome(results[1]!));
    expect(results.every((r) => r.decisions > 0 && r.longestDecisionMs <= r.decisionMs)).toBe(true);
  }, 120_000);
});
