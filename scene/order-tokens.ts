// Order tokens: face down (a generic back, edged in the house colour) while sealed, face up with
// type and bonus once revealed. A token that was face down and is now revealed flips over.
import { CylinderGeometry, Group, Mesh, MeshLambertMaterial, type Material } from 'three';
import type { AreaId } from '../engine/data/areas';
import type { OrderTokenId } from '../engine/data/orders';
import type { House } from '../engine/data/vocabulary';
import type { GameState } from '../engine/state';
import { ORDER_BACK_KEY, type Atlas } from './atlas';
import { HOUSE_COLORS } from './house-colors';
import type { MapModel } from './map-model';
import type { ResourceCache, ResourceTracker } from './resource-tracker';
import { surfaceHeight } from './surface';
import { FOOTPRINT } from './token-layout';
import type { BoardData, PickEvent, SceneModule, Selection } from './types';

export const ORDER_RADIUS = FOOTPRINT.order;
const THICKNESS = 0.16;
const FLIP_SECONDS = 0.45;

/** Starts an animation on the board's render loop. */
export type Animate = (seconds: number, apply: (t: number) => void) => void;

interface TokenView {
  readonly mesh: Mesh;
  readonly materials: Material[];
  shown: 'none' | 'sealed' | 'revealed';
  event: PickEvent;
}

export interface OrderTokens extends SceneModule {
  readonly pickables: readonly Mesh[];
  /** How many tokens are on the board now, face down and face up. */
  counts(): { sealed: number; revealed: number };
}

export const orderKey = (token: OrderTokenId): string => `order:${token}`;

export function createOrderTokens(
  model: MapModel,
  data: BoardData,
  atlas: Atlas,
  tracker: ResourceTracker,
  cache: ResourceCache,
  animate: Animate,
): OrderTokens {
  const object = new Group();
  object.name = 'orders';
  const geometry = tracker.track(new CylinderGeometry(ORDER_RADIUS, ORDER_RADIUS, THICKNESS, 28));
  const side = (house: House): Material => cache.get(`house:${house}`, () => new MeshLambertMaterial({ color: HOUSE_COLORS[house] }));
  const face = (token: OrderTokenId): Material =>
    cache.get(`order-face:${token}`, () => new MeshLambertMaterial({ map: atlas.subTexture(orderKey(token)) }));
  const back = (): Material => cache.get('order-back', () => new MeshLambertMaterial({ map: atlas.subTexture(ORDER_BACK_KEY) }));
  const views = new Map<AreaId, TokenView>();
  const pickables: Mesh[] = [];

  const viewOf = (area: AreaId, house: House): TokenView => {
    let view = views.get(area);
    if (view === undefined) {
      const materials = [side(house), back(), back()];
      const mesh = new Mesh(geometry, materials);
      mesh.name = `order:${area}`;
      // The area's order slot (a port's lies on its sea, beside the dock); small areas, small tokens.
      const { order: slot, scale } = model.byArea.get(area)!.layout!;
      mesh.scale.setScalar(scale);
      mesh.position.set(slot.x, surfaceHeight(data.areas[area].kind) + (THICKNESS * scale) / 2 + 0.01, slot.z);
      const made: TokenView = { mesh, materials, shown: 'none', event: { kind: 'order', area, house, token: null } };
      mesh.userData['pick'] = () => made.event;
      object.add(mesh);
      pickables.push(mesh);
      views.set(area, made);
      view = made;
    }
    return view;
  };

  const flip = (mesh: Mesh): void => {
    animate(FLIP_SECONDS, (t) => {
      mesh.rotation.x = Math.PI * (1 - t);
      // Lift while turning so the token does not cut through the board.
      mesh.position.y = mesh.userData['restY'] + Math.sin(Math.PI * t) * ORDER_RADIUS * mesh.scale.x;
    });
  };

  return {
    object,
    pickables,
    counts() {
      let sealed = 0;
      let revealed = 0;
      for (const v of views.values()) {
        if (v.shown === 'sealed') sealed++;
        else if (v.shown === 'revealed') revealed++;
      }
      return { sealed, revealed };
    },
    update(state: GameState, selection: Selection) {
      const sealedAt = new Map<AreaId, House>();
      for (const s of selection.sealedOrders ?? []) sealedAt.set(s.area, s.house);
      for (const area of model.byArea.keys()) {
        const order = state.areas[area].order;
        const sealedHouse = sealedAt.get(area);
        if (order === null && sealedHouse === undefined) {
          const view = views.get(area);
          if (view !== undefined) {
            view.mesh.visible = false;
            view.shown = 'none';
          }
          continue;
        }
        const house = order?.house ?? sealedHouse!;
        const view = viewOf(area, house);
        view.mesh.visible = true;
        view.materials[0] = side(house);
        view.mesh.userData['restY'] ??= view.mesh.position.y;
        if (order !== null) {
          view.materials[1] = face(order.token);
          view.materials[2] = back();
          view.event = { kind: 'order', area, house, token: order.token };
          if (view.shown === 'sealed') flip(view.mesh);
          else view.mesh.rotation.x = 0;
          view.shown = 'revealed';
        } else {
          view.materials[1] = back();
          view.materials[2] = back();
          view.event = { kind: 'order', area, house, token: null };
          view.mesh.rotation.x = Math.PI;
          view.shown = 'sealed';
        }
      }
    },
    dispose() {
      object.clear();
      views.clear();
    },
  };
}
