// Mustering ([2E-MUS-01]–[2E-MUS-11]), one action at a time.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, type AreaId } from './data/areas';
import type { House, UnitType } from './data/vocabulary';
import { choices } from './choices';
import type { Move, MusterMove } from './decisions';
import { apply, pending, settle } from './flow';
import { pushFrame, topFrame } from './frames';
import { legalMusters, newMusterFrame } from './muster';
import { reinforcements } from './units';
import { newGame } from './setup';
import type { GameState, Unit } from './state';
import { deepFreeze } from './test-support';
import { sortUnits } from './units';

function withUnits(state: GameState, placements: [AreaId, House, UnitType[]][]): GameState {
  let areas = state.areas;
  for (const [area, house, types] of placements) {
    const units: Unit[] = types.map((type) => ({ house, type, routed: false }));
    areas = { ...areas, [area]: { ...areas[area], units: sortUnits(units) } };
  }
  return { ...state, areas };
}

function clearHouse(state: GameState, house: House): GameState {
  const areas = Object.fromEntries(AREA_IDS.map((a) => [a, { ...state.areas[a], units: state.areas[a].units.filter((u) => u.house !== house) }]));
  return { ...state, areas: areas as unknown as GameState['areas'] };
}

/** A 4-player game with a muster frame for `house` over every area it may muster in. */
function mustering(state: GameState, house: House, among: readonly AreaId[] = AREA_IDS): GameState {
  return deepFreeze(settle(pushFrame(state, newMusterFrame(state, house, among))));
}

const recruit = (house: House, area: AreaId, unit: UnitType, to: AreaId = area): MusterMove => ({ kind: 'muster', house, muster: 'recruit', area, unit, to });
const upgrade = (house: House, area: AreaId, unit: UnitType): MusterMove => ({ kind: 'muster', house, muster: 'upgrade', area, unit });
const rejects = (state: GameState, move: Move, rule: string) => expect(() => apply(state, move)).toThrow(expect.objectContaining({ rule }));

/** 2E-EX-MUS-01: Lannister at Supply 3 with Lannisport (empty), Harrenhal, Riverrun and Stoney Sept. */
function lannisterExample(): GameState {
  const base = clearHouse(newGame({ players: 4 }), 'lannister');
  const board = withUnits(base, [
    ['harrenhal', 'lannister', ['footman']],
    ['riverrun', 'lannister', ['knight', 'knight', 'knight']],
    ['stoney-sept', 'lannister', ['footman']],
  ]);
  return { ...board, houses: { ...board.houses, lannister: { ...board.houses.lannister!, supply: 3 } } };
}

describe('2E-EX-MUS-01 the rulebook’s mustering example', () => {
  it('Lannisport: a Footman and a Ship; Harrenhal: an upgrade; Riverrun: a Ship, and its last point is lost', () => {
    let s = mustering(lannisterExample(), 'lannister');
    const frame = topFrame(s);
    // 2E-MUS-01: Stoney Sept has no Castle or Stronghold and cannot muster.
    expect(frame.kind === 'muster' && frame.points).toEqual([
      { area: 'harrenhal', left: 1 },
      { area: 'lannisport', left: 2 },
      { area: 'riverrun', left: 2 },
    ]);
    s = apply(s, recruit('lannister', 'lannisport', 'footman'));
    s = apply(s, recruit('lannister', 'lannisport', 'ship', 'the-golden-sound'));
    s = apply(s, upgrade('lannister', 'harrenhal', 'knight'));
    expect(s.areas.harrenhal.units).toEqual([{ house: 'lannister', type: 'knight', routed: false }]);
    s = apply(s, recruit('lannister', 'riverrun', 'ship', 'the-golden-sound'));
    expect(s.areas['the-golden-sound'].units).toHaveLength(2);
    // Riverrun's last point: a 4th unit there, a 3rd ship in The Golden Sound (a second army of 3), or a
    // ship in Ironman's Bay (Greyjoy's ship is there) are all illegal, so the frame ends on its own.
    expect(topFrame(s).kind).toBe('planning');
    expect(pending(s).every((d) => d.kind === 'place-orders')).toBe(true);
  });
});

describe('2E-MUS-02 an area’s points buy only its own units', () => {
  it('a Castle gives 1 point: a Footman yes, a Knight no', () => {
    const s = mustering(lannisterExample(), 'lannister');
    expect(() => apply(s, recruit('lannister', 'harrenhal', 'footman'))).not.toThrow();
    rejects(s, recruit('lannister', 'harrenhal', 'knight'), '2E-MUS-02');
  });

  it('points of one area are not pooled with another', () => {
    let s = mustering(lannisterExample(), 'lannister');
    s = apply(s, recruit('lannister', 'harrenhal', 'footman'));
    rejects(s, recruit('lannister', 'harrenhal', 'footman'), '2E-MUS-02');
  });
});

describe('2E-MUS-03 what can be mustered', () => {
  it('rejects a unit type that does not exist', () => {
    const s = mustering(lannisterExample(), 'lannister');
    rejects(s, recruit('lannister', 'lannisport', 'dragon' as UnitType), '2E-MUS-03');
  });
});

describe('2E-MUS-04 land units are placed in the mustering area', () => {
  it('rejects a Footman sent to a sea or a neighbouring land area', () => {
    const s = mustering(lannisterExample(), 'lannister');
    rejects(s, recruit('lannister', 'lannisport', 'footman', 'the-golden-sound'), '2E-MUS-04');
    rejects(s, recruit('lannister', 'lannisport', 'footman', 'searoad-marches'), '2E-MUS-04');
  });
});

describe('2E-MUS-05 upgrades', () => {
  it('turns a Footman into a Siege Engine for 1 point; needs a Footman; only to Knight or Siege Engine', () => {
    const s = mustering(lannisterExample(), 'lannister');
    const after = apply(s, upgrade('lannister', 'harrenhal', 'siege-engine'));
    expect(after.areas.harrenhal.units.map((u) => u.type)).toEqual(['siege-engine']);
    rejects(s, upgrade('lannister', 'riverrun', 'knight'), '2E-MUS-05');
    rejects(s, upgrade('lannister', 'harrenhal', 'ship'), '2E-MUS-05');
  });
});

describe('2E-MUS-06 ships: the port, or an adjacent sea without enemy ships', () => {
  it('allows the port and a free sea, not a sea with an enemy ship nor a sea that is not adjacent', () => {
    const s = mustering(lannisterExample(), 'lannister');
    expect(() => apply(s, recruit('lannister', 'lannisport', 'ship', 'port-of-lannisport'))).not.toThrow();
    rejects(s, recruit('lannister', 'riverrun', 'ship', 'ironmans-bay'), '2E-MUS-06');
    rejects(s, recruit('lannister', 'lannisport', 'ship', 'sunset-sea'), '2E-MUS-06');
  });

  it('2E-PORT-04: a ship may go into the port even when the port’s sea holds an enemy ship', () => {
    const base = withUnits(lannisterExample(), [['the-golden-sound', 'greyjoy', ['ship']]]);
    const s = mustering(base, 'lannister');
    rejects(s, recruit('lannister', 'lannisport', 'ship', 'the-golden-sound'), '2E-MUS-06');
    expect(() => apply(s, recruit('lannister', 'lannisport', 'ship', 'port-of-lannisport'))).not.toThrow();
  });

  it('2E-PORT-02: never a 4th ship in a port', () => {
    const base = withUnits(lannisterExample(), [['port-of-lannisport', 'lannister', ['ship', 'ship', 'ship']]]);
    const s = mustering({ ...base, houses: { ...base.houses, lannister: { ...base.houses.lannister!, supply: 6 } } }, 'lannister');
    rejects(s, recruit('lannister', 'lannisport', 'ship', 'port-of-lannisport'), '2E-MUS-06');
  });
});

describe('2E-MUS-07 mustering must respect supply', () => {
  it('rejects a 4th unit in Riverrun at Supply 3', () => {
    const s = mustering(lannisterExample(), 'lannister');
    rejects(s, recruit('lannister', 'riverrun', 'footman'), '2E-MUS-07');
  });
});

describe('2E-MUS-08 unspent points are lost', () => {
  it('“done” ends the house’s mustering with points left', () => {
    const s = mustering(lannisterExample(), 'lannister');
    const after = apply(s, { kind: 'muster', house: 'lannister', muster: 'done' });
    expect(topFrame(after).kind).toBe('planning');
  });
});

describe('2E-MUS-09 only units in reinforcements', () => {
  it('rejects a 6th Knight', () => {
    const base = withUnits(lannisterExample(), [['stoney-sept', 'lannister', ['knight', 'knight']]]);
    const five = { ...base, houses: { ...base.houses, lannister: { ...base.houses.lannister!, supply: 6 } } };
    expect(reinforcements(five, 'lannister', 'knight')).toBe(0);
    rejects(mustering(five, 'lannister'), recruit('lannister', 'lannisport', 'knight'), '2E-MUS-09');
  });
});

describe('2E-MUS-10 an area held only by a Power token still musters', () => {
  it('Harrenhal with a Lannister Power token and no unit gives 1 point', () => {
    const base = lannisterExample();
    const s = { ...base, areas: { ...base.areas, harrenhal: { ...base.areas.harrenhal, units: [], powerToken: 'lannister' as const } } };
    const m = mustering(s, 'lannister');
    expect(() => apply(m, recruit('lannister', 'harrenhal', 'footman'))).not.toThrow();
  });
});

describe('2E-SPEC-06 / 2E-MUS-11 mustering limited to some areas', () => {
  it('a muster frame over one area offers only that area', () => {
    const s = mustering(lannisterExample(), 'lannister', ['riverrun']);
    const frame = topFrame(s);
    if (frame.kind !== 'muster') throw new Error('expected a muster frame');
    expect(new Set(legalMusters(s, frame).map((m) => m.area))).toEqual(new Set(['riverrun']));
    rejects(s, recruit('lannister', 'lannisport', 'footman'), '2E-MUS-01');
  });
});

describe('legal choices for mustering', () => {
  it('every listed move is accepted', () => {
    const s = mustering(lannisterExample(), 'lannister');
    const [decision] = pending(s);
    const space = choices(s, decision!);
    if (space.type !== 'one-of') throw new Error('expected a list');
    expect(space.moves.length).toBeGreaterThan(5);
    for (const move of space.moves) expect(() => apply(s, move), JSON.stringify(move)).not.toThrow();
  });
});
