// "If you win / if you lose" House card texts ([2E-HC-01] tier 4, [2E-COMBAT-35]) and those bound
// to the retreat and Cleanup steps: Tywin, Robb Stark (OQ-28), Roose Bolton (OQ-12), Ser Loras
// Tyrell ([2E-ACT-05]) and Arianne Martell (OQ-27). Each acts on the right result and not otherwise.
import { describe, expect, it } from 'vitest';
import { fight } from './ability-test-support';
import { choices } from './choices';
import { asked, card, play, rejects, retreat, top, unitsIn } from './combat-test-support';
import { pending } from './flow';
import type { GameState } from './state';

describe('2E-HCARD-08 Tywin Lannister: 2 Power from the Pool when he wins', () => {
  it('won: 5 → 7; lost: 5', () => {
    const won = play(fight({ attacker: 'lannister', defender: 'stark' }), card('lannister', 'tywin-lannister'), card('stark', 'ser-rodrik-cassel'), retreat('stark', 'stoney-sept'));
    expect(won.houses.lannister?.power).toBe(7);
    const lost = play(fight({ attacker: 'lannister', defender: 'stark', defenders: ['stark knight', 'stark knight'] }), card('lannister', 'tywin-lannister'), card('stark', 'eddard-stark'));
    expect(lost.houses.lannister?.power).toBe(5);
  });
});

/** The retreat areas listed for the pending retreat decision. */
function retreatAreas(state: GameState): string[] {
  const [d] = pending(state);
  if (d === undefined) return [];
  const space = choices(state, d);
  return space.type === 'one-of' ? space.moves.flatMap((m) => (m.kind === 'retreat' ? [m.area] : [])) : [];
}

describe('2E-HCARD-02 / 2E-HC-09 (OQ-28) Robb Stark: the victor picks the loser’s retreat area', () => {
  it('winning as attacker: Stark chooses where the Lannister Footman goes', () => {
    const s = play(fight({ attacker: 'stark', defender: 'lannister', attackers: ['stark knight', 'stark knight'] }), card('stark', 'robb-stark'), card('lannister', 'the-hound'));
    expect(asked(s)).toEqual(['retreat stark']);
    const done = play(s, retreat('stark', 'harrenhal'));
    expect(unitsIn(done, 'harrenhal')).toEqual(['lannister footman routed']);
  });
  it('winning as defender: any legal defender area or the origin for the losing attacker', () => {
    const s = play(fight({ attacker: 'lannister', defender: 'stark', defenders: ['stark knight'] }), card('lannister', 'the-hound'), card('stark', 'robb-stark'));
    expect(asked(s)).toEqual(['retreat stark']);
    expect(retreatAreas(s)).toContain('the-reach');
    expect(retreatAreas(s)).toContain('stoney-sept');
    const done = play(s, retreat('stark', 'stoney-sept'));
    expect(unitsIn(done, 'stoney-sept')).toEqual(['lannister knight routed']);
  });
  it('only among the areas where the loser loses the fewest units', () => {
    // Lannister at Supply 0 (two armies of 2) already has two armies: every area breaks supply.
    // An empty area costs 1 of the 2 retreating Footmen; Stoney Sept (2 more Footmen) costs both.
    const s = play(
      fight({
        attacker: 'stark',
        defender: 'lannister',
        attackers: ['stark knight', 'stark knight', 'stark knight'],
        defenders: ['lannister footman', 'lannister footman'],
        extra: { 'stoney-sept': { units: ['lannister footman', 'lannister footman'] }, lannisport: { units: ['lannister footman', 'lannister footman'] } },
        edit: (g) => ({ ...g, houses: { ...g.houses, lannister: { ...g.houses.lannister!, supply: 0 } } }),
      }),
      card('stark', 'robb-stark'),
      card('lannister', 'the-hound'),
    );
    expect(asked(s)).toEqual(['retreat stark']);
    expect(retreatAreas(s)).not.toContain('stoney-sept');
    rejects(s, retreat('stark', 'stoney-sept', 'footman', 'footman'), '2E-HCARD-02');
    const done = play(s, retreat('stark', 'harrenhal', 'footman'));
    expect(unitsIn(done, 'harrenhal')).toEqual(['lannister footman routed']);
  });
  it('lost: the loser chooses its own area as usual', () => {
    const s = play(fight({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'] }), card('lannister', 'the-hound'), card('stark', 'robb-stark'));
    expect(asked(s)).toEqual(['retreat stark']);
    expect(top(s).kind === 'retreat' && top(s)).toMatchObject({ house: 'stark', chooser: 'stark' });
  });
});

describe('2E-HCARD-03 (OQ-12) Roose Bolton: the loser takes its whole discard pile back, Roose too', () => {
  const hands = { stark: ['roose-bolton', 'eddard-stark', 'robb-stark'] } as const;
  it('lost: all 7 cards in hand, the discard pile empty', () => {
    const s = play(fight({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'], options: { hands } }), card('lannister', 'the-hound'), card('stark', 'roose-bolton'), retreat('stark', 'stoney-sept'));
    expect(s.houses.stark?.hand).toHaveLength(7);
    expect(s.houses.stark?.discard).toEqual([]);
  });
  it('won: Roose is simply discarded', () => {
    const s = play(fight({ attacker: 'lannister', defender: 'stark', defenders: ['stark knight'], options: { hands } }), card('lannister', 'the-hound'), card('stark', 'roose-bolton'));
    expect(s.houses.stark?.hand).toEqual(['eddard-stark', 'robb-stark']);
    expect(s.houses.stark?.discard).toContain('roose-bolton');
  });
});

describe('2E-HCARD-30 / 2E-ACT-05 / 2E-COMBAT-55 Ser Loras Tyrell: the winning attacker’s March order moves into the area', () => {
  it('won: the March +0 stands in the Blackwater and Tyrell resolves it again later in the step', () => {
    const s = play(fight({ attacker: 'tyrell', defender: 'stark', attackers: ['tyrell knight', 'tyrell knight'] }), card('tyrell', 'ser-loras-tyrell'), card('stark', 'ser-rodrik-cassel'), retreat('stark', 'stoney-sept'));
    expect(s.areas.blackwater.order).toEqual({ house: 'tyrell', token: 'march-0' });
    expect(s.areas['the-reach'].order).toBeNull();
    // The parked house marches (nothing moves), then it is Tyrell's turn again.
    const parked = pending(s)[0];
    expect(parked?.kind).toBe('resolve-march');
    const parkedArea = parked === undefined || parked.house === null ? null : (['winterfell', 'lannisport', 'dragonstone', 'pyke', 'highgarden', 'sunspear'] as const).find((a) => s.areas[a].order?.house === parked.house);
    const next = play(s, { kind: 'resolve-march', house: parked!.house!, area: parkedArea!, moves: [], powerToken: false });
    expect(asked(next)).toEqual(['resolve-march tyrell']);
  });
  it('lost: the March order is removed as usual', () => {
    const s = play(fight({ attacker: 'tyrell', defender: 'stark', defenders: ['stark knight', 'stark knight'] }), card('tyrell', 'ser-loras-tyrell'), card('stark', 'eddard-stark'));
    expect(s.areas['the-reach'].order).toBeNull();
    expect(s.areas.blackwater.order).toBeNull();
  });
  it('won as defender: no March order to move', () => {
    const s = play(fight({ attacker: 'stark', defender: 'tyrell', defenders: ['tyrell knight', 'tyrell knight'] }), card('stark', 'ser-rodrik-cassel'), card('tyrell', 'ser-loras-tyrell'));
    expect(s.areas.blackwater.order).toBeNull();
    expect(s.areas['the-reach'].order).toBeNull();
  });
});

describe('2E-HCARD-41 / 2E-COMBAT-56 (OQ-27) Arianne Martell: a losing defender keeps the attackers out', () => {
  const extra = {} as const;
  it('lost as defender: Lannister goes home, not routed; Martell’s tokens are removed; Martell still retreats', () => {
    const s = fight({ attacker: 'lannister', defender: 'martell', attackers: ['lannister knight', 'lannister knight'], defenderOrder: 'martell defense-1a', extra, edit: (g) => ({ ...g, areas: { ...g.areas, blackwater: { ...g.areas.blackwater, powerToken: 'martell' } } }) });
    const lost = play(s, card('lannister', 'the-hound'), card('martell', 'arianne-martell'));
    expect(asked(lost)).toEqual(['retreat martell']);
    const done = play(lost, retreat('martell', 'stoney-sept'));
    expect(unitsIn(done, 'the-reach')).toEqual(['lannister knight', 'lannister knight']);
    expect(unitsIn(done, 'blackwater')).toEqual([]);
    expect(done.areas.blackwater.order).toBeNull();
    expect(done.areas.blackwater.powerToken).toBeNull();
    expect(unitsIn(done, 'stoney-sept')).toEqual(['martell footman routed']);
  });
  it('lost as attacker: nothing changes; won as defender: nothing changes', () => {
    const attacker = play(fight({ attacker: 'martell', defender: 'lannister', defenders: ['lannister knight', 'lannister knight'] }), card('martell', 'arianne-martell'), card('lannister', 'the-hound'));
    expect(unitsIn(attacker, 'the-reach')).toEqual(['martell knight routed']);
    const held = play(fight({ attacker: 'lannister', defender: 'martell', defenders: ['martell knight', 'martell knight'] }), card('lannister', 'the-hound'), card('martell', 'arianne-martell'));
    expect(unitsIn(held, 'blackwater')).toEqual(['martell knight', 'martell knight']);
  });
});
