// withCombat (combat-copy.ts) and withAction (action.ts) write a frame's keys out by hand: they must
// copy every key a frame on the stack has, in the same order, and change only the parts they are given.
import { describe, expect, it } from 'vitest';
import { board, findCombat, march } from './combat-test-support';
import { withCombat } from './combat-copy';
import { withAction } from './action';
import type { ActionFrame } from './frame-data';
import { choices, sampleMove } from './choices';
import { apply, pending } from './flow';
import { topFrame } from './frames';
import { newGame } from './setup';

describe('withCombat', () => {
  const state = march(board({ 'the-reach': { units: ['stark knight'], order: 'stark march-0' }, highgarden: { units: ['tyrell footman'] } }), {
    house: 'stark',
    from: 'the-reach',
    to: 'highgarden',
    units: ['knight'],
  });
  const frame = findCombat(state);

  it('copies a pushed combat frame key for key, in the same order, sharing its parts', () => {
    const copy = withCombat(frame, {});
    expect(copy).not.toBe(frame);
    expect(Object.keys(copy)).toEqual(Object.keys(frame));
    for (const key of Object.keys(frame) as (keyof typeof frame)[]) expect(copy[key]).toBe(frame[key]);
  });

  it('replaces only the parts it is given and leaves its input alone', () => {
    const before = JSON.stringify(frame);
    const copy = withCombat(frame, { step: 'victor', casualties: 2 });
    expect(copy).toEqual({ ...frame, step: 'victor', casualties: 2 });
    expect(Object.keys(copy)).toEqual(Object.keys(frame));
    expect(JSON.stringify(frame)).toBe(before);
  });
});

describe('withAction', () => {
  // The Action phase's frame, copied the same way (engine/action.ts), as pushed by a real game.
  let state = newGame({ players: 3 });
  const pick = (n: number) => (n > 1 ? 1 : 0);
  while (topFrame(state).kind !== 'action') {
    const [decision] = pending(state);
    state = apply(state, sampleMove(choices(state, decision!), pick));
  }
  const frame = topFrame(state) as ActionFrame;

  it('copies a pushed Action frame key for key, in the same order, replacing only the given parts', () => {
    const copy = withAction(frame, {});
    expect(copy).not.toBe(frame);
    expect(Object.keys(copy)).toEqual(Object.keys(frame));
    expect(copy).toEqual(frame);
    const turn = withAction(frame, { last: 'stark', resolved: frame.resolved + 1 });
    expect(turn).toEqual({ ...frame, last: 'stark', resolved: frame.resolved + 1 });
    expect(Object.keys(turn)).toEqual(Object.keys(frame));
  });
});
