// Legal choices of the combat decisions (style rule 11): over random positions and random picks,
// every move that sampleMove builds from choices() is accepted by apply, apply never mutates its
// input, the state stays plain JSON, and every combat ends with no unit created.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREAS, type AreaId } from './data/areas';
import { NEIGHBOURS } from './data/adjacency';
import { HOUSE_INFO } from './data/houses';
import type { OrderTokenId } from './data/orders';
import { HOUSES, type House } from './data/vocabulary';
import { choices, sampleMove } from './choices';
import { board, march, type AreaSpec, type UnitSpec } from './combat-test-support';
import type { Move } from './decisions';
import { apply, pending } from './flow';
import type { GameState } from './state';
import { deepFreeze, viaJson } from './test-support';

const BATTLES = [
  { from: 'the-reach', to: 'blackwater', sea: false },
  { from: 'the-reach', to: 'highgarden', sea: false },
  { from: 'stoney-sept', to: 'harrenhal', sea: false },
  { from: 'ironmans-bay', to: 'the-golden-sound', sea: true },
] as const;

const LAND = ['footman', 'knight', 'siege-engine'] as const;
const NEAR_ORDERS: (OrderTokenId | null)[] = ['support-a', 'support-plus-1', 'defense-1a', 'raid-a', null];

const arbHouse = fc.constantFrom(...HOUSES);

interface Scenario {
  readonly battle: (typeof BATTLES)[number];
  readonly attacker: House;
  readonly defender: House;
  readonly attackers: readonly (typeof LAND)[number][];
  readonly defenders: readonly (typeof LAND)[number][];
  readonly defenderRouted: readonly boolean[];
  readonly near: readonly { readonly house: House; readonly units: readonly (typeof LAND)[number][]; readonly routed: boolean; readonly order: OrderTokenId | null }[];
  readonly hands: readonly (readonly boolean[])[];
  readonly fiefdoms: readonly House[];
  readonly supply: number;
  readonly bladeUsed: boolean;
}

const arbScenario: fc.Arbitrary<Scenario> = fc
  .record({
    battle: fc.constantFrom(...BATTLES),
    attacker: arbHouse,
    defender: arbHouse,
    attackers: fc.array(fc.constantFrom(...LAND), { minLength: 1, maxLength: 3 }),
    defenders: fc.array(fc.constantFrom(...LAND), { minLength: 0, maxLength: 3 }),
    defenderRouted: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    near: fc.array(
      fc.record({ house: arbHouse, units: fc.array(fc.constantFrom(...LAND), { minLength: 0, maxLength: 2 }), routed: fc.boolean(), order: fc.constantFrom(...NEAR_ORDERS) }),
      { minLength: 8, maxLength: 8 },
    ),
    hands: fc.array(fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), { minLength: 6, maxLength: 6 }),
    fiefdoms: fc.shuffledSubarray([...HOUSES], { minLength: 6, maxLength: 6 }),
    supply: fc.integer({ min: 0, max: 6 }),
    bladeUsed: fc.boolean(),
  })
  .filter((s) => s.attacker !== s.defender);

/** The position of a scenario, the combat already started by a real March. */
function start(sc: Scenario): GameState {
  const { battle, attacker, defender } = sc;
  const kind = (t: (typeof LAND)[number]) => (battle.sea ? 'ship' : t);
  const spec: Partial<Record<AreaId, AreaSpec>> = {
    [battle.from]: { units: sc.attackers.map((t) => `${attacker} ${kind(t)}` as UnitSpec), order: `${attacker} march-plus-1` },
    [battle.to]: { units: sc.defenders.map((t, i) => `${defender} ${kind(t)}${sc.defenderRouted[i] === true ? ' routed' : ''}` as UnitSpec) },
  };
  const around = NEIGHBOURS[battle.to].filter((a) => a !== battle.from && (AREAS[a].kind !== 'port' || AREAS[a].portSea === battle.to));
  around.forEach((area, i) => {
    const n = sc.near[i];
    if (n === undefined || n.units.length === 0 || n.house === attacker) return;
    const unitKind = (t: (typeof LAND)[number]) => (AREAS[area].kind === 'land' ? t : 'ship');
    const units = n.units.map((t) => `${n.house} ${unitKind(t)}${n.routed ? ' routed' : ''}` as UnitSpec);
    spec[area] = { units, ...(n.order === null ? {} : { order: `${n.house} ${n.order}` as const }), neutralForce: null, garrison: null };
  });
  const hands = Object.fromEntries(HOUSES.map((h, i) => [h, HOUSE_INFO[h].houseCards.filter((_, j) => sc.hands[i]?.[j] === true)]));
  const s = board(spec, { tracks: { fiefdoms: sc.fiefdoms }, hands });
  const marched = march({ ...s, bladeUsed: sc.bladeUsed }, { house: attacker, from: battle.from, to: battle.to, units: sc.attackers.map(kind) });
  // A lower Supply level after the March makes retreats meet the supply rule of 2E-COMBAT-47.
  const houses = Object.fromEntries(marched.options.houses.map((h) => [h, { ...marched.houses[h], supply: sc.supply }]));
  return { ...marched, houses };
}

const COMBAT_KINDS = new Set(['support', 'combat', 'retreat']);

function unitsOf(state: GameState): number {
  const held = state.stack.reduce((n, f) => n + (f.kind === 'combat' ? f.attackers.length : f.kind === 'retreat' ? f.units.length : 0), 0);
  return Object.values(state.areas).reduce((n, a) => n + a.units.length, 0) + held;
}

describe('legal choices of combat decisions: sampleMove builds moves that apply accepts', () => {
  it('over random positions and picks, every combat runs to its end', () => {
    fc.assert(
      fc.property(arbScenario, fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (sc, picks) => {
        let state: GameState;
        try {
          state = start(sc);
        } catch (e) {
          // The random March itself may be illegal (e.g. into a home area of a house with its
          // Garrison and its units elsewhere); such positions test nothing here.
          fc.pre(!(e instanceof Error && e.name === 'RuleViolation'));
          throw e;
        }
        const before = unitsOf(state);
        let i = 0;
        while (state.stack.some((f) => COMBAT_KINDS.has(f.kind)) && state.winner === null) {
          expect(i).toBeLessThan(40);
          const decision = pending(state)[0];
          if (decision === undefined) throw new Error('expected a pending decision during a combat');
          const pick = (n: number) => (picks[i] ?? 0) % n;
          const move = sampleMove(choices(state, decision), pick);
          const frozen = deepFreeze(state);
          state = apply(frozen, move);
          expect(viaJson(state)).toEqual(state);
          i++;
        }
        expect(unitsOf(state)).toBeLessThanOrEqual(before);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('2E-GEN-01 malformed combat moves are rule violations, never crashes', () => {
  // One position per combat decision kind, each waiting for that decision.
  const blackwater = (extra: Partial<Record<AreaId, AreaSpec>>, options = {}) =>
    march(board({ 'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' }, blackwater: { units: ['lannister footman', 'lannister knight', 'lannister footman'] }, ...extra }, options), {
      house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'],
    });
  const declaring = blackwater({ harrenhal: { units: ['baratheon knight'], order: 'baratheon support-a' } });
  const answering = apply(declaring, { kind: 'declare-support', house: 'baratheon', area: 'harrenhal', side: 'defender' });
  const choosing = blackwater({});
  const withBlade = blackwater({}, { tracks: { fiefdoms: ['tyrell', 'greyjoy', 'martell', 'lannister', 'stark', 'baratheon'] } });
  const blading = apply(apply(withBlade, { kind: 'choose-house-card', house: 'tyrell', card: 'ser-garlan-tyrell' }), { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
  const casualtyChoice = apply(blading, { kind: 'use-blade', house: 'tyrell', use: true });
  const retreating = apply(casualtyChoice, { kind: 'choose-casualties', house: 'lannister', units: ['footman', 'footman'] });
  const positions = { declaring, answering, choosing, blading, casualtyChoice, retreating };

  it('each position waits for the decision it is named after', () => {
    expect(Object.values(positions).map((s) => pending(s)[0]?.kind)).toEqual(['declare-support', 'accept-support', 'choose-house-card', 'use-blade', 'choose-casualties', 'retreat']);
  });

  it('any field values: accepted, or a RuleViolation', () => {
    const field = fc.oneof(fc.anything(), fc.constant({ toString: 0 }), fc.constant(Object.create(null) as unknown), fc.constantFrom('blackwater', 'harrenhal', 'stoney-sept', 'attacker', 'defender', 'footman', 'knight', 'mace-tyrell', '__proto__', 'toString'), fc.array(fc.constantFrom('footman', 'knight', 'ship', 'x')));
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(positions)), field, field, field, (s, a, b, c) => {
        const decision = pending(s)[0];
        if (decision === undefined || decision.house === null) throw new Error('expected a house decision');
        const move = { kind: decision.kind, house: decision.house, area: a, side: b, accept: b, card: a, use: a, units: c, destroy: c } as unknown as Move;
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
