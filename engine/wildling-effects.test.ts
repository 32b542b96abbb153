// The nine Wildling cards ([2E-WLC-01]–[2E-WLC-13]), each effect of each card: the Night's Watch
// reward of the highest bidder, the lowest bidder's penalty and everyone else's, in turn order.
import { describe, expect, it } from 'vitest';
import { WILDLING_CARD_IDS, WILDLING_CARDS, type WildlingCardId } from './data/wildling-cards';
import type { House, UnitType } from './data/vocabulary';
import { controllerOf, victoryPoints } from './control';
import { pending } from './flow';
import { topFrame } from './frames';
import { positionOf } from './influence';
import { newGame } from './setup';
import type { GameState } from './state';
import { bids, emptyBoard, expectListedAccepted, kinds, listedMoves, place, play, rejects, reveal, setHouse, setTrack, unitsIn, withFrame } from './westeros.testkit';
import { WILDLING_EFFECTS } from './wildling-effects';
import { newWildlingAttackFrame } from './wildlings';

const F: UnitType = 'footman';
const K: UnitType = 'knight';

/** A 4-player position (turn order Baratheon, Lannister, Stark, Greyjoy) attacked with strength 12 or 0. */
function position(edit: (s: GameState) => GameState, strength: number): GameState {
  return withFrame(edit({ ...newGame({ players: 4 }), wildlingThreat: strength }), newWildlingAttackFrame(strength, null));
}

/** Wildlings win: Stark bids 0 and is the lowest bidder; the others bid 1. */
const starkLowest = (card: WildlingCardId, edit: (s: GameState) => GameState = (s) => s) =>
  reveal(bids(position(edit, 12), { lannister: 1, baratheon: 1, greyjoy: 1 }), card);

/** Night's Watch wins (strength 0): Stark bids 2 and is the highest bidder. */
const starkHighest = (card: WildlingCardId, edit: (s: GameState) => GameState = (s) => s) =>
  reveal(bids(position(edit, 0), { stark: 2 }), card);

const done = (s: GameState) => pending(s).every((d) => d.kind === 'place-orders');
const power = (s: GameState, h: House) => s.houses[h]!.power;

describe('2E-WLC-02 the lowest bidder first, then everyone else in turn order; the reward to the highest bidder alone', () => {
  it('Mammoth Riders: Stark destroys 3, then Baratheon, Lannister and Greyjoy 2 each', () => {
    const board = (g: GameState) =>
      place(emptyBoard(g), [
        ['winterfell', 'stark', [F, F, F, F]],
        ['dragonstone', 'baratheon', [F, F, F]],
        ['lannisport', 'lannister', [F, F, F]],
        ['pyke', 'greyjoy', [F, F, F]],
      ]);
    let s = starkLowest('mammoth-riders', board);
    const order: string[] = [];
    while (!done(s)) {
      const d = pending(s)[0]!;
      order.push(`${d.house}:${d.kind === 'destroy-unit' ? d.left : d.kind}`);
      s = play(s, listedMoves(s)[0]!);
    }
    expect(order).toEqual(['stark:3', 'stark:2', 'stark:1', 'baratheon:2', 'baratheon:1', 'lannister:2', 'lannister:1', 'greyjoy:2', 'greyjoy:1']);
    expect(unitsIn(s, 'winterfell', 'stark')).toEqual([F]);
    expect(unitsIn(s, 'pyke', 'greyjoy')).toEqual([F]);
  });
});

describe('2E-WLC-11 Silence at the Wall: nothing happens', () => {
  it('whatever the outcome', () => {
    for (const s of [starkLowest('silence-at-the-wall'), starkHighest('silence-at-the-wall')]) {
      expect(done(s)).toBe(true);
      expect(s.houses.stark?.hand).toHaveLength(7);
    }
  });
});

describe('2E-WLC-09 Preemptive Raid', () => {
  it('lowest: destroy 2 units, or drop 2 on a highest track (its choice among tied tracks, OQ-15)', () => {
    const s = starkLowest('preemptive-raid');
    expect(kinds(s)).toEqual(['choose-penalty:stark']);
    // Stark: Iron Throne 3, Fiefdoms 2, King's Court 2.
    expect(listedMoves(s)).toEqual([
      { kind: 'choose-penalty', house: 'stark', penalty: 'destroy-units' },
      { kind: 'choose-penalty', house: 'stark', penalty: 'drop-track', track: 'fiefdoms' },
      { kind: 'choose-penalty', house: 'stark', penalty: 'drop-track', track: 'kings-court' },
    ]);
    rejects(s, { kind: 'choose-penalty', house: 'stark', penalty: 'drop-track', track: 'iron-throne' }, '2E-WLC-09');
    expectListedAccepted(s);
    const dropped = play(s, { kind: 'choose-penalty', house: 'stark', penalty: 'drop-track', track: 'kings-court' });
    expect(positionOf(dropped, 'kings-court', 'stark')).toBe(4);
    // Everyone else: nothing.
    expect(done(dropped)).toBe(true);
    const destroying = play(s, { kind: 'choose-penalty', house: 'stark', penalty: 'destroy-units' });
    expect(pending(destroying)[0]).toMatchObject({ kind: 'destroy-unit', house: 'stark', left: 2 });
  });

  it('not below the last position', () => {
    const s = starkLowest('preemptive-raid', (g) => setTrack(setTrack(g, 'fiefdoms', ['greyjoy', 'baratheon', 'stark', 'lannister']), 'kings-court', ['lannister', 'baratheon', 'stark', 'greyjoy']));
    const after = play(s, { kind: 'choose-penalty', house: 'stark', penalty: 'drop-track', track: 'iron-throne' });
    expect(after.tracks['iron-throne']).toEqual(['baratheon', 'lannister', 'greyjoy', 'stark']);
  });

  it('reward: the card goes to the bottom, then a new attack of strength 6 without the highest bidder (OQ-15)', () => {
    let s = starkHighest('preemptive-raid');
    expect(s.decks.wildling?.drawPile).toBe(9);
    expect(topFrame(s)).toMatchObject({ kind: 'bidding', contest: 'wildlings', houses: ['lannister', 'baratheon', 'greyjoy'] });
    expect(s.stack.filter((f) => f.kind === 'wildling-attack').map((f) => f.kind === 'wildling-attack' && [f.strength, f.excluded])).toEqual([
      [0, null],
      [6, 'stark'],
    ]);
    // Preemptive Raid lies at the bottom: it cannot be the new attack's card.
    const afterBids = bids(s, { lannister: 2, baratheon: 2 });
    rejects(afterBids, { kind: 'reveal-card', deck: 'wildling', card: 'preemptive-raid' }, '2E-WILD-09');
    expect(listedMoves(afterBids)).toHaveLength(8);
    // The new attack is lost: Greyjoy (lowest) and Lannister, Baratheon pay; Stark takes no part; the token stays at 0.
    s = reveal(bids(s, { lannister: 2, baratheon: 2 }), 'skinchanger-scout');
    expect(s.wildlingThreat).toBe(0);
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon'), power(s, 'greyjoy')]).toEqual([3, 1, 1, 0]);
    expect(done(s)).toBe(true);
  });
});

describe('2E-WLC-06 Crow Killers', () => {
  const knights = (g: GameState) =>
    place(emptyBoard(g), [
      ['winterfell', 'stark', [K, K]],
      ['white-harbor', 'stark', [K, F]],
      ['dragonstone', 'baratheon', [K]],
      ['lannisport', 'lannister', [K, K, K]],
    ]);

  it('lowest: every Knight becomes a Footman, with no choice to make', () => {
    const s = starkLowest('crow-killers', knights);
    expect(unitsIn(s, 'winterfell', 'stark')).toEqual([F, F]);
    expect(unitsIn(s, 'white-harbor', 'stark')).toEqual([F, F]);
    // Then everyone else: Baratheon's single Knight goes at once; Lannister picks 2 of 3.
    expect(unitsIn(s, 'dragonstone', 'baratheon')).toEqual([F]);
    expect(kinds(s)).toEqual(['replace-unit:lannister']);
    rejects(s, { kind: 'replace-unit', house: 'lannister', area: null }, '2E-WLC-06');
    rejects(s, { kind: 'replace-unit', house: 'lannister', area: 'winterfell' }, '2E-WLC-06');
    const after = play(s, { kind: 'replace-unit', house: 'lannister', area: 'lannisport' }, { kind: 'replace-unit', house: 'lannister', area: 'lannisport' });
    expect(unitsIn(after, 'lannisport', 'lannister')).toEqual([F, F, K]);
    expect(done(after)).toBe(true);
  });

  it('lowest, with too few Footmen left: it chooses which Knights get one; the others are destroyed', () => {
    const crowded = (g: GameState) =>
      place(knights(g), [
        ['the-twins', 'stark', [F, F]],
        ['moat-cailin', 'stark', [F, F]],
        ['karhold', 'stark', [F, F]],
        ['widows-watch', 'stark', [F, F]],
      ]);
    // Stark: 9 Footmen on the board, 1 left; 3 Knights.
    let s = starkLowest('crow-killers', crowded);
    expect(kinds(s)).toEqual(['replace-unit:stark']);
    s = play(s, { kind: 'replace-unit', house: 'stark', area: 'white-harbor' });
    expect(unitsIn(s, 'white-harbor', 'stark')).toEqual([F, F]);
    // No Footman left: the two Knights of Winterfell are destroyed without a choice.
    expect(unitsIn(s, 'winterfell', 'stark')).toEqual([]);
  });

  it('reward: up to 2 Footmen become Knights; the house may stop', () => {
    const s = starkHighest('crow-killers', (g) => place(emptyBoard(g), [['winterfell', 'stark', [F, F, F]]]));
    expect(pending(s)[0]).toMatchObject({ kind: 'replace-unit', house: 'stark', from: 'footman', to: 'knight', optional: true });
    expectListedAccepted(s);
    const one = play(s, { kind: 'replace-unit', house: 'stark', area: 'winterfell' }, { kind: 'replace-unit', house: 'stark', area: null });
    expect(unitsIn(one, 'winterfell', 'stark')).toEqual([F, F, K]);
    expect(done(one)).toBe(true);
  });
});

describe('2E-WLC-10 Rattleshirt’s Raiders', () => {
  it('lowest: Supply −2 then reconcile; everyone else: −1, never below 0', () => {
    const board = (g: GameState) =>
      setHouse(
        setHouse(setHouse(setHouse(place(emptyBoard(g), [['the-twins', 'stark', [F, F, F]], ['moat-cailin', 'stark', [F, F]], ['karhold', 'stark', [F, F]]]), 'stark', { supply: 2 }), 'greyjoy', { supply: 0 }), 'baratheon', { supply: 1 }),
        'lannister',
        { supply: 2 },
      );
    let s = starkLowest('rattleshirts-raiders', board);
    expect(s.houses.stark?.supply).toBe(0);
    expect(kinds(s)).toEqual(['reconcile:stark']);
    while (kinds(s)[0] === 'reconcile:stark') s = play(s, listedMoves(s)[0]!);
    expect(s.houses.baratheon?.supply).toBe(0);
    expect(s.houses.lannister?.supply).toBe(1);
    expect(s.houses.greyjoy?.supply).toBe(0);
    expect(done(s)).toBe(true);
  });

  it('reward: Supply +1, never above 6', () => {
    expect(starkHighest('rattleshirts-raiders').houses.stark?.supply).toBe(2);
    expect(starkHighest('rattleshirts-raiders', (g) => setHouse(g, 'stark', { supply: 6 })).houses.stark?.supply).toBe(6);
  });
});

describe('2E-WLC-08 Massing on the Milkwater', () => {
  it('lowest: discards every card of the highest strength; everyone else chooses one to discard', () => {
    let s = starkLowest('massing-on-the-milkwater');
    expect(s.houses.stark?.discard).toEqual(['eddard-stark']);
    expect(kinds(s)).toEqual(['discard-house-card:baratheon']);
    rejects(s, { kind: 'discard-house-card', house: 'baratheon', card: 'eddard-stark' }, '2E-WLC-08');
    expect(listedMoves(s)).toHaveLength(7);
    expectListedAccepted(s);
    s = play(s, { kind: 'discard-house-card', house: 'baratheon', card: 'patchface' });
    expect(s.houses.baratheon?.discard).toEqual(['patchface']);
    expect(kinds(s)).toEqual(['discard-house-card:lannister']);
  });

  it('a hand of one card is left alone; 2E-HC-10: an emptied hand takes back the older discards', () => {
    const s = starkLowest('massing-on-the-milkwater', (g) => {
      let x = setHouse(g, 'stark', { hand: ['roose-bolton', 'greatjon-umber'], discard: ['eddard-stark', 'catelyn-stark'] });
      for (const h of ['baratheon', 'lannister', 'greyjoy'] as const) x = setHouse(x, h, { hand: [g.houses[h]!.hand[0]!] });
      return x;
    });
    expect(s.houses.stark).toMatchObject({ hand: ['eddard-stark', 'catelyn-stark'], discard: ['roose-bolton', 'greatjon-umber'] });
    expect(done(s)).toBe(true);
  });

  it('reward: the whole discard pile back to hand', () => {
    const s = starkHighest('massing-on-the-milkwater', (g) => setHouse(g, 'stark', { hand: ['robb-stark'], discard: ['eddard-stark', 'catelyn-stark'] }));
    expect(s.houses.stark).toMatchObject({ hand: ['robb-stark', 'eddard-stark', 'catelyn-stark'], discard: [] });
  });
});

describe('2E-WLC-05 A King Beyond the Wall', () => {
  it('lowest: last on every track; everyone else, in the new turn order, picks Fiefdoms or King’s Court', () => {
    // Baratheon, first in turn order, is the lowest bidder here.
    let s = reveal(bids(position((g) => g, 12), { lannister: 1, stark: 1, greyjoy: 1 }), 'a-king-beyond-the-wall');
    expect(s.tracks['iron-throne']).toEqual(['lannister', 'stark', 'greyjoy', 'baratheon']);
    expect(s.tracks.fiefdoms.at(-1)).toBe('baratheon');
    expect(s.tracks['kings-court'].at(-1)).toBe('baratheon');
    // 2E-GEN-03: Lannister is now first in turn order.
    expect(pending(s)).toEqual([{ id: expect.any(String), kind: 'choose-track', house: 'lannister', sealed: false, tracks: ['fiefdoms', 'kings-court'], to: 'last' }]);
    rejects(s, { kind: 'choose-track', house: 'lannister', track: 'iron-throne' }, '2E-WLC-05');
    expectListedAccepted(s);
    s = play(s, { kind: 'choose-track', house: 'lannister', track: 'kings-court' });
    expect(s.tracks['kings-court']).toEqual(['stark', 'greyjoy', 'baratheon', 'lannister']);
    expect(kinds(s)).toEqual(['choose-track:stark']);
  });

  it('reward: position 1 of any track, with its Dominance token in its current state (2E-INF-15)', () => {
    const s = starkHighest('a-king-beyond-the-wall', (g) => ({ ...g, bladeUsed: true }));
    expect(listedMoves(s)).toHaveLength(3);
    const after = play(s, { kind: 'choose-track', house: 'stark', track: 'fiefdoms' });
    expect(after.tracks.fiefdoms).toEqual(['stark', 'greyjoy', 'baratheon', 'lannister']);
    expect(after.bladeUsed).toBe(true);
  });
});

describe('2E-WLC-07 Mammoth Riders', () => {
  it('lowest: destroys 3 units; with 3 or fewer it loses them all at once (2E-WLC-04)', () => {
    const s = starkLowest('mammoth-riders', (g) => place(emptyBoard(g), [['winterfell', 'stark', [F, K]], ['bay-of-ice', 'stark', ['ship']]]));
    expect(unitsIn(s, 'winterfell', 'stark')).toEqual([]);
    expect(unitsIn(s, 'bay-of-ice', 'stark')).toEqual([]);
  });

  it('everyone else destroys 2 of its own units (2E-WLC-03)', () => {
    const s = starkLowest('mammoth-riders', (g) =>
      place(emptyBoard(g), [['dragonstone', 'baratheon', [F, F]], ['kingswood', 'baratheon', [K]], ['winterfell', 'stark', [F]]]),
    );
    expect(kinds(s)).toEqual(['destroy-unit:baratheon']);
    rejects(s, { kind: 'destroy-unit', house: 'baratheon', area: 'winterfell', unit: F }, '2E-WLC-03');
    rejects(s, { kind: 'destroy-unit', house: 'baratheon', area: 'kingswood', unit: F }, '2E-WLC-03');
    expectListedAccepted(s);
  });

  it('reward: may take one House card back from its discard pile', () => {
    const s = starkHighest('mammoth-riders', (g) => setHouse(g, 'stark', { hand: ['robb-stark'], discard: ['eddard-stark', 'catelyn-stark'] }));
    expect(listedMoves(s)).toHaveLength(3);
    rejects(s, { kind: 'take-house-card', house: 'stark', card: 'robb-stark' }, '2E-WLC-07');
    const taken = play(s, { kind: 'take-house-card', house: 'stark', card: 'catelyn-stark' });
    expect(taken.houses.stark).toMatchObject({ hand: ['robb-stark', 'catelyn-stark'], discard: ['eddard-stark'] });
    const declined = play(s, { kind: 'take-house-card', house: 'stark', card: null });
    expect(declined.houses.stark?.discard).toEqual(['eddard-stark', 'catelyn-stark']);
  });
});

describe('2E-WLC-13 The Horde Descends', () => {
  it('lowest: 2 units from one Castle/Stronghold area it controls', () => {
    const s = starkLowest('the-horde-descends', (g) =>
      place(emptyBoard(g), [['winterfell', 'stark', [F, F, K]], ['white-harbor', 'stark', [F, F]], ['the-twins', 'stark', [F, F]]]),
    );
    rejects(s, { kind: 'destroy-unit', house: 'stark', area: 'the-twins', unit: F }, '2E-WLC-13');
    expectListedAccepted(s);
    const first = play(s, { kind: 'destroy-unit', house: 'stark', area: 'winterfell', unit: K });
    rejects(first, { kind: 'destroy-unit', house: 'stark', area: 'white-harbor', unit: F }, '2E-WLC-13');
    const second = play(first, { kind: 'destroy-unit', house: 'stark', area: 'winterfell', unit: F });
    expect(unitsIn(second, 'winterfell', 'stark')).toEqual([F]);
    expect(unitsIn(second, 'white-harbor', 'stark')).toEqual([F, F]);
    // With the first unit taken from White Harbor (2 units), the second has no choice left and goes at once.
    const forced = play(s, { kind: 'destroy-unit', house: 'stark', area: 'white-harbor', unit: F });
    expect(unitsIn(forced, 'white-harbor', 'stark')).toEqual([]);
    expect(done(forced)).toBe(true);
  });

  it('OQ-13: with no such area holding 2 of its units, 2 units anywhere; everyone else destroys 1', () => {
    const s = starkLowest('the-horde-descends', (g) =>
      place(emptyBoard(g), [['winterfell', 'stark', [F]], ['the-twins', 'stark', [F, F]], ['dragonstone', 'baratheon', [F, F]]]),
    );
    expect(pending(s)[0]).toMatchObject({ kind: 'destroy-unit', house: 'stark', left: 2 });
    const after = play(s, { kind: 'destroy-unit', house: 'stark', area: 'the-twins', unit: F }, { kind: 'destroy-unit', house: 'stark', area: 'the-twins', unit: F });
    // Baratheon loses one of its two units, with no choice of type: still a decision (which area).
    expect(pending(after)[0]).toMatchObject({ kind: 'destroy-unit', house: 'baratheon', left: 1 });
  });

  it('2E-PORT-15: an area left without its controller loses the ships in its port', () => {
    const s = starkLowest('the-horde-descends', (g) =>
      place(emptyBoard(g), [['white-harbor', 'stark', [F, F]], ['port-of-white-harbor', 'stark', ['ship']], ['the-twins', 'stark', [F]]]),
    );
    // White Harbor is the only area that qualifies: both Footmen go at once, then the port's ship.
    expect(unitsIn(s, 'white-harbor', 'stark')).toEqual([]);
    expect(unitsIn(s, 'port-of-white-harbor', 'stark')).toEqual([]);
  });

  it('reward: may muster in one Castle/Stronghold area (2E-MUS-11)', () => {
    const s = starkHighest('the-horde-descends');
    expect(kinds(s)).toEqual(['choose-muster-area:stark']);
    rejects(s, { kind: 'choose-muster-area', house: 'stark', area: 'lannisport' }, '2E-WLC-13');
    expectListedAccepted(s);
    const mustering = play(s, { kind: 'choose-muster-area', house: 'stark', area: 'winterfell' });
    expect(topFrame(mustering)).toMatchObject({ kind: 'muster', house: 'stark', points: [{ area: 'winterfell', left: 2 }] });
    expect(done(play(s, { kind: 'choose-muster-area', house: 'stark', area: null }))).toBe(true);
  });
});

describe('2E-WLC-12 Skinchanger Scout', () => {
  it('lowest: all available Power discarded; everyone else: 2', () => {
    const s = starkLowest('skinchanger-scout');
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon'), power(s, 'greyjoy')]).toEqual([0, 2, 2, 2]);
  });

  it('reward: the highest bidder gets its bid back', () => {
    expect(power(starkHighest('skinchanger-scout'), 'stark')).toBe(5);
  });
});

describe('2E-WILD-13 an area emptied by a Wildling penalty', () => {
  it('gets no Power token (2E-CTRL-06): it is left uncontrolled, while an area with a token already placed stays controlled', () => {
    const s = starkLowest('mammoth-riders', (g) =>
      place(
        { ...emptyBoard(g), areas: { ...emptyBoard(g).areas, 'moat-cailin': { ...g.areas['moat-cailin'], units: [], powerToken: 'stark' } } },
        [['karhold', 'stark', [F]], ['moat-cailin', 'stark', [F]], ['the-twins', 'stark', [F]]],
      ),
    );
    // Three units or fewer: all destroyed at once (2E-WLC-04), with no choice and no token to place.
    expect(unitsIn(s, 'karhold', 'stark')).toEqual([]);
    expect(s.areas.karhold.powerToken).toBeNull();
    expect(controllerOf(s, 'karhold')).toBeNull();
    expect(s.areas['moat-cailin'].powerToken).toBe('stark');
    expect(controllerOf(s, 'moat-cailin')).toBe('stark');
    expect(s.houses.stark?.power).toBe(5);
    expect(pending(s).every((d) => d.house !== 'stark' || d.kind === 'place-orders')).toBe(true);
  });

  it('victory is checked after each change (2E-END-02, 2E-ROUND-04: in the Westeros phase too): a Lannister unit destroyed in Winterfell gives Stark its 7th area, and the attack stops there', () => {
    // Stark holds 6 Castle/Stronghold areas; Lannister's only unit occupies Winterfell.
    const board = (g: GameState) =>
      place(emptyBoard(g), [
        ['winterfell', 'lannister', [F]],
        ...(['white-harbor', 'moat-cailin', 'flints-finger', 'seagard', 'riverrun', 'crackclaw-point'] as const).map((a) => [a, 'stark', [F]] as const),
        ['dragonstone', 'baratheon', [F, F, F]],
      ]);
    const before = bids(position(board, 12), { stark: 1, baratheon: 1, greyjoy: 1 });
    expect(victoryPoints(before, 'stark')).toBe(6);
    expect(before.winner).toBeNull();
    const after = reveal(before, 'mammoth-riders');
    expect(unitsIn(after, 'winterfell', 'lannister')).toEqual([]);
    expect(controllerOf(after, 'winterfell')).toBe('stark');
    expect(after.winner).toBe('stark');
    // Everyone else would destroy 2 units next; the game ended before Baratheon's turn.
    expect(pending(after)).toEqual([]);
    expect(unitsIn(after, 'dragonstone', 'baratheon')).toEqual([F, F, F]);
  });
});

describe('2E-WILD-14 the 9 Wildling cards and their three texts', () => {
  it('one copy each, every card with a Night’s Watch Victory, a Lowest Bidder and an Everyone Else text, and an effect for each', () => {
    expect(WILDLING_CARD_IDS).toHaveLength(9);
    expect(newGame({ players: 3 }).decks.wildling?.drawPile).toBe(9);
    for (const id of WILDLING_CARD_IDS) {
      const c = WILDLING_CARDS[id];
      expect(c.id).toBe(id);
      for (const text of [c.nightsWatchVictory, c.lowestBidder, c.everyoneElse]) expect(text.length).toBeGreaterThan(0);
      const hooks = WILDLING_EFFECTS[id];
      expect([typeof hooks.nightsWatch, typeof hooks.lowest, typeof hooks.everyoneElse]).toEqual(['function', 'function', 'function']);
    }
    expect(Object.keys(WILDLING_EFFECTS).sort()).toEqual([...WILDLING_CARD_IDS].sort());
  });
});
