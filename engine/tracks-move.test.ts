// Moving on an Influence track outside bidding ([2E-INF-14]–[2E-INF-16]).
import { describe, expect, it } from 'vitest';
import { holderOf, turnOrder } from './influence';
import { newGame } from './setup';
import { highestTracks, moveOnTrack, moveToLast } from './tracks-move';

const six = () => newGame({ players: 6 });

describe('2E-INF-14 a house moved to a position; the others shift, keeping their order', () => {
  it('to position 1: the old 1 becomes 2, and so on down to the mover’s old place', () => {
    const s = moveOnTrack(six(), 'iron-throne', 'greyjoy', 1);
    expect(s.tracks['iron-throne']).toEqual(['greyjoy', 'baratheon', 'lannister', 'stark', 'martell', 'tyrell']);
  });

  it('to the last position, and down 2 (clamped at the end)', () => {
    expect(moveToLast(six(), 'fiefdoms', 'greyjoy').tracks.fiefdoms).toEqual(['tyrell', 'martell', 'stark', 'baratheon', 'lannister', 'greyjoy']);
    expect(moveOnTrack(six(), 'fiefdoms', 'baratheon', 5 + 2).tracks.fiefdoms).toEqual(['greyjoy', 'tyrell', 'martell', 'stark', 'lannister', 'baratheon']);
  });
});

describe('2E-INF-15 the Dominance token passes with position 1, in its current state', () => {
  it('a used Raven stays used with its new holder', () => {
    const s = moveOnTrack({ ...six(), ravenUsed: true }, 'kings-court', 'tyrell', 1);
    expect(holderOf(s, 'messenger-raven')).toBe('tyrell');
    expect(s.ravenUsed).toBe(true);
  });
});

describe('2E-INF-16 a change on the Iron Throne track changes turn order at once', () => {
  it('turn order is the new track', () => {
    expect(turnOrder(moveToLast(six(), 'iron-throne', 'baratheon'))[0]).toBe('lannister');
  });
});

describe('2E-WLC-09 (OQ-15) the highest tracks of a house, ties included', () => {
  it('Stark (6 players) stands 3rd, 4th and 2nd: King’s Court alone; Martell 4th, 3rd, 3rd: two tracks', () => {
    expect(highestTracks(six(), 'stark')).toEqual(['kings-court']);
    expect(highestTracks(six(), 'martell')).toEqual(['fiefdoms', 'kings-court']);
  });
});
