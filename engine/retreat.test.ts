// Retreats and routing ([2E-COMBAT-44]–[2E-COMBAT-53], [2E-COMBAT-63], [2E-PORT-13]; rulings OQ-22,
// OQ-23, OQ-35), played through real Marches on plain-JSON positions.
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import { choices } from './choices';
import { asked, board, card, march, play, rejects, retreat, units, unitsIn, type AreaSpec, type BoardOptions } from './combat-test-support';
import { pending } from './flow';
import { newRetreatFrame, retreatBlock } from './retreat';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

/** The areas (and losses) a pending retreat decision offers. */
function offered(s: GameState): string[] {
  const [d] = pending(s);
  if (d === undefined) return [];
  const space = choices(s, d);
  return space.type === 'one-of' ? space.moves.map((m) => (m.kind === 'retreat' ? [m.area, ...(m.destroy ?? [])].join(' ') : m.kind)) : [];
}

/** The losses a pending choose-retreat-losses decision offers, one string per choice. */
function losses(s: GameState): string[] {
  const [d] = pending(s);
  if (d === undefined) return [];
  const space = choices(s, d);
  return space.type === 'one-of' ? space.moves.map((m) => (m.kind === 'choose-retreat-losses' ? m.units.join(' ') : m.kind)) : [];
}

// Tyrell (2 Knights, March +1, Margaery Tyrell) beats Lannister in the Blackwater (Cersei Lannister:
// no icons), so Lannister's units there must retreat. Neighbours of the Blackwater: Crackclaw Point,
// Harrenhal, King's Landing (Neutral Force), Searoad Marches, Stoney Sept, The Reach (origin).
function lannisterLoses(defenders: AreaSpec['units'], spec: Partial<Record<AreaId, AreaSpec>> = {}, options: BoardOptions = {}): GameState {
  const s = board({ 'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-plus-1' }, blackwater: { units: defenders }, ...spec }, options);
  const at = march(s, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] });
  return deepFreeze(play(at, card('tyrell', 'margaery-tyrell'), card('lannister', 'cersei-lannister')));
}

describe('2E-COMBAT-46 a losing defender retreats into one adjacent, empty or friendly area', () => {
  const s = lannisterLoses(['lannister footman', 'lannister knight'], {
    harrenhal: { units: ['baratheon knight'] },
    'crackclaw-point': { powerToken: 'baratheon' },
    'stoney-sept': { powerToken: 'lannister' },
  });
  it('offers the legal areas only, all units together, and routs them there (2E-COMBAT-50)', () => {
    expect(asked(s)).toEqual(['retreat lannister']);
    expect(offered(s)).toEqual(['searoad-marches', 'stoney-sept']);
    const done = play(s, retreat('lannister', 'stoney-sept'));
    expect(unitsIn(done, 'stoney-sept')).toEqual(['lannister footman routed', 'lannister knight routed']);
    expect(done.areas['stoney-sept'].powerToken).toBe('lannister');
  });
  it('rejects the attacker’s origin, an area with enemy units, one not adjacent, or a malformed area', () => {
    rejects(s, retreat('lannister', 'the-reach'), '2E-COMBAT-46');
    rejects(s, retreat('lannister', 'harrenhal'), '2E-COMBAT-46');
    rejects(s, retreat('lannister', 'riverrun'), '2E-COMBAT-46');
    rejects(s, retreat('lannister', 'atlantis' as AreaId), '2E-COMBAT-46');
  });
  it('2E-CTRL-12 rejects an area with an enemy Power token', () => {
    rejects(s, retreat('lannister', 'crackclaw-point'), '2E-CTRL-12');
  });
  it('2E-NEUT-09 / 2E-NEUT-08 (OQ-22) rejects an area with a Neutral Force token, impassable or not', () => {
    rejects(s, retreat('lannister', 'kings-landing'), '2E-NEUT-09');
    const walled = lannisterLoses(['lannister footman', 'lannister knight'], { 'searoad-marches': { neutralForce: 'impassable' }, harrenhal: { units: ['baratheon knight'] } });
    rejects(walled, retreat('lannister', 'searoad-marches'), '2E-NEUT-08');
  });
  it('2E-CTRL-12 (OQ-22) rejects another house’s home area held by its crest', () => {
    // Baratheon wins in Riverrun; Tyrell's Footman may not go to Lannisport (Lannister's crest).
    const s2 = board({ harrenhal: { units: ['baratheon knight', 'baratheon knight'], order: 'baratheon march-0' }, riverrun: { units: ['tyrell footman'] } });
    const at = play(march(s2, { house: 'baratheon', from: 'harrenhal', to: 'riverrun', units: ['knight', 'knight'] }), card('baratheon', 'stannis-baratheon'), card('tyrell', 'margaery-tyrell'));
    expect(offered(at)).toEqual(['seagard', 'stoney-sept']);
    rejects(at, retreat('tyrell', 'lannisport'), '2E-CTRL-12');
  });
});

describe('2E-COMBAT-47 a retreat must keep supply if any legal area allows it', () => {
  it('leaves out the areas that break supply, and rejects them', () => {
    // Supply 0 (armies 2, 2): Lannister has an army of 2 in Lannisport. Joining the Footman in
    // Stoney Sept would make an army of 3.
    const s = lannisterLoses(['lannister footman', 'lannister knight'], {
      lannisport: { units: ['lannister footman', 'lannister footman'] },
      'stoney-sept': { units: ['lannister footman'] },
    }, { supply: 0 });
    expect(offered(s)).toEqual(['crackclaw-point', 'harrenhal', 'searoad-marches']);
    rejects(s, retreat('lannister', 'stoney-sept'), '2E-COMBAT-47');
  });
  it('when every legal area breaks supply, the fewest units needed there are destroyed first, by the loser’s choice', () => {
    // Two armies of 2 already: a third army is too many anywhere; 1 unit alone is no army, so an
    // empty area costs 1 unit, Stoney Sept (1 Footman there) costs 2.
    const s = lannisterLoses(['lannister footman', 'lannister knight'], {
      lannisport: { units: ['lannister footman', 'lannister footman'] },
      riverrun: { units: ['lannister footman', 'lannister footman'] },
      'stoney-sept': { units: ['lannister footman'] },
    }, { supply: 0 });
    // One input per choice: the area first, then the losses it costs (or both at once, with destroy).
    expect(offered(s)).toEqual(['crackclaw-point', 'harrenhal', 'searoad-marches', 'stoney-sept']);
    const there = play(s, { kind: 'retreat', house: 'lannister', area: 'harrenhal' });
    expect(pending(there)).toEqual([expect.objectContaining({ kind: 'choose-retreat-losses', house: 'lannister', area: 'harrenhal', count: 1 })]);
    expect(losses(there)).toEqual(['footman', 'knight']);
    expect(unitsIn(play(there, { kind: 'choose-retreat-losses', house: 'lannister', units: ['knight'] }), 'harrenhal')).toEqual(['lannister footman routed']);
    rejects(there, { kind: 'choose-retreat-losses', house: 'lannister', units: ['footman', 'knight'] }, '2E-COMBAT-47');
    rejects(s, retreat('lannister', 'harrenhal'), '2E-COMBAT-47');
    rejects(s, retreat('lannister', 'harrenhal', 'footman', 'knight'), '2E-COMBAT-47');
    const done = play(s, retreat('lannister', 'harrenhal', 'footman'));
    expect(unitsIn(done, 'harrenhal')).toEqual(['lannister knight routed']);
  });
});

describe('2E-COMBAT-48 with no legal area, every retreating unit is destroyed', () => {
  it('Storm’s End, between an enemy Kingswood and the attacker’s origin', () => {
    const s = board({
      'the-boneway': { units: ['baratheon knight', 'baratheon knight'], order: 'baratheon march-0' },
      kingswood: { units: ['baratheon footman'] },
      'storms-end': { units: ['tyrell footman'], garrison: null },
    });
    const done = play(march(s, { house: 'baratheon', from: 'the-boneway', to: 'storms-end', units: ['knight', 'knight'] }), card('baratheon', 'stannis-baratheon'), card('tyrell', 'margaery-tyrell'));
    expect(unitsIn(done, 'storms-end')).toEqual(['baratheon knight', 'baratheon knight']);
    expect(unitsIn(done, 'the-boneway')).toEqual([]);
  });
});

describe('2E-COMBAT-45 / 2E-COMBAT-49 a losing attacker goes back to its origin, within supply (OQ-23)', () => {
  // Supply 0: Tyrell left a Footman in The Reach; 2 returning units would make an army of 3.
  const s = deepFreeze(
    play(
      march(board({ 'the-reach': { units: ['tyrell knight', 'tyrell footman', 'tyrell footman'], order: 'tyrell march-0' }, blackwater: { units: ['lannister knight'] } }, { supply: 0 }), {
        house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'footman'],
      }),
      card('tyrell', 'margaery-tyrell'),
      card('lannister', 'tywin-lannister'),
    ),
  );
  it('destroys the fewest units first, chosen by the attacker, and routs the rest at home', () => {
    // The only area is no choice: the losses are asked at once.
    expect(pending(s)).toEqual([expect.objectContaining({ kind: 'choose-retreat-losses', house: 'tyrell', area: 'the-reach', count: 1 })]);
    expect(losses(s)).toEqual(['footman', 'knight']);
    const done = play(s, { kind: 'choose-retreat-losses', house: 'tyrell', units: ['footman'] });
    expect(unitsIn(done, 'the-reach')).toEqual(['tyrell footman', 'tyrell knight routed']);
  });
  it('rejects losses that are not the fewest, or not its units (2E-COMBAT-47)', () => {
    rejects(s, { kind: 'choose-retreat-losses', house: 'tyrell', units: [] }, '2E-COMBAT-47');
    rejects(s, { kind: 'choose-retreat-losses', house: 'tyrell', units: ['footman', 'footman'] }, '2E-COMBAT-47');
  });
});

describe('2E-COMBAT-63 (OQ-35) no retreat into an origin that another house’s crest took back', () => {
  const from = (powerToken: boolean) => {
    const s = board({ lannisport: { units: ['stark knight', 'stark knight'], order: 'stark march-0', garrison: null }, 'stoney-sept': { units: ['lannister knight', 'lannister knight'] } });
    const at = march(s, { house: 'stark', from: 'lannisport', to: 'stoney-sept', units: ['knight', 'knight'], powerToken });
    return play(at, card('stark', 'catelyn-stark'), card('lannister', 'the-hound'));
  };
  it('Stark left Lannisport without a Power token: its losing Knights are destroyed', () => {
    const done = from(false);
    expect(unitsIn(done, 'lannisport')).toEqual([]);
    expect(unitsIn(done, 'stoney-sept')).toEqual(['lannister knight', 'lannister knight']);
  });
  it('with a Stark Power token there, they go back, routed', () => {
    expect(unitsIn(from(true), 'lannisport')).toEqual(['stark knight routed', 'stark knight routed']);
  });
});

describe('2E-COMBAT-52 a Siege Engine never retreats', () => {
  it('a losing attacker’s Siege Engine is destroyed; its Knight goes home', () => {
    const s = board({ 'stoney-sept': { units: ['lannister knight', 'lannister siege-engine'], order: 'lannister march-0' }, harrenhal: { units: ['tyrell knight', 'tyrell knight'] } });
    const done = play(march(s, { house: 'lannister', from: 'stoney-sept', to: 'harrenhal', units: ['knight', 'siege-engine'] }), card('lannister', 'cersei-lannister'), card('tyrell', 'mace-tyrell'));
    expect(unitsIn(done, 'stoney-sept')).toEqual(['lannister knight routed']);
  });
});

describe('2E-PORT-13 ships retreat into adjacent seas or a friendly port', () => {
  const fight = (spec: Partial<Record<AreaId, AreaSpec>>) => {
    // The Blade (Greyjoy's) is used already this round: nobody is asked about it.
    const s = { ...board({ 'ironmans-bay': { units: ['greyjoy ship', 'greyjoy ship'], order: 'greyjoy march-0' }, 'the-golden-sound': { units: ['lannister ship'] }, ...spec }), bladeUsed: true };
    return deepFreeze(play(march(s, { house: 'greyjoy', from: 'ironmans-bay', to: 'the-golden-sound', units: ['ship', 'ship'] }), card('greyjoy', 'victarion-greyjoy'), card('lannister', 'cersei-lannister')));
  };
  it('offers Lannister’s own port and the open sea, never a land area or the origin', () => {
    const s = fight({});
    expect(offered(s)).toEqual(['port-of-lannisport', 'sunset-sea']);
    expect(unitsIn(play(s, retreat('lannister', 'port-of-lannisport')), 'port-of-lannisport')).toEqual(['lannister ship routed']);
    rejects(s, retreat('lannister', 'lannisport'), '2E-COMBAT-46');
    rejects(s, retreat('lannister', 'ironmans-bay'), '2E-COMBAT-46');
  });
  it('rejects a port its house does not own, and a full port (2E-PORT-02)', () => {
    // Stark holds Lannisport: its port is not Lannister's. The open sea is the only legal area left.
    const taken = fight({ lannisport: { units: ['stark footman'], garrison: null } });
    expect(unitsIn(taken, 'sunset-sea')).toEqual(['lannister ship routed']);
    const frame = newRetreatFrame({ house: 'lannister', chooser: 'lannister', role: 'defender', from: 'the-golden-sound', origin: 'ironmans-bay', units: units('lannister ship') });
    const board2 = board({ lannisport: { units: ['stark footman'], garrison: null } });
    expect(retreatBlock(board2, { ...frame, id: 9 }, 'port-of-lannisport')).toBe('2E-PORT-13');
    expect(retreatBlock(board2, { ...frame, id: 9 }, 'sunset-sea')).toBeNull();
    const full = fight({ 'port-of-lannisport': { units: ['lannister ship', 'lannister ship', 'lannister ship'] } });
    expect(offered(full)).toEqual([]);
    expect(unitsIn(full, 'sunset-sea')).toEqual(['lannister ship routed']);
  });
});
