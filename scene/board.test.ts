// The board's scene graph in Node: what update(state) draws, and that dispose() frees everything.
import { BufferGeometry, InstancedMesh, Material, Matrix4, Texture, Vector3, type Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, type AreaId } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';
import { UNIT_TYPES as ENGINE_UNIT_TYPES } from '../engine/data/vocabulary';
import { newGame } from '../engine/index';
import type { GameState } from '../engine/state';
import { createBoardScene } from './board';
import { fakeCanvas } from './fake-canvas.testkit';
import { buildMapModel } from './map-model';
import { stacksOf } from './unit-meshes';
import { UNIT_TYPES } from './unit-shapes';

const data = { areas: AREAS, orderTokens: ORDER_TOKENS };
const model = buildMapModel(data);
const board = () => createBoardScene({ data, model, createCanvas: fakeCanvas });

function countUnits(state: GameState, pred: (u: GameState['areas'][AreaId]['units'][number]) => boolean): number {
  return AREA_IDS.reduce((n, a) => n + state.areas[a].units.filter(pred).length, 0);
}

function withArea(state: GameState, area: AreaId, patch: Partial<GameState['areas'][AreaId]>): GameState {
  return { ...state, areas: { ...state.areas, [area]: { ...state.areas[area], ...patch } } };
}

describe('board scene', () => {
  const start = newGame({ players: 6 });

  it('uses the engine unit types', () => {
    expect(UNIT_TYPES).toEqual(ENGINE_UNIT_TYPES);
  });

  it('draws every unit of the 6-player start, by type', () => {
    const b = board();
    b.update(start);
    for (const type of UNIT_TYPES) expect(b.units.count(type), type).toBe(countUnits(start, (u) => u.type === type));
    expect(UNIT_TYPES.reduce((n, t) => n + b.units.count(t), 0)).toBe(countUnits(start, () => true));
    b.dispose();
  });

  it('draws garrisons, neutral forces and power tokens as the state has them', () => {
    const b = board();
    b.update(start);
    const garrisons = AREA_IDS.filter((a) => start.areas[a].garrison !== null).length;
    const neutral = AREA_IDS.filter((a) => start.areas[a].neutralForce !== null).length;
    expect(garrisons).toBe(6);
    expect(b.tokens.counts()).toEqual({ power: 0, garrisons, neutral });
    const controlled = withArea(withArea(start, 'blackwater', { powerToken: 'lannister' }), 'the-twins', { powerToken: 'stark' });
    b.update(controlled);
    expect(b.tokens.counts().power).toBe(2);
    b.dispose();
  });

  it('draws sealed orders face down and revealed orders face up', () => {
    const b = board();
    b.update(start, { sealedOrders: [{ area: 'winterfell', house: 'stark' }, { area: 'lannisport', house: 'lannister' }] });
    expect(b.orders.counts()).toEqual({ sealed: 2, revealed: 0 });
    const revealed = withArea(start, 'winterfell', { order: { house: 'stark', token: 'march-plus-1' } });
    b.update(revealed, { sealedOrders: [{ area: 'lannisport', house: 'lannister' }] });
    expect(b.orders.counts()).toEqual({ sealed: 1, revealed: 1 });
    const token = b.scene.getObjectByName('order:winterfell')!;
    expect(token.rotation.x).toBe(0);
    expect(b.scene.getObjectByName('order:lannisport')!.rotation.x).toBeCloseTo(Math.PI);
    b.update(start);
    expect(b.orders.counts()).toEqual({ sealed: 0, revealed: 0 });
    b.dispose();
  });

  it('follows units when they move and lays routed units down', () => {
    const b = board();
    b.update(start);
    const moved = withArea(withArea(start, 'winterfell', { units: [] }), 'castle-black', {
      units: [
        { house: 'stark', type: 'footman', routed: false },
        { house: 'stark', type: 'knight', routed: true },
      ],
    });
    b.update(moved);
    for (const type of UNIT_TYPES) expect(b.units.count(type), type).toBe(countUnits(moved, (u) => u.type === type));
    b.dispose();
  });

  it('puts orders, Power tokens and Garrisons on their area\'s slots, at its scale', () => {
    const b = board();
    const dragonstone = withArea(start, 'dragonstone', { powerToken: 'baratheon', order: { house: 'baratheon', token: 'support-a' } });
    b.update(dragonstone, { sealedOrders: [{ area: 'port-of-dragonstone', house: 'baratheon' }] });
    const layout = model.byArea.get('dragonstone')!.layout!;
    expect(layout.scale).toBeLessThan(1);
    const order = b.scene.getObjectByName('order:dragonstone')!;
    expect([order.position.x, order.position.z, order.scale.x]).toEqual([layout.order.x, layout.order.z, layout.scale]);
    const portOrder = b.scene.getObjectByName('order:port-of-dragonstone')!;
    const portLayout = model.byArea.get('port-of-dragonstone')!.layout!;
    expect([portOrder.position.x, portOrder.position.z]).toEqual([portLayout.order.x, portLayout.order.z]);
    expect(b.tokens.counts()).toMatchObject({ power: 1, garrisons: 6 });
    b.dispose();
  });

  it('stacks units of one kind under a count badge when an area holds more units than slots', () => {
    const footman = { house: 'lannister', type: 'footman', routed: false } as const;
    const knight = { house: 'lannister', type: 'knight', routed: false } as const;
    const routed = { ...footman, routed: true };
    expect(stacksOf([footman, knight], 4)).toEqual([{ first: 0, count: 1 }, { first: 1, count: 1 }]);
    expect(stacksOf([footman, footman, footman, knight, knight], 4)).toEqual([{ first: 0, count: 3 }, { first: 3, count: 2 }]);
    // Kinds outnumbering slots (only a state beyond supply limits): the last slot takes the rest.
    expect(stacksOf([footman, footman, knight, routed], 2)).toEqual([{ first: 0, count: 2 }, { first: 2, count: 2 }]);
    const b = board();
    const crowded = withArea(start, 'harrenhal', { units: [footman, footman, footman, footman, footman, knight], neutralForce: null });
    b.update(crowded);
    expect(b.units.badges()).toBe(1);
    expect(b.units.count('footman')).toBe(countUnits(start, (u) => u.type === 'footman') + 1);
    b.update(start);
    expect(b.units.badges()).toBe(0);
    b.dispose();
  });

  it('highlights exactly the given areas', () => {
    const b = board();
    b.update(start, { highlight: ['the-reach', 'blackwater-bay'] });
    const plain = board();
    const glow = (a: AreaId): boolean => b.areas.colorOf(a) !== plain.areas.colorOf(a);
    expect(glow('the-reach')).toBe(true);
    expect(glow('blackwater-bay')).toBe(true);
    expect(glow('highgarden')).toBe(false);
    b.update(start, { highlight: ['highgarden'] });
    expect(glow('the-reach')).toBe(false);
    expect(glow('highgarden')).toBe(true);
    plain.dispose();
    b.dispose();
  });

  it('frees every geometry, material and texture it created, every time', () => {
    for (let round = 0; round < 3; round++) {
      const b = board();
      b.update(start, { sealedOrders: [{ area: 'pyke', house: 'greyjoy' }], highlight: ['pyke'] });
      b.update(withArea(start, 'pyke', { order: { house: 'greyjoy', token: 'raid-a' } }));
      const resources = new Set<{ addEventListener(t: 'dispose', f: () => void): void }>();
      b.scene.traverse((o) => {
        const m = o as Mesh;
        if (m.geometry instanceof BufferGeometry) resources.add(m.geometry);
        const mats = m.material === undefined ? [] : Array.isArray(m.material) ? m.material : [m.material];
        for (const mat of mats) {
          resources.add(mat);
          for (const v of Object.values(mat)) if (v instanceof Texture) resources.add(v);
        }
      });
      const freed = new Set<unknown>();
      for (const r of resources) r.addEventListener('dispose', () => freed.add(r));
      expect(resources.size).toBeGreaterThan(20); // the area tops are one mesh since issue 20
      expect(b.resourceCount()).toBeGreaterThanOrEqual(resources.size);
      b.dispose();
      expect(freed.size).toBe(resources.size);
      expect(b.resourceCount()).toBe(0);
    }
  });

  it('sends a marching piece on a trip from its old area to its new one, and none without motion (issue 20)', () => {
    const trips: ((t: number) => void)[] = [];
    const b = createBoardScene({ data, model, createCanvas: fakeCanvas, animate: (_, apply) => void trips.push(apply) });
    const footmen = () => {
      const mesh = b.scene.getObjectByName('units:footman') as InstancedMesh;
      const m = new Matrix4();
      return Array.from({ length: mesh.count }, (_, i) => new Vector3().setFromMatrixPosition((mesh.getMatrixAt(i, m), m)));
    };
    b.update(start);
    expect(trips).toHaveLength(0); // the first drawing is not a move
    const footman = start.areas.winterfell.units.find((u) => u.type === 'footman')!;
    const marched = withArea(
      withArea(start, 'winterfell', { units: start.areas.winterfell.units.filter((u) => u !== footman) }),
      'castle-black',
      { units: [footman] },
    );
    b.update(marched);
    expect(trips).toHaveLength(1);
    const slotsOf = (area: AreaId) => model.byArea.get(area)!.layout!.units;
    const near = (p: Vector3, area: AreaId) => slotsOf(area).some((s) => Math.hypot(s.x - p.x, s.z - p.z) < 1e-6);
    trips[0]!(0);
    const atStart = footmen();
    trips[0]!(1);
    const atEnd = footmen();
    const moved = atEnd.map((p, i) => (p.distanceTo(atStart[i]!) > 1e-6 ? i : -1)).filter((i) => i >= 0);
    expect(moved).toHaveLength(1);
    expect(near(atStart[moved[0]!]!, 'winterfell')).toBe(true);
    expect(near(atEnd[moved[0]!]!, 'castle-black')).toBe(true);
    b.dispose();

    // Without an animation (reduced motion) the same change is drawn at once.
    const still = board();
    still.update(start);
    still.update(marched);
    expect(still.units.count('footman')).toBe(countUnits(marched, (u) => u.type === 'footman'));
    still.dispose();
  });

  it('lays a routed piece down slowly where it stands (issue 20)', () => {
    const tweens: ((t: number) => void)[] = [];
    const b = createBoardScene({ data, model, createCanvas: fakeCanvas, animate: (_, apply) => void tweens.push(apply) });
    b.update(start);
    const routed = withArea(start, 'winterfell', { units: start.areas.winterfell.units.map((u) => (u.type === 'knight' ? { ...u, routed: true } : u)) });
    b.update(routed);
    expect(tweens).toHaveLength(1);
    const knights = b.scene.getObjectByName('units:knight') as InstancedMesh;
    const m = new Matrix4();
    const upOf = (i: number) => new Vector3(0, 1, 0).transformDirection((knights.getMatrixAt(i, m), m)).y;
    tweens[0]!(0);
    const index = Array.from({ length: knights.count }, (_, i) => i).find((i) => near(new Vector3().setFromMatrixPosition((knights.getMatrixAt(i, m), m)), 'winterfell'))!;
    expect(upOf(index)).toBeCloseTo(1); // standing
    tweens[0]!(1);
    expect(Math.abs(upOf(index))).toBeLessThan(1e-6); // lying
    b.dispose();
  });

  it('shrinks a lost piece into the board where it stood (issue 20)', () => {
    const tweens: ((t: number) => void)[] = [];
    const b = createBoardScene({ data, model, createCanvas: fakeCanvas, animate: (_, apply) => void tweens.push(apply) });
    b.update(start);
    const knight = start.areas.winterfell.units.find((u) => u.type === 'knight')!;
    const lost = withArea(start, 'winterfell', { units: start.areas.winterfell.units.filter((u) => u !== knight) });
    b.update(lost);
    expect(tweens).toHaveLength(1);
    const knights = b.scene.getObjectByName('units:knight') as InstancedMesh;
    const live = countUnits(lost, (u) => u.type === 'knight');
    expect(b.units.count('knight')).toBe(live); // the shrinking piece is not a unit any more
    expect(knights.count).toBe(live + 1);
    const m = new Matrix4();
    const scaleOf = () => new Vector3().setFromMatrixScale((knights.getMatrixAt(live, m), m)).x;
    tweens[0]!(0);
    expect(scaleOf()).toBeGreaterThan(1);
    expect(near(new Vector3().setFromMatrixPosition(m), 'winterfell')).toBe(true);
    tweens[0]!(1);
    expect(scaleOf()).toBe(0);
    b.dispose();
  });
});

/** Whether a point lies on (within 0.1 of) one of an area's unit slots, seen from above. */
function near(p: Vector3, area: AreaId): boolean {
  return model.byArea.get(area)!.layout!.units.some((s) => Math.hypot(s.x - p.x, s.z - p.z) < 0.1);
}
