// Picking without a renderer: a camera looking straight down, rays through chosen board points.
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';
import { newGame } from '../engine/index';
import { createBoardScene } from './board';
import { fakeCanvas } from './fake-canvas.testkit';
import { buildMapModel } from './map-model';
import { pickAt, toNdc } from './picking';

const data = { areas: AREAS, orderTokens: ORDER_TOKENS };
const model = buildMapModel(data);

function lookingDown(): PerspectiveCamera {
  const camera = new PerspectiveCamera(40, 1, 1, 1000);
  camera.position.set(0, 200, 0.001);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return camera;
}

/** Screen position (NDC) of a world point. */
function ndcOf(camera: PerspectiveCamera, x: number, y: number, z: number): { x: number; y: number } {
  const v = new Vector3(x, y, z).project(camera);
  return { x: v.x, y: v.y };
}

describe('picking', () => {
  const b = createBoardScene({ data, model, createCanvas: fakeCanvas });
  const state = newGame({ players: 6 });
  b.update(state, { sealedOrders: [{ area: 'the-reach', house: 'tyrell' }] });
  b.scene.updateMatrixWorld(true);
  const camera = lookingDown();

  it('reports the area under an empty spot', () => {
    for (const area of ['the-reach', 'sunset-sea', 'port-of-oldtown', 'the-eyrie'] as const) {
      const a = model.byArea.get(area)!.anchors.label;
      const p = ndcOf(camera, a.x, 0.5, a.y);
      expect(pickAt(camera, b.pickables, p.x, p.y)).toEqual({ kind: 'area', area });
    }
  });

  it('reports a unit, with its index in the area, before the area under it', () => {
    const slots = model.byArea.get('winterfell')!.layout!.units;
    // Winterfell starts with a footman and a knight, on the area's first two unit slots in state order.
    const units = state.areas.winterfell.units;
    const hits = units.map((_, i) => {
      const p = ndcOf(camera, slots[i]!.x, 0.9, slots[i]!.z);
      return pickAt(camera, b.pickables, p.x, p.y);
    });
    expect(hits).toEqual(units.map((u, index) => ({ kind: 'unit', area: 'winterfell', index, house: u.house, type: u.type })));
  });

  it('reports a sealed order token without its face', () => {
    const token = b.scene.getObjectByName('order:the-reach')!;
    const p = ndcOf(camera, token.position.x, token.position.y, token.position.z);
    expect(pickAt(camera, b.pickables, p.x, p.y)).toEqual({ kind: 'order', area: 'the-reach', house: 'tyrell', token: null });
  });

  it('reports nothing off the board', () => {
    const p = ndcOf(camera, 500, 0, 0);
    expect(pickAt(camera, b.pickables, p.x, p.y)).toBeNull();
  });

  it('turns pointer positions into device coordinates', () => {
    expect(toNdc(150, 50, { left: 100, top: 0, width: 100, height: 100 })).toEqual({ x: 0, y: 0 });
    expect(toNdc(100, 0, { left: 100, top: 0, width: 100, height: 100 })).toEqual({ x: -1, y: 1 });
  });
});
