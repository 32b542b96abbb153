// The 1st edition's combat (agot-1e.md §1.18–§1.21): the 2nd edition's steps with the 1st edition's
// House cards — printed strength 0–3 ([1E-COMP-04]), their own texts in the 2nd edition's tiers
// ([1E-HCARD-05], open question 7) — no garrison, siege engine or Tides of Battle ([1E-COMP-08]),
// ties to the Fiefdoms track ([1E-COMBAT-09]), and all seven cards back when the seventh is played
// ([1E-HCARD-03]).
import { describe, expect, it } from 'vitest';
import { RuleViolation } from './errors';
import { apply, applyWithEvents, newGame, pending, type GameState, type House, type Move, type OrderPlacement, type Unit } from './index';
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';

function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

const unit = (house: House, type: Unit['type']): Unit => ({ house, type, routed: false });

/**
 * A 1st-edition game of `players` whose areas are edited first (`units`: area → units; `hands`:
 * house → hand, the rest of its cards in its discard pile), then each house places `orders`, the
 * Raven holder (Lannister) passes, and `march` is resolved: the combat it starts waits for the cards.
 */
function combat(players: 3 | 4, units: Partial<Record<AreaId, Unit[]>>, orders: Partial<Record<House, OrderPlacement[]>>, march: Move, hands: Partial<Record<House, HouseCardId[]>> = {}): GameState {
  let s = newGame({ ruleset: '1e', players });
  const areas = { ...s.areas };
  for (const [area, list] of Object.entries(units) as [AreaId, Unit[]][]) areas[area] = { ...areas[area], units: list };
  const houses = { ...s.houses };
  for (const [house, hand] of Object.entries(hands) as [House, HouseCardId[]][]) {
    const h = houses[house]!;
    houses[house] = { ...h, hand, discard: [...h.hand, ...h.discard].filter((c) => !hand.includes(c)) };
  }
  s = { ...s, areas, houses };
  for (const house of s.options.houses) s = apply(s, { kind: 'place-orders', house, orders: orders[house] ?? [] });
  s = apply(s, { kind: 'use-raven', house: 'lannister', use: 'none' });
  return apply(s, march);
}

/** Plays both cards (each sealed move, in seat order, skipped for a house with one card). */
function cards(s: GameState, played: Partial<Record<House, HouseCardId>>): { state: GameState; events: ReturnType<typeof applyWithEvents>['events'] } {
  let state = s;
  const events: ReturnType<typeof applyWithEvents>['events'] = [];
  for (const d of pending(s)) {
    if (d.kind !== 'choose-house-card') continue;
    const step = applyWithEvents(state, { kind: 'choose-house-card', house: d.house, card: played[d.house]! });
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/** Stark's Blade stays unused; returns the events of that move too. */
function noBlade(s: GameState): { state: GameState; events: ReturnType<typeof applyWithEvents>['events'] } {
  const [d] = pending(s);
  if (d?.kind !== 'use-blade') return { state: s, events: [] };
  return applyWithEvents(s, { kind: 'use-blade', house: d.house, use: false });
}

// Baratheon's Kingswood footman attacks a Stark footman in Storm's End (3 players).
const stormsEnd = (hands: Partial<Record<House, HouseCardId[]>> = {}) =>
  combat(
    3,
    { 'storms-end': [unit('stark', 'footman')] },
    { baratheon: [{ area: 'kingswood', token: 'march-0' }] },
    { kind: 'resolve-march', house: 'baratheon', area: 'kingswood', moves: [{ to: 'storms-end', units: ['footman'] }], powerToken: false },
    hands,
  );

describe('1E-COMP-04 House cards of strength 0–3', () => {
  it('Stannis (3) against Eddard Stark (3): 4 against 4, and the tie goes to Stark, first on the Fiefdoms track (1E-COMBAT-09)', () => {
    const s = stormsEnd();
    expect(pending(s).map((d) => d.kind)).toEqual(['choose-house-card', 'choose-house-card']);
    const played = cards(s, { baratheon: 'stannis-baratheon', stark: 'eddard-stark' });
    const { state, events } = noBlade(played.state);
    const result = events.find((e) => e.kind === 'combat-result');
    expect(result).toMatchObject({ attacker: { card: 3, units: 1, total: 4, swords: 1, towers: 1 }, defender: { card: 3, units: 1, total: 4, towers: 2, garrison: 0 }, victor: 'stark', tie: true });
    // The loser goes home routed (the round then ends, and it stands up at Cleanup).
    expect(events).toContainEqual(expect.objectContaining({ kind: 'retreat', house: 'baratheon', from: 'storms-end', to: 'kingswood' }));
    expect(state.areas.kingswood.units).toEqual([unit('baratheon', 'footman')]);
    expect(state.areas['storms-end'].units).toEqual([unit('stark', 'footman')]);
    expect(state.round).toBe(2);
  });
});

describe('1E-RETREAT-07 routed units stand up once every March order is resolved', () => {
  it('the routed loser stays routed while a March order of the turn is left, and stands up after the last one', () => {
    // Baratheon's attack from Kingswood fails (Stannis 4 against Eddard Stark 4, the tie to Stark);
    // its March order on Dragonstone is still to resolve.
    const s = combat(
      3,
      { 'storms-end': [unit('stark', 'footman')] },
      { baratheon: [{ area: 'kingswood', token: 'march-0' }, { area: 'dragonstone', token: 'march-minus-1' }] },
      { kind: 'resolve-march', house: 'baratheon', area: 'kingswood', moves: [{ to: 'storms-end', units: ['footman'] }], powerToken: false },
    );
    const { state } = noBlade(cards(s, { baratheon: 'stannis-baratheon', stark: 'eddard-stark' }).state);
    expect(state.round).toBe(1);
    expect(pending(state).map((d) => `${d.kind} ${d.house}`)).toEqual(['resolve-march baratheon']);
    expect(state.areas.kingswood.units).toEqual([{ house: 'baratheon', type: 'footman', routed: true }]);
    // The last March order: Dragonstone's units stay home. Every March order is resolved, and the routed footman stands.
    const after = apply(state, { kind: 'resolve-march', house: 'baratheon', area: 'dragonstone', moves: [], powerToken: false });
    expect(after.round).toBe(2);
    expect(after.areas.kingswood.units).toEqual([unit('baratheon', 'footman')]);
  });
});

describe('1E-HCARD-03 all seven cards return when the seventh is played', () => {
  it('Baratheon plays its last card in hand: after the combat all seven are back, none in the discard pile', () => {
    const s = stormsEnd({ baratheon: ['house-florent-lord'] });
    // One card in hand: no choice, only Stark is asked.
    expect(pending(s).map((d) => d.house)).toEqual(['stark']);
    const { state } = noBlade(cards(s, { stark: 'eddard-stark' }).state);
    expect(state.houses.baratheon?.hand).toHaveLength(7);
    expect(state.houses.baratheon?.discard).toEqual([]);
    // Stark's card goes to its discard pile as in the 2nd edition (1E-HCARD-02).
    expect(state.houses.stark?.discard).toEqual(['eddard-stark']);
  });

  it('1E-HCARD-02: a card of the discard pile cannot be played', () => {
    const s = stormsEnd({ baratheon: ['house-florent-lord', 'ser-axell-florent'] });
    expectViolation(() => apply(s, { kind: 'choose-house-card', house: 'baratheon', card: 'stannis-baratheon' }), '1E-HCARD-02');
  });
});

describe('1E-HCARD-05 the 1st edition’s card texts', () => {
  it('Robb Stark: Stark’s attacking Knight adds 3', () => {
    const s = combat(
      3,
      { karhold: [unit('lannister', 'footman')] },
      { stark: [{ area: 'winterfell', token: 'march-0' }] },
      { kind: 'resolve-march', house: 'stark', area: 'winterfell', moves: [{ to: 'karhold', units: ['knight'] }] },
    );
    const { state, events } = cards(s, { stark: 'robb-stark', lannister: 'tywin-lannister' });
    const all = [...events, ...noBlade(state).events];
    expect(all.find((e) => e.kind === 'combat-result')).toMatchObject({ attacker: { units: 3, card: 2, total: 5 }, defender: { units: 1, card: 3, total: 4 }, victor: 'stark' });
  });

  // Baratheon's Kingswood footman (March +1) attacks a Tyrell footman in the Dornish Marches (4 players).
  const marches = () =>
    combat(
      4,
      {},
      { baratheon: [{ area: 'kingswood', token: 'march-plus-1' }] },
      { kind: 'resolve-march', house: 'baratheon', area: 'kingswood', moves: [{ to: 'dornish-marches', units: ['footman'] }], powerToken: false },
    );

  it('Melisandre: the winner pays 1 Power to discard a card of the loser’s hand; one not in that hand is refused with 1E-HCARD-05', () => {
    const { state } = noBlade(cards(marches(), { baratheon: 'melisandre', tyrell: 'brienne-of-tarth' }).state);
    expect(pending(state)).toMatchObject([{ kind: 'discard-opponent-card', house: 'baratheon', opponent: 'tyrell' }]);
    expectViolation(() => apply(state, { kind: 'discard-opponent-card', house: 'baratheon', card: 'brienne-of-tarth' }), '1E-HCARD-05');
    const after = apply(state, { kind: 'discard-opponent-card', house: 'baratheon', card: 'mace-tyrell' });
    expect(after.houses.baratheon?.power).toBe(state.houses.baratheon!.power - 1);
    expect(after.houses.tyrell?.discard).toEqual(['mace-tyrell']);
    expect(after.houses.tyrell?.hand).not.toContain('mace-tyrell');
  });

  it('Queen of Thorns cancels Melisandre’s text: Baratheon wins and nothing is asked', () => {
    const played = cards(marches(), { baratheon: 'melisandre', tyrell: 'queen-of-thorns' });
    const { state, events } = noBlade(played.state);
    expect(pending(state).map((d) => d.kind)).not.toContain('discard-opponent-card');
    expect(events.find((e) => e.kind === 'combat-result')).toMatchObject({ victor: 'baratheon', attacker: { total: 2 }, defender: { total: 1 } });
    expect(state.houses.tyrell?.hand).toHaveLength(6);
  });

  it('Cersei Lannister must remove one order of the loser: declining is refused with 1E-HCARD-05', () => {
    // Lannister's Stoney Sept footman attacks a Baratheon footman in Blackwater; Baratheon keeps an order in Dragonstone.
    const s = combat(
      3,
      { blackwater: [unit('baratheon', 'footman')] },
      { lannister: [{ area: 'stoney-sept', token: 'march-plus-1' }], baratheon: [{ area: 'dragonstone', token: 'defense-1a' }] },
      { kind: 'resolve-march', house: 'lannister', area: 'stoney-sept', moves: [{ to: 'blackwater', units: ['footman'] }], powerToken: false },
    );
    const { state } = noBlade(cards(s, { lannister: 'cersei-lannister', baratheon: 'salladhor-saan' }).state);
    expect(pending(state)).toMatchObject([{ kind: 'remove-order', house: 'lannister', optional: false }]);
    expectViolation(() => apply(state, { kind: 'remove-order', house: 'lannister', area: null }), '1E-HCARD-05');
    expect(apply(state, { kind: 'remove-order', house: 'lannister', area: 'dragonstone' }).areas.dragonstone.order).toBeNull();
  });
});
