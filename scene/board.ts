// The board's scene graph without a renderer: map, names, icons, units and tokens, redrawn from a
// GameState. Runs in Node (tests) as well as in a page; index.ts adds renderer, camera and input.
import { AmbientLight, Color, DirectionalLight, Group, HemisphereLight, Scene, type Object3D } from 'three';
import type { NeutralForce } from '../engine/data/neutral-forces';
import type { GameState } from '../engine/state';
import { createAreaIcons } from './area-icons';
import { createAreaMeshes, type AreaMeshes } from './area-meshes';
import {
  defaultCanvasFactory,
  garrisonEntry,
  labelEntry,
  leaderEntry,
  numberTokenEntry,
  orderBackEntry,
  orderFaceEntry,
  paintAtlas,
  type AtlasEntry,
  type CanvasFactory,
  type Context2D,
} from './atlas';
import { createBoardTokens, GARRISON_KEY, neutralKey, type BoardTokens } from './board-tokens';
import { createLabels, labelKey, labelledAreas, type Labels } from './labels';
import { buildMapModel, type MapModel } from './map-model';
import { createOrderTokens, type Animate, type OrderTokens } from './order-tokens';
import { ResourceCache, ResourceTracker } from './resource-tracker';
import type { BoardData, SceneModule, Selection } from './types';
import { badgeEntries } from './stack-badges';
import { createUnitMeshes, type UnitMeshes } from './unit-meshes';

export interface BoardSceneOptions {
  readonly data: BoardData;
  /** Canvas for painting names and token faces; defaults to the page's document. */
  readonly createCanvas?: CanvasFactory;
  /** Starts an animation (token flips, marches); without one, changes show at once. */
  readonly animate?: Animate;
  /** A precomputed map (tests share one); built from scene/map-grid.ts otherwise. */
  readonly model?: MapModel;
}

export interface BoardScene {
  readonly scene: Scene;
  readonly model: MapModel;
  readonly areas: AreaMeshes;
  readonly units: UnitMeshes;
  readonly orders: OrderTokens;
  readonly tokens: BoardTokens;
  readonly labels: Labels;
  /** Objects the picker tests (units, orders, areas); refreshed by update(). */
  readonly pickables: readonly Object3D[];
  /** Live GPU resources owned by this board. */
  readonly resourceCount: () => number;
  update(state: GameState, selection?: Selection): void;
  dispose(): void;
}

/** Strengths a Neutral Force token can show; all are painted so any position can be drawn. */
const NEUTRAL_FACES: readonly NeutralForce[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 'impassable'];

function atlasEntries(data: BoardData, model: MapModel, measure: Context2D): AtlasEntry[] {
  return [
    ...labelledAreas(data, model).map((a) => labelEntry(labelKey(a), data.areas[a].name, measure, data.areas[a].kind === 'sea')),
    ...Object.values(data.orderTokens).map((t) => orderFaceEntry(t.id, t)),
    orderBackEntry(),
    leaderEntry(),
    garrisonEntry(GARRISON_KEY),
    ...NEUTRAL_FACES.map((f) => numberTokenEntry(neutralKey(f), f === 'impassable' ? '\u2715' : String(f), '#77736b', '#f1ece0')),
    ...badgeEntries(),
  ];
}

export function createBoardScene(options: BoardSceneOptions): BoardScene {
  const { data } = options;
  const model = options.model ?? buildMapModel(data);
  const createCanvas = options.createCanvas ?? defaultCanvasFactory;
  const animate: Animate = options.animate ?? ((_, apply) => apply(1));
  const moves: Animate | null = options.animate ?? null;
  const tracker = new ResourceTracker();
  const cache = new ResourceCache(tracker);

  const measureCanvas = createCanvas(8, 8);
  const measure = measureCanvas.getContext('2d') as Context2D | null;
  if (measure === null) throw new TypeError('expected a 2D canvas context, got null');
  const atlas = paintAtlas(atlasEntries(data, model, measure), createCanvas, tracker);

  const scene = new Scene();
  scene.background = new Color(0x1d2630);
  const root = new Group();
  root.name = 'board';
  scene.add(root);
  scene.add(new HemisphereLight(0xeef3ff, 0x4a3f30, 1.6));
  scene.add(new AmbientLight(0xffffff, 0.35));
  const sun = new DirectionalLight(0xfff4e0, 1.7);
  sun.position.set(-40, 80, 30);
  scene.add(sun);

  const areas = createAreaMeshes(model, data, tracker);
  const labels = createLabels(model, data, atlas, tracker);
  const icons = createAreaIcons(model, data, tracker);
  const units = createUnitMeshes(model, data, atlas, tracker, moves);
  const orders = createOrderTokens(model, data, atlas, tracker, cache, animate);
  const tokens = createBoardTokens(model, data, atlas, tracker, cache);
  const modules: SceneModule[] = [areas, labels, icons, units, orders, tokens];
  for (const m of modules) root.add(m.object);

  // One list, refilled in place: order tokens are created as orders first appear.
  const pickables: Object3D[] = [];
  return {
    scene,
    model,
    areas,
    units,
    orders,
    tokens,
    labels,
    pickables,
    resourceCount: () => tracker.size,
    update(state, selection = {}) {
      for (const m of modules) m.update(state, selection);
      pickables.length = 0;
      pickables.push(...units.pickables, ...orders.pickables, ...areas.pickables);
    },
    dispose() {
      for (const m of modules) m.dispose();
      scene.clear();
      tracker.dispose();
    },
  };
}
