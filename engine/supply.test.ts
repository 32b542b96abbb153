// Armies and the Supply limit ([2E-SUP-03]–[2E-SUP-06]), as the engine checks them everywhere.
import { describe, expect, it } from 'vitest';
import { newGame } from './setup';
import type { GameState, Unit } from './state';
import { armySizes, fitsSupply, isWithinSupply } from './supply';

const unit = (type: Unit['type'], routed = false): Unit => ({ house: 'stark', type, routed });

describe('2E-SUP-04 compliance: armies sorted largest first against the slots sorted largest first', () => {
  it('level 3 (3, 2, 2, 2): four armies fit when each is within its slot (2E-EX-SUP-01)', () => {
    expect(fitsSupply([3, 2, 2, 2], 3)).toBe(true);
    expect(fitsSupply([3, 3], 3)).toBe(false); // the second army exceeds its slot of 2
    expect(fitsSupply([2, 2, 2, 2, 2], 3)).toBe(false); // one army too many
  });

  it('level 2 (3, 2, 2): Stark may keep 3 armies (2E-EX-SUP-02)', () => {
    expect(fitsSupply([3, 2, 2], 2)).toBe(true);
    expect(fitsSupply([4], 2)).toBe(false);
  });

  it('rejects a level outside 0–6 as a programmer error', () => {
    expect(() => fitsSupply([2], 7)).toThrow(RangeError);
  });
});

describe('2E-SUP-05 every unit counts 1, routed units and ships too; a lone unit is no army', () => {
  it('counts a Knight, a routed Siege Engine and ships alike, and ignores single units', () => {
    const s = newGame({ players: 3 });
    const board: GameState = {
      ...s,
      areas: {
        ...s.areas,
        karhold: { ...s.areas.karhold, units: [unit('knight'), unit('siege-engine', true)] },
        'bay-of-ice': { ...s.areas['bay-of-ice'], units: [unit('ship'), unit('ship'), unit('ship')] },
        'castle-black': { ...s.areas['castle-black'], units: [unit('footman')] },
      },
    };
    // Winterfell's Knight and Footman make an army of 2 as well; White Harbor's lone Footman does not count.
    expect(armySizes(board, 'stark')).toEqual([3, 2, 2]);
  });
});

describe('2E-SUP-06 fewer or smaller armies than allowed are fine', () => {
  it('no army at all, or one small army, complies at level 0', () => {
    expect(fitsSupply([], 0)).toBe(true);
    expect(fitsSupply([2], 0)).toBe(true);
    expect(isWithinSupply(newGame({ players: 3 }), 'stark')).toBe(true);
  });
});
