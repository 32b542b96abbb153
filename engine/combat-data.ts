// What a combat holds, as plain data (style rule 6): the attack a March declares, the combat's
// frame and its steps, the Support and Retreat frames it pushes, and the sides' strengths. The
// handlers that move these frames live in combat.ts, support.ts and retreat.ts; the data sits
// here, below the game state that holds it (engine/state.ts), so that the state's type does not
// depend on the code that handles it.

/** The two sides of a combat. */
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { OrderTokenId } from './data/orders';
import type { TidesCardId } from './data/tides-of-battle';
import type { House } from './data/vocabulary';
import type { AbilityAsk } from './ability-decisions';
import type { Unit } from './state-parts';

export const SIDES = ['attacker', 'defender'] as const;

export type Side = (typeof SIDES)[number];

/** An attack declared by a March: on another house's units or Garrison, or on a Neutral Force. */
export interface Attack {
  readonly area: AreaId;
  readonly from: AreaId;
  readonly attacker: House;
  /** The house defending the area; null for a Neutral Force. */
  readonly defender: House | null;
  readonly marchToken: OrderTokenId;
  /** The marching units, held outside the board until the attack is resolved. */
  readonly attackers: readonly Unit[];
}

/** What the March code knows when its March starts a combat. */
export interface CombatStart {
  /** The embattled area. */
  readonly area: AreaId;
  readonly attacker: House;
  readonly defender: House;
  /** The area of the March order. */
  readonly from: AreaId;
  readonly marchToken: OrderTokenId;
  /** The attacking units, already taken out of `from`; the combat holds them until it is resolved. */
  readonly attackers: readonly Unit[];
}

/** The step a combat frame performs the next time it advances, in the order of [2E-COMBAT-05]. */
export const COMBAT_STEPS = [
  'support',
  'initial',
  'tides-shuffle',
  'cards',
  'cancel',
  'immediately',
  'tides-draw',
  'tides-redraw',
  'tides-reveal',
  'blade',
  'victor',
  'if-win-lose',
  'casualties',
  'choose-casualties',
  'skulls',
  'retreat',
  'cleanup',
  'after-combat',
  'end',
] as const;

export type CombatStep = (typeof COMBAT_STEPS)[number];

export type Strengths = { readonly [s in Side]: number };

/**
 * Marks a House card ability leaves for a later step: the victor picks the loser's retreat area
 * (Robb Stark), the loser's discard pile returns to hand in Cleanup (Roose Bolton), the March order
 * moves into the conquered area (Ser Loras Tyrell), the winning attackers go home (Arianne Martell).
 */
export type CombatFlag = 'victor-chooses-retreat' | 'discards-to-hand' | 'march-order-moves' | 'attackers-return' | 'attacker-text-cancelled' | 'defender-text-cancelled';

/** What a combatant holds: nothing yet, a card seen only by its owner, or a revealed card. */
export type TidesSlot = TidesCardId | 'face-down' | null;

export interface CombatFrame extends CombatStart {
  readonly kind: 'combat';
  readonly id: number;
  readonly step: CombatStep;
  /** The accepted Support orders (step 1). */
  readonly support: readonly SupportGiven[];
  /** Initial combat strength, published in step 2 ([2E-COMBAT-22]). */
  readonly initial: Strengths | null;
  /** Sealed House card choices received in step 3, revealed together once all are in. */
  readonly chosen: readonly { readonly house: House; readonly card: HouseCardId }[];
  /** The revealed House cards; null before the reveal, or for a side fighting without one. */
  readonly cards: { readonly [s in Side]: HouseCardId | null };
  /** The combatant who used the Valyrian Steel Blade in this combat (step 4). */
  readonly bladeUsedBy: House | null;
  /** Final combat strength (step 5) and the victor (step 6a). */
  readonly final: Strengths | null;
  readonly victor: Side | null;
  /** Casualties the loser still has to take from sword icons and the victor's skull (step 6b). */
  readonly casualties: number;
  /** Casualties the victor still has to take from the loser's skull ([2E-TOB-08]). */
  readonly skulls: number;
  /** Combatants whose card has been handled in the current ability tier ([2E-HC-02]). */
  readonly abilitiesDone: readonly House[];
  /** Abilities resolved in this combat, as '<card id> <tier>' ([2E-HC-04]). */
  readonly resolved: readonly string[];
  /** The choice an ability waits for, or null (engine/ability-choices.ts). */
  readonly ask: AbilityAsk | null;
  /** Effects abilities left for later steps. */
  readonly flags: readonly CombatFlag[];
  /** Tides of Battle cards: none yet, dealt face down, or revealed ([2E-TOB-04], [2E-TOB-06]). */
  readonly tides: { readonly [s in Side]: TidesSlot };
  /** The Blade holder who discarded its Tides of Battle card to draw again ([2E-TOB-05]). */
  readonly tidesRedraw: House | null;
}

/** An accepted Support order: the units of `area`, owned by `house`, add their strength to `side`. */
export interface SupportGiven {
  readonly area: AreaId;
  readonly house: House;
  readonly side: Side;
}

/** A Support order's declaration: a side, or 'none'; accepted once the supported side agrees. */
export interface SupportDeclaration {
  readonly area: AreaId;
  readonly house: House;
  readonly side: Side | 'none';
  readonly accepted: boolean;
}

export interface SupportFrame {
  readonly kind: 'support';
  readonly id: number;
  /** The embattled area. */
  readonly area: AreaId;
  readonly attacker: House;
  /** The defending house; null in an attack on a Neutral Force, which gets no support ([2E-NEUT-03]). */
  readonly defender: House | null;
  /** The area the attacker marched from. */
  readonly from: AreaId;
  /** Declarations made so far, in the order they were made. */
  readonly declared: readonly SupportDeclaration[];
  /** The Support order whose declaration waits for the supported combatant's answer (OQ-06). */
  readonly awaiting: AreaId | null;
}

/** What a finished support frame hands to the frame below. */
export interface SupportDone {
  readonly kind: 'support-done';
  /** The strength of the accepted support of each side, special Support +1 included. */
  readonly attackerSupport: number;
  readonly defenderSupport: number;
  /** The accepted Support orders, in the order they were declared. */
  readonly supporters: readonly SupportGiven[];
}

export interface RetreatFrame {
  readonly kind: 'retreat';
  readonly id: number;
  /** The losing house, whose units retreat. */
  readonly house: House;
  /** Who chooses the area: the loser ([2E-COMBAT-46]); a House card may give it to the victor ([2E-HCARD-02]). */
  readonly chooser: House;
  /** The loser's side: a losing attacker goes back where it came from ([2E-COMBAT-45]). */
  readonly role: Side;
  /** The embattled area. */
  readonly from: AreaId;
  /** The area the attacker marched from. */
  readonly origin: AreaId;
  /** The surviving units, off the board until they are placed. */
  readonly units: readonly Unit[];
  /** The area chosen, while the loser picks the units supply costs there ([2E-COMBAT-47]); else null. */
  readonly area: AreaId | null;
}
