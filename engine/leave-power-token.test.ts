// 2E-MARCH-07 as one input: a March that empties an area where a Power token may stay is followed
// by its own decision, leave-power-token, before anything else (the token decides who controls the
// area, and so its port, before any combat). `powerToken` on the March answers it in advance.
import { describe, expect, it } from 'vitest';
import { choices } from './choices';
import { apply, pending } from './flow';
import { positionOrThrow } from './position';
import type { Move } from './decisions';

const rejects = (state: Parameters<typeof apply>[0], move: Move, rule: string) =>
  expect(() => apply(state, move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule }));

const start = positionOrThrow({
  players: 4,
  board: 'empty',
  areas: {
    karhold: { units: ['stark footman'], order: 'stark march-0' },
    winterfell: { units: ['stark knight'], order: 'stark march-0' },
    'castle-black': { units: ['lannister footman'] },
  },
  asked: { kind: 'resolve-march', house: 'stark' },
});
const march = (area: string, to: string, units: string[], powerToken?: boolean): Move =>
  ({ kind: 'resolve-march', house: 'stark', area, moves: [{ to, units }], ...(powerToken === undefined ? {} : { powerToken }) }) as Move;

describe('2E-MARCH-07 leave a Power token: a decision of its own', () => {
  const marched = apply(start, march('karhold', 'winterfell', ['footman']));
  it('is asked after the March, with both answers', () => {
    expect(pending(marched).map((d) => [d.kind, d.house, 'area' in d ? d.area : null])).toEqual([['leave-power-token', 'stark', 'karhold']]);
    const space = choices(marched, pending(marched)[0]!);
    expect(space.type === 'one-of' && space.moves.map((m) => m.kind === 'leave-power-token' && m.leave)).toEqual([true, false]);
  });
  it('yes places the token for 1 Power; no leaves the area empty', () => {
    const yes = apply(marched, { kind: 'leave-power-token', house: 'stark', area: 'karhold', leave: true });
    expect([yes.areas.karhold.powerToken, yes.houses.stark?.power]).toEqual(['stark', 4]);
    const no = apply(marched, { kind: 'leave-power-token', house: 'stark', area: 'karhold', leave: false });
    expect([no.areas.karhold.powerToken, no.houses.stark?.power]).toEqual([null, 5]);
  });
  it('refuses another area or an answer that is not true or false', () => {
    rejects(marched, { kind: 'leave-power-token', house: 'stark', area: 'winterfell', leave: true }, '2E-MARCH-07');
    rejects(marched, { kind: 'leave-power-token', house: 'stark', area: 'karhold', leave: 'yes' as unknown as boolean }, '2E-MARCH-07');
  });
  it('comes before the combat of an attacking March', () => {
    const attacking = apply(start, march('karhold', 'castle-black', ['footman']));
    expect(pending(attacking).map((d) => d.kind)).toEqual(['leave-power-token']);
    const after = apply(attacking, { kind: 'leave-power-token', house: 'stark', area: 'karhold', leave: true });
    expect(pending(after).map((d) => d.kind)).toEqual(['choose-house-card', 'choose-house-card']);
  });
  it('is not asked for the home area, for an area not emptied, or when the March answered it', () => {
    expect(pending(apply(start, march('winterfell', 'white-harbor', ['knight']))).map((d) => d.kind)).not.toContain('leave-power-token');
    expect(pending(apply(start, march('karhold', 'winterfell', ['footman'], false))).map((d) => d.kind)).not.toContain('leave-power-token');
    expect(apply(start, march('karhold', 'winterfell', ['footman'], true)).areas.karhold.powerToken).toBe('stark');
  });
});
