// Moves and decisions. A move that reveals a card carries its identity (`card`): the protocol
// opens the position with a proof before it hands the move to the engine ([WOTR-HIO-08]).
import type { Ref } from './state';

/** Where a played or moved card goes ([WOTR-PLAY-04..06], [WOTR-PROC-07]). */
export type Target =
  | { readonly zone: 'reserve' }
  | { readonly zone: 'battleground'; readonly id: string }
  | { readonly zone: 'path' }
  /** An item onto a character in play, by its ref ([WOTR-PLAY-06]). */
  | { readonly zone: 'wielder'; readonly ref: Ref }
  /** An event: its text resolves, then it is eliminated ([WOTR-PLAY-09]). */
  | { readonly zone: 'event' };

/** What pays for a play ([WOTR-PLAY-01]): a different hand card cycled, or a forsake when the hand is empty. */
export type PlayCost =
  | { readonly cycle: Ref }
  /** [WOTR-PROC-05] (b) a card in the seat's own reserve (an item on its own, by its ref) or (c) the deck top, unseen. */
  | { readonly forsake: { readonly reserve: Ref } | 'deck-top' }
  /** [WOTR-SPEC-06] Only when there is nothing to forsake. */
  | { readonly nothing: true };

export type Move =
  /** [WOTR-SETUP-05] Cycle the chosen hand cards at setup. */
  | { readonly kind: 'setup-cycle'; readonly seat: number; readonly refs: readonly Ref[] }
  /** [WOTR-HIO-15] The joint random draw the protocol made: an index into the decision's `among`. */
  | { readonly kind: 'lot'; readonly index: number }
  | { readonly kind: 'pass'; readonly seat: number }
  /** A1 ([WOTR-PLAY-01]) */
  | { readonly kind: 'play'; readonly seat: number; readonly ref: Ref; readonly card: string; readonly to: Target; readonly cost: PlayCost }
  /** A2 ([WOTR-PROC-07]) */
  | { readonly kind: 'move'; readonly seat: number; readonly ref: Ref; readonly to: Target }
  /** A3 ([WOTR-PROC-01]) */
  | { readonly kind: 'cycle'; readonly seat: number; readonly ref: Ref }
  /** A4 ([WOTR-PROC-10]) */
  | { readonly kind: 'winnow'; readonly seat: number; readonly refs: readonly Ref[] }
  /** A6 ([WOTR-RING-01]) */
  | { readonly kind: 'ring'; readonly seat: number }
  /** [WOTR-SCN-D2-04] After a Duel Ring token's draw: the hand card eliminated (null only with an empty hand) and the cycle (a forsake with an empty hand). */
  | { readonly kind: 'ring-discard'; readonly seat: number; readonly eliminate: Ref | null; readonly cycle: PlayCost }
  /** [WOTR-PROC-01] A cycle a text asks of the seat (e.g. Egladil's): a hand card, or a forsake with an empty hand. */
  | { readonly kind: 'text-cycle'; readonly seat: number; readonly cycle: PlayCost }
  /**
   * [WOTR-PROC-09] Take the named card from the deck or the cycle pile, revealed (`ref`, `card`:
   * the protocol opens it with a proof), or take nothing (`from: 'none'`: the text says "may";
   * a "not found" is checked at the audit, [WOTR-HIO-17]). Then the recycle follows.
   */
  | { readonly kind: 'take'; readonly seat: number; readonly from: 'deck' | 'cycle'; readonly ref: Ref; readonly card: string }
  | { readonly kind: 'take'; readonly seat: number; readonly from: 'none' }
  /** [WOTR-PROC-08], [WOTR-HIO-11] Where the card to remove is (revealed), or `none`: already eliminated. */
  | { readonly kind: 'remove'; readonly seat: number; readonly from: 'hand' | 'deck' | 'cycle'; readonly ref: Ref; readonly card: string }
  | { readonly kind: 'remove'; readonly seat: number; readonly from: 'none' }
  /**
   * [WOTR-HIO-07] For each ref of the declaration, in order: `null` (no reacting text, stays
   * hidden) or the card's identity (it reacts: revealed with a proof, and cycled instead).
   */
  | { readonly kind: 'declare'; readonly seat: number; readonly cards: readonly (string | null)[] }
  /** [WOTR-CMB-02] The starting player picks the next location to resolve. */
  | { readonly kind: 'combat-order'; readonly seat: number; readonly location: string }
  /** [WOTR-CMB-05] The defending team's casualties, by ref. */
  | { readonly kind: 'casualties'; readonly seat: number; readonly refs: readonly Ref[] }
  /** [WOTR-CMB-05] A seat of a defending team of several seats declares that they cannot agree: the attackers choose. */
  | { readonly kind: 'no-agreement'; readonly seat: number };

/**
 * A decision open now. `seats` may decide it; `simultaneous`: each of them decides (in any
 * order), otherwise any one of them does; `sealed`: it needs commit-reveal (only the joint
 * random draws, which the protocol makes for all seats at once).
 */
export type Decision =
  | { readonly kind: 'setup-cycle'; readonly seats: readonly number[]; readonly simultaneous: true; readonly sealed: false; readonly count: number }
  | { readonly kind: 'lot'; readonly seats: readonly number[]; readonly simultaneous: true; readonly sealed: true; readonly purpose: 'battleground' | 'path'; readonly among: readonly string[] }
  | { readonly kind: 'turn'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false }
  | { readonly kind: 'ring-discard'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false }
  | { readonly kind: 'text-cycle'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false }
  | { readonly kind: 'take'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false; readonly card: string }
  | { readonly kind: 'declare'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false; readonly refs: readonly Ref[] }
  | { readonly kind: 'remove'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false; readonly card: string }
  | { readonly kind: 'combat-order'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false; readonly among: readonly string[] }
  | { readonly kind: 'casualties'; readonly seats: readonly number[]; readonly simultaneous: false; readonly sealed: false; readonly location: string; readonly remaining: number };
