// The literal board copies (board-copy.ts) must hold exactly each board's areas, in its order: a
// missing or misspelt key would drop an area from every state after the first change of the board.
import { describe, expect, it } from 'vitest';
import { boardOf } from './board';
import { copyAreas, copyAreas1e, copyAreas2e, withArea } from './board-copy';
import { AREA_IDS_1E } from './data/1e/areas';
import { AREA_IDS } from './data/areas';
import { newGame } from './setup';
import { deepFreeze } from './test-support';

describe('board copies', () => {
  it('copy every area of the 2nd edition’s board, in AREA_IDS order, and nothing else', () => {
    const state = newGame({ players: 6 });
    const copy = copyAreas2e(state.areas);
    expect(Object.keys(copy)).toEqual([...AREA_IDS]);
    expect(Object.keys(copy)).toEqual(Object.keys(state.areas));
    for (const a of AREA_IDS) expect(copy[a]).toBe(state.areas[a]);
  });

  it('copy every area of the 1st edition’s board, in AREA_IDS_1E order, and nothing else', () => {
    const state = newGame({ players: 5, ruleset: '1e' });
    const copy = copyAreas1e(state.areas);
    expect(Object.keys(copy)).toEqual([...AREA_IDS_1E]);
    expect(Object.keys(copy)).toEqual(Object.keys(state.areas));
    expect(copyAreas(state)).toEqual(state.areas);
  });

  it('withArea replaces one area of a copy and never changes its input', () => {
    for (const config of [{ players: 4 }, { players: 4, ruleset: '1e' as const }]) {
      const state = deepFreeze(newGame(config));
      const area = boardOf(state).ids[3]!;
      const changed = { ...state.areas[area], garrison: null, powerToken: 'stark' as const };
      const next = withArea(state, area, changed);
      expect(next.areas[area]).toBe(changed);
      expect(next.areas).not.toBe(state.areas);
      expect(Object.keys(next.areas)).toEqual(Object.keys(state.areas));
      expect({ ...next, areas: state.areas }).toEqual(state);
      for (const a of boardOf(state).ids) if (a !== area) expect(next.areas[a]).toBe(state.areas[a]);
    }
  });
});
