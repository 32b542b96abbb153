// Whole games from round 1 to the winner, played with the engine's own legal moves (style rule
// 24b): every sampled move is accepted, apply never mutates its input, and the state stays plain
// JSON. Covers [2E-ROUND-01]–[2E-ROUND-03], [2E-WEST-01] and [2E-END-03].
import { describe, expect, it } from 'vitest';
import { choices, sampleMove, type Pick } from './choices';
import { apply, pending } from './flow';
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
    moves++;
  }
  return { state, moves, kinds };
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
  });
});
