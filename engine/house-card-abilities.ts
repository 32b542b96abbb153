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
import type { CombatFrame, Side } from './combat-data';
import type { GameOptions } from './state';
import { ABILITY_EFFECTS } from './ability-effects';
import { ABILITY_STRENGTH } from './ability-strength';
import { HOUSE_CARD_ABILITIES_1E } from './ability-1e';
import type { AbilityHook, HouseCardAbility } from './house-card-ability';

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
