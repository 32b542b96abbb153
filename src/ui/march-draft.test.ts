// The march draft offers a unit only destinations of its kind, splits an army, allows a Power
// token only when everyone leaves, and builds moves the engine judges.
import { describe, expect, it } from 'vitest';
import { choices, pending, type MarchChoice } from '../../engine/index';
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

  it('allows a Power token only when every unit leaves (Winterfell is Stark’s home: never)', () => {
    const draft = sendAll(option, startMarch(option), destinationsFor(option, 'footman')[0]!.to);
    expect(draft.targets.every((t) => t !== null)).toBe(true);
    // 2E-CTRL-13 (OQ-18): no Power token in the house's own home area; the space says so.
    expect(option.powerToken).toBe(false);
    expect(canLeavePowerToken(option, draft)).toBe(false);
    expect(marchMove(space, option, { ...draft, powerToken: true }).powerToken).toBe(false);
  });
});
