// Consolidate Power orders ([2E-CP-01]–[2E-CP-06], [2E-PORT-11], [2E-PORT-12], [2E-SPEC-06]) and
// the rulebook's example ([2E-EX-CP-01]).
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { Move } from './decisions';
import { apply } from './flow';
import { topFrame } from './frames';
import { asked, expectSampledMovesLegal, position, rejects } from './action.testkit';

const OPTS = { step: 'consolidate-power' } as const;
// A second Consolidate Power order (Stark's) keeps the phase from ending after the tested one.
const KEEP = { 'castle-black': { units: [['stark', 'footman']], order: ['stark', 'consolidate-b'] } } as const;
const cp = (house: 'baratheon' | 'lannister' | 'stark', area: AreaId, muster = false): Move => ({ kind: 'resolve-consolidate-power', house, area, muster });

describe('2E-EX-CP-01 a lone Baratheon Footman in Dragonstone', () => {
  it('gains 2 Power: 1 for the order and 1 for the crown (2E-CP-02)', () => {
    const s = position({ ...KEEP, dragonstone: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'] } }, OPTS);
    const after = apply(s, cp('baratheon', 'dragonstone'));
    expect(after.houses.baratheon?.power).toBe(7);
    expect(after.areas.dragonstone.order).toBeNull();
  });
});

describe('2E-CP-02 1 Power plus the printed crowns', () => {
  it('King’s Landing (2 crowns) gives 3, Blackwater (none) gives 1', () => {
    const s = position(
      {
        ...KEEP,
        'kings-landing': { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'], neutralForce: null },
        blackwater: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-b'] },
      },
      OPTS,
    );
    expect(apply(s, cp('baratheon', 'kings-landing')).houses.baratheon?.power).toBe(8);
    expect(apply(s, cp('baratheon', 'blackwater')).houses.baratheon?.power).toBe(6);
  });

  it('2E-CP-05: a Power token on the board adds nothing', () => {
    const s = position({ ...KEEP, blackwater: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'], powerToken: 'baratheon' } }, OPTS);
    // 5 available + 1 token on the board: the gain is still 1.
    expect(apply(s, cp('baratheon', 'blackwater')).houses.baratheon?.power).toBe(6);
  });

  it('rejects resolving an order that is not the house’s Consolidate Power (2E-ACT-02)', () => {
    const s = position({ ...KEEP, blackwater: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'] } }, OPTS);
    rejects(s, cp('baratheon', 'castle-black'), '2E-ACT-02');
  });
});

describe('2E-CP-03 no effect in a sea area', () => {
  it('the order is removed and no Power is gained', () => {
    const s = position({ ...KEEP, 'shipbreaker-bay': { units: [['baratheon', 'ship']], order: ['baratheon', 'consolidate-a'] } }, OPTS);
    const after = apply(s, cp('baratheon', 'shipbreaker-bay'));
    expect(after.houses.baratheon?.power).toBe(5);
    expect(after.areas['shipbreaker-bay'].order).toBeNull();
  });
});

describe('2E-CP-04 / 2E-PORT-11 in a port: 1 Power unless an enemy ship is in its sea', () => {
  const port = (enemy: boolean) =>
    position(
      {
        ...KEEP,
        dragonstone: { units: [['baratheon', 'footman']] },
        'port-of-dragonstone': { units: [['baratheon', 'ship']], order: ['baratheon', 'consolidate-a'] },
        'shipbreaker-bay': { units: enemy ? [['lannister', 'ship']] : [['baratheon', 'ship']] },
      },
      OPTS,
    );

  it('gives 1 with no enemy ship (the house’s own ships do not block)', () => {
    expect(apply(port(false), cp('baratheon', 'port-of-dragonstone')).houses.baratheon?.power).toBe(6);
  });

  it('gives nothing with an enemy ship in Shipbreaker Bay', () => {
    expect(apply(port(true), cp('baratheon', 'port-of-dragonstone')).houses.baratheon?.power).toBe(5);
  });

  it('2E-PORT-12: the special order in a port cannot muster', () => {
    const s = position(
      { ...KEEP, dragonstone: { units: [['baratheon', 'footman']] }, 'port-of-dragonstone': { units: [['baratheon', 'ship']], order: ['baratheon', 'consolidate-special'] } },
      OPTS,
    );
    rejects(s, cp('baratheon', 'port-of-dragonstone', true), '2E-SPEC-06');
    expect(apply(s, cp('baratheon', 'port-of-dragonstone')).houses.baratheon?.power).toBe(6);
  });
});

describe('2E-SPEC-06 the special Consolidate Power order may muster in its own area instead', () => {
  const s = position({ ...KEEP, dragonstone: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-special'] } }, OPTS);

  it('mustering opens a muster of Dragonstone only, and gives no Power (2E-MUS-11)', () => {
    const after = apply(s, cp('baratheon', 'dragonstone', true));
    expect(after.areas.dragonstone.order).toBeNull();
    expect(after.houses.baratheon?.power).toBe(5);
    const frame = topFrame(after);
    expect(frame.kind === 'muster' && frame.points).toEqual([{ area: 'dragonstone', left: 2 }]);
    expect(asked(after)).toEqual([['muster', 'baratheon']]);
  });

  it('after the muster, the Consolidate Power step goes on', () => {
    const mustering = apply(s, cp('baratheon', 'dragonstone', true));
    const after = apply(mustering, { kind: 'muster', house: 'baratheon', muster: 'recruit', area: 'dragonstone', unit: 'knight', to: 'dragonstone' });
    expect(after.areas.dragonstone.units).toHaveLength(2);
    expect(asked(after)).toEqual([['resolve-consolidate-power', 'stark']]);
  });

  it('a normal order, or a special one in an area without Castle or Stronghold, cannot muster', () => {
    const normal = position({ ...KEEP, dragonstone: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'] } }, OPTS);
    rejects(normal, cp('baratheon', 'dragonstone', true), '2E-SPEC-06');
    const open = position({ ...KEEP, blackwater: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-special'] } }, OPTS);
    rejects(open, cp('baratheon', 'blackwater', true), '2E-SPEC-06');
  });

  it('every listed choice is accepted', () => {
    expectSampledMovesLegal(s, 6);
  });
});
