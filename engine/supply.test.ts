// Armies and the Supply limit ([2E-SUP-03]–[2E-SUP-06]), as the engine checks them everywhere.
import { describe, expect, it } from 'vitest';
import { board, march } from './combat-test-support';
import { supplyIcons } from './control';
import { pending } from './flow';
import { topFrame } from './frames';
import { newGame } from './setup';
import type { GameState, Unit } from './state';
import { armySizes, fitsSupply, isWithinSupply } from './supply';
import { resolving } from './westeros.testkit';

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

describe('2E-SUP-08 the Supply level moves only with the Supply token, never with the barrels held', () => {
  // Tyrell at Supply 1 (armies of 3 and 2): The Reach (Knight, 2 Footmen, March order) and
  // Highgarden (2 Footmen, 2 barrels). The Blackwater (2 barrels) is empty.
  const tyrell = board(
    {
      'the-reach': { units: ['tyrell knight', 'tyrell footman', 'tyrell footman'], order: 'tyrell march-0' },
      highgarden: { units: ['tyrell footman', 'tyrell footman'] },
      'searoad-marches': { units: ['tyrell footman'] },
    },
    { supply: 1 },
  );

  it('taking 2 barrels in the Action phase leaves the level at 1, and asks nobody to reconcile', () => {
    const after = march(tyrell, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'footman'] });
    expect(supplyIcons(tyrell, 'tyrell')).toBe(3);
    expect(supplyIcons(after, 'tyrell')).toBe(5);
    expect(after.houses.tyrell?.supply).toBe(1);
    expect(pending(after).map((d) => d.kind)).not.toContain('reconcile');
  });

  it('a March is judged at the current level: a third army is rejected (2E-MARCH-12) though the barrels it takes would allow it', () => {
    // Knight and Footman to the Blackwater, a Footman joins Searoad Marches: armies 2, 2, 2 and 5 barrels.
    const split = (state: GameState) =>
      march(state, { house: 'tyrell', from: 'the-reach', to: 'searoad-marches', units: ['footman'], also: [{ to: 'blackwater', units: ['knight', 'footman'] }] });
    expect(() => split(tyrell)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule: '2E-MARCH-12' }));
    const atFive = { ...tyrell, houses: { ...tyrell.houses, tyrell: { ...tyrell.houses.tyrell!, supply: 5 } } };
    expect(armySizes(split(atFive), 'tyrell')).toEqual([2, 2, 2]);
  });

  it('the Supply card moves the token to the barrels held, and only then does the level change', () => {
    const held = march(tyrell, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'footman'] });
    const s = resolving(held, ['supply', null, null], 0);
    expect(s.houses.tyrell?.supply).toBe(5);
    expect(topFrame(s).kind).toBe('planning');
  });
});
