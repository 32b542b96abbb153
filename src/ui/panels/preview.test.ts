// The board's preview: draft orders face up, a planned march's units where they are sent, the
// game's state untouched, and the same object back when there is nothing to preview.
import { describe, expect, it } from 'vitest';
import { choices, pending, type MarchChoice } from '../../../engine/index';
import { marching } from './positions.testkit';
import { previewState } from './preview';

describe('previewState', () => {
  const state = marching();
  const option = (choices(state, pending(state)[0]!) as MarchChoice).orders[0]!;
  const [a, b] = option.destinations.filter((d) => d.land && !d.contested).map((d) => d.to);

  it('is the state itself with nothing to preview, or for a spectator', () => {
    expect(previewState(state, 'stark', { highlight: ['winterfell'], orders: [] })).toBe(state);
    expect(previewState(state, null, { highlight: [], orders: [{ area: 'winterfell', token: 'raid-a' }] })).toBe(state);
  });

  it('lays draft orders face up and moves a planned march’s units, leaving the state as it was', () => {
    const before = JSON.stringify(state);
    const shown = previewState(state, 'stark', {
      highlight: [],
      orders: [{ area: 'karhold', token: 'raid-a' }],
      march: { kind: 'resolve-march', house: 'stark', area: 'winterfell', moves: [{ to: a!, units: ['knight'] }, { to: b!, units: ['footman'] }], powerToken: false },
    });
    expect(shown.areas.karhold.order).toEqual({ house: 'stark', token: 'raid-a' });
    expect(shown.areas.winterfell.units.filter((u) => u.house === 'stark')).toEqual([]);
    expect(shown.areas[a!].units).toContainEqual({ house: 'stark', type: 'knight', routed: false });
    expect(shown.areas[b!].units).toContainEqual({ house: 'stark', type: 'footman', routed: false });
    expect(JSON.stringify(state)).toBe(before);
  });
});
