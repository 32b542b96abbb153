// The 1st edition's Westeros phase, wildlings and victory (agot-1e.md §1.5–§1.10, §1.24): resolved
// cards go under their deck ([1E-WEST-02]); Rains of Autumn takes the Footmen's support
// ([1E-WCARD-11]); Game of Thrones pays crowns only ([1E-WCARD-04]); reaching 12 never attacks
// ([1E-WILD-03]); an attack's outcome is fixed ([1E-WILD-05], [1E-WILD-06]) and the threat goes back
// to 0 ([1E-WILD-07]); end-of-game ties go to Supply, then Power, then a shared victory ([1E-END-03]).
import { describe, expect, it } from 'vitest';
import { RuleViolation } from './errors';
import { apply, applyWithEvents, newGame, pending, type GameState, type House, type Move, type Unit } from './index';
import type { WesterosCardId } from './data/westeros-cards';
import { declareFinalWinner } from './victory';

function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

const unit = (house: House, type: Unit['type']): Unit => ({ house, type, routed: false });

/** A 3-player 1st-edition game (edited by `edit`) whose round 1 passes with no order: round 2's Westeros phase waits for deck I. */
function roundTwo(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = edit(newGame({ ruleset: '1e', players: 3 }));
  for (const house of s.options.houses) s = apply(s, { kind: 'place-orders', house, orders: [] });
  return apply(s, { kind: 'use-raven', house: 'lannister', use: 'none' });
}

const reveal = (deck: 'westeros-1' | 'westeros-2' | 'westeros-3', card: WesterosCardId): Move => ({ kind: 'reveal-card', deck, card });

/** Reveals the three cards, each of its deck. */
function reveal3(s: GameState, cards: [WesterosCardId, WesterosCardId, WesterosCardId]): ReturnType<typeof applyWithEvents> {
  let state = s;
  const events: ReturnType<typeof applyWithEvents>['events'] = [];
  (['westeros-1', 'westeros-2', 'westeros-3'] as const).forEach((deck, i) => {
    const step = applyWithEvents(state, reveal(deck, cards[i]!));
    state = step.state;
    events.push(...step.events);
  });
  return { state, events };
}

describe('1E-WEST-02 resolved Westeros cards go under their deck', () => {
  it('after the phase each card lies under its deck, none is discarded; the three icons moved the threat 0 → 6 first (1E-WILD-02)', () => {
    const s = roundTwo();
    expect([s.round, pending(s)[0]]).toMatchObject([2, { kind: 'reveal-card', deck: 'westeros-1' }]);
    const { state } = reveal3(s, ['last-days-of-summer', 'last-days-of-summer', 'last-days-of-summer']);
    expect(state.decks['westeros-1']).toEqual({ drawPile: 9, discard: ['last-days-of-summer'] });
    expect(state.wildlingThreat).toBe(6);
    expect(pending(state).map((d) => d.kind)).toEqual(['place-orders', 'place-orders', 'place-orders']);
  });

  it('a card under the deck is not on top while the shuffled part lasts: refused with 1E-WEST-02', () => {
    const s = roundTwo((g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 9, discard: ['winter-is-coming'] } } }));
    expectViolation(() => apply(s, reveal('westeros-1', 'winter-is-coming')), '1E-WEST-02');
  });

  it('once the shuffled part is used up the first card put under is on top, and only it', () => {
    const under: WesterosCardId[] = ['mustering', 'supply', 'supply', 'mustering', 'supply', 'mustering', 'supply', 'mustering', 'winter-is-coming', 'last-days-of-summer'];
    const s = roundTwo((g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 0, discard: under } } }));
    expect(pending(s)[0]).toMatchObject({ kind: 'reveal-card', deck: 'westeros-1' });
    expectViolation(() => apply(s, reveal('westeros-1', 'supply')), '1E-WEST-02');
    const after = apply(s, reveal('westeros-1', 'mustering'));
    expect(after.decks['westeros-1']?.discard).toEqual(under.slice(1));
  });

  it('1E-WCARD-06: Winter Is Coming shuffles its whole deck, the cards under it too', () => {
    const s = roundTwo((g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 8, discard: ['supply', 'mustering'] } } }));
    const drawn = apply(s, reveal('westeros-1', 'winter-is-coming'));
    expect(pending(drawn)[0]).toMatchObject({ kind: 'shuffle-deck', deck: 'westeros-1', reason: 'winter' });
    const shuffled = apply(drawn, { kind: 'shuffle-deck', deck: 'westeros-1' });
    expect(shuffled.decks['westeros-1']).toEqual({ drawPile: 10, discard: [] });
  });
});

describe('1E-WCARD-04 Game of Thrones pays crowns only', () => {
  it('each house gains one Power per crown it controls (Winterfell 1; Stoney Sept 1; Dragonstone and Kingswood 2)', () => {
    const { state, events } = reveal3(roundTwo(), ['last-days-of-summer', 'game-of-thrones', 'last-days-of-summer']);
    expect([state.houses.stark?.power, state.houses.lannister?.power, state.houses.baratheon?.power]).toEqual([6, 6, 7]);
    expect(events.filter((e) => e.kind === 'power').length).toBe(3);
  });
});

describe('1E-WILD-03 reaching 12 does not attack', () => {
  it('the threat stops at 12 and the Planning phase follows', () => {
    const { state } = reveal3(roundTwo((g) => ({ ...g, wildlingThreat: 8 })), ['last-days-of-summer', 'last-days-of-summer', 'last-days-of-summer']);
    expect(state.wildlingThreat).toBe(12);
    expect(pending(state)[0]?.kind).toBe('place-orders');
  });
});

describe('1E-WCARD-05 the Wildling Attack card', () => {
  const attack = (threat: number, first: WesterosCardId = 'supply', second: WesterosCardId = 'clash-of-kings') =>
    reveal3(roundTwo((g) => ({ ...g, wildlingThreat: threat })), [first, second, 'wildlings-attack']);

  /** Answers the Supply and Clash of Kings cards with bids of 0 until the wildlings' bids are asked. */
  function toWildlingBids(s: GameState): GameState {
    let state = s;
    for (let i = 0; i < 50; i++) {
      const ds = pending(state);
      if (ds.some((d) => d.kind === 'bid' && d.contest === 'wildlings')) return state;
      const d = ds[0]!;
      if (d.kind === 'bid') state = apply(state, { kind: 'bid', house: d.house, amount: 0 });
      else if (d.kind === 'break-tie') state = apply(state, { kind: 'break-tie', house: d.house, pick: d.tied[0]! });
      else throw new Error(`unexpected ${d.kind}`);
    }
    throw new Error('no wildling bids');
  }
  const bid = (s: GameState, amounts: Partial<Record<House, number>>) =>
    pending(s).reduce((state, d) => (d.kind === 'bid' ? apply(state, { kind: 'bid', house: d.house, amount: amounts[d.house] ?? 0 }) : state), s);

  it('1E-WILD-05, 1E-WILD-07: the Night’s Watch wins; the highest bidder may take back one discarded card; the threat goes to 0', () => {
    const s = toWildlingBids(attack(2).state);
    const withDiscard: GameState = { ...s, houses: { ...s.houses, stark: { ...s.houses.stark!, hand: s.houses.stark!.hand.slice(1), discard: ['eddard-stark'] } } };
    const after = bid(withDiscard, { stark: 3 });
    expect(after.wildlingThreat).toBe(0);
    expect(pending(after)).toMatchObject([{ kind: 'take-house-card', house: 'stark' }]);
    expectViolation(() => apply(after, { kind: 'take-house-card', house: 'stark', card: 'robb-stark' }), '1E-WILD-05');
    const taken = apply(after, { kind: 'take-house-card', house: 'stark', card: 'eddard-stark' });
    expect(taken.houses.stark?.discard).toEqual([]);
    expect(taken.houses.stark?.power).toBe(after.houses.stark!.power);
  });

  it('1E-WILD-06: the wildlings win; every house destroys units worth 2 points, the lowest bidder 4; in turn order; the threat goes to 0 (1E-WILD-07)', () => {
    const s = toWildlingBids(attack(4, 'last-days-of-summer', 'last-days-of-summer').state);
    // Lannister bids 1, the others 0: Baratheon and Stark tie lowest; the Iron Throne holder (Baratheon) picks Stark.
    let state = bid(s, { lannister: 1 });
    expect(state.wildlingThreat).toBe(0);
    expect(pending(state)).toMatchObject([{ kind: 'break-tie', house: 'baratheon', for: 'lowest' }]);
    state = apply(state, { kind: 'break-tie', house: 'baratheon', pick: 'stark' });
    // Baratheon first (Iron Throne 1): 2 points; a Knight pays them at once.
    expect(pending(state)).toMatchObject([{ kind: 'destroy-unit', house: 'baratheon', left: 2 }]);
    expectViolation(() => apply(state, { kind: 'destroy-unit', house: 'baratheon', area: 'winterfell', unit: 'knight' }), '1E-WILD-06');
    state = apply(state, { kind: 'destroy-unit', house: 'baratheon', area: 'dragonstone', unit: 'knight' });
    expect(pending(state)).toMatchObject([{ kind: 'destroy-unit', house: 'lannister', left: 2 }]);
    state = apply(state, { kind: 'destroy-unit', house: 'lannister', area: 'the-golden-sound', unit: 'ship' });
    state = apply(state, { kind: 'destroy-unit', house: 'lannister', area: 'stoney-sept', unit: 'footman' });
    // Stark, the lowest bidder: 4 points.
    expect(pending(state)).toMatchObject([{ kind: 'destroy-unit', house: 'stark', left: 4 }]);
  });
});

describe('1E-WCARD-11 Rains of Autumn', () => {
  it('a supporting Footman adds nothing this round; the rain ends with the Action phase', () => {
    const s = reveal3(
      roundTwo((g) => ({
        ...g,
        areas: {
          ...g.areas,
          'storms-end': { ...g.areas['storms-end'], units: [unit('stark', 'footman')] },
          'dornish-marches': { ...g.areas['dornish-marches'], units: [unit('baratheon', 'footman')], neutralForce: null },
        },
      })),
      ['last-days-of-summer', 'last-days-of-summer', 'rains-of-autumn'],
    ).state;
    expect(s.rainsOfAutumn).toBe(true);
    let state = apply(s, { kind: 'place-orders', house: 'baratheon', orders: [{ area: 'kingswood', token: 'march-0' }, { area: 'dornish-marches', token: 'support-a' }] });
    state = apply(apply(state, { kind: 'place-orders', house: 'lannister', orders: [] }), { kind: 'place-orders', house: 'stark', orders: [] });
    state = apply(state, { kind: 'use-raven', house: 'lannister', use: 'none' });
    state = apply(state, { kind: 'resolve-march', house: 'baratheon', area: 'kingswood', moves: [{ to: 'storms-end', units: ['footman'] }], powerToken: false });
    state = apply(state, { kind: 'declare-support', house: 'baratheon', area: 'dornish-marches', side: 'attacker' });
    const events: ReturnType<typeof applyWithEvents>['events'] = [];
    for (const house of ['baratheon', 'stark'] as const) {
      const step = applyWithEvents(state, { kind: 'choose-house-card', house, card: house === 'stark' ? 'eddard-stark' : 'stannis-baratheon' });
      state = step.state;
      events.push(...step.events);
    }
    const blade = applyWithEvents(state, { kind: 'use-blade', house: 'stark', use: false });
    expect([...events, ...blade.events].find((e) => e.kind === 'combat-result')).toMatchObject({ attacker: { support: 0 } });
    expect(blade.state.rainsOfAutumn).toBeUndefined();
  });
});

describe('1E-END-03 end-of-game ties', () => {
  // Stark without White Harbor: every house holds one Castle or Stronghold area.
  const level = (g: GameState): GameState => ({ ...g, areas: { ...g.areas, 'white-harbor': { ...g.areas['white-harbor'], units: [] } } });

  it('Lannister and Baratheon tie on areas, Supply (2) and Power (5): they share the victory, Baratheon (Iron Throne 1) first', () => {
    const end = declareFinalWinner(level(newGame({ ruleset: '1e', players: 3 })));
    expect([end.winner, end.sharedWin]).toEqual(['baratheon', ['baratheon', 'lannister']]);
  });

  it('1E-END-02: after round 10 the house with the most areas wins (Stark, 2); a shared win is told with 1E-END-03', () => {
    const last = (g: GameState): GameState => {
      let s: GameState = { ...g, round: 10 };
      for (const house of s.options.houses) s = apply(s, { kind: 'place-orders', house, orders: [] });
      return s;
    };
    const won = applyWithEvents(last(newGame({ ruleset: '1e', players: 3 })), { kind: 'use-raven', house: 'lannister', use: 'none' });
    expect(won.events.filter((e) => e.kind === 'game-won')).toEqual([{ kind: 'game-won', rule: '1E-END-02', house: 'stark' }]);
    const drawn = applyWithEvents(last(level(newGame({ ruleset: '1e', players: 3 }))), { kind: 'use-raven', house: 'lannister', use: 'none' });
    expect(drawn.events.filter((e) => e.kind === 'game-won')).toEqual([{ kind: 'game-won', rule: '1E-END-03', house: 'baratheon' }]);
    expect(drawn.state.sharedWin).toEqual(['baratheon', 'lannister']);
  });

  it('more available Power breaks the tie', () => {
    const g = level(newGame({ ruleset: '1e', players: 3 }));
    const end = declareFinalWinner({ ...g, houses: { ...g.houses, lannister: { ...g.houses.lannister!, power: 6 } } });
    expect([end.winner, end.sharedWin]).toEqual(['lannister', undefined]);
  });
});
