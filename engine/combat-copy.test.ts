// withCombat (combat-copy.ts) writes CombatFrame's keys out by hand: it must copy every key a combat
// frame on the stack has, in the same order, and change only the parts it is given.
import { describe, expect, it } from 'vitest';
import { board, findCombat, march } from './combat-test-support';
import { withCombat } from './combat-copy';

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
