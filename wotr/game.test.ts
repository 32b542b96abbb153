import { describe, expect, it } from 'vitest';
import { newGame, stateText } from './index';
import { playOut, syntheticFullTable } from './playout.testkit';
import { card, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

describe('whole games', () => {
  it('Fellowship games end with a winner within 6 rounds, counts consistent throughout, and replay to the same text', () => {
    for (const seed of [1, 2]) {
      const start = newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
      const a = playOut(start, seed);
      expect(a.state.winner).not.toBeNull();
      expect(a.state.round).toBeLessThanOrEqual(6); // [WOTR-SCN-FOTR-06]
      // Cards were played and fought: face-up cards reached the piles, locations the scoring areas.
      expect(a.state.seats.some((x) => x.eliminated.some((p) => p.card !== null))).toBe(true);
      expect(a.state.scoring.fp.won.length + a.state.scoring.shadow.won.length + a.state.scoring.shadow.faceDown.length).toBeGreaterThanOrEqual(6);
      if (seed === 1) expect(stateText(playOut(start, seed).state)).toBe(stateText(a.state)); // deterministic
    }
  }, 30_000);

  it('a Fellowship game with the reacting cards of [WOTR-PROC-06] ends, its declarations made through legalMoves', () => {
    const programs: Record<string, string> = { 'frodo-baggins': 'cycle-instead-of-eliminated', 'bilbo-baggins': 'cycle-instead-of-eliminated', 'the-witch-king': 'cycle-instead-if-forsaken-from-deck-top', saruman: 'cycle-instead-if-forsaken-from-deck-top' };
    const table = SYNTHETIC_FOTR.map((c) => (c.id in programs ? { ...c, textProgram: programs[c.id]! } : c));
    const { state } = playOut(newGame({ scenario: 'fellowship', cards: table, locations: TEST_LOCATIONS }), 4);
    expect(state.winner).not.toBeNull();
  }, 30_000);

  it('a Two-Player Duel and a Three-Player Duel of synthetic decks end, Duel Ring tokens used and refused in the same round', () => {
    for (const scenario of ['duel', 'three-player-duel'] as const) {
      const { state, refusals } = playOut(newGame({ scenario, cards: syntheticFullTable(), locations: TEST_LOCATIONS }), 11);
      expect(state.winner).not.toBeNull();
      expect(state.seats[0]!.ringUsedRound).toBeGreaterThan(0);
      expect(refusals.has('WOTR-SCN-D2-04')).toBe(true);
    }
  }, 30_000);

  it('a Trilogy game of synthetic decks ends, with Ring tokens usable once ([WOTR-SCN-TRI-05])', () => {
    const faction = (f: Parameters<typeof card>[1], n: number, type: 'army' | 'character') =>
      Array.from({ length: n }, (_, i) => card(`${f}-${i}`, f, type, { bgAtk: 1, bgDef: 1, pathIcons: 1 }));
    const table = [
      ...faction('dwarves', 2, 'character'), ...faction('hobbits', 10, 'character'), ...faction('rohan', 8, 'army'), ...faction('wizards', 10, 'character'),
      ...faction('mordor', 15, 'army'), ...Array.from({ length: 15 }, (_, i) => card(`nazgul-${i}`, 'mordor', 'character', { pathIcons: 1 })),
      ...faction('dunedain', 17, 'army'), ...faction('elves', 13, 'character'),
      ...faction('isengard', 12, 'army'), ...faction('monstrous', 11, 'character'), ...faction('southrons', 7, 'army'),
    ];
    const { state, refusals } = playOut(newGame({ scenario: 'trilogy', cards: table, locations: TEST_LOCATIONS }), 5);
    expect(state.winner).not.toBeNull();
    expect(state.seats.some((x) => x.ringTokens === 0)).toBe(true);
    expect(refusals.has('WOTR-SCN-TRI-05')).toBe(true);
  }, 30_000);
});
