// Who makes each kind of decision, as a rule: the rule a move breaks when the game waits for a
// decision of its kind from someone else (another house, or the dealer for another deck). A move
// of a kind nobody is asked for breaks [2E-GEN-01] itself: every decision is asked by the engine.
import type { Decision, DecisionKind, Move } from './decisions';
import type { RuleId } from './errors';
import type { GameState } from './state';

type Table = { readonly [k in DecisionKind]: (d: Extract<Decision, { kind: k }>) => RuleId };

const deckRule = (deck: string, tides: RuleId, westeros: RuleId): RuleId => (deck === 'tides-of-battle' ? tides : deck === 'wildling' ? '2E-WILD-07' : westeros);

const WHO_DECIDES: Table = {
  // Planning: every house places its own orders (2E-PLAN-02); in turn order when sequential (2E-PLAN-10).
  'place-orders': () => '2E-PLAN-02',
  'use-raven': () => '2E-PLAN-13',
  'return-wildling-card': () => '2E-INF-11',
  // Action phase: one order at a time, in turn order.
  'resolve-raid': () => '2E-ACT-02',
  'resolve-march': () => '2E-ACT-02',
  'leave-power-token': () => '2E-MARCH-07',
  'resolve-consolidate-power': () => '2E-ACT-02',
  'capture-port': () => '2E-PORT-14',
  muster: () => '2E-MUS-01',
  // Combat.
  'declare-support': () => '2E-COMBAT-10',
  'accept-support': () => '2E-COMBAT-16',
  'choose-house-card': () => '2E-COMBAT-23',
  'use-blade': () => '2E-COMBAT-29',
  'choose-casualties': () => '2E-COMBAT-39',
  retreat: () => '2E-COMBAT-44',
  'choose-retreat-losses': () => '2E-COMBAT-47',
  'cancel-house-card': () => '2E-HCARD-12',
  'replace-house-card': () => '2E-HCARD-12',
  'swap-house-card': () => '2E-HCARD-28',
  'demote-opponent': () => '2E-HCARD-42',
  'remove-order': () => '2E-HCARD-35',
  'upgrade-footman': () => '2E-HCARD-16',
  'discard-opponent-card': () => '2E-HCARD-21',
  'redraw-tides-card': () => '2E-TOB-05',
  // The dealer: the deck the engine asks for.
  'shuffle-deck': (d) => deckRule(d.deck, '2E-TOB-03', '2E-WEST-10'),
  'draw-card': () => '2E-TOB-04',
  'reveal-card': (d) => deckRule(d.deck, '2E-TOB-06', '2E-WEST-03'),
  // Westeros phase.
  'westeros-option': () => '2E-WCARD-20',
  bid: (d) => (d.contest === 'wildlings' ? '2E-WILD-03' : '2E-COK-03'),
  'break-tie': (d) => (d.contest === 'wildlings' ? '2E-WILD-08' : '2E-COK-05'),
  reconcile: () => '2E-SUP-07',
  'destroy-unit': () => '2E-WLC-03',
  'replace-unit': () => '2E-WLC-06',
  'choose-track': () => '2E-WLC-05',
  'discard-house-card': () => '2E-WLC-08',
  'take-house-card': () => '2E-WLC-07',
  'choose-penalty': () => '2E-WLC-09',
  'choose-muster-area': () => '2E-WLC-13',
};

/**
 * The 1st edition's rule where it gives a decision otherwise than the 2nd edition's table says (the
 * other kinds cite the 2nd-edition rule, which engine/rule-ids-1e.ts turns into the 1st edition's).
 */
const WHO_DECIDES_1E: { readonly [k in DecisionKind]?: RuleId } = {
  // Each house places its own orders, all at once (1E-PLAN-01).
  'place-orders': '1E-PLAN-01',
  // Raids, then Marches, one at a time in turn order (1E-RAID-01, 1E-MARCH-01).
  'resolve-raid': '1E-RAID-01',
  'resolve-march': '1E-MARCH-01',
  // The dealer shuffles a Westeros deck only for Winter Is Coming (1E-WCARD-06; no refill, 1E-WEST-02).
  'shuffle-deck': '1E-WCARD-06',
};

/** The rule that gives `decision` to its house (or deck), broken by the same kind of move from anyone else. */
export function whoDecides(state: GameState, decision: Decision): RuleId {
  const top = state.stack[state.stack.length - 1];
  if (state.options.ruleset === '1e') {
    // A 1st-edition card taken back names its rule: Maester Luwin's (1E-HCARD-05) or the Night's Watch's (1E-WILD-05).
    if (decision.kind === 'take-house-card' && top?.kind === 'wildling-choice' && top.rule !== undefined) return top.rule;
    const rule = WHO_DECIDES_1E[decision.kind];
    if (rule !== undefined) return rule;
  }
  // 2E-HCARD-02: Robb Stark's owner, not the loser, picks the retreat area.
  if (decision.kind === 'retreat' && top?.kind === 'retreat' && top.chooser !== top.house) return '2E-HCARD-02';
  return (WHO_DECIDES[decision.kind] as (d: Decision) => RuleId)(decision);
}

const RESOLVE_KINDS: readonly string[] = ['resolve-raid', 'resolve-march', 'resolve-consolidate-power'];

/**
 * The rule a move of a kind nobody is asked for breaks: an order of another step of the Action
 * phase (2E-ACT-01: Raid, then March, then Consolidate Power), a 1st-edition Consolidate Power order
 * resolved on its own (1E-CP-01), else 2E-GEN-01.
 */
export function notAsked(state: GameState, pendingNow: readonly Decision[], move: Move): RuleId {
  // 1E-CP-01: a 1st-edition Consolidate Power order is never resolved on its own (all resolve at
  // once), 1E-CP-03: and never musters.
  if (move.kind === 'resolve-consolidate-power' && state.options.ruleset === '1e') return move.muster === true ? '1E-CP-03' : '1E-CP-01';
  if (RESOLVE_KINDS.includes(move.kind) && pendingNow.some((d) => RESOLVE_KINDS.includes(d.kind))) return '2E-ACT-01';
  return '2E-GEN-01';
}
