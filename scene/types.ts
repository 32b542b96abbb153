// What the board takes in and gives out (style rule 19): a GameState plus a Selection in, typed
// pick events out. The board never changes state.
import type { AreaId, AreaInfo, ByArea } from '../engine/data/areas';
import type { OrderTokenId, OrderTokenInfo } from '../engine/data/orders';
import type { House, UnitType } from '../engine/data/vocabulary';
import type { GameState } from '../engine/state';
import type { Ruleset } from '../engine/ruleset';
import type { Object3D } from 'three';

/**
 * The printed facts the board draws (names, castles, barrels, crowns, order faces). scene/ may
 * import engine types only, so the caller hands in engine/data's AREAS and ORDER_TOKENS.
 */
export interface BoardData {
  /** The edition whose board is drawn: the 2nd's (map-grid.ts, the default) or the 1st's (map-grid-1e.ts). */
  readonly ruleset?: Ruleset;
  /** Each area's printed facts, for every area of that board (the 1st edition's in the 2nd's shape, engine/board.ts). */
  readonly areas: ByArea<AreaInfo>;
  readonly orderTokens: { readonly [t in OrderTokenId]: OrderTokenInfo };
}

/** What the user interface wants shown on top of the state. */
export interface Selection {
  /** Areas to mark as legal targets. */
  readonly highlight?: readonly AreaId[];
  /**
   * Order tokens lying face down (placed but not yet revealed): the session knows where they are,
   * the state does not hold them until they are opened.
   */
  readonly sealedOrders?: readonly { readonly area: AreaId; readonly house: House }[];
}

export type PickEvent =
  | { readonly kind: 'area'; readonly area: AreaId }
  | { readonly kind: 'unit'; readonly area: AreaId; readonly index: number; readonly house: House; readonly type: UnitType }
  | { readonly kind: 'order'; readonly area: AreaId; readonly house: House; readonly token: OrderTokenId | null };

/** Every scene module: one object in the scene graph, redrawn from state, freed by dispose(). */
export interface SceneModule {
  readonly object: Object3D;
  update(state: GameState, selection: Selection): void;
  dispose(): void;
}

/**
 * Attached as `userData.pick` to anything that can be picked; told the hit's instance (instanced
 * meshes) and face (merged meshes such as the area tops).
 */
export type PickResolver = (instanceId: number | undefined, faceIndex: number | undefined) => PickEvent | null;
