// The game round as a whole: the order of phases and steps over whole games ([2E-ROUND-05],
// [2E-SUM-01]), the 10-round limit ([2E-OVR-02]), the victory that ends the game at once in any
// phase ([2E-ROUND-04], [2E-OVR-03], [2E-GEN-06]) or after round 10 ([2E-OVR-04]), and the
// general conventions the flow keeps ([2E-GEN-02], [2E-GEN-04], [2E-GEN-05]).
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { House } from './data/vocabulary';
import { fight } from './ability-test-support';
import { asked, board, card, findCombat, play } from './combat-test-support';
import { choices, sampleMove, type Pick } from './choices';
import { victoryPoints } from './control';
import { apply, pending, settle } from './flow';
import type { Frame } from './frame-data';
import { holderOf } from './influence';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';
import { bids, withFrame } from './westeros.testkit';

/** A small deterministic picker (a linear congruential generator); tests only. */
function picker(seed: number): Pick {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x >>> 8) % n;
  };
}

/** Where the game stands, as a label of the rulebook's round summary ([2E-SUM-01]). */
function stage(state: GameState): string {
  const phase: Frame | undefined = state.stack[1];
  if (phase === undefined) return 'none';
  if (phase.kind === 'planning') return state.stack.some((f) => f.kind === 'raven') ? 'raven' : phase.revealed ? 'revealed' : 'assign-orders';
  if (phase.kind === 'action') return phase.step;
  return phase.kind;
}

/** The order of [2E-SUM-01]: Westeros, Planning (assign, reveal, Raven), Action (Raid, March, Consolidate Power, Cleanup). */
const SUMMARY = ['westeros', 'assign-orders', 'revealed', 'raven', 'raid', 'march', 'consolidate-power', 'cleanup'];

interface Trail {
  readonly state: GameState;
  /** Per round, the stages in which a decision was asked, without repeats in a row. */
  readonly rounds: Map<number, string[]>;
  /** Who was asked: houses in play, or null for the dealer. */
  readonly askedOf: Set<House | null>;
}

function playGame(players: number, seed: number): Trail {
  const pick = picker(seed);
  let state = newGame({ players });
  const rounds = new Map<number, string[]>();
  const askedOf = new Set<House | null>();
  for (let moves = 0; state.winner === null; moves++) {
    if (moves > 20_000) throw new Error('expected the game to end within 20,000 moves');
    const [decision] = pending(state);
    if (decision === undefined) throw new Error('expected a pending decision while the game goes on');
    askedOf.add(decision.house);
    const seen = rounds.get(state.round) ?? [];
    if (seen[seen.length - 1] !== stage(state)) rounds.set(state.round, [...seen, stage(state)]);
    state = apply(state, sampleMove(choices(state, decision), pick));
  }
  return { state, rounds, askedOf };
}

describe('2E-ROUND-05 / 2E-SUM-01 / 2E-OVR-02 whole games follow the round summary, for at most 10 rounds', () => {
  it.each([
    [3, 11],
    [4, 12],
  ])('%i players, seed %i: every round asks its decisions in the summary’s order; round 1 has no Westeros phase; the game ends by round 10', (players, seed) => {
    const { state, rounds, askedOf } = playGame(players, seed);
    expect(state.winner).not.toBeNull();
    expect(state.round).toBeLessThanOrEqual(10);
    expect([...rounds.keys()]).toEqual(Array.from({ length: state.round }, (_, i) => i + 1));
    for (const [round, stages] of rounds) {
      const at = stages.map((s) => SUMMARY.indexOf(s));
      expect(at, `round ${round}: ${stages.join(', ')}`).not.toContain(-1);
      // Each stage comes after the ones before it in the summary, never back.
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(stages.includes('westeros')).toBe(round > 1);
      expect(stages).toContain('assign-orders');
    }
    // The sampled games reach every phase with decisions in it.
    const all = new Set([...rounds.values()].flat());
    for (const s of ['westeros', 'assign-orders', 'raven', 'raid', 'march', 'consolidate-power']) expect(all, s).toContain(s);
    // 2E-GEN-04: decisions are asked of houses (a house is a player), or of the dealer for the decks.
    expect([...askedOf].every((h) => h === null || state.options.houses.includes(h))).toBe(true);
    expect(askedOf.has(null)).toBe(true);
  }, 60_000);

  it('Planning: every house with units places its orders at the same time, sealed; all are revealed together', () => {
    const s = deepFreeze(newGame({ players: 3 }));
    const asks = pending(s);
    expect(asks.map((d) => [d.kind, d.house, d.sealed])).toEqual([
      ['place-orders', 'stark', true],
      ['place-orders', 'lannister', true],
      ['place-orders', 'baratheon', true],
    ]);
  });
});

describe('2E-GEN-02 random events go through the dealer; the engine never knows a deck’s order', () => {
  it('round 2 starts by asking the dealer (no house) for deck I; the state keeps only counts and discard piles', () => {
    const s = settle({ ...newGame({ players: 3 }), stack: [{ kind: 'game', id: 0, next: 'westeros' }], nextFrameId: 1 });
    expect(pending(s).map((d) => [d.kind, d.house])).toEqual([['reveal-card', null]]);
    for (const deck of Object.values(s.decks)) expect(Object.keys(deck ?? {}).filter((k) => k !== 'ravenLook').sort()).toEqual(['discard', 'drawPile']);
  });
});

/** With Winterfell, Stark holds these five Castle/Stronghold areas with a Footman each: 6 in all. */
const SIX: AreaId[] = ['white-harbor', 'moat-cailin', 'flints-finger', 'seagard', 'riverrun'];

/**
 * Round 3, the March step of the Action phase: Stark (first on the Iron Throne) has a March order
 * in `from`, Lannister one in Lannisport, which it has not resolved yet.
 */
function marching(extra: Parameters<typeof board>[0]): GameState {
  const s = board({
    winterfell: { units: ['stark footman'] },
    ...Object.fromEntries(SIX.map((a) => [a, { units: ['stark footman'] }])),
    lannisport: { units: ['lannister footman'], order: 'lannister march-0' },
    // A test position: The Eyrie (a Castle) without its 6-player Neutral Force.
    'the-eyrie': { neutralForce: null },
    ...extra,
  }, { tracks: { 'iron-throne': ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell', 'martell'] } });
  const stack: Frame[] = [
    { kind: 'game', id: 0, next: 'end-of-round' },
    { kind: 'action', id: 1, step: 'march', last: null, resolved: 0, attack: null, attackStarted: false, tokenArea: null },
  ];
  return deepFreeze({ ...s, round: 3, stack, nextFrameId: 2 });
}

describe('2E-ROUND-04 / 2E-OVR-03 / 2E-GEN-06 a 7th Castle or Stronghold area wins at once, in any phase', () => {
  it('round 3, March step: Stark marches into its 7th such area; the game ends before Lannister resolves its March', () => {
    const s = marching({ 'the-mountains-of-the-moon': { units: ['stark footman', 'stark footman'], order: 'stark march-0' } });
    expect(victoryPoints(s, 'stark')).toBe(6);
    const won = apply(s, { kind: 'resolve-march', house: 'stark', area: 'the-mountains-of-the-moon', moves: [{ to: 'the-eyrie', units: ['footman'] }], powerToken: false });
    expect(victoryPoints(won, 'stark')).toBe(7);
    expect(won.winner).toBe('stark');
    expect(won.round).toBe(3);
    expect(pending(won)).toEqual([]);
    expect(won.areas.lannisport.order).toEqual({ house: 'lannister', token: 'march-0' });
    // Marching into an area without a Castle, the game goes on with Lannister's March.
    const on = apply(s, { kind: 'resolve-march', house: 'stark', area: 'the-mountains-of-the-moon', moves: [{ to: 'the-fingers', units: ['footman'] }], powerToken: false });
    expect(on.winner).toBeNull();
    expect(asked(on)).toEqual(['resolve-march lannister']);
  });

  it('in a combat: Stark wins the battle for its 7th area and the game ends as the attackers move in, inside the combat', () => {
    const s = marching({
      'the-mountains-of-the-moon': { units: ['stark knight', 'stark knight'], order: 'stark march-0' },
      'the-eyrie': { units: ['lannister footman'], neutralForce: null },
    });
    const attacked = apply(s, { kind: 'resolve-march', house: 'stark', area: 'the-mountains-of-the-moon', moves: [{ to: 'the-eyrie', units: ['knight', 'knight'] }], powerToken: false });
    expect(asked(attacked)).toEqual(['choose-house-card stark', 'choose-house-card lannister']);
    const won = play(attacked, card('stark', 'eddard-stark'), card('lannister', 'ser-kevan-lannister'));
    expect(won.winner).toBe('stark');
    expect(won.areas['the-eyrie'].units.map((u) => u.house)).toEqual(['stark', 'stark']);
    expect(pending(won)).toEqual([]);
    expect(() => findCombat(won)).not.toThrow(); // the game stopped in the middle of the Action phase
  });
});

/** A 3-player game at the end of round 10's Action phase, with Footmen added to `areas`. */
function lastRound(areas: Partial<Record<House, AreaId[]>>, edit: (s: GameState) => GameState = (s) => s): GameState {
  const g = edit(newGame({ players: 3 }));
  const placed = Object.entries(areas).reduce<GameState['areas']>(
    (all, [house, list]) => ({ ...all, ...Object.fromEntries((list ?? []).map((a) => [a, { ...all[a], units: [{ house: house as House, type: 'footman', routed: false }] }])) }),
    g.areas,
  );
  return settle({ ...g, areas: placed, round: 10, stack: [{ kind: 'game', id: 0, next: 'end-of-round' }], nextFrameId: 1 });
}

describe('2E-OVR-04 after round 10, the most Castle and Stronghold areas wins, short of 7', () => {
  it('Lannister, with 4 such areas to Stark’s 2 and Baratheon’s 1, wins though Baratheon holds the Iron Throne', () => {
    const s = lastRound({ lannister: ['harrenhal', 'riverrun', 'seagard'] });
    expect(s.options.houses.map((h) => victoryPoints(s, h))).toEqual([2, 4, 1]);
    expect(s.winner).toBe('lannister');
  });
});

describe('2E-GEN-05 the Iron Throne holder breaks ties between players, except in combat and for the victory', () => {
  it('a bidding tie is a decision of the Iron Throne holder', () => {
    const s = bids(withFrame(newGame({ players: 3 }), { kind: 'clash-of-kings', track: 'fiefdoms', bids: null, order: [] }), {});
    expect(pending(s).map((d) => [d.kind, d.house])).toEqual([['break-tie', holderOf(s, 'iron-throne')]]);
  });

  it('a combat tie asks nobody: the Fiefdoms track decides (2E-COMBAT-34)', () => {
    const s = fight({
      attacker: 'stark',
      defender: 'baratheon',
      attackers: ['stark knight'],
      defenders: ['baratheon knight'],
      options: { tracks: { fiefdoms: ['greyjoy', 'stark', 'tyrell', 'martell', 'lannister', 'baratheon'] } },
    });
    // Knight 2 + Greatjon Umber 2 against Knight 2 + Brienne of Tarth 2; Greyjoy holds the Blade.
    const tied = play(s, card('stark', 'greatjon-umber'), card('baratheon', 'brienne-of-tarth'));
    const c = findCombat(tied);
    expect(c.final?.attacker).toBe(c.final?.defender);
    expect(c.victor).toBe('attacker');
    expect(pending(tied).map((d) => d.kind)).not.toContain('break-tie');
  });

  it('a tie for the victory asks nobody: the tie-breakers of 2E-END-05 decide, not the holder', () => {
    // Stark (Winterfell, White Harbor, Seagard: 2 Strongholds) and Baratheon (Dragonstone, Crackclaw
    // Point, Riverrun: 2 Strongholds) tie on 3 areas and 2 Strongholds; Stark's Supply (3) is
    // higher than Baratheon's (2). Baratheon holds the Iron Throne and is first on its track.
    const supply3 = (g: GameState): GameState => ({ ...g, houses: { ...g.houses, stark: { ...g.houses.stark!, supply: 3 } } });
    const s = lastRound({ stark: ['seagard'], baratheon: ['crackclaw-point', 'riverrun'] }, supply3);
    expect(holderOf(s, 'iron-throne')).toBe('baratheon');
    expect([victoryPoints(s, 'stark'), victoryPoints(s, 'baratheon')]).toEqual([3, 3]);
    expect(s.winner).toBe('stark');
    expect(pending(s)).toEqual([]);
  });
});
