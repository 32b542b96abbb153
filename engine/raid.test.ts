// Raid orders ([2E-RAID-01]–[2E-RAID-09], [2E-SPEC-05], [2E-PORT-09], [2E-PORT-10]) and the
// rulebook's raid walkthrough ([2E-EX-RAID-01]–[2E-EX-RAID-05]).
import { describe, expect, it } from 'vitest';
import { apply } from './flow';
import { asked, expectSampledMovesLegal, position, raid, rejects, withPower } from './action.testkit';
import { choices } from './choices';
import { canRaidInto } from './raid';
import { pending } from './flow';

// Stark raids from Winterfell; its neighbours hold a Lannister (here: any enemy) order of each kind.
// A Stark March order in Castle Black keeps the phase from running past the March step.
const KEEP = { 'castle-black': { units: [['stark', 'footman']], order: ['stark', 'march-0'] } } as const;

type Target = 'support-a' | 'raid-a' | 'consolidate-a' | 'defense-1a' | 'march-0';

function raidEdits(target: Target, raidToken: 'raid-a' | 'raid-special' = 'raid-a') {
  return {
    ...KEEP,
    winterfell: { units: [['stark', 'footman']], order: ['stark', raidToken] },
    karhold: { units: [['greyjoy', 'footman']], order: ['greyjoy', target] },
  } as const;
}

function raidAt(target: Target, raidToken: 'raid-a' | 'raid-special' = 'raid-a') {
  return position(raidEdits(target, raidToken));
}

describe('2E-RAID-01 a Raid removes an adjacent enemy Support, Raid or Consolidate Power order', () => {
  it.each(['support-a', 'raid-a', 'consolidate-a'] as const)('removes a %s order', (token) => {
    const s = raidAt(token);
    const after = apply(s, raid('stark', 'winterfell', 'karhold'));
    expect(after.areas.karhold.order).toBeNull();
  });

  it('rejects a March order and an area without an order', () => {
    rejects(raidAt('march-0'), raid('stark', 'winterfell', 'karhold'), '2E-RAID-01');
    rejects(raidAt('support-a'), raid('stark', 'winterfell', 'white-harbor'), '2E-RAID-01');
  });

  it('rejects a Raid from an area without the house’s Raid order (2E-ACT-02)', () => {
    rejects(raidAt('support-a'), raid('stark', 'castle-black', 'karhold'), '2E-ACT-02');
  });
});

describe('2E-RAID-02 both tokens leave the board', () => {
  it('the Raid and the raided order are removed; the raided area stays without an order', () => {
    const after = apply(raidAt('support-a'), raid('stark', 'winterfell', 'karhold'));
    expect(after.areas.winterfell.order).toBeNull();
    expect(after.areas.karhold.order).toBeNull();
    expect(after.areas.karhold.units).toHaveLength(1);
  });
});

describe('2E-RAID-03 only a special Raid removes a Defense order (2E-SPEC-05)', () => {
  it('the special Raid removes it', () => {
    const after = apply(raidAt('defense-1a', 'raid-special'), raid('stark', 'winterfell', 'karhold'));
    expect(after.areas.karhold.order).toBeNull();
  });

  it('a normal Raid may not', () => {
    rejects(raidAt('defense-1a'), raid('stark', 'winterfell', 'karhold'), '2E-RAID-03');
  });

  it('2E-SPEC-07: the special Raid still removes what a normal one does', () => {
    const after = apply(raidAt('consolidate-a', 'raid-special'), raid('stark', 'winterfell', 'karhold'));
    expect(after.areas.karhold.order).toBeNull();
  });
});

describe('2E-RAID-04 pillage: raiding Consolidate Power moves 1 Power', () => {
  it('the raider gains 1 and the raided house loses 1', () => {
    const s = raidAt('consolidate-a');
    const after = apply(s, raid('stark', 'winterfell', 'karhold'));
    expect(after.houses.stark?.power).toBe(6);
    expect(after.houses.greyjoy?.power).toBe(4);
  });

  it('the raider gains even when the raided house has no Power', () => {
    const s = position(raidEdits('consolidate-a'), { tweak: (g) => withPower(g, 'greyjoy', 0) });
    const after = apply(s, raid('stark', 'winterfell', 'karhold'));
    expect(after.houses.stark?.power).toBe(6);
    expect(after.houses.greyjoy?.power).toBe(0);
  });

  it('2E-TERM-10: no gain beyond the house’s 20 tokens', () => {
    const s = position(raidEdits('consolidate-a'), { tweak: (g) => withPower(g, 'stark', 20) });
    expect(apply(s, raid('stark', 'winterfell', 'karhold')).houses.stark?.power).toBe(20);
  });

  it('a Raid on a Support order moves no Power', () => {
    const after = apply(raidAt('support-a'), raid('stark', 'winterfell', 'karhold'));
    expect([after.houses.stark?.power, after.houses.greyjoy?.power]).toEqual([5, 5]);
  });
});

describe('2E-RAID-05 where a Raid reaches: land → land; sea → land, sea, its port; port → its sea (2E-PORT-09, 2E-PORT-10)', () => {
  const s = position({
    ...KEEP,
    'white-harbor': { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
    'port-of-white-harbor': { units: [['stark', 'ship']], order: ['stark', 'raid-b'] },
    'the-narrow-sea': { units: [['lannister', 'ship']], order: ['lannister', 'support-a'] },
    'widows-watch': { units: [['lannister', 'footman']], order: ['lannister', 'support-b'] },
    'the-shivering-sea': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'raid-a'] },
  });

  it('a land Raid may not target a sea area; it may target a land area', () => {
    rejects(s, raid('stark', 'white-harbor', 'the-narrow-sea'), '2E-RAID-05');
    expect(() => apply(s, raid('stark', 'white-harbor', 'widows-watch'))).not.toThrow();
  });

  it('a port Raid targets its own sea, never the land area', () => {
    expect(() => apply(s, raid('stark', 'port-of-white-harbor', 'the-narrow-sea'))).not.toThrow();
    rejects(s, raid('stark', 'port-of-white-harbor', 'widows-watch'), '2E-RAID-05');
  });

  it('the choices list exactly the reachable targets and “no effect”', () => {
    const space = choices(s, pending(s)[0]!);
    expect(space.type === 'one-of' && space.moves).toEqual([
      raid('stark', 'port-of-white-harbor', null),
      raid('stark', 'port-of-white-harbor', 'the-narrow-sea'),
      raid('stark', 'white-harbor', null),
      raid('stark', 'white-harbor', 'widows-watch'),
    ]);
  });

  it('a sea Raid targets a land area, a sea area or its port', () => {
    const sea = position({
      ...KEEP,
      'the-narrow-sea': { units: [['stark', 'ship']], order: ['stark', 'raid-a'] },
      // Lannister owns the port through its Power token in White Harbor.
      'white-harbor': { powerToken: 'lannister' },
      'port-of-white-harbor': { units: [['lannister', 'ship']], order: ['lannister', 'support-a'] },
      'the-shivering-sea': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'support-a'] },
      'widows-watch': { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-a'] },
    });
    for (const target of ['port-of-white-harbor', 'the-shivering-sea', 'widows-watch'] as const) {
      expect(() => apply(sea, raid('stark', 'the-narrow-sea', target)), target).not.toThrow();
    }
  });

  it('a land Raid may not target a port', () => {
    const land = position({
      ...KEEP,
      'white-harbor': { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      'port-of-white-harbor': { units: [['stark', 'ship']], order: ['stark', 'support-a'] },
      'the-narrow-sea': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'raid-a'] },
    });
    // The only land area next to a port is the port's own, whose owner owns the port's orders too
    // (2E-RAID-09 rejects first); the reach itself is never there.
    rejects(land, raid('stark', 'white-harbor', 'port-of-white-harbor'), '2E-RAID-09');
    expect(canRaidInto('white-harbor', 'port-of-white-harbor')).toBe(false);
    expect(canRaidInto('the-narrow-sea', 'port-of-white-harbor')).toBe(true);
    expect(land.areas['the-narrow-sea'].order).not.toBeNull();
    expect(() => apply(apply(land, raid('stark', 'white-harbor', null)), raid('greyjoy', 'the-narrow-sea', 'port-of-white-harbor'))).not.toThrow();
  });
});

describe('2E-RAID-06 a Consolidate Power order in a sea area can be pillaged', () => {
  it('raiding it moves 1 Power', () => {
    const s = position({
      ...KEEP,
      'the-narrow-sea': { units: [['stark', 'ship']], order: ['stark', 'raid-a'] },
      'the-shivering-sea': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'consolidate-a'] },
    });
    const after = apply(s, raid('stark', 'the-narrow-sea', 'the-shivering-sea'));
    expect([after.houses.stark?.power, after.houses.greyjoy?.power]).toEqual([6, 4]);
  });
});

describe('2E-RAID-07 a Raid may be removed with no effect', () => {
  it('even when a target exists', () => {
    const after = apply(raidAt('support-a'), raid('stark', 'winterfell', null));
    expect(after.areas.winterfell.order).toBeNull();
    expect(after.areas.karhold.order).toEqual({ house: 'greyjoy', token: 'support-a' });
  });
});

describe('2E-RAID-08 ship transport gives no adjacency for raids', () => {
  it('a land Raid cannot reach a land area linked only through the house’s ships', () => {
    // Stark ships in the Shivering Sea link Winterfell and Widow's Watch for marches only.
    const s = position({
      ...KEEP,
      'castle-black': { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      'the-shivering-sea': { units: [['stark', 'ship']] },
      'widows-watch': { units: [['lannister', 'footman']], order: ['lannister', 'support-a'] },
      winterfell: { units: [['stark', 'footman']], order: ['stark', 'march-0'] },
    });
    rejects(s, raid('stark', 'castle-black', 'widows-watch'), '2E-RAID-05');
  });
});

describe('2E-RAID-09 a house never raids its own orders', () => {
  it('rejects a Raid on its own Support order', () => {
    const s = position({
      ...KEEP,
      winterfell: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      karhold: { units: [['stark', 'footman']], order: ['stark', 'support-a'] },
    });
    rejects(s, raid('stark', 'winterfell', 'karhold'), '2E-RAID-09');
  });
});

describe('legal choices: raids', () => {
  it('every sampled raid is accepted', () => {
    expectSampledMovesLegal(raidAt('consolidate-a', 'raid-special'), 10);
  });
});

describe('2E-EX-RAID-01 … 2E-EX-RAID-05 the rulebook’s raid walkthrough', () => {
  // 2E-EX-RAID-01: 5 players, turn order Greyjoy, Stark, Lannister, Baratheon, Tyrell.
  const start = position(
    {
      'the-reach': { units: [['lannister', 'footman']], order: ['lannister', 'raid-a'] },
      'sunset-sea': { units: [['lannister', 'ship']], order: ['lannister', 'raid-b'] },
      lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'defense-1a'] },
      'west-summer-sea': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'raid-a'] },
      'dornish-marches': { units: [['tyrell', 'footman']], order: ['tyrell', 'raid-a'] },
      highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'consolidate-a'] },
      'stoney-sept': { units: [['baratheon', 'footman']], order: ['baratheon', 'raid-special'] },
      // Stark has no Raid; its March keeps the phase at the March step afterwards.
      winterfell: { units: [['stark', 'footman']], order: ['stark', 'march-0'] },
    },
    { players: 5, ironThrone: ['greyjoy', 'stark', 'lannister', 'baratheon', 'tyrell'] },
  );

  it('plays out as the rulebook describes', () => {
    expect(asked(start)).toEqual([['resolve-raid', 'greyjoy']]);
    // 2E-EX-RAID-02: Greyjoy pillages Tyrell's Consolidate Power order in Highgarden.
    let s = apply(start, raid('greyjoy', 'west-summer-sea', 'highgarden'));
    expect([s.areas['west-summer-sea'].order, s.areas.highgarden.order]).toEqual([null, null]);
    expect([s.houses.greyjoy?.power, s.houses.tyrell?.power]).toEqual([6, 4]);
    // 2E-EX-RAID-03: Stark is skipped; Lannister raids Tyrell's Raid in the Dornish Marches.
    expect(asked(s)).toEqual([['resolve-raid', 'lannister']]);
    rejects(s, raid('lannister', 'the-reach', 'highgarden'), '2E-RAID-01');
    s = apply(s, raid('lannister', 'the-reach', 'dornish-marches'));
    expect([s.areas['the-reach'].order, s.areas['dornish-marches'].order]).toEqual([null, null]);
    // 2E-EX-RAID-04: Baratheon's special Raid removes Lannister's Defense order in Lannisport.
    expect(asked(s)).toEqual([['resolve-raid', 'baratheon']]);
    s = apply(s, raid('baratheon', 'stoney-sept', 'lannisport'));
    expect([s.areas['stoney-sept'].order, s.areas.lannisport.order]).toEqual([null, null]);
    // 2E-EX-RAID-05: Tyrell, Greyjoy and Stark are skipped; Lannister's Sunset Sea Raid has no target.
    expect(asked(s)).toEqual([['resolve-raid', 'lannister']]);
    const space = choices(s, pending(s)[0]!);
    expect(space).toEqual({ type: 'one-of', moves: [raid('lannister', 'sunset-sea', null)] });
    s = apply(s, raid('lannister', 'sunset-sea', null));
    // No Raid is left: the March step begins.
    expect(asked(s)).toEqual([['resolve-march', 'stark']]);
  });
});
