// A 1st-edition game cites the 1st edition's rules (engine/rule-ids-1e.ts): each 2nd-edition id the
// shared code names is given the 1st-edition rule that says the same, and whole 1st-edition games
// of 3, 4 and 5 houses cite only `1E-` ids in their events and their refusals, but for the short
// list of ids the 1st edition has no rule for (SHARED_WITH_2E). A 2nd-edition game keeps its ids.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULE_IDS_1E } from '../test/rule-ids';
import { refusalsOf } from '../test/refusals.testkit';
import { RULE_1E_OF_2E, SHARED_WITH_2E } from './rule-ids-1e';
import { RuleViolation } from './errors';
import { apply, applyWithEvents, choices, newGame, pending, sampleMove, type GameConfig, type GameEvent, type GameState, type Move, type OrderPlacement, type ResolveMarchMove, type Unit } from './index';
import type { AreaId } from './data/areas';

function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

/** A seeded picker (a linear congruential stream): the same seed, the same game. */
function picker(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    return (a >>> 8) % n;
  };
}

/** A whole game whose every move, the dealer's too, is sampled from the legal ones: its states and events. */
function wholeGame(config: GameConfig, seed: number): { states: GameState[]; events: GameEvent[] } {
  const pick = picker(seed);
  let state = newGame(config);
  const states = [state];
  const events: GameEvent[] = [];
  while (state.winner === null) {
    const [decision] = pending(state);
    if (decision === undefined) throw new Error('expected a pending decision while the game goes on');
    const r = applyWithEvents(state, sampleMove(choices(state, decision), pick));
    events.push(...r.events);
    state = r.state;
    states.push(state);
  }
  return { states, events };
}

const shared = new Set<string>(Object.keys(SHARED_WITH_2E));
const notFirstEdition = (rule: string) => !rule.startsWith('1E-') && !shared.has(rule);

describe('the table of 2nd-edition ids and the 1st-edition rules that say the same', () => {
  it('pairs an id of agot-2e.md with one of agot-1e.md, and lists only agot-2e.md ids as shared', () => {
    const second = new Set<string>(RULE_IDS);
    const first = new Set<string>(RULE_IDS_1E);
    const pairs = Object.entries(RULE_1E_OF_2E);
    expect(pairs.length).toBeGreaterThan(50);
    expect(pairs.filter(([from, to]) => !second.has(from) || !first.has(to))).toEqual([]);
    expect([...shared].filter((id) => !second.has(id))).toEqual([]);
    // An id is either paired or shared, never both.
    expect(pairs.filter(([from]) => shared.has(from))).toEqual([]);
  });
});

/**
 * The 2nd-edition ids the engine's code names that a 1st-edition game never cites, by the reason:
 * what they rule does not exist in the 1st edition, or the 1st edition's code names its own rule
 * there. The whole games below show that none occurs (they cite only 1E- and shared ids).
 */
const NEVER_IN_1E: { readonly [reason: string]: readonly string[] } = {
  'no ports (1E-BOARD-06)': ['2E-PORT-02', '2E-PORT-06', '2E-PORT-07', '2E-PORT-13', '2E-PORT-14', '2E-PORT-15', '2E-SUP-09'],
  'no garrisons (1E-COMP-08)': ['2E-COMBAT-42'],
  'no Tides of Battle (1E-OPT-01)': ['2E-TOB-03', '2E-TOB-04', '2E-TOB-05', '2E-TOB-06', '2E-TOB-08', '2E-TOB-10'],
  'no Wildling deck or cards (1E-COMP-08; the outcome is fixed: 1E-WILD-05, 1E-WILD-06)': [
    '2E-WILD-07',
    '2E-WILD-09',
    '2E-WLC-01',
    '2E-WLC-05',
    '2E-WLC-06',
    '2E-WLC-07',
    '2E-WLC-08',
    '2E-WLC-09',
    '2E-WLC-13',
  ],
  'no look at the Wildling deck with the Raven (1E-INF-05)': ['2E-HID-10'],
  'no impassable neutral force (1E-NEUT-01)': ['2E-MARCH-13', '2E-NEUT-08'],
  'no sequential placement: orders are optional (1E-PLAN-03)': ['2E-PLAN-10'],
  'the 2nd edition’s own Westeros cards and their choices (1E-COMP-05: eleven kinds)': ['2E-WCARD-05', '2E-WCARD-09', '2E-WCARD-10', '2E-WCARD-13', '2E-WCARD-18', '2E-WCARD-20'],
  'no discard pile to refill from (1E-WEST-02 is cited there)': ['2E-WEST-10'],
  // The events name a card's rule only for a change the Westeros frames make themselves: Game of
  // Thrones' Power (2E-WCARD-11, paired). The other cards act through frames of their own (muster,
  // reconcile, bidding, the wildling attack), whose events cite those frames' rules.
  'a card whose resolution changes nothing in the Westeros frames themselves': [
    '2E-WCARD-03',
    '2E-WCARD-04',
    '2E-WCARD-06',
    '2E-WCARD-07',
    '2E-WCARD-08',
    '2E-WCARD-12',
    '2E-WCARD-14',
    '2E-WCARD-15',
    '2E-WCARD-16',
    '2E-WCARD-17',
  ],
  'the 2nd edition’s own House card texts (1E-HCARD-05 is cited for the 1st edition’s)': ['2E-HCARD-02', '2E-HCARD-12', '2E-HCARD-14', '2E-HCARD-28', '2E-HCARD-42'],
  'the 1st edition’s Raid is its own code (raid-1e: 1E-RAID-02 to 1E-RAID-07)': ['2E-RAID-01', '2E-RAID-03', '2E-RAID-05', '2E-RAID-07', '2E-RAID-09'],
  'Consolidate Power resolves at once with no decision and never musters (1E-CP-01, 1E-CP-03)': ['2E-ACT-02', '2E-CP-02', '2E-CP-06', '2E-SPEC-06'],
  'a neutral force attacked cites 1E-NEUT-02 at its event': ['2E-NEUT-07'],
  // A losing attacker's only area is the one it marched from: it is never asked where to retreat
  // unless the victor chooses, which only the 2nd edition's Robb Stark lets it do (2E-HCARD-02).
  'a losing attacker is never asked where to retreat (1E-RETREAT-02)': ['2E-COMBAT-63'],
  'the end of a 1st-edition game cites 1E-END-01 to 1E-END-03': ['2E-END-02', '2E-END-03'],
  'a 1st-edition config is checked by its own code (1E-GEN-01, 1E-FEW-01, 1E-FEW-02, 1E-OPT-01)': ['2E-OVR-01', '2E-SETUP-06'],
  // Not refusals or events: the lobby's words for the 2nd edition's options, and the errors of
  // buildPosition, which builds 2nd-edition positions only.
  'the 2nd edition’s options described (option-text.ts)': ['2E-END-06', '2E-FEW-07', '2E-FEW-08', '2E-TOB-01'],
  'buildPosition’s errors (position.ts)': ['2E-COMBAT-59', '2E-GARR-01', '2E-ROUND-02'],
  'a message’s words in a 2nd-edition game only (a 1st-edition one says 1E-SHIP-06)': ['2E-SHIP-10'],
  'the words of a programmer error (a RangeError, no refusal)': ['2E-WEST-14'],
};

/** The ids written as code (not in comments) in the engine's non-test sources. */
function idsInCode(): Set<string> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$|testkit|test-support/.test(e.name) ? [join(dir, e.name)] : []));
  // The engine's code has no "//" or "/*" inside a string or regular expression (rule-coverage.test.ts
  // strips comments exactly; this is enough here).
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return new Set(files(__dirname).flatMap((f) => code(readFileSync(f, 'utf8')).match(/2E-[A-Z]+(?:-[A-Z]+)?-\d+/g) ?? []));
}

describe('every 2nd-edition id of the engine’s code is paired, shared or never cited in a 1st-edition game', () => {
  it('is in exactly one of RULE_1E_OF_2E, SHARED_WITH_2E and the list of ids a 1st-edition game never cites', () => {
    const never = Object.values(NEVER_IN_1E).flat();
    const known = [...Object.keys(RULE_1E_OF_2E), ...shared, ...never];
    expect(known.filter((id, i) => known.indexOf(id) !== i)).toEqual([]);
    const inCode = idsInCode();
    expect(inCode.size).toBeGreaterThan(100);
    expect([...inCode].filter((id) => !known.includes(id)).sort()).toEqual([]);
    // Each listed id is still in the code (a list of the past would hide nothing, and prove nothing).
    expect(never.filter((id) => !inCode.has(id))).toEqual([]);
  });
});

describe('whole 1st-edition games cite the 1st edition', () => {
  // Four games of each count, so that combats, retreats and wildling outcomes of both kinds happen.
  const games = ([3, 4, 5] as const).flatMap((players) => [1, 2, 3, 4].map((n) => ({ players, ...wholeGame({ ruleset: '1e', players }, 100 * players + n) })));

  it('every event of a 3, 4 and 5-house game cites a 1E- rule', () => {
    for (const { players, events } of games) {
      expect(events.length, `${players} houses`).toBeGreaterThan(200);
      expect(events.filter((e) => !e.rule.startsWith('1E-')).map((e) => `${players}: ${e.kind} ${e.rule}`)).toEqual([]);
    }
    // The rules of the steps the two editions share, by the events that apply them.
    const rules = new Set(games.flatMap((g) => g.events.map((e) => `${e.kind} ${e.rule}`)));
    for (const cited of [
      'round-started 1E-ROUND-01',
      'westeros-card 1E-WEST-01',
      'wildling-threat 1E-WILD-02',
      'wildling-threat 1E-WILD-07',
      'supply 1E-WCARD-01',
      'units 1E-MUS-04',
      'bids 1E-COK-02',
      'track 1E-COK-03',
      'power 1E-COK-05',
      'power 1E-WCARD-04',
      'bids 1E-WILD-04',
      'wildling-outcome 1E-WILD-04',
      'power 1E-WILD-04',
      'orders-banned 1E-PLAN-06',
      'orders-revealed 1E-PLAN-01',
      'orders-removed 1E-RAID-02',
      'march 1E-MARCH-02',
      'orders-removed 1E-MARCH-02',
      'power-token 1E-CTRL-03',
      'combat-started 1E-COMBAT-01',
      'support 1E-SUPPORT-02',
      'initial-strength 1E-COMBAT-02',
      'house-cards-revealed 1E-COMBAT-02',
      'combat-result 1E-COMBAT-08',
      'combat-result 1E-COMBAT-09',
      'blade-used 1E-INF-02',
      'card-ability 1E-HCARD-05',
      'power 1E-HCARD-05',
      'house-card 1E-COMBAT-02',
      'casualties 1E-RETREAT-01',
      'retreat 1E-RETREAT-02',
      'retreat 1E-RETREAT-03',
      'retreat 1E-RETREAT-05',
      'orders-removed 1E-COMBAT-11',
      'units 1E-COMBAT-11',
      'house-card 1E-HCARD-02',
      'house-card 1E-WILD-05',
      'units 1E-WILD-06',
      'orders-removed 1E-ACT-02',
      'neutral-force-removed 1E-NEUT-03',
      'neutral-force-attack 1E-NEUT-02',
    ]) {
      expect(rules.has(cited), cited).toBe(true);
    }
  }, 60_000);

  it('a wildling defeat costs units under 1E-WILD-06 and a victory returns a card under 1E-WILD-05', () => {
    const events = games.flatMap((g) => g.events);
    const targets = events.filter((e) => e.kind === 'wildling-target');
    expect(targets.length).toBeGreaterThan(0);
    for (const e of targets) expect(e.rule).toBe(e.kind === 'wildling-target' && e.highest ? '1E-WILD-05' : '1E-WILD-06');
    expect(events.filter((e) => e.kind === 'units' && e.rule === '1E-WILD-06').length).toBeGreaterThan(0);
  });

  it('every illegal move of every third state is refused with a 1E- rule, or one of the shared ids', () => {
    const refused = games.flatMap((g) => g.states.filter((_, n) => n % 3 === 0).flatMap((s, n) => refusalsOf(s, n))).filter((r) => r.rule !== null);
    expect(refused.length).toBeGreaterThan(20_000);
    expect([...new Set(refused.filter((r) => notFirstEdition(r.rule!)).map((r) => `${r.move.kind} ${r.rule}`))]).toEqual([]);
    // Nor does a message name a 2nd-edition rule in its words.
    expect(refused.filter((r) => /2E-[A-Z]+-\d/.test(r.message) && !shared.has(r.rule!)).map((r) => r.message)).toEqual([]);
    const cited = new Set(refused.map((r) => `${r.move.kind} ${r.rule}`));
    for (const pair of [
      'place-orders 1E-PLAN-01',
      'place-orders 1E-PLAN-02',
      'use-raven 1E-INF-04',
      'use-raven 1E-INF-05',
      'resolve-raid 1E-RAID-01',
      'resolve-march 1E-MARCH-01',
      'leave-power-token 1E-CTRL-03',
      'muster 1E-MUS-01',
      'muster 1E-MUS-02',
      'muster 1E-MUS-03',
      'muster 1E-MUS-04',
      'muster 1E-MUS-05',
      'muster 1E-MUS-06',
      'bid 1E-COK-02',
      'bid 1E-WILD-04',
      'break-tie 1E-COK-04',
      'break-tie 1E-GEN-05',
      'reveal-card 1E-WEST-01',
      'reveal-card 1E-COMP-05',
      'shuffle-deck 1E-WCARD-06',
      'destroy-unit 1E-WILD-06',
      'take-house-card 1E-WILD-05',
      'declare-support 1E-SUPPORT-01',
      'choose-house-card 1E-COMBAT-02',
      'use-blade 1E-INF-02',
      'retreat 1E-RETREAT-02',
      'retreat 1E-RETREAT-03',
      'use-raven 1E-PLAN-06',
      // 1E rules are silent (open question 10): the 2nd edition's rule, cited as it is.
      'accept-support 2E-COMBAT-16',
    ]) {
      expect(cited.has(pair), pair).toBe(true);
    }
  }, 120_000);

  it('a move of a kind nobody is asked for: 1E-ACT-01 for an order of another step, 2E-GEN-01 (shared) otherwise', () => {
    const { states } = games[1]!;
    const raidStep = states.find((s) => pending(s).some((d) => d.kind === 'resolve-raid'))!;
    const raider = pending(raidStep).find((d) => d.kind === 'resolve-raid')!.house!;
    expectViolation(() => apply(raidStep, { kind: 'resolve-march', house: raider, area: 'winterfell', moves: [] }), '1E-ACT-01');
    expectViolation(() => apply(raidStep, { kind: 'bid', house: raider, amount: 0 }), '2E-GEN-01');
  });
});

describe('the 2nd edition keeps its own ids', () => {
  it('a 2nd-edition game’s refusals of the same kinds cite 2E- rules', () => {
    const { states } = wholeGame({ players: 4 }, 104);
    const refused = states.filter((_, n) => n % 5 === 0).flatMap((s, n) => refusalsOf(s, n)).filter((r) => r.rule !== null);
    expect(refused.filter((r) => !r.rule!.startsWith('2E-')).map((r) => `${r.move.kind} ${r.rule}`)).toEqual([]);
    const cited = new Set(refused.map((r) => `${r.move.kind} ${r.rule}`));
    for (const pair of ['place-orders 2E-PLAN-02', 'resolve-march 2E-ACT-02', 'muster 2E-MUS-04', 'bid 2E-COK-03', 'reveal-card 2E-WEST-03']) expect(cited.has(pair), pair).toBe(true);
  }, 60_000);
});

type Three = 'stark' | 'lannister' | 'baratheon';

/**
 * A 3-player 1st-edition game whose areas `edit` changes first, whose houses place `orders` (none
 * unless given), the Raven holder (Lannister) passing: the March step begins, Baratheon first.
 */
function marchStep(orders: Partial<{ [h in Three]: OrderPlacement[] }>, edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = edit(newGame({ ruleset: '1e', players: 3 }));
  for (const house of ['stark', 'lannister', 'baratheon'] as const) s = apply(s, { kind: 'place-orders', house, orders: orders[house] ?? [] });
  return apply(s, { kind: 'use-raven', house: 'lannister', use: 'none' });
}

const footman = (house: Three, routed = false): Unit => ({ house, type: 'footman', routed });
const withUnits = (units: Partial<Record<AreaId, Unit[]>>) => (s: GameState): GameState => {
  const areas = { ...s.areas };
  for (const [area, list] of Object.entries(units) as [AreaId, Unit[]][]) areas[area] = { ...areas[area], units: list };
  return { ...s, areas };
};
const march = (area: AreaId, moves: ResolveMarchMove['moves'], powerToken?: boolean): Move => ({
  kind: 'resolve-march',
  house: 'baratheon',
  area,
  moves,
  ...(powerToken === undefined ? {} : { powerToken }),
});

describe('refusals of the 2nd edition’s code cite the 1st edition’s rule', () => {
  it('1E-COMP-03: an order token placed twice (2nd edition: 2E-COMP-08)', () => {
    const twice = [
      { area: 'winterfell', token: 'march-0' },
      { area: 'white-harbor', token: 'march-0' },
    ] as const;
    expectViolation(() => apply(newGame({ ruleset: '1e', players: 3 }), { kind: 'place-orders', house: 'stark', orders: [...twice] }), '1E-COMP-03');
    expectViolation(() => apply(newGame({ players: 3 }), { kind: 'place-orders', house: 'stark', orders: [...twice] }), '2E-COMP-08');
  });

  it('1E-MARCH-07: routed units cannot march', () => {
    const s = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] }, withUnits({ kingswood: [footman('baratheon', true)] }));
    expectViolation(() => apply(s, march('kingswood', [{ to: 'storms-end', units: ['footman'] }], false)), '1E-MARCH-07');
  });

  it('1E-MARCH-04: one March enters at most one area of another house or neutral army', () => {
    const s = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] }, withUnits({ kingswood: [footman('baratheon'), footman('baratheon')], 'storms-end': [footman('stark')] }));
    const both = march('kingswood', [{ to: 'storms-end', units: ['footman'] }, { to: 'dornish-marches', units: ['footman'] }], false);
    expectViolation(() => apply(s, both), '1E-MARCH-04');
  });

  it('1E-MARCH-03, 1E-SHIP-06: a ship moves to an adjacent sea, never by transport (and says so with the 1st edition’s rule)', () => {
    const s = marchStep({ baratheon: [{ area: 'shipbreaker-bay', token: 'march-0' }] });
    const far = () => apply(s, march('shipbreaker-bay', [{ to: 'redwyne-straits', units: ['ship'] }]));
    expectViolation(far, '1E-MARCH-03');
    expect(far).toThrow('(1E-SHIP-06: ships are never transported)');
  });

  it('1E-MARCH-08: no March past the supply limits', () => {
    const s = marchStep(
      { baratheon: [{ area: 'kingswood', token: 'march-0' }] },
      withUnits({ kingswood: [footman('baratheon'), footman('baratheon'), footman('baratheon')], 'storms-end': [footman('baratheon'), footman('baratheon')] }),
    );
    expectViolation(() => apply(s, march('kingswood', [{ to: 'storms-end', units: ['footman', 'footman'] }])), '1E-MARCH-08');
  });

  it('1E-CTRL-03: a Power token only in the area the March empties, and only with available Power', () => {
    const two = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] }, withUnits({ kingswood: [footman('baratheon'), footman('baratheon')] }));
    expectViolation(() => apply(two, march('kingswood', [{ to: 'storms-end', units: ['footman'] }], true)), '1E-CTRL-03');
    const poor = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] }, (s) => ({ ...s, houses: { ...s.houses, baratheon: { ...s.houses.baratheon!, power: 0 } } }));
    expectViolation(() => apply(poor, march('kingswood', [{ to: 'storms-end', units: ['footman'] }], true)), '1E-CTRL-03');
  });

  it('1E-CTRL-05: no Power token in the home area, whose crest controls it', () => {
    const s = marchStep({ baratheon: [{ area: 'dragonstone', token: 'march-0' }] });
    expectViolation(() => apply(s, march('dragonstone', [{ to: 'storms-end', units: ['knight', 'footman'] }], true)), '1E-CTRL-05');
  });

  it('1E-NEUT-02: a neutral army is never supported', () => {
    const s = marchStep(
      { baratheon: [{ area: 'kingswood', token: 'march-0' }, { area: 'storms-end', token: 'support-a' }] },
      withUnits({ 'storms-end': [footman('baratheon')] }),
    );
    const asked = apply(s, march('kingswood', [{ to: 'dornish-marches', units: ['footman'] }], false));
    expect(pending(asked).map((d) => d.kind)).toEqual(['declare-support']);
    expectViolation(() => apply(asked, { kind: 'declare-support', house: 'baratheon', area: 'storms-end', side: 'defender' }), '1E-NEUT-02');
  });
});

const unit = (house: Three, type: Unit['type'], routed = false): Unit => ({ house, type, routed });

/**
 * Baratheon's Knight and Footman in Kingswood attack Stark in Storm's End (`defenders`), Ser Davos
 * (2, no sword) against Maester Luwin (0), the Blade unused: Baratheon wins and Stark retreats.
 * `edit` sets the rest of the board first.
 */
function starkBeaten(defenders: Unit[], edit: (s: GameState) => GameState = (s) => s): { state: GameState; events: GameEvent[] } {
  const setUp = (s: GameState): GameState => {
    const edited = edit(withUnits({ kingswood: [unit('baratheon', 'knight'), unit('baratheon', 'footman')], 'storms-end': defenders })(s));
    const hand = (house: Three, card: string) => ({ ...edited.houses[house]!, hand: [card], discard: edited.houses[house]!.hand.filter((c) => c !== card) }) as NonNullable<GameState['houses'][Three]>;
    return { ...edited, houses: { ...edited.houses, baratheon: hand('baratheon', 'ser-davos-seaworth'), stark: hand('stark', 'maester-luwin') } };
  };
  let state = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] }, setUp);
  const events: GameEvent[] = [];
  const step = (move: Move) => {
    const r = applyWithEvents(state, move);
    state = r.state;
    events.push(...r.events);
  };
  step(march('kingswood', [{ to: 'storms-end', units: ['knight', 'footman'] }], false));
  const [blade] = pending(state);
  if (blade?.kind === 'use-blade') step({ kind: 'use-blade', house: blade.house, use: false });
  return { state, events };
}

/** Decisions asked too rarely for the games above: the first state asking each, in sampled games. */
const RARE = ['remove-order', 'upgrade-footman', 'discard-opponent-card', 'reconcile'] as const;
let rare: Map<string, GameState> | null = null;

/** The first state that asks for `kind` in sampled 1st-edition games of 3, 4 and 5 houses, seeds 1–40. */
function firstAsking(kind: (typeof RARE)[number]): GameState {
  if (rare === null) {
    const found = new Map<string, GameState>();
    for (let seed = 1; seed <= 40 && found.size < RARE.length; seed++) {
      for (const players of [3, 4, 5] as const) {
        const pick = picker(seed);
        let state = newGame({ ruleset: '1e', players });
        while (state.winner === null) {
          const [decision] = pending(state);
          if ((RARE as readonly string[]).includes(decision!.kind) && !found.has(decision!.kind)) found.set(decision!.kind, state);
          state = apply(state, sampleMove(choices(state, decision!), pick));
        }
      }
    }
    rare = found;
  }
  const state = rare.get(kind);
  if (state === undefined) throw new Error(`expected a game of the first 40 seeds to ask for ${kind}`);
  return state;
}

describe('a House card’s choice asked of its owner cites 1E-HCARD-05 when another house answers it', () => {
  // The first states of sampled 1st-edition games that ask for Cersei's or Asha's removal, Renly's
  // upgrade and Melisandre's discard (the 2nd edition's decisions of Queen of Thorns, Renly and
  // Patchface: 2E-HCARD-35, 2E-HCARD-16, 2E-HCARD-21 there).
  const kinds = ['remove-order', 'upgrade-footman', 'discard-opponent-card'] as const;
  it.each(kinds)('%s', { timeout: 60_000 }, (kind) => {
    const state = firstAsking(kind);
    const [decision] = pending(state);
    const legal = sampleMove(choices(state, decision!), () => 0);
    const other = state.options.houses.find((h) => h !== decision!.house)!;
    expectViolation(() => apply(state, { ...legal, house: other } as Move), '1E-HCARD-05');
    expect(() => apply(state, legal)).not.toThrow();
  });
});

describe('retreats and casualties cite the 1st edition’s rule', () => {
  // Stark's ships in Shipbreaker Bay and the Sea of Dorne carry a retreat from Storm's End to
  // Crackclaw Point and Yronwood; the Dornish Marches are cleared of Tyrell's neutral army.
  const ships = (s: GameState): GameState =>
    withUnits({ 'shipbreaker-bay': [unit('stark', 'ship')], 'sea-of-dorne': [unit('stark', 'ship')] })({
      ...s,
      areas: { ...s.areas, 'dornish-marches': { ...s.areas['dornish-marches'], units: [], neutralForce: null } },
    });

  it('1E-RETREAT-06: a routed defender cannot retreat again and is destroyed first', () => {
    const { events } = starkBeaten([unit('stark', 'footman'), unit('stark', 'footman', true)]);
    expect(events).toContainEqual({ kind: 'casualties', rule: '1E-RETREAT-06', area: 'storms-end', house: 'stark', units: ['footman'] });
  });

  it('1E-CTRL-06: never into an area holding another house’s Power token (2nd edition: 2E-CTRL-12)', () => {
    const token = (s: GameState): GameState => {
      const shipped = ships(s);
      return { ...shipped, areas: { ...shipped.areas, yronwood: { ...shipped.areas.yronwood, powerToken: 'lannister' } } };
    };
    const { state } = starkBeaten([unit('stark', 'footman'), unit('stark', 'footman')], token);
    expect(pending(state).map((d) => d.kind)).toEqual(['retreat']);
    expectViolation(() => apply(state, { kind: 'retreat', house: 'stark', area: 'yronwood' }), '1E-CTRL-06');
    expectViolation(() => apply(state, { kind: 'retreat', house: 'stark', area: 'kingswood' }), '1E-RETREAT-03');
    const retreated = applyWithEvents(state, { kind: 'retreat', house: 'stark', area: 'crackclaw-point' });
    expect(retreated.events).toContainEqual({ kind: 'retreat', rule: '1E-RETREAT-03', house: 'stark', from: 'storms-end', to: 'crackclaw-point', units: ['footman', 'footman'], destroyed: [] });
  });

  it('1E-RETREAT-03: never into a neutral force’s area', () => {
    const { state } = starkBeaten([unit('stark', 'footman'), unit('stark', 'footman')], ships);
    expectViolation(() => apply(state, { kind: 'retreat', house: 'stark', area: 'sunspear' }), '1E-RETREAT-03');
  });

  it('1E-RETREAT-04: not into an area that breaks the supply limits while another does not', () => {
    // Stark's supply position 1 allows armies of 3 and 2: Winterfell holds 3, so the two footmen
    // may not join the footman in the Dornish Marches (an army of 3), while Crackclaw Point is empty.
    const crowded = (s: GameState): GameState =>
      withUnits({ winterfell: [unit('stark', 'footman'), unit('stark', 'footman'), unit('stark', 'knight')], 'dornish-marches': [unit('stark', 'footman')] })(ships(s));
    const { state } = starkBeaten([unit('stark', 'footman'), unit('stark', 'footman')], crowded);
    expect(pending(state).map((d) => d.kind)).toEqual(['retreat']);
    expectViolation(() => apply(state, { kind: 'retreat', house: 'stark', area: 'dornish-marches' }), '1E-RETREAT-04');
  });
});

describe('supply cites the 1st edition’s rule', () => {
  it('1E-SUP-04: units are removed until the armies fit, and no other unit', () => {
    const state = firstAsking('reconcile');
    const [decision] = pending(state);
    if (decision?.kind !== 'reconcile') throw new Error('expected a reconcile decision');
    const space = choices(state, decision);
    const move = sampleMove(space, () => 0);
    const removed = applyWithEvents(state, move);
    expect(removed.events.filter((e) => e.kind === 'units').map((e) => e.rule)).toEqual(['1E-SUP-04']);
    if (move.kind !== 'reconcile') throw new Error('expected a reconcile move');
    expectViolation(() => apply(state, { ...move, unit: 'siege-engine' }), '1E-SUP-04');
  }, 60_000);
});
