// The game state: plain JSON data, no classes, no Maps, no undefined (style rule 6). Everything in
// it is public (style rule 13): sealed choices live in the players' sessions until they are opened.
// engine/README.md documents every field; keep the two in step.
import type { ByArea } from './data/areas';
import type { Deck, House, Track } from './data/vocabulary';
import type { Frame } from './frame-data';
import type { AreaState, DeckState, GameOptions, HouseState, OrderRestriction } from './state-parts';

export type { AreaState, DeckState, GameOptions, HouseState, OrderRestriction, PlacedOrder, RavenLook, Unit } from './state-parts';
export { ORDER_RESTRICTIONS } from './state-parts';

export const STATE_VERSION = 1;

export interface GameState {
  readonly version: typeof STATE_VERSION;
  readonly options: GameOptions;
  /** Game round, 1–10 ([2E-OVR-02]). */
  readonly round: number;
  /** Each Influence track, position 1 first ([2E-INF-01]); its first house holds the Dominance token. */
  readonly tracks: { readonly [t in Track]: readonly House[] };
  /** Dominance tokens flipped to their used side this round ([2E-INF-07], [2E-INF-12]). */
  readonly bladeUsed: boolean;
  readonly ravenUsed: boolean;
  /** The Wildling Threat token's label: 0, 2, …, 12 ([2E-WEST-08]). */
  readonly wildlingThreat: number;
  /** Per-house state, for the houses in play only. */
  readonly houses: { readonly [h in House]?: HouseState };
  readonly areas: ByArea<AreaState>;
  readonly decks: { readonly [d in Deck]?: DeckState };
  /** The Westeros ban on orders for this round's Planning phase ([2E-WEST-07]). */
  readonly restriction: OrderRestriction | null;
  /**
   * 1st edition only: Rains of Autumn was resolved this round, so Footmen add nothing when they
   * support until the end of its Action phase ([1E-WCARD-11], [1E-WEST-03]); absent otherwise.
   */
  readonly rainsOfAutumn?: true;
  /** "Where we are": frames, the active one last (style rule 7). */
  readonly stack: readonly Frame[];
  /** Source of frame ids, so every decision has an id unique within the game. */
  readonly nextFrameId: number;
  readonly winner: House | null;
  /**
   * 1st edition only: the houses that share a drawn victory, in Iron Throne order, `winner` first
   * ([1E-END-03]); absent otherwise.
   */
  readonly sharedWin?: readonly House[];
}
