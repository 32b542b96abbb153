// House card abilities as a table of small timing-window hooks keyed by card id (style rule 10).
// The combat calls them in the tiers of [2E-HC-01], the two combatants in Iron Throne order
// ([2E-HC-03]), one card's whole ability before the next ([2E-HC-02]), each at most once per
// combat ([2E-HC-04]):
//   1 `cancel`      — "cancel" / "ignore" texts, right after the reveal (Tyrion Lannister);
//   2 `immediately` — "immediately" texts (Aeron Damphair, Mace Tyrell, Queen of Thorns, Doran Martell);
//   3 `unitStrength`, `static`, `noCasualties` — every other text that applies during the combat:
//     what a unit adds, then the step 5 tally (strength by source, swords, towers), and The
//     Blackfish's protection, read whenever a casualty would be taken;
//   4 `ifWin` / `ifLose` — after the victor is known (step 6a, [2E-COMBAT-35]);
//   5 `afterCombat` — at the end of Combat Cleanup, after both cards are discarded ([2E-HC-06]).
// A hook that needs a choice sets the combat's `ask` (engine/ability-choices.ts); the combat waits
// for that decision before the next card. A card without an entry (icons only) has no text: it
// gives its printed strength, swords and towers ([2E-COMBAT-26], [2E-COMBAT-27]).
import type { HouseCardId } from './data/house-cards';
import type { House } from './data/vocabulary';
import type { CombatFrame } from './combat';
import type { CombatTally, Role, Side } from './combat-strength';
import type { NewFrame } from './frames';
import type { GameState, Unit } from './state';
import { ABILITY_EFFECTS } from './ability-effects';
import { ABILITY_STRENGTH } from './ability-strength';
import { HOUSE_CARD_ABILITIES_1E } from './ability-1e';
import type { GameOptions } from './state';

/** What a hook knows: the combat as it stands, and whose card it is. */
export interface AbilityContext {
  readonly combat: CombatFrame;
  readonly side: Side;
  readonly house: House;
  readonly opponent: House;
  readonly card: HouseCardId;
  /** The opponent's revealed card, null when it fights without one. */
  readonly opponentCard: HouseCardId | null;
  /** Whether the opponent suffers no casualties in this combat (The Blackfish, [2E-HCARD-05]). */
  readonly opponentImmune: boolean;
}

/**
 * A hook's outcome: the new state (the combat frame still on top, possibly updated, e.g. with an
 * `ask`), and a frame to push when the ability needs one. The combat goes on with the next card
 * once the ask is answered and that frame has finished.
 */
export interface AbilityOutcome {
  readonly state: GameState;
  readonly push: NewFrame | null;
}

export type AbilityHook = (state: GameState, ctx: AbilityContext) => AbilityOutcome;

/** Tier 3: changes to the step 5 tally (strength by source, swords, towers). Pure. */
export type TallyHook = (state: GameState, ctx: AbilityContext, tally: CombatTally) => CombatTally;

/** Tier 3: what one unit taking part adds, given what it adds so far (`strength`). Pure. */
export type UnitStrengthHook = (state: GameState, ctx: AbilityContext, unit: Unit, role: Role, strength: number) => number;

export interface HouseCardAbility {
  readonly cancel?: AbilityHook;
  readonly immediately?: AbilityHook;
  readonly unitStrength?: UnitStrengthHook;
  readonly static?: TallyHook;
  /** The owner suffers no casualties in this combat: not from icons, card text or skulls. */
  readonly noCasualties?: true;
  readonly ifWin?: AbilityHook;
  readonly ifLose?: AbilityHook;
  readonly afterCombat?: AbilityHook;
}

/** The abilities of the cards whose text does something; a card without an entry has none. */
export const HOUSE_CARD_ABILITIES: Partial<Record<HouseCardId, HouseCardAbility>> = { ...ABILITY_STRENGTH, ...ABILITY_EFFECTS };

/** The tiers that run as a step of their own (tier 3 is part of the step 5 tally). */
export const ABILITY_TIERS = ['cancel', 'immediately', 'if-win-lose', 'after-combat'] as const;
export type AbilityTier = (typeof ABILITY_TIERS)[number];

/** The abilities of the game's edition ([1E-HCARD-05]: the 1st edition's cards have their own texts). */
export function abilitiesOf(state: { readonly options: GameOptions }): Partial<Record<HouseCardId, HouseCardAbility>> {
  return state.options.ruleset === '1e' ? HOUSE_CARD_ABILITIES_1E : HOUSE_CARD_ABILITIES;
}

/** The hook of `card` for a tier; `won` picks ifWin or ifLose in tier 4. */
export function hookOf(state: { readonly options: GameOptions }, card: HouseCardId, tier: AbilityTier, won: boolean): AbilityHook | undefined {
  const ability = abilitiesOf(state)[card];
  if (ability === undefined) return undefined;
  switch (tier) {
    case 'cancel':
      return ability.cancel;
    case 'immediately':
      return ability.immediately;
    case 'if-win-lose':
      return won ? ability.ifWin : ability.ifLose;
    case 'after-combat':
      return ability.afterCombat;
  }
}

/** 2E-HCARD-05, 2E-COMBAT-43, 2E-TOB-08: whether a side's card spares it every casualty. */
export function isImmune(frame: Pick<CombatFrame, 'cards'>, side: Side): boolean {
  const card = frame.cards[side];
  return card !== null && HOUSE_CARD_ABILITIES[card]?.noCasualties === true;
}
