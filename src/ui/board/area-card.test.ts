// The area card's facts for areas of the 6-player start and a changed position.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../engine/index';
import { areaFacts } from './area-card';

describe('areaFacts', () => {
  const start = newGame({ players: 6 });

  it('reads Winterfell at the start: Stark units, Garrison, stronghold, barrel and crown', () => {
    const f = areaFacts(start, 'winterfell');
    expect(f.holder).toBe('stark');
    expect(f.units).toEqual([{ house: 'stark', types: start.areas.winterfell.units.map((u) => u.type), routed: 0 }]);
    expect(f).toMatchObject({ garrison: 'stark', fortification: 'stronghold', home: 'stark', order: null, kind: 'land' });
    expect(f.supply + f.crowns).toBeGreaterThan(0);
  });

  it('reads an empty area, a Neutral Force, a sealed and an opened order, routed units', () => {
    expect(areaFacts(start, 'the-reach')).toMatchObject({ holder: null, units: [], neutralForce: null });
    expect(areaFacts(start, 'kings-landing').neutralForce).not.toBeNull();
    expect(areaFacts(start, 'winterfell', 'stark').order).toEqual({ house: 'stark', token: null });
    const changed = {
      ...start,
      areas: {
        ...start.areas,
        'the-reach': { ...start.areas['the-reach'], units: [{ house: 'tyrell', type: 'footman', routed: true }], order: { house: 'tyrell', token: 'march-0' }, powerToken: 'tyrell' },
      },
    } as typeof start;
    expect(areaFacts(changed, 'the-reach')).toMatchObject({ holder: 'tyrell', units: [{ house: 'tyrell', types: ['footman'], routed: 1 }], order: { house: 'tyrell', token: 'march-0' }, powerToken: 'tyrell' });
  });
});
