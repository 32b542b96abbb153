// The Supply card's update and reconciling ([2E-SUP-01], [2E-SUP-02], [2E-SUP-07], [2E-WCARD-03])
// with the rulebook's example [2E-EX-SUP-03].
import { describe, expect, it } from 'vitest';
import type { House, UnitType } from './data/vocabulary';
import { pending } from './flow';
import { topFrame } from './frames';
import { newGame } from './setup';
import type { GameState } from './state';
import { isWithinSupply } from './supply';
import { emptyBoard, expectListedAccepted, kinds, listedMoves, place, play, rejects, resolving, setHouse, unitsIn } from './westeros.testkit';

const F: UnitType = 'footman';
const K: UnitType = 'knight';
const destroy = (house: House, area: Parameters<typeof unitsIn>[1], unit: UnitType) => ({ kind: 'reconcile' as const, house, area, unit });

/**
 * 2E-EX-SUP-03: Greyjoy holds Riverrun and Seagard; Lannister (Supply 5) has armies of 4 (The Twins),
 * 3 (Harrenhal), 2 and 2, and single units; its barrels now give 3. The Supply card resolves.
 */
function exampleSup03(): GameState {
  const g = emptyBoard(newGame({ players: 4 }));
  const board = place(g, [
    ['the-twins', 'lannister', [F, F, K, K]],
    ['harrenhal', 'lannister', [F, F, K]],
    ['stoney-sept', 'lannister', [F, F]],
    ['searoad-marches', 'lannister', [F, K]],
    ['lannisport', 'lannister', [F]],
    ['the-golden-sound', 'lannister', ['ship']],
    ['riverrun', 'greyjoy', [F]],
    ['seagard', 'greyjoy', [F]],
  ]);
  return resolving(setHouse(board, 'lannister', { supply: 5 }), ['supply', null, null]);
}

describe('2E-EX-SUP-03 the rulebook’s supply example', () => {
  it('Lannister drops from 5 to 3 and destroys one Footman in The Twins and one in Harrenhal', () => {
    let s = exampleSup03();
    expect(s.houses.lannister?.supply).toBe(3);
    expect(kinds(s)).toEqual(['reconcile:lannister']);
    // Only the 4- and 3-unit armies may lose a unit: a 2-unit army would be a removal too many.
    expect(new Set(listedMoves(s).map((m) => m.kind === 'reconcile' && m.area))).toEqual(new Set(['harrenhal', 'the-twins']));
    s = play(s, destroy('lannister', 'the-twins', F));
    s = play(s, destroy('lannister', 'harrenhal', F));
    expect(unitsIn(s, 'the-twins', 'lannister')).toEqual([F, K, K]);
    expect(unitsIn(s, 'harrenhal', 'lannister')).toEqual([F, K]);
    expect(isWithinSupply(s, 'lannister')).toBe(true);
    // Stark and Greyjoy follow without reconciling; the Planning phase begins.
    expect(s.houses.greyjoy?.supply).toBe(3);
    expect(topFrame(s).kind).toBe('planning');
  });
});

describe('2E-SUP-07 reconcile: destroy own units until compliant, no more than needed', () => {
  it('rejects a removal from a 2-unit army, from an area without that unit, and from another house', () => {
    const s = exampleSup03();
    rejects(s, destroy('lannister', 'stoney-sept', F), '2E-SUP-07');
    rejects(s, destroy('lannister', 'the-twins', 'ship'), '2E-SUP-07');
    rejects(s, destroy('lannister', 'riverrun', F), '2E-SUP-07');
    rejects(s, destroy('lannister', 'nowhere' as 'riverrun', F), '2E-SUP-07');
    rejects(s, destroy('greyjoy', 'riverrun', F), '2E-SUP-07');
  });

  it('two removals in the 4-unit army (4, 3 → 2, 3) are also a minimal set', () => {
    let s = play(exampleSup03(), destroy('lannister', 'the-twins', K));
    expect(new Set(listedMoves(s).map((m) => m.kind === 'reconcile' && m.area))).toEqual(new Set(['harrenhal', 'the-twins']));
    s = play(s, destroy('lannister', 'the-twins', K));
    expect(isWithinSupply(s, 'lannister')).toBe(true);
    expect(topFrame(s).kind).toBe('planning');
  });

  it('at Supply 0 with armies 3, 3, 3, every listed removal is accepted and the house ends compliant', () => {
    const board = place(emptyBoard(newGame({ players: 4 })), [
      ['the-twins', 'lannister', [F, F, F]],
      ['harrenhal', 'lannister', [F, F, F]],
      ['stoney-sept', 'lannister', [F, F, F]],
    ]);
    // Lannisport's 2 barrels would give Supply 2: a Lannister Power token elsewhere does not matter; take the crest away.
    const s0 = resolving({ ...board, areas: { ...board.areas, lannisport: { ...board.areas.lannisport, units: [{ house: 'stark', type: F, routed: false }] } } }, ['supply', null, null]);
    expect(s0.houses.lannister?.supply).toBe(0);
    expectListedAccepted(s0);
    let s = s0;
    while (kinds(s)[0] === 'reconcile:lannister') s = play(s, listedMoves(s)[0]!);
    expect(isWithinSupply(s, 'lannister')).toBe(true);
    const sizes = (['the-twins', 'harrenhal', 'stoney-sept'] as const).map((a) => unitsIn(s, a, 'lannister').length).sort();
    expect(sizes).toEqual([1, 2, 2]);
  });
});

describe('2E-SUP-01 / 2E-WCARD-03 Supply: each house in turn order updates, then reconciles', () => {
  it('Baratheon (first on the Iron Throne) reconciles before Lannister', () => {
    const board = place(emptyBoard(newGame({ players: 4 })), [
      ['the-twins', 'lannister', [F, F, F, F]],
      ['kingswood', 'baratheon', [F, F, F, F]],
    ]);
    let s = resolving(setHouse(setHouse(board, 'lannister', { supply: 6 }), 'baratheon', { supply: 6 }), ['supply', null, null]);
    expect(kinds(s)).toEqual(['reconcile:baratheon']);
    // Lannister's token has not moved yet: each house finishes before the next starts.
    expect(s.houses.lannister?.supply).toBe(6);
    s = play(s, destroy('baratheon', 'kingswood', F));
    expect(kinds(s)).toEqual(['reconcile:lannister']);
    expect(s.houses.lannister?.supply).toBe(2);
  });
});

describe('2E-SUP-02 the Supply level is the barrels, at most 6', () => {
  it('seven barrels give 6; Power tokens add none', () => {
    const board = place(emptyBoard(newGame({ players: 4 })), [
      ['blackwater', 'lannister', [F]],
      ['searoad-marches', 'lannister', [F]],
      ['the-reach', 'lannister', [F]],
      ['riverrun', 'lannister', [F]],
      ['seagard', 'lannister', [F]],
    ]);
    const s = resolving(board, ['supply', null, null]);
    // Lannisport 2 + Blackwater 2 + Searoad Marches 1 + Riverrun 1 + Seagard 1 = 7.
    expect(s.houses.lannister?.supply).toBe(6);
    expect(pending(s).every((d) => d.kind === 'place-orders')).toBe(true);
  });
});
