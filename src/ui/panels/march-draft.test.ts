// The march draft offers a unit only destinations of its kind, splits an army, and builds moves the
// engine judges; whether a Power token stays is never bundled into the march: the engine asks it
// next (leave-power-token, 2E-MARCH-07) when everyone leaves an area where one may stay.
import { describe, expect, it } from 'vitest';
import { apply, choices, pending, positionOrThrow, type MarchChoice } from '../../../engine/index';
import { decisionTitle } from '../game/decision-words';
import { moveWords } from '../game/move-words';
import { violationOf } from './legality';
import { marching } from './positions.testkit';
import { canLeavePowerToken, destinationsFor, marchMove, optionOf, sendAll, setTarget, startMarch } from './march-draft';

describe('march draft', () => {
  const state = marching();
  const decision = pending(state)[0]!;
  const space = choices(state, decision) as MarchChoice;
  const option = optionOf(space, 'winterfell')!;

  it('offers land destinations to land units and splits the army', () => {
    expect(decision.house).toBe('stark');
    expect(option.units).toEqual(['footman', 'knight']);
    const land = destinationsFor(option, 'footman');
    expect(land.length).toBeGreaterThan(0);
    expect(land.every((d) => d.land)).toBe(true);
    const [a, b] = land.filter((d) => !d.contested);
    let draft = setTarget(startMarch(option), 0, a!.to);
    draft = setTarget(draft, 1, b!.to);
    const move = marchMove(space, option, draft);
    expect(move.moves).toEqual([{ to: a!.to, units: ['footman'] }, { to: b!.to, units: ['knight'] }].sort((x, y) => land.findIndex((d) => d.to === x.to) - land.findIndex((d) => d.to === y.to)));
    expect(violationOf(state, move)).toBeNull();
  });

  it('never offers a Power token in the home area (Winterfell is Stark’s)', () => {
    const draft = sendAll(option, startMarch(option), destinationsFor(option, 'footman')[0]!.to);
    expect(draft.targets.every((t) => t !== null)).toBe(true);
    // 2E-CTRL-13 (OQ-18): no Power token in the house's own home area; the space says so.
    expect(option.powerToken).toBe(false);
    expect(canLeavePowerToken(option, draft)).toBe(false);
    expect('powerToken' in marchMove(space, option, draft)).toBe(false);
  });

  it('leaves the Power token out of the march; the engine asks it next, in words, with both answers', () => {
    const karhold = positionOrThrow({
      players: 4,
      board: 'empty',
      areas: { karhold: { units: ['stark footman'], order: 'stark march-0' } },
      asked: { kind: 'resolve-march', house: 'stark' },
    });
    const s = choices(karhold, pending(karhold)[0]!) as MarchChoice;
    const o = optionOf(s, 'karhold')!;
    const stay = startMarch(o);
    expect(canLeavePowerToken(o, stay)).toBe(false); // the footman stays: no question
    const all = sendAll(o, stay, 'winterfell');
    expect(canLeavePowerToken(o, all)).toBe(true);
    const move = marchMove(s, o, all);
    expect(move).toEqual({ kind: 'resolve-march', house: 'stark', area: 'karhold', moves: [{ to: 'winterfell', units: ['footman'] }] });
    const marched = apply(karhold, move);
    const [asked] = pending(marched);
    expect(asked?.kind).toBe('leave-power-token');
    expect(decisionTitle(asked!, marched)).toBe('Leave a Power token in Karhold?');
    const answers = choices(marched, asked!);
    expect(answers.type === 'one-of' && answers.moves.map((m) => moveWords(m, marched))).toEqual(['Leave a Power token in Karhold (1 Power)', 'Leave Karhold without a Power token']);
  });
});
