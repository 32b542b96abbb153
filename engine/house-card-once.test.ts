// [2E-HC-04] (FAQ): a House card's text ability resolves at most once per combat. The combat keeps
// the combatants already done in the tier being resolved (`abilitiesDone`) and every ability
// resolved so far (`resolved`, '<card> <tier>'); these tests show each of them stopping a second
// resolution that the Iron Throne track, changed in the middle of a tier, would otherwise cause.
import { describe, expect, it } from 'vitest';
import type { House } from './data/vocabulary';
import { fight } from './ability-test-support';
import { asked, card, findCombat, play, top } from './combat-test-support';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const ironThrone = (first: House, second: House): House[] => {
  const rest = (['baratheon', 'lannister', 'stark', 'martell', 'greyjoy', 'tyrell'] as House[]).filter((h) => h !== first && h !== second);
  return [first, second, ...rest];
};

/**
 * Tyrell attacks 3 Martell Footmen with Mace Tyrell (tier 2: immediately destroys one of the
 * opponent's Footmen); Martell plays Doran Martell (tier 2: moves the opponent to the last position
 * of a track). Both cards are revealed; the combat waits for Doran's track.
 */
function maceAgainstDoran(first: House, second: House): GameState {
  const s = fight({
    attacker: 'tyrell',
    defender: 'martell',
    defenders: ['martell footman', 'martell footman', 'martell footman'],
    options: { tracks: { 'iron-throne': ironThrone(first, second) } },
  });
  return play(s, card('tyrell', 'mace-tyrell'), card('martell', 'doran-martell'));
}

/** The Martell units that survive the combat: they retreat (Tyrell 2 + Mace 4 beats the rest). */
function retreating(state: GameState): number {
  const f = top(state);
  if (f.kind !== 'retreat') throw new Error(`expected a retreat, got ${f.kind}`);
  return f.units.length;
}

describe('2E-HC-04 a House card ability resolves at most once per combat', () => {
  it('Tyrell first: Mace kills one Footman, then Doran puts Tyrell last on the Iron Throne; Mace, now after Martell, does not kill again', () => {
    const s = maceAgainstDoran('tyrell', 'martell');
    expect(asked(s)).toEqual(['demote-opponent martell']);
    expect(findCombat(s).resolved).toEqual(['mace-tyrell immediately', 'doran-martell immediately']);
    const after = play(s, { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' });
    expect(after.tracks['iron-throne']).toEqual(['martell', 'baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell']);
    expect(asked(after)).toEqual(['retreat martell']);
    expect(retreating(after)).toBe(2);
  });

  it('Martell first: Doran, then Mace; one Footman dies either way', () => {
    const s = maceAgainstDoran('martell', 'tyrell');
    expect(findCombat(s).resolved).toEqual(['doran-martell immediately']);
    const after = play(s, { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' });
    expect(retreating(after)).toBe(2);
  });

  it('either record alone stops a second resolution; with neither, Mace would kill twice (the combat frame edited)', () => {
    const s = maceAgainstDoran('tyrell', 'martell');
    const combat = findCombat(s);
    const edit = (patch: Partial<typeof combat>): GameState =>
      deepFreeze({ ...s, stack: s.stack.map((f) => (f.kind === 'combat' ? { ...f, ...patch } : f)) });
    const demote = { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' } as const;
    // Without the done list, the tier visits Tyrell again after the move; `resolved` skips Mace.
    expect(retreating(play(edit({ abilitiesDone: [] }), demote))).toBe(2);
    // Without the record, the done list alone keeps Mace from resolving again in this tier.
    expect(retreating(play(edit({ resolved: ['doran-martell immediately'] }), demote))).toBe(2);
    // Forget both, and Mace would kill a second Footman: the guard is what stops it.
    expect(retreating(play(edit({ abilitiesDone: [], resolved: ['doran-martell immediately'] }), demote))).toBe(1);
  });
});
