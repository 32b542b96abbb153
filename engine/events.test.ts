// applyWithEvents: the events of a move explain it, each citing its rule (engine/events.ts), and
// the state is the one apply returns. Positions are the rulebook's worked combats.
import { describe, expect, it } from 'vitest';
import { board, card, declare, march, retreat } from './combat-test-support';
import { choices, sampleMove } from './choices';
import type { Move } from './decisions';
import { eventText } from './event-text';
import type { GameEvent } from './events';
import { apply, applyWithEvents, pending } from './flow';
import { stateHash } from './hash';
import { newGame } from './setup';
import type { GameState } from './state';

/** Applies moves with events; checks each step against apply. */
function played(state: GameState, ...moves: Move[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const m of moves) {
    const r = applyWithEvents(s, m);
    expect(stateHash(r.state)).toBe(stateHash(apply(s, m)));
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

const ofKind = <K extends GameEvent['kind']>(events: readonly GameEvent[], kind: K) => events.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);

describe('events of a combat', () => {
  it('2E-COMBAT-34: a 4–4 tie, by source, goes to the house higher on Fiefdoms; the loser retreats (2E-COMBAT-45)', () => {
    const start = board(
      {
        'kings-landing': { units: ['tyrell footman', 'tyrell knight'], order: 'tyrell march-0', neutralForce: null },
        kingswood: { units: ['lannister footman', 'lannister footman'] },
      },
      { tracks: { fiefdoms: ['greyjoy', 'martell', 'lannister', 'tyrell', 'stark', 'baratheon'] } },
    );
    const ready: GameState = { ...start, round: 10, stack: [{ kind: 'game', id: 0, next: 'end-of-round' }, { kind: 'action', id: 1, step: 'march', last: 'martell', resolved: 0, attack: null, attackStarted: false, tokenArea: null }], nextFrameId: 2 };
    const marchMove: Move = { kind: 'resolve-march', house: 'tyrell', area: 'kings-landing', moves: [{ to: 'kingswood', units: ['footman', 'knight'] }], powerToken: false };
    const { events } = played(ready, marchMove, card('lannister', 'ser-jaime-lannister'), card('tyrell', 'alester-florent'));
    expect(ofKind(events, 'march')).toEqual([{ kind: 'march', rule: '2E-MARCH-01', house: 'tyrell', area: 'kings-landing', moves: marchMove.kind === 'resolve-march' ? marchMove.moves : [], powerToken: false }]);
    expect(ofKind(events, 'combat-started')).toEqual([{ kind: 'combat-started', rule: '2E-MARCH-05', area: 'kingswood', from: 'kings-landing', attacker: 'tyrell', defender: 'lannister' }]);
    expect(ofKind(events, 'initial-strength')).toEqual([{ kind: 'initial-strength', rule: '2E-COMBAT-22', area: 'kingswood', attacker: 3, defender: 2 }]);
    expect(ofKind(events, 'house-cards-revealed')).toEqual([{ kind: 'house-cards-revealed', rule: '2E-COMBAT-23', area: 'kingswood', attacker: 'alester-florent', defender: 'ser-jaime-lannister' }]);
    const [result] = ofKind(events, 'combat-result');
    expect(result).toEqual({
      kind: 'combat-result',
      rule: '2E-COMBAT-34',
      area: 'kingswood',
      attacker: { house: 'tyrell', units: 3, support: 0, order: 0, garrison: 0, card: 1, blade: 0, tides: 0, swords: 0, towers: 1, total: 4 },
      defender: { house: 'lannister', units: 2, support: 0, order: 0, garrison: 0, card: 2, blade: 0, tides: 0, swords: 1, towers: 0, total: 4 },
      victor: 'lannister',
      tie: true,
      casualties: 0,
    });
    expect(ofKind(events, 'retreat')).toEqual([{ kind: 'retreat', rule: '2E-COMBAT-45', house: 'tyrell', from: 'kingswood', to: 'kings-landing', units: ['footman', 'knight'], destroyed: [] }]);
    expect(ofKind(events, 'house-card').map((e) => [e.house, e.card, e.from, e.to, e.rule])).toEqual([
      ['lannister', 'ser-jaime-lannister', 'hand', 'play', '2E-COMBAT-23'],
      ['tyrell', 'alester-florent', 'hand', 'play', '2E-COMBAT-23'],
      ['lannister', 'ser-jaime-lannister', 'play', 'discard', '2E-COMBAT-58'],
      ['tyrell', 'alester-florent', 'play', 'discard', '2E-COMBAT-58'],
    ]);
    expect(eventText(result!)).toBe(
      'Combat in Kingswood: Tyrell 4 (units 3 + House card 1; 0 swords, 1 tower) against Lannister 4 (units 2 + House card 2; 1 sword, 0 towers). Lannister wins the tie on the Fiefdoms track; 0 casualties.',
    );
  });

  it('2E-COMBAT-13, 2E-COMBAT-37: support is listed, and a routed unit that cannot retreat again is destroyed first', () => {
    const start = board({
      'sea-of-dorne': { units: ['tyrell ship'] },
      'blackwater-bay': { units: ['baratheon ship'], order: 'baratheon support-a' },
      kingswood: { units: ['tyrell knight'] },
      'kings-landing': { units: ['baratheon knight', 'baratheon footman'], order: 'baratheon march-plus-1', neutralForce: null },
      'storms-end': { units: ['tyrell footman'], neutralForce: null },
      'the-boneway': { units: ['baratheon knight', 'baratheon knight'], order: 'baratheon march-0', neutralForce: null },
    });
    const first = march(start, { house: 'baratheon', from: 'kings-landing', to: 'kingswood', units: ['knight', 'footman'] });
    const fought = played(first, declare('baratheon', 'blackwater-bay', 'attacker'), card('baratheon', 'stannis-baratheon'), card('tyrell', 'margaery-tyrell'), retreat('tyrell', 'storms-end'));
    expect(ofKind(fought.events, 'support')).toEqual([{ kind: 'support', rule: '2E-COMBAT-13', area: 'kingswood', declared: [{ area: 'blackwater-bay', house: 'baratheon', side: 'attacker', accepted: true }] }]);
    const [result] = ofKind(fought.events, 'combat-result');
    expect(result?.attacker).toMatchObject({ units: 3, support: 1, order: 1, card: 4, total: 9 });
    expect(result?.victor).toBe('baratheon');
    expect(ofKind(fought.events, 'retreat')).toEqual([{ kind: 'retreat', rule: '2E-COMBAT-46', house: 'tyrell', from: 'kingswood', to: 'storms-end', units: ['knight'], destroyed: [] }]);
    // The conquerors move in (2E-COMBAT-56).
    expect(ofKind(fought.events, 'units')).toContainEqual({ kind: 'units', rule: '2E-COMBAT-56', area: 'kingswood', house: 'baratheon', added: ['footman', 'knight'], removed: [] });

    const second = march(fought.state, { house: 'baratheon', from: 'the-boneway', to: 'storms-end', units: ['knight', 'knight'] });
    const lost = played(second, card('baratheon', 'melisandre'), card('tyrell', 'alester-florent'));
    // The routed Knight is destroyed before casualties (2E-COMBAT-37, OQ-09).
    expect(ofKind(lost.events, 'casualties')).toEqual([{ kind: 'casualties', rule: '2E-COMBAT-37', area: 'storms-end', house: 'tyrell', units: ['knight'] }]);
    expect(ofKind(lost.events, 'retreat')).toEqual([{ kind: 'retreat', rule: '2E-COMBAT-46', house: 'tyrell', from: 'storms-end', to: 'yronwood', units: ['footman'], destroyed: [] }]);
    for (const e of [...fought.events, ...lost.events]) expect(eventText(e)).not.toMatch(/undefined|NaN|\[object/);
  });

  it('2E-HC-01: a card ability names its timing as the card text heads it', () => {
    const ability = (tier: string): GameEvent => ({ kind: 'card-ability', rule: '2E-HC-01', house: 'tyrell', card: 'mace-tyrell', tier });
    expect(eventText(ability('immediately'))).toBe('Mace Tyrell (Tyrell): its “Immediately” ability resolves.');
    expect(eventText(ability('after-combat'))).toBe('Mace Tyrell (Tyrell): its “After combat” ability resolves.');
  });
});

/** The events of the first `rounds` rounds of a game whose moves a seeded picker samples from the legal ones. */
function eventsOfRounds(ruleset: '1e' | undefined, rounds: number, seed: number): GameEvent[] {
  let a = seed >>> 0;
  const pick = (n: number) => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    return (a >>> 8) % n;
  };
  let state = newGame(ruleset === '1e' ? { players: 4, ruleset } : { players: 4 });
  const events: GameEvent[] = [];
  while (state.winner === null && state.round <= rounds) {
    const [decision] = pending(state);
    if (decision === undefined) throw new Error('expected a pending decision while the game goes on');
    const r = applyWithEvents(state, sampleMove(choices(state, decision), pick));
    events.push(...r.events);
    state = r.state;
  }
  return events;
}

// The second walk: `verify --events` on a 1st-edition game cited [2E-ROUND-03], [2E-PLAN-12] and
// [2E-PLAN-14] for the steps both editions share. A 1st-edition game cites its own rules for them.
describe('rules of the steps both editions share', () => {
  const shared = ['round-started', 'phase-started', 'orders-revealed', 'order-replaced'] as const;
  const rulesOf = (events: readonly GameEvent[]) => new Set(events.filter((e) => (shared as readonly string[]).includes(e.kind)).map((e) => `${e.kind} ${e.rule}`));

  it('1E-ROUND-01, 1E-WEST-01, 1E-PLAN-01, 1E-ACT-01, 1E-INF-04: a 1st-edition game cites the 1st edition', () => {
    const events = eventsOfRounds('1e', 4, 7);
    expect([...rulesOf(events)].sort()).toEqual([
      'order-replaced 1E-INF-04',
      'orders-revealed 1E-PLAN-01',
      'phase-started 1E-ACT-01',
      'phase-started 1E-PLAN-01',
      'phase-started 1E-WEST-01',
      'round-started 1E-ROUND-01',
    ]);
    const round = events.find((e) => e.kind === 'round-started')!;
    expect(`${eventText(round)} [${round.rule}]`).toBe('Round 2 begins. [1E-ROUND-01]');
    // Power, units or tracks that change in the Planning phase or with the Raven cite it too.
    expect(events.filter((e) => /^2E-(ROUND-03|PLAN-12|PLAN-14|WEST-01|PLAN-01|ACT-01)$/.test(e.rule)).map((e) => `${e.kind} ${e.rule}`)).toEqual([]);
  });

  it('2E-ROUND-03, 2E-WEST-01, 2E-PLAN-01, 2E-ACT-01, 2E-PLAN-12, 2E-PLAN-14: a 2nd-edition game keeps the 2nd edition', () => {
    expect([...rulesOf(eventsOfRounds(undefined, 4, 7))].sort()).toEqual([
      'order-replaced 2E-PLAN-14',
      'orders-revealed 2E-PLAN-12',
      'phase-started 2E-ACT-01',
      'phase-started 2E-PLAN-01',
      'phase-started 2E-WEST-01',
      'round-started 2E-ROUND-03',
    ]);
  });
});
