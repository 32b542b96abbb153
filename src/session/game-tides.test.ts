// A whole 3-player game with Tides of Battle over a lossy, reordering, duplicating network: every
// combat gets a joint shuffle of the 24 cards (top 3 locked), each combatant is dealt its card
// privately (only its own session learns it), the Blade holder's redraw deals a new one, and each
// public reveal shows exactly the card that was dealt to that house. The log verifies.
import { describe, expect, it } from 'vitest';
import type { House } from '../../engine/index';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { AGOT } from '../games/agot';

describe('a 3-player game with Tides of Battle over a faulty network', () => {
  // Seed 4: under rules build 3 its game still has three Tides combats and a Blade redraw (seed 1's had two).
  it('deals every Tides card privately to its combatant, reveals exactly that card, and ends certified', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(4), tides: true, faults: { delay: [1, 6], lossPerMille: 30, duplicatePerMille: 30 }, syncInterval: 60 }));
    const seatOf = (house: House) => game.setup.seats.findIndex((s) => s.house === house);
    const revealed: { house: House; card: string; dealt: string | null; othersKnew: boolean }[] = [];
    let draws = 0;
    let redraws = 0;
    const observer = game.sessions[0]!.replica;
    observer.hooks = {
      ...observer.hooks,
      onApplied: (move) => {
        if (move.kind === 'draw-card') draws++;
        if (move.kind === 'redraw-tides-card' && move.redraw === true) redraws++;
        if (move.kind !== 'reveal-card' || move.deck !== 'tides-of-battle' || move.for === undefined) return;
        // What each session had privately for this position when the engine got the card.
        const jd = observer.deck('tides-of-battle')!;
        const position = jd.dealt[move.for]!;
        const seen = game.sessions.map((s) => s.privateCard(jd.spec.deck, position));
        const owner = seatOf(move.for);
        revealed.push({ house: move.for, card: move.card, dealt: seen[owner] ?? null, othersKnew: seen.some((c, seat) => seat !== owner && c !== null) });
      },
    };
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    expect(game.sessions.flatMap((s) => s.proofs)).toEqual([]);
    const [a, b, c] = game.sessions;
    expect(b!.replica.hashes).toEqual(a!.replica.hashes);
    expect(c!.replica.hashes).toEqual(a!.replica.hashes);

    // Several combats, at least one Blade redraw, and every reveal is the privately dealt card.
    const tidesDecks = a!.replica.allDecks.filter((d) => d.engineDeck === 'tides-of-battle');
    expect(tidesDecks.length).toBeGreaterThanOrEqual(3);
    expect(tidesDecks.every((d) => d.spec.locked === 3 && d.spec.cards.length === 24)).toBe(true);
    expect(redraws).toBeGreaterThanOrEqual(1);
    expect(draws).toBe(2 * tidesDecks.length + redraws);
    expect(revealed).toHaveLength(2 * tidesDecks.length);
    for (const r of revealed) {
      expect(r.dealt).toBe(r.card);
      expect(r.othersKnew).toBe(false);
    }

    const verdict = verifyLog(a!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
  }, 240_000);
});
