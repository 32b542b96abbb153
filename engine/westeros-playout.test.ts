// Whole games from round 1 to the winner, played with the engine's own legal moves (style rule
// 24b): every sampled move is accepted, apply never mutates its input, and the state stays plain
// JSON. Covers [2E-ROUND-01]–[2E-ROUND-03], [2E-WEST-01] and [2E-END-03].
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_IDS } from './data/areas';
import { UNIT_LIMITS } from './data/houses';
import { UNIT_TYPES } from './data/vocabulary';
import { choices, sampleMove, type Pick } from './choices';
import { apply, pending } from './flow';
import { powerPool } from './power-tokens';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze, viaJson } from './test-support';

/** A small deterministic generator (mulberry32) for the picker; tests only. */
function seeded(seed: number): Pick {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) % 4294967296;
    return r % n;
  };
}

export function playout(players: number, seed: number, maxMoves = 20_000): { state: GameState; moves: number; kinds: Set<string> } {
  const pick = seeded(seed);
  let state = newGame({ players });
  const kinds = new Set<string>();
  let moves = 0;
  while (state.winner === null && moves < maxMoves) {
    const [decision] = pending(state);
    if (decision === undefined) throw new Error('expected a pending decision while the game goes on');
    kinds.add(decision.kind);
    const move = sampleMove(choices(state, decision), pick);
    state = apply(deepFreeze(state), move);
    checkInvariants(state);
    moves++;
  }
  return { state, moves, kinds };
}

/** 2E-COMP-09: 0–20 tokens per house in the Pool; 2E-COMP-11: no more units than the house owns; threat 0–12. */
function checkInvariants(state: GameState): void {
  for (const house of state.options.houses) {
    const pool = powerPool(state, house);
    if (pool < 0 || pool > 20) throw new Error(`${house} has ${pool} tokens in the Power Pool`);
    for (const type of UNIT_TYPES) {
      const n = AREA_IDS.reduce((k, a) => k + state.areas[a].units.filter((u) => u.house === house && u.type === type).length, 0);
      if (n > UNIT_LIMITS[type]) throw new Error(`${house} has ${n} ${type}s on the board`);
    }
  }
  if (state.wildlingThreat < 0 || state.wildlingThreat > 12 || state.wildlingThreat % 2 !== 0) throw new Error(`threat ${state.wildlingThreat}`);
}

describe('2E-ROUND-01 whole games', () => {
  it.each([
    [3, 1],
    [4, 2],
    [5, 3],
    [6, 4],
  ])('%i players, seed %i: the game reaches a winner with every sampled move accepted', (players, seed) => {
    const { state, kinds } = playout(players, seed);
    expect(state.winner).not.toBeNull();
    expect(viaJson(state)).toEqual(state);
    expect(kinds.has('reveal-card')).toBe(true);
  }, 20_000);
});

describe('2E-COMP-09 / 2E-COMP-11 invariants hold over random games (fast-check seeds)', () => {
  it('any seed plays to a winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.integer(), (players, seed) => {
        expect(playout(players, seed).state.winner).not.toBeNull();
      }),
      { numRuns: 4 },
    );
  }, 30_000);
});
