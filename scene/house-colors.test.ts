// The house colours stay apart for everyone: every pair of houses at least MIN_DELTA_E apart (CIE76)
// with normal vision and as simulated for the three complete dichromacies (issue 20).
import { describe, expect, it } from 'vitest';
import { HOUSES } from '../engine/data/vocabulary';
import { distanceAs, labAs, VISIONS } from './color-vision';
import { HOUSE_COLORS } from './house-colors';

const MIN_DELTA_E = 25;

describe('house colours under colour-vision deficiencies', () => {
  it('simulates known colours as the model says', () => {
    // White and black are unchanged by every simulation; red and green meet under deuteranopia.
    for (const v of VISIONS) {
      expect(labAs(0xffffff, v)[0]).toBeCloseTo(100, 0);
      expect(labAs(0x000000, v)[0]).toBeCloseTo(0, 5);
    }
    expect(distanceAs(0xff0000, 0x00ff00, 'normal')).toBeGreaterThan(100);
    expect(distanceAs(0xc0262b, 0x3f9b3a, 'deuteranopia')).toBeLessThan(MIN_DELTA_E); // the old Lannister and Tyrell
  });

  for (const vision of VISIONS) {
    it(`keeps every pair of houses ${MIN_DELTA_E} ΔE apart (${vision})`, () => {
      const close: string[] = [];
      for (let i = 0; i < HOUSES.length; i++) {
        for (let j = i + 1; j < HOUSES.length; j++) {
          const [a, b] = [HOUSES[i]!, HOUSES[j]!];
          const d = distanceAs(HOUSE_COLORS[a], HOUSE_COLORS[b], vision);
          if (d < MIN_DELTA_E) close.push(`${a}/${b}: ${d.toFixed(1)}`);
        }
      }
      expect(close).toEqual([]);
    });
  }
});
