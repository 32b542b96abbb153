// An attacker's pass (session 16): a joint deck with nobody left to play it. Set aside from the decks
// (README, "Exclusion": a seat timed out on a deck step), a seat still votes; with every other seat
// excluded but one, its vote alone is a deck step's quorum, so it can set the last deck seat aside
// too. The next draw then made a fresh joint shuffle of no player, whose reveal needed no share and
// read the locks of a player -1: a TypeError that ended the fold, live (the kit's 4-player game
// below: three cheaters, the withholder's own page crashed) and for any peer or watcher given the
// same entries in that order. Now the dealer refuses to make it: the game halts, naming nobody.
import { describe, expect, it } from 'vitest';
import { zeroHash } from '../../crypto/index';
import { simulate, type SimulateArgs } from '../cli/simulate';
import { verdictProblems } from '../cli/verdicts';
import { settleDeck } from './deck-flow';
import { NO_DECKS, type DeckContext } from './deck-state';
import { AGOT, type Agot } from '../games/agot';

/** A game of three played by the random players up to its first card draw: the state and the dealer's decision. */
function firstDraw(): { readonly state: Agot['state']; readonly d: Agot['decision'] } {
  const config = { players: 3 };
  const seats = AGOT.seats(config);
  const players = seats.map((_, i) => AGOT.randomPlayer(new Uint8Array(32).fill(1), `seat/${i}`));
  let state = AGOT.newGame(config);
  for (let moves = 0; moves < 2_000; moves++) {
    const d = AGOT.pending(state)[0]!;
    if (AGOT.decks.need(state, d) !== null) return { state, d };
    state = AGOT.apply(state, players[seats.indexOf(AGOT.decider(d)!)]!.choose(state, d));
  }
  throw new RangeError('expected a card draw within 2,000 moves');
}

describe('a joint deck with no seat to play it', () => {
  it('the dealer halts the game instead of making a joint shuffle of no player; with one seat it shuffles as before', () => {
    const { state, d } = firstDraw();
    const need = AGOT.decks.need(state, d)!;
    expect(need.kind).toBe('reveal-top');
    const ctx: DeckContext = { game: zeroHash(), houses: AGOT.seats({ players: 3 }), policy: AGOT.decks };
    const none = settleDeck(ctx, NO_DECKS, state, d, need, []);
    expect(none.outcome).toEqual({ kind: 'unsupported', detail: 'a joint shuffle of westeros-1, westeros-2, westeros-3, wildling with no seat to play it: every seat not excluded is set aside from the decks' });
    expect(none.flow).toBe(NO_DECKS);
    const one = settleDeck(ctx, NO_DECKS, state, d, need, [2]);
    expect(one.outcome).toEqual({ kind: 'changed' });
    expect(one.flow.all.map((jd) => [jd.spec.players, jd.members])).toEqual(one.flow.all.map(() => [1, [2]]));
  });

  it('three cheaters of four (a fork, a withheld opening, a bad opening): nobody\'s fold throws, and the verdicts agree', () => {
    const args: SimulateArgs = {
      players: 4,
      seed: 1,
      tides: false,
      bots: 'random',
      faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 },
      absent: [],
      cheats: [
        { kind: 'half-bad-link', seat: 1 },
        { kind: 'withhold-open', seat: 2 },
        { kind: 'bad-opening', seat: 3 },
      ],
      out: null,
    };
    const result = simulate(args);
    expect(verdictProblems(args, result)).toEqual([]);
    expect(result.verdict.cheaters.map((c) => c.seat)).toEqual([1, 3]);
  }, 300_000);
});
