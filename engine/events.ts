// What happened: plain-JSON events that explain one move and everything that followed from it,
// each citing the rule it applies. They are read off the sequence of states the engine passes
// through while it settles a move (flow.ts calls `eventsOf` for every transition), so no rule
// module carries logging code and `apply` itself stays as it was. engine/README.md documents
// every kind; engine/event-text.ts says each in English.
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import { orderToken, type OrderTokenId } from './data/orders';
import { type House, type Track, TRACKS, type UnitType } from './data/vocabulary';
import { finalTally } from './combat';
import type { CombatFrame, Side } from './combat-data';
import { total, type SideTally } from './combat-strength';
import { victoryPoints } from './control';
import { boardOf } from './board';
import { victoryAreas } from './victory';
import { strengthAgainstNeutral } from './attack';
import { SUPPORT } from './support';
import type { Move } from './decisions';
import type { Frame } from './frame-data';
import type { GameState } from './state';
import type { RuleId } from './errors';
import type { WesterosCardId } from './data/westeros-cards';
import { ruleOfEdition } from './rule-ids-1e';

/** One side's final combat strength by source ([2E-COMBAT-30]) and its icons. */
export interface StrengthBreakdown extends SideTally {
  readonly house: House;
  readonly total: number;
}

export type GameEvent =
  | { readonly kind: 'round-started'; readonly rule: RuleId; readonly round: number }
  | { readonly kind: 'phase-started'; readonly rule: RuleId; readonly phase: 'westeros' | 'planning' | 'action' }
  | { readonly kind: 'westeros-card'; readonly rule: RuleId; readonly deck: string; readonly card: string }
  | { readonly kind: 'westeros-option'; readonly rule: RuleId; readonly house: House; readonly option: string }
  | { readonly kind: 'orders-banned'; readonly rule: RuleId; readonly restriction: string }
  | { readonly kind: 'wildling-threat'; readonly rule: RuleId; readonly from: number; readonly to: number }
  | { readonly kind: 'bids'; readonly rule: RuleId; readonly contest: string; readonly bids: readonly { readonly house: House; readonly amount: number }[] }
  | { readonly kind: 'wildling-outcome'; readonly rule: RuleId; readonly wildlings: number; readonly nightsWatch: number; readonly won: boolean }
  | { readonly kind: 'wildling-card'; readonly rule: RuleId; readonly card: string; readonly won: boolean }
  | { readonly kind: 'wildling-target'; readonly rule: RuleId; readonly house: House; readonly highest: boolean }
  | { readonly kind: 'track'; readonly rule: RuleId; readonly track: Track; readonly order: readonly House[] }
  | { readonly kind: 'supply'; readonly rule: RuleId; readonly house: House; readonly from: number; readonly to: number }
  | { readonly kind: 'power'; readonly rule: RuleId; readonly house: House; readonly from: number; readonly to: number }
  | { readonly kind: 'orders-revealed'; readonly rule: RuleId; readonly orders: readonly { readonly area: AreaId; readonly house: House; readonly token: OrderTokenId }[] }
  | { readonly kind: 'order-replaced'; readonly rule: RuleId; readonly house: House; readonly area: AreaId; readonly token: OrderTokenId }
  | { readonly kind: 'raven-look'; readonly rule: RuleId; readonly house: House }
  | { readonly kind: 'wildling-card-returned'; readonly rule: RuleId; readonly house: House; readonly to: 'top' | 'bottom' }
  | { readonly kind: 'orders-removed'; readonly rule: RuleId; readonly orders: readonly { readonly area: AreaId; readonly house: House; readonly token: OrderTokenId }[] }
  | { readonly kind: 'raid'; readonly rule: RuleId; readonly house: House; readonly area: AreaId; readonly target: AreaId | null; readonly removed: OrderTokenId | null }
  | { readonly kind: 'march'; readonly rule: RuleId; readonly house: House; readonly area: AreaId; readonly moves: readonly { readonly to: AreaId; readonly units: readonly UnitType[] }[]; readonly powerToken: boolean }
  | { readonly kind: 'consolidate-power'; readonly rule: RuleId; readonly house: House; readonly area: AreaId; readonly muster: boolean }
  | { readonly kind: 'power-token'; readonly rule: RuleId; readonly area: AreaId; readonly from: House | null; readonly to: House | null }
  | { readonly kind: 'units'; readonly rule: RuleId; readonly area: AreaId; readonly house: House; readonly added: readonly UnitType[]; readonly removed: readonly UnitType[] }
  | { readonly kind: 'garrison-removed'; readonly rule: RuleId; readonly area: AreaId; readonly house: House }
  | { readonly kind: 'neutral-force-removed'; readonly rule: RuleId; readonly area: AreaId }
  | { readonly kind: 'neutral-force-attack'; readonly rule: RuleId; readonly area: AreaId; readonly house: House; readonly units: number; readonly order: number; readonly support: number; readonly total: number; readonly neutralForce: number; readonly won: boolean }
  | { readonly kind: 'combat-started'; readonly rule: RuleId; readonly area: AreaId; readonly from: AreaId; readonly attacker: House; readonly defender: House }
  | { readonly kind: 'support'; readonly rule: RuleId; readonly area: AreaId; readonly declared: readonly { readonly area: AreaId; readonly house: House; readonly side: Side | 'none'; readonly accepted: boolean }[] }
  | { readonly kind: 'initial-strength'; readonly rule: RuleId; readonly area: AreaId; readonly attacker: number; readonly defender: number }
  | { readonly kind: 'house-cards-revealed'; readonly rule: RuleId; readonly area: AreaId; readonly attacker: HouseCardId | null; readonly defender: HouseCardId | null }
  | { readonly kind: 'card-ability'; readonly rule: RuleId; readonly house: House; readonly card: HouseCardId; readonly tier: string }
  | { readonly kind: 'blade-used'; readonly rule: RuleId; readonly house: House }
  | { readonly kind: 'tides-drawn'; readonly rule: RuleId; readonly house: House }
  | { readonly kind: 'tides-revealed'; readonly rule: RuleId; readonly house: House; readonly card: string }
  | { readonly kind: 'combat-result'; readonly rule: RuleId; readonly area: AreaId; readonly attacker: StrengthBreakdown; readonly defender: StrengthBreakdown; readonly victor: House; readonly tie: boolean; readonly casualties: number }
  | { readonly kind: 'casualties'; readonly rule: RuleId; readonly area: AreaId; readonly house: House; readonly units: readonly UnitType[] }
  | { readonly kind: 'retreat'; readonly rule: RuleId; readonly house: House; readonly from: AreaId; readonly to: AreaId | null; readonly units: readonly UnitType[]; readonly destroyed: readonly UnitType[] }
  | { readonly kind: 'house-card'; readonly rule: RuleId; readonly house: House; readonly card: HouseCardId; readonly from: 'hand' | 'discard' | 'play'; readonly to: 'hand' | 'discard' | 'play' }
  | { readonly kind: 'game-won'; readonly rule: RuleId; readonly house: House };

export type GameEventKind = GameEvent['kind'];

const top = (s: GameState): Frame => s.stack[s.stack.length - 1]!;
const frameById = (s: GameState, id: number): Frame | undefined => s.stack.find((f) => f.id === id);

/** The rule a change of shared state applies, read from the frame that made it and the move. */
/** The rule of each Westeros card's effect ([2E-WCARD-03]–[2E-WCARD-18]). */
const CARD_RULES: { readonly [c in WesterosCardId]: RuleId } = {
  supply: '2E-WCARD-03',
  mustering: '2E-WCARD-04',
  'a-throne-of-blades': '2E-WCARD-05',
  'last-days-of-summer': '2E-WCARD-06',
  'winter-is-coming': '2E-WCARD-07',
  'clash-of-kings': '2E-WCARD-08',
  'dark-wings-dark-words': '2E-WCARD-09',
  'game-of-thrones': '2E-WCARD-11',
  'wildlings-attack': '2E-WCARD-12',
  'put-to-the-sword': '2E-WCARD-13',
  'storm-of-swords': '2E-WCARD-14',
  'rains-of-autumn': '2E-WCARD-15',
  'sea-of-storms': '2E-WCARD-16',
  'feast-for-crows': '2E-WCARD-17',
  'web-of-lies': '2E-WCARD-18',
};

/** The rule of the Westeros card being resolved, if the Westeros phase is resolving one. */
function cardRule(state: GameState): RuleId | null {
  const westeros = [...state.stack].reverse().find((f) => f.kind === 'westeros');
  if (westeros?.kind !== 'westeros' || westeros.stage !== 'resolve') return null;
  const card = westeros.cards[westeros.slot];
  if (card === undefined || card === null) return null;
  // 2E-WCARD-10: Dark Wings, Dark Words (b) is Game of Thrones.
  if (card === 'dark-wings-dark-words' && westeros.option === 'b') return '2E-WCARD-10';
  return CARD_RULES[card];
}

function contextRule(state: GameState, frame: Frame, move: Move | null, what: 'power' | 'units' | 'orders' | 'token' | 'cards' | 'tracks'): RuleId {
  switch (frame.kind) {
    case 'game':
      return '2E-ROUND-03';
    case 'planning':
      return '2E-PLAN-12';
    case 'raven':
      return '2E-PLAN-14';
    case 'muster':
      return what === 'power' ? '2E-SPEC-06' : '2E-MUS-04';
    case 'action':
      if (move?.kind === 'resolve-raid') return what === 'power' ? '2E-RAID-04' : '2E-RAID-02';
      if (move?.kind === 'resolve-march') return what === 'power' || what === 'token' ? '2E-MARCH-07' : '2E-MARCH-01';
      if (move?.kind === 'leave-power-token') return '2E-MARCH-07';
      if (move?.kind === 'resolve-consolidate-power') return '2E-CP-02';
      if (move?.kind === 'capture-port') return '2E-PORT-14';
      if (frame.step === 'consolidate-power' && state.options.ruleset === '1e') return '1E-CP-01';
      if (frame.step === 'cleanup') return '2E-ACT-07';
      return frame.attack !== null && frame.attack.defender === null ? '2E-NEUT-04' : '2E-PORT-15';
    case 'support':
      return '2E-COMBAT-09';
    case 'combat':
      if (frame.step === 'cleanup') return what === 'cards' ? '2E-COMBAT-58' : '2E-COMBAT-56';
      if (frame.step === 'end') return '2E-ORD-09';
      if (frame.step === 'cards') return '2E-COMBAT-23';
      return '2E-HC-01';
    case 'retreat':
      return '2E-COMBAT-44';
    case 'westeros':
    case 'each-house':
      return cardRule(state) ?? '2E-WEST-06';
    case 'reconcile':
      return '2E-SUP-07';
    case 'bidding':
      return '2E-COK-03';
    case 'clash-of-kings':
      return what === 'power' ? '2E-COK-06' : '2E-COK-04';
    case 'wildling-attack':
      return what === 'power' ? '2E-WILD-06' : '2E-WILD-07';
    case 'wildling-choice':
      // A 1st-edition choice names its rule: Maester Luwin's (1E-HCARD-05) or the Night's Watch's (1E-WILD-05).
      return frame.rule ?? '2E-WILD-07';
    case 'destroy-units':
      // 1E-WILD-06: the 1st edition's wildling losses, counted in mustering points.
      return frame.points === true ? '1E-WILD-06' : '2E-WILD-07';
    case 'replace-units':
      return '2E-WILD-07';
  }
}

type Counts = Map<string, number>;

/** Units by type (routed or not) of each house in an area, plus the attackers a combat holds. */
function unitCounts(units: readonly { house: House; type: UnitType }[]): Counts {
  const counts: Counts = new Map();
  for (const u of units) counts.set(`${u.house} ${u.type}`, (counts.get(`${u.house} ${u.type}`) ?? 0) + 1);
  return counts;
}

/** Per house: the unit types in `before` but not in `after` (removed) and the reverse (added). */
function unitDiff(before: readonly { house: House; type: UnitType }[], after: readonly { house: House; type: UnitType }[]): Map<House, { added: UnitType[]; removed: UnitType[] }> {
  const a = unitCounts(before);
  const b = unitCounts(after);
  const out = new Map<House, { added: UnitType[]; removed: UnitType[] }>();
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const [house, type] = key.split(' ') as [House, UnitType];
    const delta = (b.get(key) ?? 0) - (a.get(key) ?? 0);
    if (delta === 0) continue;
    const entry = out.get(house) ?? { added: [], removed: [] };
    for (let i = 0; i < Math.abs(delta); i++) (delta > 0 ? entry.added : entry.removed).push(type);
    out.set(house, entry);
  }
  return out;
}

function breakdown(house: House, tally: SideTally): StrengthBreakdown {
  return { house, ...tally, total: total(tally) };
}

/** The combat's own moments: its start, strengths, cards, abilities, Blade, Tides, result and casualties. */
function combatEvents(before: GameState, after: GameState, frame: CombatFrame): GameEvent[] {
  const now = frameById(after, frame.id) as CombatFrame | undefined;
  if (now === undefined) return [];
  const events: GameEvent[] = [];
  if (frame.initial === null && now.initial !== null) {
    events.push({ kind: 'initial-strength', rule: '2E-COMBAT-22', area: frame.area, attacker: now.initial.attacker, defender: now.initial.defender });
  }
  if (frame.step === 'cards' && now.step !== 'cards') {
    events.push({ kind: 'house-cards-revealed', rule: '2E-COMBAT-23', area: frame.area, attacker: now.cards.attacker, defender: now.cards.defender });
  }
  for (const key of now.resolved.slice(frame.resolved.length)) {
    const [card, tier] = key.split(' ') as [HouseCardId, string];
    const side: Side = now.cards.attacker === card ? 'attacker' : 'defender';
    events.push({ kind: 'card-ability', rule: '2E-HC-01', house: side === 'attacker' ? frame.attacker : frame.defender, card, tier });
  }
  if (frame.bladeUsedBy === null && now.bladeUsedBy !== null) events.push({ kind: 'blade-used', rule: '2E-COMBAT-29', house: now.bladeUsedBy });
  const shown = (t: CombatFrame['tides']['attacker']) => (t === null || t === 'face-down' ? null : t);
  for (const side of ['attacker', 'defender'] as const) {
    const card = shown(now.tides[side]);
    if (shown(frame.tides[side]) === null && card !== null) events.push({ kind: 'tides-revealed', rule: '2E-TOB-06', house: side === 'attacker' ? frame.attacker : frame.defender, card });
  }
  if (frame.victor === null && now.victor !== null) {
    // Step 5 as the combat computed it: the tally of the state it decided in.
    const tally = finalTally(before, frame);
    const tie = total(tally.attacker) === total(tally.defender);
    events.push({
      kind: 'combat-result',
      rule: tie ? '2E-COMBAT-34' : '2E-COMBAT-33',
      area: frame.area,
      attacker: breakdown(frame.attacker, tally.attacker),
      defender: breakdown(frame.defender, tally.defender),
      victor: now.victor === 'attacker' ? frame.attacker : frame.defender,
      tie,
      casualties: now.casualties,
    });
  }
  return events;
}

/** Units the combatants lost in a casualty step: the embattled area plus the attackers the combat holds. */
function casualtyEvents(before: GameState, after: GameState, frame: CombatFrame): GameEvent[] {
  const now = frameById(after, frame.id) as CombatFrame | undefined;
  const fighting = (s: GameState, f: CombatFrame | undefined) => [...s.areas[frame.area].units, ...(f?.attackers ?? [])];
  const diff = unitDiff(fighting(before, frame), fighting(after, now));
  const rule: RuleId = frame.step === 'skulls' ? '2E-TOB-08' : frame.step === 'casualties' ? '2E-COMBAT-37' : '2E-COMBAT-39';
  return [...diff].filter(([, d]) => d.removed.length > 0).map(([house, d]) => ({ kind: 'casualties', rule, area: frame.area, house, units: d.removed }));
}

function retreatEvents(before: GameState, after: GameState, frame: Extract<Frame, { kind: 'retreat' }>, move: Move | null): GameEvent[] {
  // The units leave the frame once: placed by the retreat move, or placed or lost when it finishes.
  const now = frameById(after, frame.id);
  if (frame.units.length === 0 || (now?.kind === 'retreat' && now.units.length > 0)) return [];
  let to: AreaId | null = move?.kind === 'retreat' ? move.area : null;
  let arrived: UnitType[] = [];
  for (const area of Object.keys(after.areas) as AreaId[]) {
    const gained = unitDiff(before.areas[area].units, after.areas[area].units).get(frame.house)?.added ?? [];
    if (gained.length > 0) {
      to = area;
      arrived = gained;
    }
  }
  const destroyed = [...frame.units.map((u) => u.type)];
  for (const t of arrived) destroyed.splice(destroyed.indexOf(t), 1);
  const rule: RuleId = arrived.length === 0 ? '2E-COMBAT-48' : destroyed.length > 0 ? '2E-COMBAT-47' : frame.role === 'attacker' ? '2E-COMBAT-45' : '2E-COMBAT-46';
  return [{ kind: 'retreat', rule, house: frame.house, from: frame.from, to: arrived.length === 0 ? null : to, units: arrived, destroyed }];
}

/**
 * An attack on a Neutral Force as the action frame settles it when its support frame finishes
 * ([2E-NEUT-03]–[2E-NEUT-07]): the strength by source, read with the engine's own functions.
 */
function neutralAttackEvent(before: GameState, frame: Extract<Frame, { kind: 'support' }>): GameEvent | null {
  const below = before.stack[before.stack.length - 2];
  const attack = below?.kind === 'action' ? below.attack : null;
  const force = attack === null ? null : before.areas[attack.area].neutralForce;
  if (attack === null || attack.defender !== null || typeof force !== 'number') return null;
  const done = SUPPORT.advance(before, frame);
  const support = done.result?.kind === 'support-done' ? done.result.attackerSupport : 0;
  const order = orderToken(attack.marchToken).bonus;
  const total = strengthAgainstNeutral(attack, support);
  const won = total >= force;
  // 1E-NEUT-02: the 1st edition's strength test, whichever way it ends.
  const rule: RuleId = before.options.ruleset === '1e' ? '1E-NEUT-02' : won ? '2E-NEUT-04' : '2E-NEUT-07';
  return { kind: 'neutral-force-attack', rule, area: attack.area, house: attack.attacker, units: total - support - order, order, support, total, neutralForce: force, won };
}

/** Events that need the frame: reveals, moves of the Action phase, combats, bids, Wildling attacks. */
function frameEvents(before: GameState, after: GameState, frame: Frame, move: Move | null): GameEvent[] {
  const events: GameEvent[] = [];
  const pushed = after.stack.length > before.stack.length ? top(after) : null;
  if (pushed?.kind === 'combat') events.push({ kind: 'combat-started', rule: '2E-MARCH-05', area: pushed.area, from: pushed.from, attacker: pushed.attacker, defender: pushed.defender });
  if (pushed?.kind === 'westeros') events.push({ kind: 'phase-started', rule: '2E-WEST-01', phase: 'westeros' });
  if (pushed?.kind === 'planning') events.push({ kind: 'phase-started', rule: '2E-PLAN-01', phase: 'planning' });
  if (pushed?.kind === 'action') events.push({ kind: 'phase-started', rule: '2E-ACT-01', phase: 'action' });
  switch (frame.kind) {
    case 'planning': {
      const now = frameById(after, frame.id);
      if (!frame.revealed && now?.kind === 'planning' && now.revealed) {
        const orders = (Object.keys(after.areas) as AreaId[]).flatMap((area) => {
          const order = after.areas[area].order;
          return order === null ? [] : [{ area, house: order.house, token: order.token }];
        });
        events.push({ kind: 'orders-revealed', rule: '2E-PLAN-12', orders });
      }
      break;
    }
    case 'raven':
      if (move?.kind === 'use-raven' && move.use === 'replace-order') events.push({ kind: 'order-replaced', rule: '2E-PLAN-14', house: move.house, area: move.area, token: move.token });
      // 2E-INF-11, 2E-HID-08: that the holder looked, and where the card went, are public; the card is not.
      if (move?.kind === 'use-raven' && move.use === 'look-at-wildling') events.push({ kind: 'raven-look', rule: '2E-INF-11', house: move.house });
      if (move?.kind === 'return-wildling-card') events.push({ kind: 'wildling-card-returned', rule: '2E-INF-11', house: move.house, to: move.to });
      break;
    case 'action':
      if (move?.kind === 'resolve-raid') {
        const removed = move.target === null ? null : (before.areas[move.target].order?.token ?? null);
        const first = before.options.ruleset === '1e';
        const rule = move.target === null ? (first ? '1E-RAID-07' : '2E-RAID-07') : first ? '1E-RAID-02' : '2E-RAID-02';
        events.push({ kind: 'raid', rule, house: move.house, area: move.area, target: move.target, removed });
        // 1E-RAID-02: a 1st-edition special Raid's second order, told as a raid of its own.
        const second = move.second ?? null;
        if (second !== null) events.push({ kind: 'raid', rule: '1E-RAID-02', house: move.house, area: move.area, target: second, removed: before.areas[second].order?.token ?? null });
      }
      if (move?.kind === 'resolve-march') events.push({ kind: 'march', rule: '2E-MARCH-01', house: move.house, area: move.area, moves: move.moves, powerToken: move.powerToken === true });
      if (move?.kind === 'resolve-consolidate-power') events.push({ kind: 'consolidate-power', rule: move.muster ? '2E-SPEC-06' : '2E-CP-02', house: move.house, area: move.area, muster: move.muster });
      // 1E-CP-01: the 1st edition's Consolidate Power orders resolve together, with no move.
      if (move === null && frame.step === 'consolidate-power' && before.options.ruleset === '1e') {
        for (const area of boardOf(before).ids) {
          const order = before.areas[area].order;
          if (order !== null && orderToken(order.token).type === 'consolidate-power' && after.areas[area].order === null) {
            events.push({ kind: 'consolidate-power', rule: '1E-CP-01', house: order.house, area, muster: false });
          }
        }
      }
      break;
    case 'support':
      if (frameById(after, frame.id) === undefined) {
        events.push({ kind: 'support', rule: '2E-COMBAT-13', area: frame.area, declared: frame.declared });
        const neutral = neutralAttackEvent(before, frame);
        if (neutral !== null) events.push(neutral);
      }
      break;
    case 'combat':
      // 2E-TOB-04, 2E-HID-08: a combatant gets a Tides of Battle card face down; only that it did is public.
      if (move?.kind === 'draw-card' && move.deck === 'tides-of-battle') events.push({ kind: 'tides-drawn', rule: '2E-TOB-04', house: move.for });
      if (frame.step === 'casualties' || frame.step === 'choose-casualties' || frame.step === 'skulls') events.push(...casualtyEvents(before, after, frame));
      break;
    case 'retreat':
      events.push(...retreatEvents(before, after, frame, move));
      break;
    case 'westeros':
      if (move?.kind === 'reveal-card' && move.deck !== 'tides-of-battle') events.push({ kind: 'westeros-card', rule: '2E-WEST-03', deck: move.deck, card: move.card });
      if (move?.kind === 'westeros-option') events.push({ kind: 'westeros-option', rule: '2E-WCARD-20', house: move.house, option: move.option });
      break;
    case 'bidding':
      if (frameById(after, frame.id) === undefined) {
        const bids = after.options.houses.flatMap((h) => frame.bids.filter((b) => b.house === h));
        events.push({ kind: 'bids', rule: frame.contest === 'wildlings' ? '2E-WILD-04' : '2E-COK-03', contest: frame.contest, bids });
      }
      break;
    default:
      break;
  }
  return events;
}

/**
 * Frames whose progress can be made by a frame above them (a support or bidding frame returning
 * its result): a combat's moments and a Wildling attack's outcome, wherever they sit in the stack.
 */
function watchedEvents(before: GameState, after: GameState): GameEvent[] {
  return before.stack.flatMap((frame): GameEvent[] => {
    if (frame.kind === 'combat') return combatEvents(before, after, frame);
    if (frame.kind !== 'wildling-attack') return [];
    const now = frameById(after, frame.id);
    if (now?.kind !== 'wildling-attack') return [];
    const events: GameEvent[] = [];
    if (frame.won === null && now.won !== null) {
      events.push({ kind: 'wildling-outcome', rule: '2E-WILD-05', wildlings: now.strength, nightsWatch: now.bids.reduce((n, b) => n + b.amount, 0), won: now.won });
    }
    if (frame.card === null && now.card !== null) events.push({ kind: 'wildling-card', rule: '2E-WILD-07', card: now.card, won: now.won === true });
    // 1E-WILD-05, 1E-WILD-06: the 1st edition's fixed outcome picks the highest bidder after a victory, else the lowest.
    const targetRule: RuleId = before.options.ruleset !== '1e' ? '2E-WILD-07' : now.won === true ? '1E-WILD-05' : '1E-WILD-06';
    if (frame.target === null && now.target !== null) events.push({ kind: 'wildling-target', rule: targetRule, house: now.target, highest: now.won === true });
    return events;
  });
}

/** Changes of the shared board and tracks, each with the rule of the frame that made them. */
function boardEvents(before: GameState, after: GameState, frame: Frame, move: Move | null): GameEvent[] {
  const events: GameEvent[] = [];
  const rule = (what: Parameters<typeof contextRule>[3]) => contextRule(before, frame, move, what);
  if (after.round !== before.round) events.push({ kind: 'round-started', rule: '2E-ROUND-03', round: after.round });
  if (after.restriction !== before.restriction && after.restriction !== null) events.push({ kind: 'orders-banned', rule: '2E-WEST-07', restriction: after.restriction });
  if (after.wildlingThreat !== before.wildlingThreat) {
    const threatRule: RuleId = frame.kind === 'westeros' ? '2E-WEST-04' : frame.kind === 'wildling-attack' ? '2E-WILD-10' : '2E-WEST-06';
    events.push({ kind: 'wildling-threat', rule: threatRule, from: before.wildlingThreat, to: after.wildlingThreat });
  }
  for (const track of TRACKS) {
    if (after.tracks[track].join() !== before.tracks[track].join()) events.push({ kind: 'track', rule: rule('tracks'), track, order: after.tracks[track] });
  }
  for (const house of after.options.houses) {
    const b = before.houses[house]!;
    const a = after.houses[house]!;
    if (a.supply !== b.supply) events.push({ kind: 'supply', rule: '2E-SUP-01', house, from: b.supply, to: a.supply });
    if (a.power !== b.power) events.push({ kind: 'power', rule: rule('power'), house, from: b.power, to: a.power });
    const place = (s: typeof a, card: HouseCardId) => (s.hand.includes(card) ? 'hand' : s.discard.includes(card) ? 'discard' : 'play');
    for (const card of [...new Set([...b.hand, ...b.discard, ...a.hand, ...a.discard])].sort()) {
      const from = place(b, card);
      const to = place(a, card);
      if (from !== to) events.push({ kind: 'house-card', rule: rule('cards'), house, card, from, to });
    }
  }
  const marching = move?.kind === 'resolve-march' && frame.kind === 'action';
  const removedOrders: { area: AreaId; house: House; token: OrderTokenId }[] = [];
  for (const area of Object.keys(after.areas) as AreaId[]) {
    const b = before.areas[area];
    const a = after.areas[area];
    if (b === a) continue;
    if (b.powerToken !== a.powerToken) events.push({ kind: 'power-token', rule: rule('token'), area, from: b.powerToken, to: a.powerToken });
    if (b.garrison !== null && a.garrison === null) events.push({ kind: 'garrison-removed', rule: '2E-COMBAT-42', area, house: b.garrison });
    if (b.neutralForce !== null && a.neutralForce === null) events.push({ kind: 'neutral-force-removed', rule: '2E-NEUT-04', area });
    if (b.order !== null && (a.order === null || a.order.token !== b.order.token || a.order.house !== b.order.house) && frame.kind !== 'raven') {
      removedOrders.push({ area, house: b.order.house, token: b.order.token });
    }
    // Units: the march, the casualties and the retreat say it in their own events.
    const own = marching || frame.kind === 'retreat' || (frame.kind === 'combat' && ['casualties', 'choose-casualties', 'skulls', 'retreat'].includes(frame.step));
    if (!own) {
      for (const [house, d] of unitDiff(b.units, a.units)) events.push({ kind: 'units', rule: rule('units'), area, house, added: d.added, removed: d.removed });
    }
  }
  if (removedOrders.length > 0 && frame.kind !== 'planning') events.push({ kind: 'orders-removed', rule: rule('orders'), orders: removedOrders });
  if (before.winner === null && after.winner !== null) events.push({ kind: 'game-won', rule: wonRule(after, after.winner), house: after.winner });
  return events;
}

/** The rule a win applies: at once (2E-END-02, 1E-END-01), after round 10 (2E-END-03, 1E-END-02), shared (1E-END-03). */
function wonRule(state: GameState, house: House): RuleId {
  const atOnce = victoryPoints(state, house) >= victoryAreas(state);
  if (state.options.ruleset !== '1e') return atOnce ? '2E-END-02' : '2E-END-03';
  return state.sharedWin !== undefined ? '1E-END-03' : atOnce ? '1E-END-01' : '1E-END-02';
}

/**
 * The events of one transition: `before` is the state whose top frame handled `move` (or advanced
 * on its own when `move` is null), `after` the state it produced.
 */
export function eventsOf(before: GameState, after: GameState, move: Move | null): GameEvent[] {
  const frame = top(before);
  // A frame that only hands a result down (support, bids, the Raven) leaves what follows to the
  // frame below, whose rules then apply.
  const popped = frameById(after, frame.id) === undefined;
  const below = before.stack[before.stack.length - 2];
  const context = popped && below !== undefined && HANDS_DOWN.has(frame.kind) ? below : frame;
  const events = [...frameEvents(before, after, frame, move), ...watchedEvents(before, after), ...boardEvents(before, after, context, move)];
  // A 1st-edition game cites the 1st edition's rule for the steps both editions share (engine/rule-ids-1e.ts).
  if (before.options.ruleset !== '1e') return events;
  return events.map((e) => {
    const rule = ruleOfEdition(before.options, e.rule);
    return rule === e.rule ? e : { ...e, rule };
  });
}

const HANDS_DOWN = new Set<Frame['kind']>(['support', 'bidding', 'raven']);
