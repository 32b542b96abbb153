// House card abilities as a table of small timing-window hooks keyed by card id (style rule 10).
// The combat calls them in the tiers of [2E-HC-01], the two combatants in Iron Throne order
// ([2E-HC-03]), one card's whole ability before the next ([2E-HC-02]):
//   1 `cancel`      — "cancel" / "ignore" texts, right after the reveal;
//   2 `immediately` — "immediately" texts;
//   3 `static`      — every other text that applies during the combat, folded into the step 5 tally;
//   4 `ifWin` / `ifLose` — after the victor is known (step 6a, [2E-COMBAT-35]);
//   5 `afterCombat` — at the end of Combat Cleanup, after both cards are discarded ([2E-HC-06]).
// The abilities themselves come with a later issue: until then every card contributes its printed
// strength, swords and towers only ([2E-COMBAT-26], [2E-COMBAT-27]).
import type { HouseCardId } from './data/house-cards';
import type { House } from './data/vocabulary';
import type { CombatFrame } from './combat';
import type { CombatTally, Side } from './combat-strength';
import type { NewFrame } from './frames';
import type { GameState } from './state';

/** What a hook knows: the combat as it stands, and whose card it is. */
export interface AbilityContext {
  readonly combat: CombatFrame;
  readonly side: Side;
  readonly house: House;
  readonly opponent: House;
  readonly card: HouseCardId;
}

/**
 * A hook's outcome: the new state (the combat frame still on top, possibly updated), and a frame to
 * push when the ability needs a decision. The combat goes on with the next card once that frame
 * has finished.
 */
export interface AbilityOutcome {
  readonly state: GameState;
  readonly push: NewFrame | null;
}

export type AbilityHook = (state: GameState, ctx: AbilityContext) => AbilityOutcome;

/** Tier 3: changes to the step 5 tally (strength by source, swords, towers). Pure. */
export type TallyHook = (state: GameState, ctx: AbilityContext, tally: CombatTally) => CombatTally;

export interface HouseCardAbility {
  readonly cancel?: AbilityHook;
  readonly immediately?: AbilityHook;
  readonly static?: TallyHook;
  readonly ifWin?: AbilityHook;
  readonly ifLose?: AbilityHook;
  readonly afterCombat?: AbilityHook;
}

/** The abilities of the cards whose text does something; a card without an entry has none. */
export const HOUSE_CARD_ABILITIES: Partial<Record<HouseCardId, HouseCardAbility>> = {};

/** The tiers that run as a step of their own (tier 3 is part of the step 5 tally). */
export const ABILITY_TIERS = ['cancel', 'immediately', 'if-win-lose', 'after-combat'] as const;
export type AbilityTier = (typeof ABILITY_TIERS)[number];

/** The hook of `card` for a tier; `won` picks ifWin or ifLose in tier 4. */
export function hookOf(card: HouseCardId, tier: AbilityTier, won: boolean): AbilityHook | undefined {
  const ability = HOUSE_CARD_ABILITIES[card];
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
