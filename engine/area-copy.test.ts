// area-copy.ts writes AreaState's keys out by hand: every area it makes must have the keys of the
// schema (state.ts, README's table), in the order the board's areas have always had, so that
// JSON.stringify of a state reads as before.
import { describe, expect, it } from 'vitest';
import { areaWithOrder, areaWithPowerToken, areaWithUnits, newArea, newUnit } from './area-copy';
import { newGame } from './setup';
import type { AreaState } from './state';

const KEYS = ['units', 'order', 'powerToken', 'neutralForce', 'garrison'];

describe('area copies', () => {
  it('a new game’s areas, of both editions, have exactly the keys in that order', () => {
    for (const config of [{ players: 6 }, { players: 3 }, { players: 3, ruleset: '1e' as const }]) {
      for (const area of Object.values(newGame(config).areas)) expect(Object.keys(area)).toEqual(KEYS);
    }
  });

  it('each copy replaces its one field, shares the others and keeps the order of the keys', () => {
    const here: AreaState = newArea([{ house: 'stark', type: 'footman', routed: false }], { house: 'stark', token: 'march-0' }, 'stark', null, 'stark');
    const units = [{ house: 'lannister', type: 'knight', routed: true }] as const;
    expect(areaWithUnits(here, units)).toEqual({ ...here, units });
    expect(areaWithUnits(here, units).order).toBe(here.order);
    expect(areaWithOrder(here, null)).toEqual({ ...here, order: null });
    expect(areaWithOrder(here, null).units).toBe(here.units);
    expect(areaWithPowerToken(here, null)).toEqual({ ...here, powerToken: null });
    for (const copy of [areaWithUnits(here, units), areaWithOrder(here, null), areaWithPowerToken(here, 'greyjoy')]) expect(Object.keys(copy)).toEqual(KEYS);
  });

  it('a unit has the keys of a new game’s units, in the same order', () => {
    const unit = Object.values(newGame({ players: 6 }).areas).flatMap((a) => a.units)[0]!;
    expect(Object.keys(newUnit(unit.house, unit.type, unit.routed))).toEqual(Object.keys(unit));
    expect(newUnit(unit.house, unit.type, unit.routed)).toEqual(unit);
  });
});
