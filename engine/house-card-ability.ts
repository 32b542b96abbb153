// What one House card ability is (engine/house-card-abilities.ts keeps the table of them): the
// hooks a card may have for the tiers of [2E-HC-01], what each hook is given and what it returns.
// The modules that write abilities (ability-strength.ts, ability-effects.ts, ability-1e.ts) import
// this contract, and the table imports them.
import type { HouseCardId } from './data/house-cards';
import type { House } from './data/vocabulary';
import type { CombatFrame, Side } from './combat-data';
import type { CombatTally, Role } from './combat-strength';
import type { NewFrame } from './frames';
import type { GameState, Unit } from './state';

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
