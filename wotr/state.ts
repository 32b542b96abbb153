// The game state: plain JSON, public facts only ([WOTR-HID-*], style rule 13). A card in a hand,
// a draw deck or a face-down pile is a `Ref`: a position of its seat's jointly shuffled deck,
// whose identity the engine learns only from a move that reveals it.
import type { CardFacts, LocationFacts } from './data/card-table';
import type { ScenarioId } from './scenarios';
import type { EliminationContext, Team } from './vocabulary';

/** A card position of a seat's joint deck; unique in the game (never reused). */
export type Ref = number;

/** A card in a face-down pile: its position, and its identity if it was public when it entered ([WOTR-ZONE-01]). */
export interface PileCard {
  readonly ref: Ref;
  readonly card: string | null;
}

/** [WOTR-CMB-04] Combat tokens on a card or a location. */
export interface Tokens {
  readonly bgAtk: number;
  readonly bgDef: number;
  readonly pAtk: number;
  readonly pDef: number;
}

/** A faction card face up in play ([WOTR-ZONE-03]), with the items it wields ([WOTR-PLAY-06]). */
export interface InPlay {
  readonly ref: Ref;
  readonly card: string;
  /** The seat that played it: its cycle and eliminated piles take it ([WOTR-PLAY-07]). */
  readonly owner: number;
  /** [WOTR-PLAY-10] The round it entered a reserve, or 0. */
  readonly enteredReserveRound: number;
  readonly tokens: Tokens;
  readonly items: readonly InPlay[];
}

export interface SeatState {
  readonly name: string;
  readonly team: Team;
  /** The public deck list, card ids with repeats, in table order ([WOTR-HID-02]). */
  readonly list: readonly string[];
  /** [WOTR-HID-01] Refs only; the count is public. */
  readonly hand: readonly Ref[];
  /** [WOTR-HID-02] Top first; order unknown to everyone, the owner included. */
  readonly deck: readonly Ref[];
  readonly cycle: readonly PileCard[];
  readonly eliminated: readonly PileCard[];
  readonly reserve: readonly InPlay[];
  /** [WOTR-RING-01] Unused Ring tokens. */
  readonly ringTokens: number;
  /** [WOTR-SCN-D2-04] The round its Duel Ring token was last used, or 0. */
  readonly ringUsedRound: number;
  /** [WOTR-PLAY-11] Character and item ids this seat played this round. */
  readonly playedThisRound: readonly string[];
}

/** A location in the centre this round ([WOTR-LOCS-09]) with the cards committed to it. */
export interface ActiveLocation {
  readonly id: string;
  /** [WOTR-CMB-18] Reactivated out of the other side's scoring area: printed BG-DEF ignored. */
  readonly ignorePrintedDef: boolean;
  readonly tokens: Tokens;
  readonly cards: readonly InPlay[];
}

/** A team's scoring area ([WOTR-SEAT-02]). */
export interface ScoringArea {
  /** Locations won, face up. */
  readonly won: readonly string[];
  /** [WOTR-CMB-11] Shadow's face-down paths, worth 0. */
  readonly faceDown: readonly string[];
  /** [WOTR-CORR-01] Shadow only. */
  readonly corruption: number;
}

/**
 * A deck operation the last move asks of the protocol, in order ([WOTR-HIO-*]). The engine has
 * already moved the refs; the protocol makes the cryptography match.
 */
export type DeckOp =
  /** [WOTR-HIO-01] Build `seat`'s owner-blind joint deck from its public list: position i is `refs[i]`. */
  | { readonly op: 'new-deck'; readonly seat: number; readonly refs: readonly Ref[] }
  /** [WOTR-HIO-02] Open these positions to `seat` alone (a private draw). */
  | { readonly op: 'deal'; readonly seat: number; readonly refs: readonly Ref[] }
  /** [WOTR-HIO-06] Open this position to its owner alone after a blind forsake from the deck top. */
  | { readonly op: 'show-owner'; readonly seat: number; readonly ref: Ref }
  /** [WOTR-HIO-09] Open these positions (the seat's whole draw deck) to their owner alone: it looks through its deck. */
  | { readonly op: 'search'; readonly seat: number; readonly refs: readonly Ref[] }
  /** [WOTR-HIO-12], [WOTR-PROC-03] Shuffle the cards at `from` into a new owner-blind deck at positions `to`. */
  | { readonly op: 'recycle'; readonly seat: number; readonly from: readonly Ref[]; readonly to: readonly Ref[] };

/** Where the game is ([WOTR-ROUND-01]); each step's open decisions are derived from it. */
export type Step =
  | { readonly kind: 'setup-cycle'; readonly done: readonly boolean[] }
  | { readonly kind: 'location'; readonly stage: 'battleground' | 'path' }
  /** `ringFollowUp`: the seat that used a Duel Ring token owes its eliminate-and-cycle before the turn ends ([WOTR-SCN-D2-04]). */
  | { readonly kind: 'action'; readonly slot: number; readonly passes: number; readonly ringFollowUp: boolean }
  | { readonly kind: 'combat'; readonly casualties: CasualtyChoice | null }
  | { readonly kind: 'over' };

/** A combat waiting for the defending team's casualties ([WOTR-CMB-05]). */
export interface CasualtyChoice {
  readonly location: string;
  readonly attack: number;
  readonly locationDef: number;
  /** R: attack icons left after location defense. */
  readonly remaining: number;
  /** The candidates and their values, fixed at the start of the combat ([WOTR-CMB-20]). */
  readonly values: readonly { readonly ref: Ref; readonly value: number }[];
  /** The team choosing: the defenders, or the attackers once the defending seats could not agree ([WOTR-CMB-05]). */
  readonly chooser: Team;
}

/** A step of a card or location text still to run ([WOTR-SPEC-01]: in printed order). */
export type Task =
  | { readonly kind: 'draw'; readonly seat: number; readonly count: number }
  | { readonly kind: 'cycle'; readonly seat: number }
  /** [WOTR-PROC-09] The seat may take `card` from its deck or cycle pile (revealed), then recycles ([WOTR-PROC-03]). */
  | { readonly kind: 'take-then-recycle'; readonly seat: number; readonly card: string }
  /** [WOTR-PROC-08] The owner says where the named card is, revealing it ([WOTR-HIO-11]). */
  | { readonly kind: 'remove'; readonly seat: number; readonly card: string }
  /** [WOTR-HIO-07] The owner says which of these hidden eliminated cards react (and so are revealed and cycled). */
  | { readonly kind: 'declare'; readonly seat: number; readonly refs: readonly Ref[]; readonly context: EliminationContext };

export interface WotrState {
  readonly version: 1;
  readonly scenario: ScenarioId;
  /** The card facts of every card in the game's decks, in table order. */
  readonly cards: readonly CardFacts[];
  /** The facts of every location the scenario uses. */
  readonly locations: readonly LocationFacts[];
  readonly round: number;
  /** [WOTR-SEAT-04] The turn slot holding the starting-player token. */
  readonly startSlot: number;
  readonly seats: readonly SeatState[];
  /** [WOTR-ZONE-02] Battleground decks, contents public, in table order. */
  readonly battlegroundDecks: { readonly fp: readonly string[]; readonly shadow: readonly string[] };
  /** [WOTR-SETUP-04] Paths not yet activated nor set aside, in path order. */
  readonly pathDeck: readonly string[];
  /** [WOTR-LOCS-06] The number of the last path activated, 0 before the first. */
  readonly lastPathNumber: number;
  readonly battlegrounds: readonly ActiveLocation[];
  readonly path: ActiveLocation | null;
  /** [WOTR-CMB-02] Active locations whose combat is still to come this combat step, in activation order. */
  readonly toResolve: readonly string[];
  /** [WOTR-SCORE-11] Whether the scenario's last path had its combat. */
  readonly lastPathFought: boolean;
  readonly scoring: { readonly fp: ScoringArea; readonly shadow: ScoringArea };
  /** [WOTR-OPEN-04] Duel paths nobody scored (a tie), set aside out of the game as the spec proposes. */
  readonly outOfGame: readonly string[];
  readonly nextRef: Ref;
  /** The deck operations the last move caused, in order. */
  readonly ops: readonly DeckOp[];
  readonly step: Step;
  /** The steps of texts still to run, before anything else. */
  readonly tasks: readonly Task[];
  readonly winner: Team | null;
}

export const NO_TOKENS: Tokens = Object.freeze({ bgAtk: 0, bgDef: 0, pAtk: 0, pDef: 0 });
