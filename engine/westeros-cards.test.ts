// One test per Westeros card and per option ([2E-WCARD-03]–[2E-WCARD-19]); Winter is Coming
// ([2E-WCARD-07]) is tested with the phase in westeros.test.ts.
import { describe, expect, it } from 'vitest';
import type { WesterosCardId } from './data/westeros-cards';
import type { House } from './data/vocabulary';
import { pending } from './flow';
import { topFrame } from './frames';
import { newGame } from './setup';
import type { GameState } from './state';
import { emptyBoard, kinds, place, play, resolving, setHouse, setTrack, unitsIn } from './westeros.testkit';

const four = () => newGame({ players: 4 });
/** A card resolved alone in its deck's slot. */
const only = (state: GameState, card: WesterosCardId, slot: 0 | 1 | 2) => resolving(state, [0, 1, 2].map((i) => (i === slot ? card : null)), slot);
const power = (s: GameState, h: House) => s.houses[h]!.power;
const option = (s: GameState, house: House, o: 'a' | 'b' | 'c') => play(s, { kind: 'westeros-option', house, option: o });
const inPlanning = (s: GameState) => topFrame(s).kind === 'planning';

describe('2E-WCARD-03 Supply', () => {
  it('moves every Supply token to its barrels', () => {
    const s = only(setHouse(four(), 'stark', { supply: 5 }), 'supply', 0);
    expect(s.houses.stark?.supply).toBe(1);
    expect(inPlanning(s)).toBe(true);
  });
});

describe('2E-WCARD-04 / 2E-MUS-01 Mustering: every house in turn order, one after the other', () => {
  it('Baratheon, then Lannister, then Stark, then Greyjoy muster, each until it is done', () => {
    let s = only(four(), 'mustering', 0);
    const order: string[] = [];
    while (pending(s)[0]?.kind === 'muster') {
      const d = pending(s)[0]!;
      order.push(d.house ?? '');
      s = play(s, { kind: 'muster', house: d.house!, muster: 'done' });
    }
    expect(order).toEqual(['baratheon', 'lannister', 'stark', 'greyjoy']);
    expect(inPlanning(s)).toBe(true);
  });
});

describe('2E-EX-MUS-01 the rulebook’s mustering example, through the Mustering card', () => {
  it('Lannister (Supply 3), first in turn order: Lannisport, Harrenhal, Riverrun; Stoney Sept cannot muster; then the next house', () => {
    const F = 'footman' as const;
    let board = place(emptyBoard(four()), [
      ['harrenhal', 'lannister', [F]],
      ['riverrun', 'lannister', ['knight', 'knight', 'knight']],
      ['stoney-sept', 'lannister', [F]],
      ['ironmans-bay', 'greyjoy', ['ship']],
    ]);
    board = setTrack(setHouse(board, 'lannister', { supply: 3 }), 'iron-throne', ['lannister', 'baratheon', 'stark', 'greyjoy']);
    let s = only(board, 'mustering', 0);
    expect(topFrame(s)).toMatchObject({ kind: 'muster', house: 'lannister', points: [{ area: 'harrenhal', left: 1 }, { area: 'lannisport', left: 2 }, { area: 'riverrun', left: 2 }] });
    s = play(
      s,
      { kind: 'muster', house: 'lannister', muster: 'recruit', area: 'lannisport', unit: F, to: 'lannisport' },
      { kind: 'muster', house: 'lannister', muster: 'recruit', area: 'lannisport', unit: 'ship', to: 'the-golden-sound' },
      { kind: 'muster', house: 'lannister', muster: 'upgrade', area: 'harrenhal', unit: 'knight' },
      { kind: 'muster', house: 'lannister', muster: 'recruit', area: 'riverrun', unit: 'ship', to: 'the-golden-sound' },
    );
    // Riverrun's last point cannot be spent within supply: it is lost, and Baratheon musters next.
    expect(unitsIn(s, 'the-golden-sound', 'lannister')).toEqual(['ship', 'ship']);
    expect(unitsIn(s, 'harrenhal', 'lannister')).toEqual(['knight']);
    expect(kinds(s)).toEqual(['muster:baratheon']);
  });
});

describe('2E-WCARD-05 A Throne of Blades: the Iron Throne holder picks', () => {
  const card = () => only(setHouse(four(), 'stark', { supply: 4 }), 'a-throne-of-blades', 0);
  it('asks Baratheon', () => expect(kinds(card())).toEqual(['westeros-option:baratheon']));
  it('(a) resolves as Supply', () => expect(option(card(), 'baratheon', 'a').houses.stark?.supply).toBe(1));
  it('(b) resolves as Mustering', () => expect(kinds(option(card(), 'baratheon', 'b'))).toEqual(['muster:baratheon']));
  it('(c) nothing happens', () => {
    const s = option(card(), 'baratheon', 'c');
    expect(s.houses.stark?.supply).toBe(4);
    expect(inPlanning(s)).toBe(true);
  });
});

describe('2E-WCARD-06 Last Days of Summer: nothing happens', () => {
  it('the card goes to the discard pile and Planning starts', () => {
    const before = four();
    const s = only(before, 'last-days-of-summer', 1);
    expect(s.houses).toEqual(before.houses);
    expect(s.decks['westeros-2']?.discard).toEqual(['last-days-of-summer']);
    expect(inPlanning(s)).toBe(true);
  });
});

describe('2E-WCARD-08 Clash of Kings', () => {
  it('starts the bidding for the Iron Throne', () => {
    const s = only(four(), 'clash-of-kings', 1);
    expect(pending(s).map((d) => d.kind === 'bid' && d.contest)).toEqual(['iron-throne', 'iron-throne', 'iron-throne', 'iron-throne']);
  });
});

/** Winterfell, Dragonstone, Pyke (1 crown each) under their crests; a Lannister ship in its port. */
function crownsBoard(enemyShip: boolean): GameState {
  const board = place(emptyBoard(four()), [['port-of-lannisport', 'lannister', ['ship']]]);
  return enemyShip ? place(board, [['the-golden-sound', 'greyjoy', ['ship']]]) : board;
}

describe('2E-WCARD-11 / 2E-PORT-16 Game of Thrones: Power for crowns and trading ports', () => {
  it('one Power per crown; Lannister gains 1 for its port with a ship and no enemy ship in The Golden Sound', () => {
    const s = only(crownsBoard(false), 'game-of-thrones', 1);
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon'), power(s, 'greyjoy')]).toEqual([6, 6, 6, 6]);
  });

  it('no port Power with an enemy ship in the connected sea', () => {
    expect(power(only(crownsBoard(true), 'game-of-thrones', 1), 'lannister')).toBe(5);
  });

  it('2E-TERM-10 / 2E-COMP-09: no gain beyond the house’s 20 tokens', () => {
    const s = only(setHouse(crownsBoard(false), 'stark', { power: 20 }), 'game-of-thrones', 1);
    expect(power(s, 'stark')).toBe(20);
  });
});

describe('2E-WCARD-09 Dark Wings, Dark Words: the Raven holder picks', () => {
  const card = (enemyShip = false) => only(crownsBoard(enemyShip), 'dark-wings-dark-words', 1);
  it('asks Lannister, the Raven holder', () => expect(kinds(card())).toEqual(['westeros-option:lannister']));
  it('(a) resolves as Clash of Kings', () => expect(pending(option(card(), 'lannister', 'a'))[0]).toMatchObject({ kind: 'bid', contest: 'iron-throne' }));
  it('2E-WCARD-10 (OQ-26) (b) resolves as Game of Thrones: Power for crowns and for the trading port', () => {
    const s = option(card(), 'lannister', 'b');
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon'), power(s, 'greyjoy')]).toEqual([6, 6, 6, 6]);
  });
  it('2E-WCARD-10 (OQ-26) the game option darkWingsPorts: false — (b) gives Power for crowns only, as the printed English card', () => {
    const board = crownsBoard(false);
    const noPorts = only({ ...board, options: { ...board.options, darkWingsPorts: false } }, 'dark-wings-dark-words', 1);
    const s = option(noPorts, 'lannister', 'b');
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon'), power(s, 'greyjoy')]).toEqual([6, 5, 6, 6]);
    // Game of Thrones itself still pays the port.
    expect(power(only({ ...board, options: { ...board.options, darkWingsPorts: false } }, 'game-of-thrones', 1), 'lannister')).toBe(6);
  });
  it('2E-WCARD-10 / 2E-PORT-16 (b) no port Power with an enemy ship in the connected sea', () => {
    expect(power(option(card(true), 'lannister', 'b'), 'lannister')).toBe(5);
  });
  it('(c) nothing happens', () => {
    const s = option(card(), 'lannister', 'c');
    expect(power(s, 'stark')).toBe(5);
    expect(inPlanning(s)).toBe(true);
  });
});

describe('2E-WCARD-12 Wildlings Attack', () => {
  it('the wildlings attack with the Threat token’s strength; every house bids', () => {
    const s = only({ ...four(), wildlingThreat: 6 }, 'wildlings-attack', 2);
    expect(pending(s).map((d) => d.kind === 'bid' && d.contest)).toEqual(['wildlings', 'wildlings', 'wildlings', 'wildlings']);
    expect(s.stack.find((f) => f.kind === 'wildling-attack')).toMatchObject({ strength: 6, excluded: null });
  });
});

describe('2E-WCARD-13 Put to the Sword: the Blade holder picks a ban; the Blade is not used', () => {
  const card = () => only(four(), 'put-to-the-sword', 2);
  it('asks Greyjoy, the Blade holder', () => expect(kinds(card())).toEqual(['westeros-option:greyjoy']));
  it.each([
    ['a', 'no-defense'],
    ['b', 'no-march-plus-1'],
    ['c', null],
  ] as const)('(%s) → %s', (o, restriction) => {
    const s = option(card(), 'greyjoy', o);
    expect(s.restriction).toBe(restriction);
    expect(s.bladeUsed).toBe(false);
    expect(inPlanning(s)).toBe(true);
  });
});

describe('2E-WCARD-14 .. 2E-WCARD-18 bans for this round’s Planning phase', () => {
  it.each([
    ['storm-of-swords', 'no-defense'],
    ['rains-of-autumn', 'no-march-plus-1'],
    ['sea-of-storms', 'no-raid'],
    ['feast-for-crows', 'no-consolidate-power'],
    ['web-of-lies', 'no-support'],
  ] as const)('%s → %s (2E-WCARD-14, 2E-WCARD-15, 2E-WCARD-16, 2E-WCARD-17, 2E-WCARD-18)', (card, restriction) => {
    const s = only(four(), card, 2);
    expect(s.restriction).toBe(restriction);
    expect(inPlanning(s)).toBe(true);
  });
});
