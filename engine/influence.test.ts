// Influence tracks and Dominance tokens ([2E-INF-01]–[2E-INF-03], [2E-INF-09]).
import { describe, expect, it } from 'vitest';
import { TRACKS, type House } from './data/vocabulary';
import { fight } from './ability-test-support';
import { asked, card, findCombat, play } from './combat-test-support';
import { holderOf, positionOf, starLimit, turnOrder } from './influence';
import { checkPlacement } from './planning';
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

describe('2E-INF-06 a combat tie goes to the house higher on the Fiefdoms track', () => {
  // Stark attacks the Blackwater with a Knight and a Footman (3) and Greatjon Umber (2); Lannister
  // defends with a Knight and a Footman (3) and Ser Jaime Lannister (2): 5 against 5. Greyjoy holds
  // the Valyrian Steel Blade, so neither combatant can break the tie with it.
  const tie = (fiefdoms: House[]) => {
    const s = fight({
      attacker: 'stark',
      defender: 'lannister',
      attackers: ['stark knight', 'stark footman'],
      defenders: ['lannister knight', 'lannister footman'],
      options: { tracks: { fiefdoms } },
    });
    return findCombat(play(s, card('stark', 'greatjon-umber'), card('lannister', 'ser-jaime-lannister')));
  };
  it('the attacker, 2nd on Fiefdoms, beats the defender, 3rd', () => {
    const c = tie(['greyjoy', 'stark', 'lannister', 'baratheon', 'martell', 'tyrell']);
    expect(c.final).toEqual({ attacker: 5, defender: 5 });
    expect(c.victor).toBe('attacker');
  });
  it('the defender, 2nd on Fiefdoms, beats the attacker, 6th: attacking or defending does not matter', () => {
    const c = tie(['greyjoy', 'lannister', 'baratheon', 'martell', 'tyrell', 'stark']);
    expect(c.final).toEqual({ attacker: 5, defender: 5 });
    expect(c.victor).toBe('defender');
  });
});

describe('2E-INF-17 a King’s Court change leaves the special orders on the board; the new limit counts from the next Planning phase', () => {
  // Lannister (King's Court 1st: 3 stars) attacks with March +1 and has Defense +2 and the special
  // Consolidate Power on the board; Martell's Doran Martell moves it to the last King's Court position.
  const s = fight({
    attacker: 'lannister',
    defender: 'martell',
    defenders: ['martell knight', 'martell footman'],
    token: 'march-plus-1',
    extra: {
      lannisport: { units: ['lannister footman'], order: 'lannister defense-plus-2' },
      'stoney-sept': { units: ['lannister footman'], order: 'lannister consolidate-special' },
    },
  });
  const demoted = play(play(s, card('lannister', 'ser-jaime-lannister'), card('martell', 'doran-martell')), { kind: 'demote-opponent', house: 'martell', track: 'kings-court' });

  it('the three special orders stay, and March +1 still adds 1 in this combat', () => {
    expect(starLimit(s, 'lannister')).toBe(3);
    expect(demoted.tracks['kings-court'][5]).toBe('lannister');
    expect(asked(demoted)).toEqual(['choose-casualties martell']);
    expect(demoted.areas.lannisport.order).toEqual({ house: 'lannister', token: 'defense-plus-2' });
    expect(demoted.areas['stoney-sept'].order).toEqual({ house: 'lannister', token: 'consolidate-special' });
    // Knight 2 + Ser Jaime 2 + March +1.
    expect(findCombat(demoted).final).toEqual({ attacker: 5, defender: 3 });
  });

  it('the next placement is held to the new limit: 0 stars at position 6 (2E-PLAN-06)', () => {
    expect(starLimit(demoted, 'lannister')).toBe(0);
    const orders = [
      { area: 'lannisport', token: 'defense-1a' },
      { area: 'stoney-sept', token: 'consolidate-a' },
    ] as const;
    expect(() => checkPlacement(demoted, 'lannister', orders)).not.toThrow();
    expect(() => checkPlacement(demoted, 'lannister', [orders[0], { area: 'stoney-sept', token: 'consolidate-special' }])).toThrow(
      expect.objectContaining({ name: 'RuleViolation', rule: '2E-PLAN-06' }),
    );
  });
});
