// Random combats with every House card and Tides of Battle, driven by choices()/sampleMove, run
// to their end (style rule 11); malformed answers to the ability and Tides decisions are rule
// violations, never crashes ([2E-GEN-01]).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSES, type House } from './data/vocabulary';
import { fight } from './ability-test-support';
import { choices, sampleMove } from './choices';
import { card, play } from './combat-test-support';
import type { Move } from './decisions';
import { apply, pending } from './flow';
import type { GameState } from './state';
import { deepFreeze, viaJson } from './test-support';

const tidesOn = (s: GameState): GameState => ({ ...s, options: { ...s.options, tidesOfBattle: true }, decks: { ...s.decks, 'tides-of-battle': { drawPile: 24, discard: [] } } });

const COMBAT_KINDS = new Set(['support', 'combat', 'retreat']);

describe('2E-HC-01 / 2E-TOB-02 random combats with abilities and Tides of Battle run to their end', () => {
  it('every sampled move applies; the state stays plain JSON; the Tides deck is whole again after', () => {
    const pair = fc.tuple(fc.constantFrom(...HOUSES), fc.constantFrom(...HOUSES)).filter(([a, d]) => a !== d);
    const units = fc.array(fc.constantFrom('footman', 'knight'), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(pair, units, units, fc.boolean(), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), ([attacker, defender], a, d, tides, picks) => {
        let state = fight({
          attacker: attacker as House,
          defender: defender as House,
          attackers: a.map((t) => `${attacker} ${t}` as const),
          defenders: d.map((t) => `${defender} ${t}` as const),
          extra: { 'stoney-sept': { units: [`${defender} footman`], order: `${defender} support-a` }, harrenhal: { units: [`${defender} knight`], order: `${defender} consolidate-a` } },
          ...(tides ? { edit: tidesOn } : {}),
        });
        let i = 0;
        while (state.stack.some((f) => COMBAT_KINDS.has(f.kind)) && state.winner === null) {
          expect(i).toBeLessThan(40);
          const decision = pending(state)[0];
          if (decision === undefined) throw new Error('expected a pending decision during a combat');
          const move = sampleMove(choices(state, decision), (n) => (picks[i] ?? 0) % n);
          state = apply(deepFreeze(state), move);
          expect(viaJson(state)).toEqual(state);
          i++;
        }
        if (tides) expect(state.decks['tides-of-battle']?.drawPile).toBe(24);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('2E-GEN-01 malformed answers to ability and Tides decisions are rule violations', () => {
  const order = { 'stoney-sept': { units: ['lannister footman'], order: 'lannister support-a' }, harrenhal: { units: ['lannister footman'], order: 'lannister consolidate-a' } } as const;
  const tyrion = play(fight({ attacker: 'lannister', defender: 'tyrell' }), card('lannister', 'tyrion-lannister'), card('tyrell', 'mace-tyrell'));
  const positions: Record<string, GameState> = {
    cancel: tyrion,
    replace: play(tyrion, { kind: 'cancel-house-card', house: 'lannister', cancel: true }),
    swap: play(fight({ attacker: 'greyjoy', defender: 'stark' }), card('greyjoy', 'aeron-damphair'), card('stark', 'eddard-stark')),
    demote: play(fight({ attacker: 'martell', defender: 'stark' }), card('martell', 'doran-martell'), card('stark', 'eddard-stark')),
    queen: play(fight({ attacker: 'tyrell', defender: 'lannister', extra: order }), { kind: 'declare-support', house: 'lannister', area: 'stoney-sept', side: 'none' }, card('tyrell', 'queen-of-thorns'), card('lannister', 'the-hound')),
    renly: play(fight({ attacker: 'baratheon', defender: 'stark', attackers: ['baratheon footman', 'baratheon knight'] }), card('baratheon', 'renly-baratheon'), card('stark', 'ser-rodrik-cassel')),
    patchface: play(fight({ attacker: 'baratheon', defender: 'stark' }), card('baratheon', 'patchface'), card('stark', 'eddard-stark')),
    redraw: play(fight({ attacker: 'greyjoy', defender: 'stark', edit: tidesOn }), { kind: 'shuffle-deck', deck: 'tides-of-battle' }, card('greyjoy', 'dagmar-cleftjaw'), card('stark', 'eddard-stark'), { kind: 'draw-card', deck: 'tides-of-battle', for: 'greyjoy' }, { kind: 'draw-card', deck: 'tides-of-battle', for: 'stark' }),
  };
  const revealing = play(positions.redraw!, { kind: 'redraw-tides-card', house: 'greyjoy', redraw: false });

  it('each position waits for its decision', () => {
    expect(Object.values(positions).map((s) => pending(s)[0]?.kind)).toEqual(['cancel-house-card', 'replace-house-card', 'swap-house-card', 'demote-opponent', 'remove-order', 'upgrade-footman', 'discard-opponent-card', 'redraw-tides-card']);
    expect(pending(revealing)[0]?.kind).toBe('reveal-card');
  });

  it('any field values: accepted, or a RuleViolation', () => {
    const field = fc.oneof(fc.anything(), fc.constant({ toString: 0 }), fc.constant(Object.create(null) as unknown), fc.constantFrom('blackwater', 'harrenhal', 'fiefdoms', 'three', 'skull', 'mace-tyrell', 'robb-stark', '__proto__', 'toString'));
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(positions), revealing), field, field, (s, a, b) => {
        const decision = pending(s)[0];
        if (decision === undefined) throw new Error('expected a decision');
        const base = decision.house === null ? { deck: 'tides-of-battle', for: decision.kind === 'reveal-card' ? decision.for : undefined } : { house: decision.house };
        const move = { kind: decision.kind, ...base, card: a, area: a, track: a, cancel: b, redraw: b } as unknown as Move;
        try {
          apply(deepFreeze(s), move);
        } catch (e) {
          expect(e).toMatchObject({ name: 'RuleViolation' });
        }
      }),
      { numRuns: 500 },
    );
  });
});
