// Ship transport in retreats and what it does not do ([2E-SHIP-05], [2E-SHIP-07], [2E-SHIP-09],
// [2E-COMBAT-51]) and port ownership and orders ([2E-PORT-01], [2E-PORT-05]). The marching side of
// transport is in transport.test.ts.
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { OrderTokenId } from './data/orders';
import { march, position, raid, rejects, unitsOf } from './action.testkit';
import { choices } from './choices';
import { asked, board, card, march as marchInto, play, rejects as rejectsMove, retreat, unitsIn, type AreaSpec } from './combat-test-support';
import { controllerOf } from './control';
import type { PlaceOrdersMove } from './decisions';
import { apply, pending } from './flow';
import { canRaidInto } from './raid';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';
import { transportDestinations } from './transport';

/** The areas a pending retreat decision offers. */
function offered(s: GameState): string[] {
  const [d] = pending(s);
  if (d === undefined) return [];
  const space = choices(s, d);
  return space.type === 'one-of' ? space.moves.map((m) => (m.kind === 'retreat' ? m.area : m.kind)) : [];
}

// Tyrell (2 Knights, March +1, Margaery Tyrell) beats Lannister (Footman and Knight, Cersei
// Lannister: no icons) in the Searoad Marches. Neighbours of the Searoad Marches: the Blackwater,
// Highgarden, Lannisport, Stoney Sept, The Reach (the origin), the Sunset Sea, the Golden Sound and
// the West Summer Sea. Seagard is not one of them: only the Golden Sound and Ironman's Bay join them.
function lannisterLosesSearoad(ships: Partial<Record<AreaId, AreaSpec>>): GameState {
  const s = board({
    'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-plus-1' },
    'searoad-marches': { units: ['lannister footman', 'lannister knight'] },
    lannisport: { units: ['tyrell footman'], garrison: null },
    blackwater: { units: ['baratheon footman'] },
    'stoney-sept': { units: ['baratheon footman'] },
    ...ships,
  });
  const at = marchInto(s, { house: 'tyrell', from: 'the-reach', to: 'searoad-marches', units: ['knight', 'knight'] });
  return deepFreeze(play(at, card('tyrell', 'margaery-tyrell'), card('lannister', 'cersei-lannister')));
}

describe('2E-COMBAT-51 / 2E-SHIP-09 a losing defender retreats by ship transport', () => {
  it('over a chain of its own ships (Golden Sound, Ironman’s Bay) to Seagard, not adjacent to the embattled area', () => {
    const s = lannisterLosesSearoad({ 'the-golden-sound': { units: ['lannister ship'] }, 'ironmans-bay': { units: ['lannister ship'] } });
    expect(asked(s)).toEqual(['retreat lannister']);
    // Highgarden is Tyrell's crest; Riverrun is one sea away, Seagard and Flint's Finger two.
    expect(offered(s)).toEqual(['flints-finger', 'greywater-watch', 'riverrun', 'seagard']);
    const done = play(s, retreat('lannister', 'seagard'));
    expect(unitsIn(done, 'seagard')).toEqual(['lannister footman routed', 'lannister knight routed']);
    expect(unitsIn(done, 'searoad-marches')).toEqual(['tyrell knight', 'tyrell knight']);
  });
  it('with the chain broken (no ship in Ironman’s Bay) Seagard is refused; Riverrun, one sea away, is still reached', () => {
    // Stoney Sept is left empty here, so that the loser has two areas to choose from.
    const s = lannisterLosesSearoad({ 'the-golden-sound': { units: ['lannister ship'] }, 'stoney-sept': {} });
    expect(offered(s)).toEqual(['riverrun', 'stoney-sept']);
    rejectsMove(s, retreat('lannister', 'seagard'), '2E-COMBAT-46');
  });
  it('another house’s ships carry nothing (2E-SHIP-04): with no ship of its own, no legal area is left and the units are destroyed (2E-COMBAT-48)', () => {
    const s = lannisterLosesSearoad({ 'the-golden-sound': { units: ['greyjoy ship'] }, 'ironmans-bay': { units: ['greyjoy ship'] } });
    expect(unitsIn(s, 'seagard')).toEqual([]);
    expect(unitsIn(s, 'riverrun')).toEqual([]);
    expect(unitsIn(s, 'searoad-marches')).toEqual(['tyrell knight', 'tyrell knight']);
  });
});

// Tyrell marches from Highgarden over the West Summer Sea to Starfall (not adjacent to Highgarden).
const KEEP = { 'castle-black': { units: [['stark', 'footman']], order: ['stark', 'consolidate-a'] } } as const;

describe('2E-SHIP-05 ships transport whatever order they carry', () => {
  const withOrder = (order: readonly ['tyrell', OrderTokenId] | null) =>
    position({ ...KEEP, highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'march-0'] }, 'west-summer-sea': { units: [['tyrell', 'ship']], order } }, { step: 'march' });
  it.each([null, 'defense-1a', 'support-a', 'consolidate-a', 'march-minus-1'] as const)('a ship with %s carries the Knight to Starfall', (token) => {
    const s = withOrder(token === null ? null : ['tyrell', token]);
    expect(transportDestinations(s, 'tyrell', 'highgarden')).toContain('starfall');
    expect(unitsOf(apply(s, march('tyrell', 'highgarden', [['starfall', ['knight']]])), 'starfall')).toEqual(['tyrell:knight']);
  });
  it('but a ship that is no longer there carries nothing (2E-MARCH-01)', () => {
    const s = position({ ...KEEP, highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'march-0'] } }, { step: 'march' });
    rejects(s, march('tyrell', 'highgarden', [['starfall', ['knight']]]), '2E-MARCH-01');
  });
});

describe('2E-SHIP-07 transport joins areas for marches and retreats only', () => {
  // Stark ships in the Shivering Sea join Winterfell and Widow's Watch.
  const edits = {
    ...KEEP,
    winterfell: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
    'the-shivering-sea': { units: [['stark', 'ship']] },
    'widows-watch': { units: [['lannister', 'footman']], order: ['lannister', 'support-a'] },
  } as const;
  it('the march is allowed: Widow’s Watch is a transport destination of Winterfell', () => {
    expect(transportDestinations(position(edits), 'stark', 'winterfell')).toContain('widows-watch');
  });
  it('the raid is not (2E-RAID-05: raids only into adjacent areas)', () => {
    expect(canRaidInto('winterfell', 'widows-watch')).toBe(false);
    rejects(position(edits), raid('stark', 'winterfell', 'widows-watch'), '2E-RAID-05');
  });
  it('nor is support (2E-COMBAT-19): a Support order across the sea is not asked', () => {
    const s = board({
      winterfell: { units: ['stark footman'], order: 'stark support-a' },
      'the-shivering-sea': { units: ['stark ship'] },
      'widows-watch': { units: ['stark footman'] },
      'white-harbor': { units: ['lannister knight'], order: 'lannister march-0' },
    });
    expect(asked(marchInto(s, { house: 'lannister', from: 'white-harbor', to: 'widows-watch', units: ['knight'] }))).toEqual(['choose-house-card lannister', 'choose-house-card stark']);
  });
});

describe('2E-PORT-01 a port belongs to the controller of its land area, and only its owner uses it', () => {
  it('the Port of Lannisport follows Lannisport: Lannister by its crest, Stark once its Footman stands there', () => {
    const s = board({});
    expect(controllerOf(s, 'port-of-lannisport')).toBe('lannister');
    expect(controllerOf(board({ lannisport: { units: ['stark footman'], garrison: null } }), 'port-of-lannisport')).toBe('stark');
    // 2E-PORT-07: nobody controls White Harbor, so nobody owns its port.
    expect(controllerOf(s, 'port-of-white-harbor')).toBeNull();
  });
  const ships = (lannisport: readonly ['lannister' | 'stark', 'footman'][]) =>
    position({ ...KEEP, lannisport: { units: lannisport, garrison: null }, 'the-golden-sound': { units: [['lannister', 'ship']], order: ['lannister', 'march-0'] } }, { step: 'march' });
  it('Lannister’s ship enters its port; with Stark holding Lannisport it may not (2E-PORT-07)', () => {
    expect(unitsOf(apply(ships([['lannister', 'footman']]), march('lannister', 'the-golden-sound', [['port-of-lannisport', ['ship']]])), 'port-of-lannisport')).toEqual(['lannister:ship']);
    rejects(ships([['stark', 'footman']]), march('lannister', 'the-golden-sound', [['port-of-lannisport', ['ship']]]), '2E-PORT-07');
  });
});

describe('2E-PORT-05 ships in a port need an order; a Defense order there is allowed', () => {
  // 3 players: Lannister has units in Lannisport, Stoney Sept, the Golden Sound and its port.
  const place = (orders: [AreaId, OrderTokenId][]): PlaceOrdersMove => ({ kind: 'place-orders', house: 'lannister', orders: orders.map(([area, token]) => ({ area, token })) });
  const s = deepFreeze(newGame({ players: 3 }));
  const three: [AreaId, OrderTokenId][] = [['lannisport', 'march-0'], ['stoney-sept', 'raid-a'], ['the-golden-sound', 'consolidate-a']];
  it('a placement without the port is rejected (2E-PLAN-02)', () => {
    expect(() => apply(s, place(three))).toThrow(expect.objectContaining({ rule: '2E-PLAN-02' }));
  });
  it('a Defense order in the port is accepted and revealed like any other', () => {
    expect(() => apply(s, place([...three, ['port-of-lannisport', 'defense-1a']]))).not.toThrow();
  });
});
