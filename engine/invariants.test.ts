// The invariants checker finds what it is meant to find (so a green soak means something).
import { describe, expect, it } from 'vitest';
import { invariantViolations } from './invariants';
import { newGame } from './setup';
import type { GameState, Unit } from './state';

const knight: Unit = { house: 'stark', type: 'knight', routed: false };

describe('invariantViolations', () => {
  it('finds nothing wrong with a new game for any player count', () => {
    for (const players of [3, 4, 5, 6]) expect(invariantViolations(newGame({ players }))).toEqual([]);
  });

  it('2E-COMP-11: a sixth Knight on the board', () => {
    const s = newGame({ players: 3 });
    const bad: GameState = { ...s, areas: { ...s.areas, karhold: { ...s.areas.karhold, units: [knight, knight, knight, knight, knight] } } };
    expect(invariantViolations(bad).join()).toMatch(/stark has 6 knights/);
  });

  it('2E-COMP-09: more than 20 Power in all', () => {
    const s = newGame({ players: 3 });
    const bad: GameState = { ...s, houses: { ...s.houses, stark: { ...s.houses.stark!, power: 21 } } };
    expect(invariantViolations(bad).join()).toMatch(/stark has 21 available/);
  });

  it('2E-SUP-09: an army over the supply limit outside a reconcile', () => {
    const s = newGame({ players: 3 });
    const bad: GameState = { ...s, areas: { ...s.areas, karhold: { ...s.areas.karhold, units: [knight, knight, knight, knight] } } };
    expect(invariantViolations(bad).join()).toMatch(/stark is over its supply limit/);
  });

  it('2E-MARCH-02 and 2E-NEUT-09: a ship on land, a knight at sea, units beside a Neutral Force', () => {
    const s = newGame({ players: 3 });
    const ship: Unit = { house: 'stark', type: 'ship', routed: false };
    const bad: GameState = {
      ...s,
      areas: {
        ...s.areas,
        karhold: { ...s.areas.karhold, units: [ship] },
        'bay-of-ice': { ...s.areas['bay-of-ice'], units: [knight] },
        'the-eyrie': { ...s.areas['the-eyrie'], units: [knight] },
      },
    };
    const problems = invariantViolations(bad).join('\n');
    expect(problems).toMatch(/karhold holds a unit of the wrong kind/);
    expect(problems).toMatch(/bay-of-ice holds a unit of the wrong kind/);
    expect(problems).toMatch(/the-eyrie holds units and a Neutral Force token/);
  });
});
