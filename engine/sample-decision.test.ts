// sampleDecision (choices.ts) draws a muster action, a march or a raid by rejection instead of
// listing every legal move: each move must come out exactly as likely as under
// sampleMove(choices(…)). Both samplers are deterministic in their picks, so the chance of every
// move is computed exactly by walking every sequence of picks (each pick(n) branching n ways with
// weight 1/n), at muster, march and raid decisions of whole games small enough to walk.
import { describe, expect, it } from 'vitest';
import { choices, sampleDecision, sampleMove, type Pick } from './choices';
import type { Decision, Move } from './decisions';
import { apply, pending } from './flow';
import { newGame } from './setup';
import type { GameState } from './state';

/** Every move `sample` can make and its exact chance, or null past `cap` sequences of picks. */
function distribution(sample: (pick: Pick) => Move, cap: number): Map<string, number> | null {
  const chances = new Map<string, number>();
  let prefix: number[] = [];
  for (let paths = 0; paths < cap; paths++) {
    const made: number[] = [];
    const sizes: number[] = [];
    const move = sample((n) => {
      const i = made.length < prefix.length ? prefix[made.length]! : 0;
      made.push(i);
      sizes.push(n);
      return i;
    });
    const key = JSON.stringify(move);
    chances.set(key, (chances.get(key) ?? 0) + sizes.reduce((p, n) => p / n, 1));
    // The next sequence: the last pick that can still grow, grown by one, and nothing after it.
    let j = made.length - 1;
    while (j >= 0 && made[j]! + 1 >= sizes[j]!) j--;
    if (j < 0) return chances;
    prefix = [...made.slice(0, j), made[j]! + 1];
  }
  return null;
}

function sameChances(a: Map<string, number>, b: Map<string, number>): void {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [move, p] of a) expect(Math.abs(p - b.get(move)!)).toBeLessThan(1e-9);
}

describe('sampleDecision', () => {
  it('makes every muster action, march and raid exactly as likely as sampleMove(choices(…)), in whole games', () => {
    const compared = { muster: 0, 'resolve-march': 0, 'resolve-raid': 0 };
    for (const seed of [1, 2]) {
      let state: GameState = newGame({ players: 6 });
      let n = seed;
      const pick = (k: number) => (n = (n * 1103515245 + 12345) % 2147483648) % k;
      for (let moves = 0; state.winner === null && moves < 5000; moves++) {
        const [decision]: (Decision | undefined)[] = pending(state);
        if (decision === undefined) break;
        if (decision.kind === 'muster' || decision.kind === 'resolve-march' || decision.kind === 'resolve-raid') {
          const now = state;
          // A few dozen of each kind, those with at most 2,000 sequences of picks (most of them).
          const listed = compared[decision.kind] < 25 ? distribution((p) => sampleMove(choices(now, decision), p), 2_000) : null;
          const drawn = listed === null ? null : distribution((p) => sampleDecision(now, decision, p), 2_000);
          if (listed !== null && drawn !== null) {
            sameChances(drawn, listed);
            compared[decision.kind]++;
          }
          state = apply(state, sampleDecision(state, decision, pick));
        } else {
          state = apply(state, sampleMove(choices(state, decision), pick));
        }
      }
      expect(state.winner).not.toBeNull();
    }
    expect(compared.muster).toBe(25);
    expect(compared['resolve-march']).toBe(25);
    expect(compared['resolve-raid']).toBe(25);
  }, 60_000);

  it('answers other decisions as sampleMove(choices(…)) does, pick for pick', () => {
    let state: GameState = newGame({ players: 6 });
    let n = 7;
    const pick = (k: number) => (n = (n * 1103515245 + 12345) % 2147483648) % k;
    let ravens = 0;
    let bids = 0;
    for (let moves = 0; moves < 3000 && state.winner === null; moves++) {
      const [decision] = pending(state);
      if (decision === undefined) break;
      if (decision.kind !== 'muster' && decision.kind !== 'resolve-march' && decision.kind !== 'resolve-raid') {
        const saved = n;
        const listed = sampleMove(choices(state, decision), pick);
        n = saved;
        expect(sampleDecision(state, decision, pick)).toEqual(listed);
        if (decision.kind === 'use-raven') ravens++;
        if (decision.kind === 'bid') bids++;
      }
      state = apply(state, sampleDecision(state, decision, pick));
    }
    // The Raven's and the bid's samplers make the move sampleMove picks without listing the others.
    expect(ravens).toBeGreaterThan(5);
    expect(bids).toBeGreaterThan(20);
  }, 60_000);
});
