// A 1st-edition game cites the 1st edition's rules (shared/rules/agot-1e.md, ids `1E-…`). Most of
// them say what a 2nd-edition rule says, and the engine plays them with the 2nd edition's code,
// which names the 2nd-edition rule (style rule 9). This table gives, for each 2nd-edition id that
// such code cites in a 1st-edition game, the 1st-edition rule that says the same; where the 1st
// edition says it differently the engine already plays the 1st-edition option and cites its id at
// the place it decides (raid-1e, wildlings, decks, combat, deciders, events). Two places read the
// table, and only in a 1st-edition game, so a 2nd-edition game's events and refusals are unchanged:
// `apply` (engine/flow.ts) for the RuleViolation it throws, and `eventsOf` (engine/events.ts) for
// each event's rule. `npx vitest run engine/rule-ids-1e.test.ts` checks every pair against the id
// lists of both references and that whole 1st-edition games cite nothing else.
import { RuleViolation, type RuleId } from './errors';
import type { GameOptions } from './state';

/** 2nd-edition id → the 1st-edition rule that says the same. */
export const RULE_1E_OF_2E = {
  // The game turn and its phases.
  '2E-ROUND-03': '1E-ROUND-01', // one turn after another, its phases in order
  '2E-WEST-01': '1E-WEST-01',
  '2E-PLAN-01': '1E-PLAN-01',
  '2E-ACT-01': '1E-ACT-01', // also a resolve move of another step of the Action phase
  // Westeros phase.
  '2E-WEST-03': '1E-WEST-01', // step 2: the top card of each deck (the dealer's reveal)
  '2E-WEST-04': '1E-WILD-02', // step 3: each wildling icon moves the threat one space
  '2E-WEST-06': '1E-WEST-01', // step 4: the cards resolved in deck order
  '2E-WEST-07': '1E-PLAN-06', // a card forbids order types for the turn
  '2E-WCARD-01': '1E-COMP-05', // a card revealed from a deck it does not belong to
  '2E-WCARD-11': '1E-WCARD-04', // Game of Thrones (crowns only: its code reads the ruleset)
  '2E-SUP-01': '1E-WCARD-01', // Supply: the token moves to the barrels counted
  '2E-SUP-07': '1E-SUP-04', // units removed until the armies fit
  '2E-MUS-01': '1E-MUS-01',
  '2E-MUS-02': '1E-MUS-02',
  '2E-MUS-03': '1E-MUS-03',
  '2E-MUS-04': '1E-MUS-04', // units placed in the area that produced the points
  '2E-MUS-05': '1E-MUS-04', // an upgrade replaces a Footman standing in that area
  '2E-MUS-06': '1E-MUS-04', // a Ship into an adjacent sea without another house's Ships
  '2E-MUS-07': '1E-MUS-05', // no mustering over the supply limits
  '2E-MUS-09': '1E-MUS-06', // the unit pools are limited
  '2E-COK-03': '1E-COK-02', // secret bids, opened together
  '2E-COK-04': '1E-COK-03',
  '2E-COK-05': '1E-COK-04',
  '2E-COK-06': '1E-COK-05',
  '2E-WILD-03': '1E-WILD-04', // (2) every house bids in secret
  '2E-WILD-04': '1E-WILD-04', // (3) the bids open together and are added up
  '2E-WILD-05': '1E-WILD-04', // (4) the Night's Watch wins on equal or more
  '2E-WILD-06': '1E-WILD-04', // (5) the bids go back to the bank
  '2E-WILD-08': '1E-GEN-05', // the Iron Throne holder breaks the tie for highest or lowest bidder
  '2E-WILD-10': '1E-WILD-07', // the threat back to 0 (its code reads the ruleset)
  '2E-WLC-03': '1E-WILD-06', // the only units a 1st-edition house destroys by choice
  // Planning phase and the Messenger Raven.
  '2E-PLAN-02': '1E-PLAN-02', // a placement names an area of the board and an order token
  '2E-PLAN-03': '1E-PLAN-02', // only where the house has a unit
  '2E-PLAN-04': '1E-PLAN-02', // at most one order per area
  '2E-COMP-08': '1E-COMP-03', // each order token once
  '2E-PLAN-06': '1E-PLAN-04', // no more special orders than stars (after a Raven swap too)
  '2E-PLAN-07': '1E-PLAN-06',
  '2E-PLAN-12': '1E-PLAN-01', // step 2: the orders revealed together
  '2E-PLAN-13': '1E-INF-04', // the Raven holder, once per turn
  '2E-PLAN-14': '1E-INF-04', // the swap of one placed order for an unplaced one
  '2E-INF-11': '1E-INF-05', // a use other than the swap (its look is refused by 1E-INF-05 already)
  // Action phase.
  '2E-ACT-07': '1E-ACT-02', // the orders left after step 3 are removed
  '2E-RAID-02': '1E-RAID-02',
  '2E-RAID-04': '1E-RAID-05', // pillage (the victim loses nothing: raid-1e)
  '2E-MARCH-01': '1E-MARCH-02', // the units move to adjacent areas, split as the house likes
  '2E-MARCH-02': '1E-MARCH-03', // Ships between seas, land units between land areas
  '2E-MARCH-03': '1E-MARCH-07', // routed units cannot march
  '2E-MARCH-04': '1E-MARCH-04', // at most one area of another house (or neutral) per March
  '2E-MARCH-05': '1E-COMBAT-01', // a March into another house's units starts a combat
  '2E-MARCH-07': '1E-CTRL-03', // a Power token in the area the March empties
  '2E-MARCH-12': '1E-MARCH-08', // the golden supply rule
  '2E-CTRL-03': '1E-CTRL-03',
  '2E-CTRL-04': '1E-CTRL-03', // with one of its available Power tokens
  '2E-CTRL-13': '1E-CTRL-05', // the home area's crest already controls it
  '2E-NEUT-03': '1E-NEUT-02', // the strength against a neutral force: units, support, March order
  '2E-NEUT-04': '1E-NEUT-03', // the token (or neutral army) removed, the units enter
  // Combat.
  '2E-COMBAT-09': '1E-SUPPORT-01', // a Support order adjacent to the contested area
  '2E-COMBAT-10': '1E-SUPPORT-01', // its owner gives its strength to either side, or none
  '2E-COMBAT-13': '1E-SUPPORT-02', // all of the area's strength or nothing
  '2E-COMBAT-22': '1E-COMBAT-02', // (2) both announce their strength
  '2E-COMBAT-23': '1E-COMBAT-02', // (3) both choose a House card secretly, revealed together
  '2E-COMBAT-29': '1E-INF-02', // the Valyrian Steel Blade
  '2E-COMBAT-33': '1E-COMBAT-08',
  '2E-COMBAT-34': '1E-COMBAT-09', // a tie goes to the Fiefdoms track
  '2E-COMBAT-37': '1E-RETREAT-06', // routed units cannot retreat again: destroyed
  '2E-COMBAT-39': '1E-RETREAT-01', // the loser chooses its casualties
  '2E-COMBAT-44': '1E-RETREAT-02', // the loser's surviving units retreat
  '2E-COMBAT-45': '1E-RETREAT-02', // a losing attacker to the area it marched from
  '2E-COMBAT-46': '1E-RETREAT-03', // a losing defender to one adjacent empty or friendly area
  '2E-COMBAT-47': '1E-RETREAT-04', // the units that do not fit the supply are destroyed
  '2E-COMBAT-48': '1E-RETREAT-05', // no legal area: destroyed
  '2E-CTRL-12': '1E-CTRL-06',
  '2E-NEUT-09': '1E-RETREAT-03', // a neutral force's area is neither empty nor the loser's
  '2E-COMBAT-56': '1E-COMBAT-11', // the defender's orders and token go, the attackers move in
  '2E-COMBAT-58': '1E-HCARD-02', // both cards to the discard piles
  '2E-HC-01': '1E-HCARD-05', // a card's text (the 2nd edition's tiers: engine/README.md)
  '2E-HCARD-16': '1E-HCARD-05', // Renly Baratheon's upgrade
  '2E-HCARD-21': '1E-HCARD-05', // Melisandre's discard (the decision of Patchface's)
  '2E-HCARD-35': '1E-HCARD-05', // Asha's or Cersei's removal (the decision of Queen of Thorns')
} as const satisfies { readonly [id: `2E-${string}`]: `1E-${string}` };

/**
 * 2nd-edition ids a 1st-edition game cites as they are, with the reason: the 1st edition has no
 * rule that says the same, and the engine plays the 2nd edition's (or the engine's own rule).
 */
export const SHARED_WITH_2E = {
  // The engine's own rule of input (every decision is asked for and recorded), not a game rule.
  '2E-GEN-01': 'a move nobody is asked for',
  // agot-1e.md leaves open whether a house may support the opponent of its own units and whether a
  // combatant may refuse support (open question 10); the engine plays the 2nd edition's rules.
  '2E-COMBAT-12': 'no support for the opponent against oneself',
  '2E-COMBAT-16': 'a combatant accepts or refuses the support declared for it',
  // The 2nd edition's FAQ removes an order left in an area without units after a combat; the 1st
  // edition has no such rule (1E-COMBAT-11 speaks of the contested area only) and the engine plays the
  // 2nd edition's.
  '2E-ORD-09': 'an order in an area left without units after a combat is removed',
} as const satisfies { readonly [id: `2E-${string}`]: string };

const TABLE: { readonly [id: string]: RuleId | undefined } = RULE_1E_OF_2E;

/** The rule a game of these options cites for `rule`: its 1st-edition counterpart in a 1st-edition game. */
export function ruleOfEdition(options: GameOptions, rule: RuleId): RuleId {
  return options.ruleset === '1e' ? (TABLE[rule] ?? rule) : rule;
}

/** `error`, or in a 1st-edition game its RuleViolation with the 1st-edition rule (same message). */
export function violationOfEdition(state: { readonly options: GameOptions }, error: unknown): unknown {
  if (!(error instanceof RuleViolation) || state.options.ruleset !== '1e') return error;
  const rule = ruleOfEdition(state.options, error.rule);
  return rule === error.rule ? error : new RuleViolation(rule, error.reason);
}
