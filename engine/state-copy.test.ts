// copyState (state-copy.ts) writes GameState's keys out by hand: it must copy every key a state
// has, in the order newGame writes them, the 1st edition's optional keys included.
import { describe, expect, it } from 'vitest';
import { newGame } from './setup';
import type { GameState } from './state';
import { copyState, newHouseState } from './state-copy';

describe('copyState', () => {
  it('copies a new game’s state key for key, in the same order, sharing its parts', () => {
    for (const config of [{ players: 6 }, { players: 3, ruleset: '1e' as const }]) {
      const state = newGame(config);
      const copy = copyState(state);
      expect(copy).not.toBe(state);
      expect(Object.keys(copy)).toEqual(Object.keys(state));
      for (const key of Object.keys(state) as (keyof GameState)[]) expect(copy[key]).toBe(state[key]);
    }
  });

  it('keeps the 1st edition’s optional keys when a state has them', () => {
    const state: GameState = { ...newGame({ players: 3, ruleset: '1e' }), rainsOfAutumn: true, sharedWin: ['stark', 'lannister'] };
    const copy = copyState(state);
    expect(copy).toEqual(state);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(state).sort());
    const plain = copyState(newGame({ players: 3 }));
    expect('rainsOfAutumn' in plain || 'sharedWin' in plain).toBe(false);
  });
});

describe('newHouseState', () => {
  it('makes a house with the keys of a new game’s houses, in the same order', () => {
    for (const config of [{ players: 6 }, { players: 3, ruleset: '1e' as const }]) {
      for (const h of Object.values(newGame(config).houses)) {
        const copy = newHouseState(h.power, h.supply, h.hand, h.discard);
        expect(Object.keys(copy)).toEqual(Object.keys(h));
        expect(copy).toEqual(h);
      }
    }
  });
});
