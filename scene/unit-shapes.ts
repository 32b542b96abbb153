// The four unit types as simple, distinct solids, each standing on y = 0 and about one cell across:
// a pawn for footmen, a pawn with a horse's head for knights, a boat for ships, a catapult for siege
// engines. Geometry only; colour comes per instance from the house.
import {
  BoxGeometry,
  BufferGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Shape,
  SphereGeometry,
  Vector2,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { UnitType } from '../engine/data/vocabulary';

function merge(parts: BufferGeometry[]): BufferGeometry {
  // Primitives are indexed and extrusions are not; merging needs one kind, and uv only where all have it.
  const flat = parts.map((p) => {
    const g = p.index === null ? p : p.toNonIndexed();
    if (g !== p) p.dispose();
    g.deleteAttribute('uv');
    return g;
  });
  const merged = mergeGeometries(flat);
  for (const g of flat) g.dispose();
  if (merged === null) throw new TypeError('expected unit parts with matching attributes, got a mismatch');
  merged.computeBoundingSphere();
  return merged;
}

function pawnBody(height: number, base: number): LatheGeometry {
  const profile = [
    new Vector2(0, 0),
    new Vector2(base, 0),
    new Vector2(base, 0.06),
    new Vector2(base * 0.7, 0.1),
    new Vector2(base * 0.45, height * 0.55),
    new Vector2(base * 0.6, height * 0.8),
    new Vector2(0, height * 0.82),
  ];
  return new LatheGeometry(profile, 12);
}

function footman(): BufferGeometry {
  const head = new SphereGeometry(0.12, 12, 8);
  head.translate(0, 0.6, 0);
  return merge([pawnBody(0.55, 0.24), head]);
}

function knight(): BufferGeometry {
  // The horse's head leans forward (towards +x) so a knight reads as a knight from any side.
  const neck = new BoxGeometry(0.16, 0.4, 0.2);
  neck.rotateZ(-0.35);
  neck.translate(0.04, 0.78, 0);
  const muzzle = new BoxGeometry(0.28, 0.13, 0.17);
  muzzle.rotateZ(-0.5);
  muzzle.translate(0.16, 0.88, 0);
  const ear = new BoxGeometry(0.05, 0.12, 0.05);
  ear.translate(-0.02, 1.02, 0);
  return merge([pawnBody(0.68, 0.28), neck, muzzle, ear]);
}

function ship(): BufferGeometry {
  // A hull seen from above (pointed bow towards +x), extruded upwards, with a mast and a sail.
  const hull = new Shape([
    new Vector2(-0.42, -0.16),
    new Vector2(0.18, -0.17),
    new Vector2(0.46, 0),
    new Vector2(0.18, 0.17),
    new Vector2(-0.42, 0.16),
  ]);
  const body = new ExtrudeGeometry(hull, { depth: 0.18, bevelEnabled: false });
  body.rotateX(-Math.PI / 2);
  const mast = new CylinderGeometry(0.025, 0.025, 0.55, 6);
  mast.translate(0, 0.45, 0);
  const sail = new BoxGeometry(0.05, 0.34, 0.42);
  sail.translate(0.02, 0.5, 0);
  return merge([body, mast, sail]);
}

function siegeEngine(): BufferGeometry {
  const frame = new BoxGeometry(0.62, 0.12, 0.36);
  frame.translate(0, 0.14, 0);
  const wheels = [-0.22, 0.22].flatMap((x) =>
    [-0.2, 0.2].map((z) => {
      const w = new CylinderGeometry(0.1, 0.1, 0.05, 10);
      w.rotateX(Math.PI / 2);
      w.translate(x, 0.1, z);
      return w;
    }),
  );
  const arm = new BoxGeometry(0.07, 0.7, 0.07);
  arm.rotateZ(0.7);
  arm.translate(0.02, 0.42, 0);
  const weight = new BoxGeometry(0.16, 0.16, 0.2);
  weight.translate(0.24, 0.32, 0);
  const cup = new SphereGeometry(0.07, 8, 6);
  cup.translate(-0.22, 0.7, 0);
  return merge([frame, ...wheels, arm, weight, cup]);
}

/** The unit types in the engine's order (scene/ may not import the engine's tuple; a test compares). */
export const UNIT_TYPES = ['footman', 'knight', 'ship', 'siege-engine'] as const satisfies readonly UnitType[];

/** A new geometry for each unit type (the caller owns and disposes them). */
export const UNIT_GEOMETRY: { readonly [u in UnitType]: () => BufferGeometry } = {
  footman,
  knight,
  ship,
  'siege-engine': siegeEngine,
};
