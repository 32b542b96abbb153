// Malformed moves never crash the Westeros phase's handlers ([2E-GEN-01], style rule 4): every
// field of a legal move replaced by a hostile JSON value gives a RuleViolation or a legal move,
// never a TypeError from deep inside. fast-check picks the decision, the field and the value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Move } from './decisions';
import { apply } from './flow';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';
import { beforeWesteros, bids, emptyBoard, listedMoves, place, play, reveal, resolving, setHouse, start, withFrame } from './westeros.testkit';
import { newWildlingAttackFrame } from './wildlings';

const F = 'footman' as const;

/** Positions waiting for each kind of Westeros-phase decision. */
function positions(): GameState[] {
  const four = newGame({ players: 4 });
  const lowest = (card: string, edit: (s: GameState) => GameState = (s) => s) =>
    reveal(bids(withFrame(edit({ ...four, wildlingThreat: 12 }), newWildlingAttackFrame(12, null)), { lannister: 1, baratheon: 1, greyjoy: 1 }), card);
  const highest = (card: string, edit: (s: GameState) => GameState = (s) => s) =>
    reveal(bids(withFrame(edit({ ...four, wildlingThreat: 0 }), newWildlingAttackFrame(0, null)), { stark: 2 }), card);
  const crowded = (g: GameState) => place(emptyBoard(g), [['the-twins', 'stark', [F, F, F]], ['winterfell', 'stark', [F, F, 'knight']], ['dragonstone', 'baratheon', ['knight', 'knight', 'knight']]]);
  return [
    start(beforeWesteros(4)), // reveal-card
    start(beforeWesteros(4, 1, (g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 0, discard: ['supply'] } } }))), // shuffle-deck
    resolving(four, [null, null, 'put-to-the-sword'], 2), // westeros-option
    resolving(four, [null, 'clash-of-kings', null], 1), // bid
    bids(resolving(four, [null, 'clash-of-kings', null], 1), {}), // break-tie
    resolving(setHouse(place(emptyBoard(four), [['the-twins', 'stark', [F, F, F, F]], ['karhold', 'stark', [F, F, F]]]), 'stark', { supply: 4 }), ['supply', null, null]), // reconcile
    lowest('mammoth-riders', crowded), // destroy-unit
    lowest('crow-killers', crowded), // replace-unit (Baratheon after Stark)
    highest('crow-killers', crowded), // optional replace-unit
    lowest('a-king-beyond-the-wall'), // choose-track
    lowest('massing-on-the-milkwater'), // discard-house-card
    highest('mammoth-riders', (g) => setHouse(g, 'stark', { discard: ['eddard-stark'], hand: ['robb-stark'] })), // take-house-card
    lowest('preemptive-raid'), // choose-penalty
    highest('the-horde-descends'), // choose-muster-area
  ];
}

const HOSTILE: unknown[] = [{ toString: 0 }, '__proto__', 'constructor', null, 12.5, -1, [], {}, '', 'winterfell', 'stark', 'fiefdoms', true, 1e21];

describe('2E-GEN-01 malformed Westeros-phase moves are rule violations, never crashes', () => {
  const all = positions().map((s) => deepFreeze(s));

  it('every position waits for a decision with listed moves', () => {
    expect(new Set(all.map((s) => listedMoves(s)[0]?.kind)).size).toBeGreaterThanOrEqual(12);
  });

  it('any field of a listed move replaced by a hostile value', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), (p, m, f, v) => {
        const state = all[p % all.length]!;
        const moves = listedMoves(state);
        const move = moves[m % moves.length]! as unknown as Record<string, unknown>;
        const fields = Object.keys(move).filter((k) => k !== 'kind');
        const field = fields[f % fields.length];
        if (field === undefined) return;
        const bad = { ...move, [field]: HOSTILE[v % HOSTILE.length] } as unknown as Move;
        try {
          apply(state, bad);
        } catch (e) {
          expect((e as Error).name, `${JSON.stringify(bad)}: ${(e as Error).message}`).toBe('RuleViolation');
        }
      }),
      { numRuns: 600 },
    );
  });

  it('a move with a field missing', () => {
    for (const state of all) {
      for (const move of listedMoves(state)) {
        for (const field of Object.keys(move).filter((k) => k !== 'kind' && k !== 'house')) {
          const { [field]: _gone, ...rest } = move as unknown as Record<string, unknown>;
          try {
            play(state, rest as unknown as Move);
          } catch (e) {
            expect((e as Error).name, JSON.stringify(rest)).toBe('RuleViolation');
          }
        }
      }
    }
  });

  it('the same position still accepts its listed moves after the hostile ones (inputs were not changed)', () => {
    for (const state of all) expect(() => apply(state, listedMoves(state)[0]!)).not.toThrow();
  });
});
