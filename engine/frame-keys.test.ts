// Frames copied by object literals (combat-copy.ts, action.ts's withAction, round.ts, westeros.ts,
// planning.ts, each-house.ts, muster.ts) must keep the keys of a pushed frame of their kind, in the
// same order: every frame of a kind met in a whole game has the key list of the first one met.
import { describe, expect, it } from 'vitest';
import { choices, sampleMove } from './choices';
import { apply, pending } from './flow';
import { newGame } from './setup';

describe('frame copies keep one key order per kind', () => {
  it('through a whole 6-player game of seeded picks', () => {
    let state = newGame({ players: 6 });
    let n = 0;
    const pick = (k: number) => (n = (n * 1103515245 + 12345) % 2147483648) % k;
    const keys = new Map<string, string>();
    for (let moves = 0; state.winner === null && moves < 5000; moves++) {
      const [decision] = pending(state);
      if (decision === undefined) break;
      state = apply(state, sampleMove(choices(state, decision), pick));
      for (const frame of state.stack) {
        const list = Object.keys(frame).join(',');
        const first = keys.get(frame.kind) ?? list;
        keys.set(frame.kind, first);
        expect(list, frame.kind).toBe(first);
      }
    }
    expect([...keys.keys()]).toEqual(expect.arrayContaining(['game', 'planning', 'action', 'westeros', 'muster', 'each-house']));
  });
});
