// The 1st edition's board in the scene (issue 22): the map model of map-grid-1e.ts for a BoardData of
// that edition, every one of its 45 areas with its outline and piece slots, and the start of a
// 1st-edition game drawn on it (every unit, the neutral forces) in Node.
import { describe, expect, it } from 'vitest';
import { AREA_IDS_1E } from '../engine/data/1e/areas';
import { AREA_IDS, AREAS } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';
import { boardOf, newGame } from '../engine/index';
import { createBoardScene } from './board';
import { fakeCanvas } from './fake-canvas.testkit';
import { buildMapModel } from './map-model';
import { UNIT_TYPES } from './unit-shapes';

const start = newGame({ ruleset: '1e', players: 3 });
const data = { ruleset: '1e' as const, areas: boardOf(start).info, orderTokens: ORDER_TOKENS };
const model = buildMapModel(data);

describe('the 1st edition’s board scene', () => {
  it('models exactly the 45 areas of the 1st edition, each with an outline and its piece slots', () => {
    expect([...model.byArea.keys()].sort()).toEqual([...AREA_IDS_1E].sort());
    for (const area of AREA_IDS_1E) {
      const r = model.byArea.get(area)!;
      expect(r.outline.outer.length, area).toBeGreaterThan(2);
      expect(r.layout!.units.length, area).toBe(4);
      expect(r.layout!.scale, area).toBeGreaterThanOrEqual(0.29);
    }
    expect(model.byArea.has('summer-sea')).toBe(true);
    expect(model.byArea.has('west-summer-sea')).toBe(false);
    expect(model.byArea.has('port-of-pyke')).toBe(false);
  });

  it('draws the 3-player start: every unit and neutral force of the state', () => {
    const board = createBoardScene({ data, model, createCanvas: fakeCanvas });
    board.update(start);
    const units = AREA_IDS_1E.flatMap((a) => start.areas[a].units);
    for (const type of UNIT_TYPES) expect(board.units.count(type), type).toBe(units.filter((u) => u.type === type).length);
    const neutral = AREA_IDS_1E.filter((a) => start.areas[a].neutralForce !== null).length;
    expect(neutral).toBeGreaterThan(3); // the three tokens and the absent houses' armies
    expect(board.tokens.counts()).toEqual({ power: 0, garrisons: 0, neutral });
    board.dispose();
  });

  it('leaves a BoardData without a ruleset on the 2nd edition’s map', () => {
    const second = buildMapModel({ areas: AREAS, orderTokens: ORDER_TOKENS });
    expect(second.byArea.size).toBe(AREA_IDS.length);
    expect(second.byArea.has('summer-sea')).toBe(false);
  });
});
