// What a move is about on the board, and which moves pass.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../engine/index';
import { isDecline, moveArea, movesAreas } from './move-areas';

describe('moveArea / isDecline', () => {
  it('finds the area of a raid’s target, a recruit’s destination, a port capture', () => {
    expect(moveArea({ kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: 'karhold' })).toBe('karhold');
    expect(moveArea({ kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: null })).toBe('winterfell');
    expect(moveArea({ kind: 'muster', house: 'stark', muster: 'recruit', area: 'winterfell', unit: 'ship', to: 'port-of-winterfell' })).toBe('port-of-winterfell');
    expect(moveArea({ kind: 'capture-port', house: 'stark', port: 'port-of-winterfell', ships: 1 })).toBe('port-of-winterfell');
    expect(moveArea({ kind: 'bid', house: 'stark', amount: 2 })).toBeNull();
  });

  it('lists distinct areas in order', () => {
    const moves: Move[] = [
      { kind: 'retreat', house: 'stark', area: 'karhold', destroy: [] },
      { kind: 'retreat', house: 'stark', area: 'karhold', destroy: ['footman'] },
      { kind: 'retreat', house: 'stark', area: 'castle-black', destroy: [] },
    ];
    expect(movesAreas(moves)).toEqual(['karhold', 'castle-black']);
  });

  it('tells passing moves from acting ones', () => {
    expect(isDecline({ kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: null })).toBe(true);
    expect(isDecline({ kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: 'karhold' })).toBe(false);
    expect(isDecline({ kind: 'muster', house: 'stark', muster: 'done' })).toBe(true);
    expect(isDecline({ kind: 'declare-support', house: 'stark', area: 'karhold', side: 'none' })).toBe(true);
    expect(isDecline({ kind: 'take-house-card', house: 'stark', card: null })).toBe(true);
    expect(isDecline({ kind: 'use-raven', house: 'stark', use: 'none' })).toBe(true);
    expect(isDecline({ kind: 'bid', house: 'stark', amount: 0 })).toBe(false);
  });
});
