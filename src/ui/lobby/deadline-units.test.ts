import { describe, expect, it } from 'vitest';
import { amountIn, durationWords, msOf, unitFor } from './deadline-units';

describe('deadline units', () => {
  it('shows whole days and hours in days and hours, anything else in seconds', () => {
    expect(unitFor(2 * 86_400_000)).toBe('d');
    expect(unitFor(36 * 3_600_000)).toBe('h');
    expect(unitFor(90_000)).toBe('s');
    expect(unitFor(60_000)).toBe('s');
    expect(amountIn(2 * 86_400_000, 'd')).toBe(2);
    expect(amountIn(90_000, 's')).toBe(90);
  });

  it('turns a typed amount into whole seconds, and refuses nothing, zero and negatives', () => {
    expect(msOf(2, 'd')).toBe(172_800_000);
    expect(msOf(1.5, 'h')).toBe(5_400_000);
    expect(msOf(90, 's')).toBe(90_000);
    expect(msOf(0.0001, 's')).toBeNull();
    expect(msOf(0, 'min')).toBeNull();
    expect(msOf(-1, 'd')).toBeNull();
    expect(msOf(Number.NaN, 'd')).toBeNull();
  });

  it('words a limit for the summary', () => {
    expect(durationWords(90_000)).toBe('90 s');
    expect(durationWords(3_600_000)).toBe('1 hour');
    expect(durationWords(86_400_000)).toBe('1 day');
    expect(durationWords(2 * 86_400_000)).toBe('2 days');
  });
});
