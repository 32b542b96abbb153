import { describe, expect, it } from 'vitest';
import { choices, pending } from '../../../engine/index';
import { moveWords } from '../game/move-words';
import { distinctByWords } from './distinct-moves';
import { ravenDeciding } from './positions.testkit';

describe('distinctByWords', () => {
  it('keeps the first move of each wording, in order', () => {
    expect(distinctByWords(['a1', 'b1', 'a2', 'c1', 'b2'], (m) => m[0]!)).toEqual(['a1', 'b1', 'c1']);
  });

  it('gives the Messenger Raven one button per replacement a player can tell apart', () => {
    const state = ravenDeciding();
    const space = choices(state, pending(state)[0]!);
    if (space.type !== 'one-of') throw new RangeError(`expected a list of moves, got ${space.type}`);
    const words = space.moves.map((m) => moveWords(m, state));
    // The engine offers both free plain tokens of a type, which read the same.
    expect(new Set(words).size).toBeLessThan(words.length);
    const shown = distinctByWords(space.moves, (m) => moveWords(m, state)).map((m) => moveWords(m, state));
    expect(shown).toEqual([...new Set(words)]);
  });
});
