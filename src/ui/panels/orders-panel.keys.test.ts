// The orders panel's shortcuts: which token a letter (and Shift + letter) puts on the chosen area.
import { describe, expect, it } from 'vitest';
import { choices, newGame, pending, type OrderChoice } from '../../../engine/index';
import { keyLabel, shortcutOf, tokenForKey } from './orders-panel.keys';

const state = newGame({ players: 6 });
const space = { ...(choices(state, pending(state).find((d) => d.house === 'stark')!) as OrderChoice), maxStars: 1 };
const [a, b, c] = [space.areas[0]!, space.areas[1]!, space.areas[2]!];

describe('order shortcuts', () => {
  it('takes the best free plain token of the letter’s type', () => {
    expect(tokenForKey(space, [], a, 'm')).toBe('march-0');
    expect(tokenForKey(space, [{ area: b, token: 'march-0' }], a, 'm')).toBe('march-minus-1');
    expect(tokenForKey(space, [], a, 'd')).toBe('defense-1a');
    expect(tokenForKey(space, [], a, 'c')).toBe('consolidate-a');
  });

  it('takes the special token with Shift, within the star limit', () => {
    expect(tokenForKey(space, [], a, 'M')).toBe('march-plus-1');
    expect(tokenForKey(space, [{ area: b, token: 'raid-special' }], a, 'M')).toBeNull();
    // The star already on this area may be replaced by another.
    expect(tokenForKey(space, [{ area: a, token: 'raid-special' }], a, 'M')).toBe('march-plus-1');
  });

  it('moves a used plain token only when none is free, and ignores other keys', () => {
    const used = [{ area: b, token: 'march-0' }, { area: c, token: 'march-minus-1' }] as const;
    expect(tokenForKey(space, used, a, 'm')).toBe('march-0');
    expect(tokenForKey(space, [], a, 'x')).toBeNull();
    expect(tokenForKey(space, [], null, 'm')).toBeNull();
  });

  it('names each token’s shortcut', () => {
    expect(shortcutOf('march-0')).toBe('m');
    expect(shortcutOf('defense-plus-2')).toBe('D');
    expect(keyLabel('defense-plus-2')).toBe('Shift+D');
    expect(keyLabel('raid-a')).toBe('R');
  });
});
