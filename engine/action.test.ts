// The Action phase's structure ([2E-ACT-01]–[2E-ACT-10]) and random legal play through whole
// rounds, driven only by the engine's own choices (style rule 24b).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS } from './data/areas';
import { UNIT_LIMITS } from './data/houses';
import { UNIT_TYPES } from './data/vocabulary';
import { cleanup } from './action';
import { asked, march, picker, position, raid, rejects } from './action.testkit';
import { choices, sampleMove } from './choices';
import type { Move } from './decisions';
import { apply, pending } from './flow';
import { topFrame } from './frames';
import { victoryPoints } from './control';
import { powerPool } from './power-tokens';
import { newGame } from './setup';
import type { GameState } from './state';
import { isWithinSupply } from './supply';
import { deepFreeze } from './test-support';

// 6 players: Iron Throne order Baratheon, Lannister, Stark, Greyjoy, Tyrell, Martell.
const cp = (house: 'stark' | 'lannister' | 'baratheon', area: 'castle-black' | 'lannisport' | 'dragonstone'): Move => ({
  kind: 'resolve-consolidate-power',
  house,
  area,
  muster: false,
});

describe('2E-ACT-01 Raid, then March, then Consolidate Power, then Cleanup', () => {
  it('the steps come in order, whatever the turn order', () => {
    const s = position({
      'castle-black': { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-a'] },
      dragonstone: { units: [['baratheon', 'footman']], order: ['baratheon', 'march-0'] },
    });
    expect(asked(s)).toEqual([['resolve-raid', 'stark']]);
    const marching = apply(s, raid('stark', 'castle-black', null));
    expect(asked(marching)).toEqual([['resolve-march', 'baratheon']]);
    const consolidating = apply(marching, march('baratheon', 'dragonstone', []));
    expect(asked(consolidating)).toEqual([['resolve-consolidate-power', 'lannister']]);
  });
});

describe('2E-ACT-02 turns in Iron Throne order, wrapping around; a house with an order must resolve one', () => {
  const s = position({
    'castle-black': { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
    karhold: { units: [['stark', 'footman']], order: ['stark', 'raid-b'] },
    'stoney-sept': { units: [['lannister', 'footman']], order: ['lannister', 'raid-a'] },
    lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-a'] },
  });

  it('Lannister, Stark, then Stark again once Lannister has none left', () => {
    expect(asked(s)).toEqual([['resolve-raid', 'lannister']]);
    const a = apply(s, raid('lannister', 'stoney-sept', null));
    expect(asked(a)).toEqual([['resolve-raid', 'stark']]);
    const b = apply(a, raid('stark', 'karhold', null));
    expect(asked(b)).toEqual([['resolve-raid', 'stark']]);
    const c = apply(b, raid('stark', 'castle-black', null));
    expect(asked(c)).toEqual([['resolve-consolidate-power', 'lannister']]);
  });

  it('wraps from the last house to the first', () => {
    const t = position({
      'castle-black': { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      'stoney-sept': { units: [['lannister', 'footman']], order: ['lannister', 'raid-a'] },
      riverrun: { units: [['lannister', 'footman']], order: ['lannister', 'raid-b'] },
      lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-a'] },
    });
    const afterStark = apply(apply(t, raid('lannister', 'stoney-sept', null)), raid('stark', 'castle-black', null));
    expect(asked(afterStark)).toEqual([['resolve-raid', 'lannister']]);
  });

  it('another house (2E-ACT-02), or an order of another step (2E-ACT-01), is not accepted: there is no passing', () => {
    rejects(s, raid('stark', 'karhold', null), '2E-ACT-02');
    rejects(s, cp('lannister', 'lannisport'), '2E-ACT-01');
  });

  it('2E-GEN-03: the next house is read from the Iron Throne track as it is now', () => {
    const a = apply(s, raid('lannister', 'stoney-sept', null));
    // Stark goes to the top of the track: it still has Raid orders and Lannister none.
    const moved = deepFreeze({ ...a, tracks: { ...a.tracks, 'iron-throne': ['stark', 'baratheon', 'lannister', 'greyjoy', 'tyrell', 'martell'] as const } });
    expect(asked(moved)).toEqual([['resolve-raid', 'stark']]);
  });
});

describe('2E-ACT-03 / 2E-ACT-06 a resolved order leaves the board; the step ends when none is left', () => {
  it('the March step is skipped entirely when nobody has a March order', () => {
    const s = position({ lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-a'] } }, { step: 'march' });
    expect(asked(s)).toEqual([['resolve-consolidate-power', 'lannister']]);
    const frame = topFrame(s);
    expect(frame.kind === 'action' && frame.step).toBe('consolidate-power');
  });
});

describe('2E-ACT-04 a house whose orders were all removed takes no more turns', () => {
  it('a raided Raid order is never resolved', () => {
    const s = position({
      'stoney-sept': { units: [['lannister', 'footman']], order: ['lannister', 'raid-a'] },
      harrenhal: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-a'] },
    });
    const after = apply(s, raid('lannister', 'stoney-sept', 'harrenhal'));
    expect(asked(after)).toEqual([['resolve-consolidate-power', 'lannister']]);
  });
});

describe('2E-ACT-07 / 2E-ACT-08 / 2E-ACT-09 / 2E-INF-13 Cleanup', () => {
  const dirty = (): GameState =>
    position(
      {
        lannisport: { units: [['lannister', 'footman', 'routed'], ['lannister', 'knight']], order: ['lannister', 'defense-1a'] },
        riverrun: { units: [['lannister', 'footman']], order: ['lannister', 'support-a'] },
        'the-golden-sound': { units: [['lannister', 'ship', 'routed']], order: ['lannister', 'consolidate-a'] },
      },
      { step: 'consolidate-power', tweak: (g) => ({ ...g, bladeUsed: true, ravenUsed: true }) },
    );

  it('removes every order, stands routed units up, and turns the Blade and the Raven back', () => {
    const after = cleanup(dirty());
    expect(AREA_IDS.every((a) => after.areas[a].order === null)).toBe(true);
    expect(AREA_IDS.every((a) => after.areas[a].units.every((u) => !u.routed))).toBe(true);
    expect(after.areas.lannisport.units).toEqual([
      { house: 'lannister', type: 'footman', routed: false },
      { house: 'lannister', type: 'knight', routed: false },
    ]);
    expect([after.bladeUsed, after.ravenUsed]).toEqual([false, false]);
  });

  it('2E-ACT-10: after round 10’s Cleanup the game ends with a winner (2E-END-03)', () => {
    const s = deepFreeze({ ...dirty(), round: 10 });
    const after = apply(s, { kind: 'resolve-consolidate-power', house: 'lannister', area: 'the-golden-sound', muster: false });
    expect(after.winner).not.toBeNull();
    expect(after.areas.lannisport.order).toBeNull();
    expect(after.areas['the-golden-sound'].units[0]?.routed).toBe(false);
    expect(pending(after)).toEqual([]);
  });
});

describe('2E-END-02 a march that takes a 7th Castle or Stronghold wins at once', () => {
  it('the game ends as the unit arrives', () => {
    // Lannister holds five victory areas by Power tokens plus Lannisport, and marches into a seventh.
    const five = ['seagard', 'harrenhal', 'crackclaw-point', 'the-reach', 'white-harbor'] as const;
    const s = position(
      {
        ...Object.fromEntries(five.map((a) => [a, { powerToken: 'lannister' }])),
        lannisport: { units: [['lannister', 'footman'], ['lannister', 'footman']], order: ['lannister', 'march-0'] },
        'stoney-sept': { units: [['stark', 'footman']], order: ['stark', 'consolidate-a'] },
      },
      { step: 'march' },
    );
    expect([s.winner, victoryPoints(s, 'lannister')]).toEqual([null, 6]);
    const after = apply(s, march('lannister', 'lannisport', [['riverrun', ['footman']]]));
    expect(after.winner).toBe('lannister');
    expect(pending(after)).toEqual([]);
  });
});

/** Plays every pending decision with sampled moves until the game is won or `limit` moves are made. */
function playOut(start: GameState, seed: number, limit: number, check: (s: GameState) => void, seen?: Set<string>): GameState {
  const pick = picker(seed);
  let s = start;
  for (let n = 0; n < limit && s.winner === null; n++) {
    const decisions = pending(s);
    if (decisions.length === 0) throw new RangeError('expected a pending decision while the game goes on');
    // Sealed decisions are all answered, in seat order; an open one alone.
    const batch = decisions[0]!.sealed ? decisions : [decisions[0]!];
    for (const decision of batch) {
      seen?.add(decision.kind);
      const move = sampleMove(choices(s, decision), pick);
      s = apply(deepFreeze(s), move);
    }
    check(s);
  }
  return s;
}

/** Invariants that hold after every move (2E-COMP-09, 2E-COMP-11, 2E-PORT-02, 2E-SUP-09). */
function checkInvariants(s: GameState): void {
  for (const house of s.options.houses) {
    expect(powerPool(s, house)).toBeGreaterThanOrEqual(0);
    for (const type of UNIT_TYPES) {
      const onBoard = AREA_IDS.reduce((n, a) => n + s.areas[a].units.filter((u) => u.house === house && u.type === type).length, 0);
      expect(onBoard).toBeLessThanOrEqual(UNIT_LIMITS[type]);
    }
    // Reconciling after a Supply card is the one moment a house may be out of compliance (2E-SUP-07).
    if (topFrame(s).kind !== 'reconcile') expect(isWithinSupply(s, house)).toBe(true);
  }
  for (const a of AREA_IDS) {
    const units = s.areas[a].units;
    if (AREAS[a].kind === 'port') expect(units.length).toBeLessThanOrEqual(3);
    expect(new Set(units.map((u) => u.house)).size).toBeLessThanOrEqual(1);
    if (AREAS[a].kind === 'land') expect(units.every((u) => u.type !== 'ship')).toBe(true);
    else expect(units.every((u) => u.type === 'ship')).toBe(true);
  }
}

describe('random legal play of a last round (style rule 24b)', () => {
  it('every sampled move is accepted, nothing is mutated, invariants hold, and round 10 ends with a winner', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5, 6), fc.integer({ min: 1, max: 2_147_483_646 }), (players, seed) => {
        const start = deepFreeze({ ...newGame({ players }), round: 10 });
        const end = playOut(start, seed, 2000, checkInvariants);
        expect(end.winner).not.toBeNull();
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('invariants also hold through whole games, Westeros phases included', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const end = playOut(deepFreeze(newGame({ players: 3 + seed })), seed, 40_000, checkInvariants);
      expect(end.winner).not.toBeNull();
    }
  }, 300_000);

  it('the playouts reach every Action phase decision and the combats they start', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) playOut(deepFreeze({ ...newGame({ players: 6 }), round: 10 }), seed, 2000, () => {}, seen);
    for (const kind of ['use-raven', 'resolve-raid', 'resolve-march', 'resolve-consolidate-power', 'declare-support', 'choose-house-card']) {
      expect(seen, kind).toContain(kind);
    }
  }, 120_000);
});

describe('2E-GEN-01 malformed Action phase moves are rule violations, never crashes', () => {
  const s = position(
    {
      'castle-black': { units: [['stark', 'footman'], ['stark', 'knight']], order: ['stark', 'march-0'] },
      winterfell: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      karhold: { units: [['greyjoy', 'footman']], order: ['greyjoy', 'consolidate-a'] },
    },
    { step: 'raid' },
  );
  const marching = apply(s, raid('stark', 'winterfell', null));
  const area = fc.oneof(fc.constantFrom(...AREA_IDS), fc.constantFrom('__proto__', 'constructor', 'toString'), fc.jsonValue());
  const outcome = (state: GameState, move: unknown): string => {
    try {
      apply(state, move as Move);
      return 'accepted';
    } catch (e) {
      return e instanceof Error && e.name === 'RuleViolation' ? 'rejected' : `crashed: ${String(e)}`;
    }
  };

  it('regression: objects that cannot be turned into text (found by the property below)', () => {
    const hostile = { toString: 0 };
    expect(outcome(s, { kind: 'resolve-raid', house: 'stark', area: hostile, target: null })).toBe('rejected');
    expect(outcome(s, { kind: hostile, house: hostile })).toBe('rejected');
    expect(outcome(s, { kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: hostile })).toBe('rejected');
    expect(outcome(marching, { kind: 'resolve-march', house: 'stark', area: hostile, moves: [], powerToken: false })).toBe('rejected');
    expect(outcome(marching, { kind: 'resolve-march', house: 'stark', area: 'castle-black', moves: [hostile], powerToken: false })).toBe('rejected');
    expect(outcome(marching, { kind: 'resolve-march', house: 'stark', area: 'castle-black', moves: [{ to: hostile, units: ['footman'] }], powerToken: false })).toBe('rejected');
  });

  it('raids with any area and target', () => {
    fc.assert(
      fc.property(area, area, (from, target) => {
        expect(outcome(s, { kind: 'resolve-raid', house: 'stark', area: from, target })).not.toMatch(/^crashed/);
      }),
      { numRuns: 300 },
    );
  });

  it('2E-CP-06: Consolidate Power with any area and muster flag', () => {
    const t = position({ lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-special'] } }, { step: 'consolidate-power' });
    fc.assert(
      fc.property(area, fc.jsonValue(), (where, muster) => {
        expect(outcome(t, { kind: 'resolve-consolidate-power', house: 'lannister', area: where, muster })).not.toMatch(/^crashed/);
      }),
      { numRuns: 200 },
    );
    rejects(t, { kind: 'resolve-consolidate-power', house: 'lannister', area: 'lannisport', muster: 'yes' } as unknown as Move, '2E-CP-06');
  });

  it('marches with any area, moves and Power-token flag', () => {
    const step = fc.record({ to: area, units: fc.oneof(fc.array(fc.constantFrom('footman', 'knight', 'ship', 'hasOwnProperty')), fc.jsonValue()) });
    fc.assert(
      fc.property(area, fc.oneof(fc.array(step, { maxLength: 3 }), fc.jsonValue()), fc.jsonValue(), (from, moves, powerToken) => {
        expect(outcome(marching, { kind: 'resolve-march', house: 'stark', area: from, moves, powerToken })).not.toMatch(/^crashed/);
      }),
      { numRuns: 300 },
    );
  });
});
