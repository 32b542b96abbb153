// Influence tracks and Dominance tokens ([2E-INF-01]–[2E-INF-03], [2E-INF-09]).
import { describe, expect, it } from 'vitest';
import { TRACKS } from './data/vocabulary';
import { holderOf, positionOf, starLimit, turnOrder } from './influence';
import { newGame } from './setup';

describe('2E-INF-01 every house in play has exactly one position on each track, 1..N', () => {
  it.each([3, 4, 5, 6])('%i players', (players) => {
    const s = newGame({ players });
    for (const t of TRACKS) {
      expect([...s.tracks[t]].sort()).toEqual([...s.options.houses].sort());
      s.options.houses.forEach((h) => expect(positionOf(s, t, h)).toBeGreaterThanOrEqual(1));
    }
  });

  it('asking for a house that is not on the track is a programmer error', () => {
    expect(() => positionOf(newGame({ players: 3 }), 'fiefdoms', 'martell')).toThrow(RangeError);
  });
});

describe('2E-INF-02 position 1 holds the track’s Dominance token', () => {
  it('follows the track when it changes', () => {
    const s = newGame({ players: 4 });
    const moved = { ...s, tracks: { ...s.tracks, fiefdoms: ['stark', 'greyjoy', 'baratheon', 'lannister'] as const } };
    expect(holderOf(s, 'valyrian-steel-blade')).toBe('greyjoy');
    expect(holderOf(moved, 'valyrian-steel-blade')).toBe('stark');
  });
});

describe('2E-INF-03 the Iron Throne track is the turn order', () => {
  it('turnOrder reads it', () => {
    const s = newGame({ players: 6 });
    expect(turnOrder(s)).toEqual(['baratheon', 'lannister', 'stark', 'martell', 'greyjoy', 'tyrell']);
  });
});

describe('2E-INF-09 the King’s Court position sets the special orders allowed', () => {
  it('moving down the track lowers the limit', () => {
    const s = newGame({ players: 6 });
    const demoted = { ...s, tracks: { ...s.tracks, 'kings-court': ['stark', 'martell', 'baratheon', 'tyrell', 'greyjoy', 'lannister'] as const } };
    expect(starLimit(s, 'lannister')).toBe(3);
    expect(starLimit(demoted, 'lannister')).toBe(0);
  });
});
