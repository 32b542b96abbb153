// The board's indexes (units.ts) read a board's areas in one call when its keys are the board's ids
// in order, as every board the engine makes has them, and id by id otherwise (a board read from
// JSON may list its areas in any order): both readings must give the same answers, in board order.
import { describe, expect, it } from 'vitest';
import { withArea } from './board-copy';
import { boardOf, positionsOf } from './board';
import { AREA_IDS, type AreaId } from './data/areas';
import { HOUSES, ORDER_TYPES, UNIT_TYPES, type House, type OrderType, type UnitType } from './data/vocabulary';
import { choices, sampleMove } from './choices';
import { apply, pending } from './flow';
import { newGame } from './setup';
import type { GameState } from './state';
import { areasInOrder, hasOrderOf, houseIndex, orderTypeIndex, ordersOnBoard, reinforcements, unitAreas, unitTypeIndex } from './units';

/** The same state with its areas listed in reverse order (a fresh object, so no index is remembered). */
function reversedKeys(state: GameState): GameState {
  const areas = Object.fromEntries(Object.entries(state.areas).reverse()) as unknown as GameState['areas'];
  return { ...state, areas };
}

/** A 6-player game's start with a few revealed orders, some areas holding two houses' orders. */
function withOrders(): GameState {
  let state = newGame({ players: 6 });
  const placed: [AreaId, GameState['areas'][AreaId]['order']][] = [
    ['winterfell', { house: 'stark', token: 'march-plus-1' }],
    ['white-harbor', { house: 'stark', token: 'raid-a' }],
    ['lannisport', { house: 'lannister', token: 'march-minus-1' }],
    ['pyke', { house: 'greyjoy', token: 'consolidate-a' }],
    ['dragonstone', { house: 'baratheon', token: 'raid-special' }],
  ];
  for (const [area, order] of placed) state = withArea(state, area, { ...state.areas[area], order });
  return state;
}

describe('board indexes', () => {
  it('give the same answers whatever order a board lists its areas in', () => {
    const state = withOrders();
    const other = reversedKeys(state);
    expect(Object.keys(other.areas)).not.toEqual([...AREA_IDS]);
    for (const house of HOUSES) {
      expect(unitAreas(other, house)).toEqual(unitAreas(state, house));
      for (const type of UNIT_TYPES) expect(reinforcements(other, house, type)).toBe(reinforcements(state, house, type));
      for (const type of ORDER_TYPES) expect(hasOrderOf(other, house, type)).toBe(hasOrderOf(state, house, type));
    }
    expect(ordersOnBoard(other)).toEqual(ordersOnBoard(state));
  });

  it('list orders and unit areas in board order', () => {
    const state = withOrders();
    for (const s of [state, reversedKeys(state)]) {
      const areas = ordersOnBoard(s).map((o) => o.area);
      expect(areas).toEqual(AREA_IDS.filter((a) => s.areas[a].order !== null));
      expect(areas).toHaveLength(5);
      const stark = unitAreas(s, 'stark');
      expect(stark.ids).toEqual(AREA_IDS.filter((a) => s.areas[a].units.some((u) => u.house === 'stark')));
      expect(stark.sizes).toEqual(stark.ids.map((a) => s.areas[a].units.filter((u) => u.house === 'stark').length));
    }
  });

  it('carried over from the board a copy was made from are the answers of a fresh count', () => {
    // withArea remembers which board a copy came from: an index is carried over when the replaced
    // area keeps its units (or its order), derived from it when an order changed (the order
    // index: winterfell and lannisport below), and counted again otherwise.
    const start = withOrders();
    const fresh = (s: GameState) => reversedKeys(s); // no index remembered: counted from scratch
    const check = (s: GameState) => {
      for (const house of HOUSES) {
        expect(unitAreas(s, house)).toEqual(unitAreas(fresh(s), house));
        for (const type of UNIT_TYPES) expect(reinforcements(s, house, type)).toBe(reinforcements(fresh(s), house, type));
        for (const type of ORDER_TYPES) expect(hasOrderOf(s, house, type)).toBe(hasOrderOf(fresh(s), house, type));
      }
      expect(ordersOnBoard(s)).toEqual(ordersOnBoard(fresh(s)));
    };
    check(start);
    const orderGone = withArea(start, 'winterfell', { ...start.areas.winterfell, order: null });
    check(orderGone);
    const knight = { house: 'stark', type: 'knight', routed: false } as const;
    const unitAdded = withArea(orderGone, 'white-harbor', { ...orderGone.areas['white-harbor'], units: [...orderGone.areas['white-harbor'].units, knight] });
    check(unitAdded);
    expect(reinforcements(unitAdded, 'stark', 'knight')).toBe(reinforcements(start, 'stark', 'knight') - 1);
    expect(hasOrderOf(orderGone, 'stark', 'march')).toBe(false);
    expect(hasOrderOf(start, 'stark', 'march')).toBe(true);
    const bothChanged = withArea(unitAdded, 'lannisport', { ...unitAdded.areas.lannisport, units: [], order: null });
    check(bothChanged);
    expect(unitAreas(bothChanged, 'lannister').ids).not.toContain('lannisport');
  });
});

describe('the index functions behind the unit and order indexes', () => {
  it('place each house, unit type and order type where its list does, and nothing else', () => {
    HOUSES.forEach((h, i) => expect(houseIndex(h)).toBe(i));
    UNIT_TYPES.forEach((t, i) => expect(unitTypeIndex(t)).toBe(i));
    ORDER_TYPES.forEach((t, i) => expect(orderTypeIndex(t)).toBe(i));
    expect([houseIndex('arryn' as House), unitTypeIndex('dragon' as UnitType), orderTypeIndex('pass' as OrderType)]).toEqual([-1, -1, -1]);
  });
});

describe('areasInOrder and the board by position', () => {
  it('reads a board in ids order whatever the order of its keys', () => {
    const state = withOrders();
    const ids = boardOf(state).ids;
    expect(areasInOrder(state)).toEqual(ids.map((a) => state.areas[a]));
    expect(areasInOrder(reversedKeys(state))).toEqual(ids.map((a) => state.areas[a]));
  });

  it('positionsOf gives each board’s neighbours, land neighbours and kinds by position', () => {
    for (const config of [{ players: 6 }, { players: 3, ruleset: '1e' as const }]) {
      const board = boardOf(newGame(config));
      const p = positionsOf(board);
      board.ids.forEach((a, i) => {
        expect(p.index[a]).toBe(i);
        expect(p.neighbours[i]!.map((j) => board.ids[j])).toEqual(board.neighbours[a]);
        expect(p.landNeighbours[i]!.map((j) => board.ids[j])).toEqual(board.landNeighbours[a]);
        expect(p.kind[i]).toBe(board.info[a].kind);
      });
    }
  });
});

describe('the unit and order indexes derived across copies', () => {
  it('derived across copies that moved units or orders (marches, raids, musters, casualties) are the answers of a fresh count, all game long', () => {
    // The indexes of a board withArea made from an indexed one, through up to 12 copies, take the
    // replaced areas' old units or order out and their new ones in (units.ts, withUnitsMoved and
    // withOrdersChanged).
    let a = 7;
    const pick = (n: number) => {
      a = (Math.imul(a, 1103515245) + 12345) >>> 0;
      return (a >>> 8) % n;
    };
    let state = newGame({ players: 6 });
    let unitChanges = 0;
    for (let moves = 0; state.winner === null && moves < 3000; moves++) {
      const [decision] = pending(state);
      if (decision === undefined) throw new Error('expected a pending decision');
      const before = state;
      state = apply(state, sampleMove(choices(state, decision), pick));
      if (AREA_IDS.some((id) => before.areas[id].units !== state.areas[id].units)) unitChanges++;
      const fresh = reversedKeys(state);
      for (const house of HOUSES) {
        expect(unitAreas(state, house)).toEqual(unitAreas(fresh, house));
        for (const type of UNIT_TYPES) expect(reinforcements(state, house, type)).toBe(reinforcements(fresh, house, type));
        for (const type of ORDER_TYPES) expect(hasOrderOf(state, house, type)).toBe(hasOrderOf(fresh, house, type));
      }
      expect(ordersOnBoard(state)).toEqual(ordersOnBoard(fresh));
    }
    expect(unitChanges).toBeGreaterThan(50);
  });
});
