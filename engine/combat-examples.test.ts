// The rulebook's worked combat examples ([2E-EX-COMBAT-01]–[2E-EX-COMBAT-03], rules §19.3 and
// §19.12), played through a real March: positions are plain JSON, every input is a move.
import { describe, expect, it } from 'vitest';
import { AREA_IDS } from './data/areas';
import { pending } from './flow';
import {
  accept,
  asked,
  board,
  card,
  combatOf,
  declare,
  march,
  play,
  retreat,
  top,
  unitsIn,
} from './combat-test-support';
import { deepFreeze } from './test-support';

describe('2E-EX-COMBAT-01 support: Tyrell 7 against Lannister 6', () => {
  // Rules §19.3 example: three Support orders next to the Blackwater, declared in turn order
  // (Baratheon, Lannister, …, Tyrell on the 6-player Iron Throne track).
  const start = board({
    'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-plus-1' },
    blackwater: { units: ['lannister footman'], order: 'lannister march-minus-1' },
    'kings-landing': { units: ['tyrell knight'], order: 'tyrell support-a', neutralForce: null },
    'stoney-sept': { units: ['lannister footman', 'lannister knight'], order: 'lannister support-a' },
    harrenhal: { units: ['baratheon knight'], order: 'baratheon support-a' },
  });
  const marched = deepFreeze(march(start, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] }));

  it('asks the Support orders one at a time, in turn order, each answered at once by the side it helps', () => {
    expect(asked(marched)).toEqual(['declare-support baratheon']);
    const s1 = play(marched, declare('baratheon', 'harrenhal', 'defender'));
    expect(asked(s1)).toEqual(['accept-support lannister']);
    const s2 = play(s1, accept('lannister', 'harrenhal'));
    expect(asked(s2)).toEqual(['declare-support lannister']);
    const s3 = play(s2, declare('lannister', 'stoney-sept', 'defender'));
    expect(asked(s3)).toEqual(['declare-support tyrell']);
    const s4 = play(s3, declare('tyrell', 'kings-landing', 'attacker'));
    // Step 2 (2E-COMBAT-21, published per 2E-COMBAT-22): Tyrell 4 (Knights) + 2 (support) + 1 (March +1) = 7; Lannister 1 + 3 + 2 = 6.
    expect(combatOf(s4).initial).toEqual({ attacker: 7, defender: 6 });
    expect(combatOf(s4).support).toEqual([
      { area: 'harrenhal', house: 'baratheon', side: 'defender' },
      { area: 'stoney-sept', house: 'lannister', side: 'defender' },
      { area: 'kings-landing', house: 'tyrell', side: 'attacker' },
    ]);
    // Step 3 follows: both combatants (attacker first) choose a House card in secret.
    expect(pending(s4).map((d) => [d.kind, d.house, d.sealed])).toEqual([
      ['choose-house-card', 'tyrell', true],
      ['choose-house-card', 'lannister', true],
    ]);
  });
});

describe('2E-EX-COMBAT-02 resolution: a 4–4 tie goes to Lannister, higher on Fiefdoms', () => {
  // Rules §19.12: Tyrell (Footman, Knight) from King's Landing into the Kingswood (2 Lannister
  // Footmen). Lannister is 3rd on Fiefdoms and Tyrell 4th.
  const start = board(
    {
      'kings-landing': { units: ['tyrell footman', 'tyrell knight'], order: 'tyrell march-0', neutralForce: null },
      kingswood: { units: ['lannister footman', 'lannister footman'] },
    },
    { tracks: { fiefdoms: ['greyjoy', 'martell', 'lannister', 'tyrell', 'stark', 'baratheon'] } },
  );
  const marched = march(start, { house: 'tyrell', from: 'kings-landing', to: 'kingswood', units: ['footman', 'knight'] });

  it('goes from initial strength 3 against 2 to final 4 against 4, and Tyrell retreats routed', () => {
    expect(combatOf(marched).initial).toEqual({ attacker: 3, defender: 2 });
    const revealed = deepFreeze(play(marched, card('lannister', 'ser-jaime-lannister')));
    const done = play(revealed, card('tyrell', 'alester-florent'));
    // Greyjoy holds the Blade and is not fighting: nobody is asked to use it. 1 sword − 1 tower = 0
    // casualties, and the only legal retreat of a losing attacker is its origin area.
    expect(unitsIn(done, 'kings-landing')).toEqual(['tyrell footman routed', 'tyrell knight routed']);
    expect(unitsIn(done, 'kingswood')).toEqual(['lannister footman', 'lannister footman']);
    // The March order is spent; both cards are on their discard piles.
    expect(done.areas['kings-landing'].order).toBeNull();
    expect(done.houses.lannister?.discard).toContain('ser-jaime-lannister');
    expect(done.houses.tyrell?.discard).toContain('alester-florent');
    expect(done.stack.some((f) => f.kind === 'combat')).toBe(false);
  });
});

describe('2E-EX-COMBAT-03 routed units add nothing and are destroyed when they must retreat again', () => {
  // Rules §19.12: Baratheon beats Tyrell in the Kingswood; Tyrell's Knight retreats to Storm's End,
  // where a Tyrell Footman stands. Later Baratheon attacks Storm's End with 2 Knights from The Boneway.
  const start = board({
    'sea-of-dorne': { units: ['tyrell ship'] },
    'blackwater-bay': { units: ['baratheon ship'], order: 'baratheon support-a' },
    kingswood: { units: ['tyrell knight'] },
    'kings-landing': { units: ['baratheon knight', 'baratheon footman'], order: 'baratheon march-plus-1', neutralForce: null },
    'storms-end': { units: ['tyrell footman'], neutralForce: null },
    'the-boneway': { units: ['baratheon knight', 'baratheon knight'], order: 'baratheon march-0', neutralForce: null },
  });

  it('the Knight retreats to Storm’s End, routed; then it adds 0 and is destroyed when Tyrell loses', () => {
    const first = march(start, { house: 'baratheon', from: 'kings-landing', to: 'kingswood', units: ['knight', 'footman'] });
    // Blackwater Bay's ship supports Baratheon (adjacent to the Kingswood).
    const supported = play(first, declare('baratheon', 'blackwater-bay', 'attacker'));
    const fought = play(supported, card('baratheon', 'stannis-baratheon'), card('tyrell', 'margaery-tyrell'));
    // Baratheon 3 + 1 + 1 (March +1) + 4 = 9 beats Tyrell 2 + 1: Tyrell's Knight must retreat. Its
    // legal areas: The Reach, Storm's End (friendly), King's Landing is barred (the attacker's origin).
    expect(asked(fought)).toEqual(['retreat tyrell']);
    const retreated = play(fought, retreat('tyrell', 'storms-end'));
    expect(unitsIn(retreated, 'storms-end')).toEqual(['tyrell footman', 'tyrell knight routed']);

    // Later that round: Baratheon's March from The Boneway into Storm's End.
    const second = march(retreated, { house: 'baratheon', from: 'the-boneway', to: 'storms-end', units: ['knight', 'knight'] });
    expect(combatOf(second).initial).toEqual({ attacker: 4, defender: 1 });
    const lost = play(second, card('baratheon', 'melisandre'), card('tyrell', 'alester-florent'));
    // 4 + 1 = 5 against 1 + 1 = 2: Tyrell loses. The routed Knight is destroyed at once (it cannot
    // retreat again); 1 sword − 1 tower = no casualty; the Footman retreats by Tyrell's ship in the
    // Sea of Dorne to Yronwood, its only legal area (Sunspear is Martell's, The Boneway the origin).
    expect(unitsIn(lost, 'storms-end')).toEqual(['baratheon knight', 'baratheon knight']);
    expect(unitsIn(lost, 'yronwood')).toEqual(['tyrell footman routed']);
    expect(AREA_IDS.flatMap((a) => unitsIn(lost, a)).filter((u) => u.startsWith('tyrell knight'))).toEqual([]);
    // 2E-COMBAT-62: the March step goes on.
    expect(top(lost).kind).toBe('action');
  });
});
