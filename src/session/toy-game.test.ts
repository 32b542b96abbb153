// The protocol plays a game that is not A Game of Thrones (docs/second-game.md, step 3's test): a
// toy game defined here, through the real Session, harness and verify. Two seats; each round a
// joint deck of six cards deals one card face down to each seat (only its owner sees it), each
// seat then decides in secret, sealed, whether to play or pass, and the cards are opened: a seat
// that played scores its card. After the rounds, the higher score wins. Nothing here imports an
// engine: what the protocol needs of a game is GameModule (game-module.ts), and that is all it gets.
import { describe, expect, it } from 'vitest';
import { createDrbg, type CanonicalValue } from '../../crypto/index';
import type { DeckPolicy, GameModule, GameTypes } from './game-module';
import { InMemoryGame, seedBytes } from './harness';
import { parseSetup, setupValue } from './setup';
import { verifyLog } from './verify-log';

type Seat = 'north' | 'south';
const SEATS: readonly Seat[] = ['north', 'south'];
const DECK = 'cards';
const CARDS = ['1', '2', '3', '4', '5', '6'];

interface ToyConfig {
  readonly rounds: number;
}

interface ToyState {
  readonly round: number;
  readonly rounds: number;
  /** 'shuffle' (a new round), 'deal', 'bid' (sealed), 'reveal', 'over'. */
  readonly phase: 'shuffle' | 'deal' | 'bid' | 'reveal' | 'over';
  /** Per seat, whether its card of this round was dealt; its bid; its card once opened. */
  readonly dealt: readonly boolean[];
  readonly bids: readonly (boolean | null)[];
  readonly opened: readonly (string | null)[];
  readonly scores: readonly number[];
}

type ToyDecision =
  | { readonly id: string; readonly kind: 'shuffle'; readonly sealed: false }
  | { readonly id: string; readonly kind: 'deal'; readonly sealed: false; readonly for: Seat }
  | { readonly id: string; readonly kind: 'bid'; readonly sealed: true; readonly seat: Seat }
  | { readonly id: string; readonly kind: 'reveal'; readonly sealed: false; readonly for: Seat };

type ToyMove =
  | { readonly kind: 'shuffle' }
  | { readonly kind: 'deal'; readonly for: Seat }
  | { readonly kind: 'bid'; readonly seat: Seat; readonly play: boolean }
  | { readonly kind: 'reveal'; readonly for: Seat; readonly card: string };

interface Toy extends GameTypes {
  readonly state: ToyState;
  readonly move: ToyMove;
  readonly decision: ToyDecision;
  readonly config: ToyConfig;
  readonly seat: Seat;
  /** The card dealt to this seat, before it is opened. */
  readonly shown: string | null;
}

const seatIndex = (seat: Seat) => SEATS.indexOf(seat);
const replaced = <T,>(list: readonly T[], i: number, value: T): T[] => list.map((x, j) => (j === i ? value : x));

function pendingOf(s: ToyState): ToyDecision[] {
  const tag = `${s.round}`;
  switch (s.phase) {
    case 'shuffle':
      return [{ id: `shuffle/${tag}`, kind: 'shuffle', sealed: false }];
    case 'deal': {
      const seat = SEATS[s.dealt.indexOf(false)]!;
      return [{ id: `deal/${tag}/${seat}`, kind: 'deal', sealed: false, for: seat }];
    }
    case 'bid':
      return SEATS.filter((_, i) => s.bids[i] === null).map((seat) => ({ id: `bid/${tag}/${seat}`, kind: 'bid' as const, sealed: true as const, seat }));
    case 'reveal': {
      const seat = SEATS[s.opened.indexOf(null)]!;
      return [{ id: `reveal/${tag}/${seat}`, kind: 'reveal', sealed: false, for: seat }];
    }
    case 'over':
      return [];
  }
}

function applyMove(s: ToyState, m: ToyMove): ToyState {
  const d = pendingOf(s).find((x) => x.kind === m.kind && ('seat' in x ? 'seat' in m && x.seat === m.seat : 'for' in x ? 'for' in m && x.for === m.for : true));
  if (d === undefined) throw new RangeError(`not a move now: ${JSON.stringify(m)}`);
  switch (m.kind) {
    case 'shuffle':
      return { ...s, phase: 'deal' };
    case 'deal': {
      const dealt = replaced(s.dealt, seatIndex(m.for), true);
      return { ...s, dealt, phase: dealt.every(Boolean) ? 'bid' : 'deal' };
    }
    case 'bid': {
      if (typeof m.play !== 'boolean') throw new RangeError('a bid plays or passes');
      const bids = replaced(s.bids, seatIndex(m.seat), m.play);
      return { ...s, bids, phase: bids.every((b) => b !== null) ? 'reveal' : 'bid' };
    }
    case 'reveal': {
      if (!CARDS.includes(m.card)) throw new RangeError(`not a card: ${m.card}`);
      const i = seatIndex(m.for);
      const opened = replaced(s.opened, i, m.card);
      const scores = s.bids[i] === true ? replaced(s.scores, i, s.scores[i]! + Number(m.card)) : [...s.scores];
      if (opened.some((c) => c === null)) return { ...s, opened, scores };
      const last = s.round === s.rounds;
      return { ...s, scores, round: last ? s.round : s.round + 1, phase: last ? 'over' : 'shuffle', dealt: [false, false], bids: [null, null], opened: last ? opened : [null, null] };
    }
  }
}

const DECKS: DeckPolicy<Toy> = {
  need(_state, d) {
    if (d.kind === 'shuffle') return { kind: 'reshuffle', deck: DECK, move: { kind: 'shuffle' } };
    if (d.kind === 'deal') return { kind: 'deal', deck: DECK, seat: d.for, move: { kind: 'deal', for: d.for } };
    if (d.kind === 'reveal') return { kind: 'reveal-dealt', deck: DECK, seat: d.for };
    return null;
  },
  cards: () => CARDS,
  locked: () => 2,
  batched: [],
  revealMove(d, card) {
    if (d.kind !== 'reveal') throw new RangeError(`expected a reveal, got ${d.kind}`);
    return { kind: 'reveal', for: d.for, card };
  },
  buried: () => null,
  shown(view, seat) {
    const jd = view.deck(DECK);
    const at = jd?.dealt[seat];
    return jd === undefined || at === undefined || jd.opened[at] != null ? null : view.card(jd.spec.deck, at);
  },
};

const TOY: GameModule<Toy> = {
  id: 'toy-high-card',
  configValue: (config) => ({ rounds: config.rounds }),
  parseConfig: (v) => {
    const rounds = (v as { rounds?: unknown } | null)?.rounds;
    return typeof rounds === 'number' && Number.isSafeInteger(rounds) && rounds >= 1 ? { rounds } : null;
  },
  rulesFingerprint: () => '746f792d31',
  seats: () => SEATS,
  newGame: (config) => ({ round: 1, rounds: config.rounds, phase: 'shuffle', dealt: [false, false], bids: [null, null], opened: [null, null], scores: [0, 0] }),
  pending: pendingOf,
  apply: applyMove,
  stateText: (s) => JSON.stringify([s.round, s.rounds, s.phase, s.dealt, s.bids, s.opened, s.scores]),
  decider: (d) => (d.kind === 'bid' ? d.seat : null),
  answers(d, move): move is ToyMove {
    const m = move as { kind?: unknown; seat?: unknown } | null;
    return m !== null && typeof m === 'object' && d.kind === 'bid' && m.kind === 'bid' && m.seat === d.seat;
  },
  winner: (s) => (s.phase !== 'over' ? null : s.scores[1]! > s.scores[0]! ? 'south' : 'north'),
  round: (s) => s.round,
  randomPlayer(seed, label) {
    const rng = createDrbg(seed, `toy/${label}`);
    return {
      choose(_state, d) {
        if (d.kind !== 'bid') throw new RangeError(`the players decide bids only, got ${d.kind}`);
        return { kind: 'bid', seat: d.seat, play: rng.int(2) === 1 };
      },
    };
  },
  decks: DECKS,
};

describe('the protocol plays a game that is not A Game of Thrones (a toy module)', () => {
  it('deals each seat a card from a joint deck that only it sees, settles a sealed decision, opens the cards, and verify certifies the log', () => {
    const rounds = 3;
    const game = new InMemoryGame({ game: TOY, config: { rounds }, seed: seedBytes(71), faults: { delay: [1, 4], lossPerMille: 20, duplicatePerMille: 20 }, syncInterval: 60 });
    // What each seat was shown with its sealed decision, and what the other seat's card turned out to be.
    const shown: { seat: number; round: number; card: string | null }[] = [];
    game.sessions.forEach((session, seat) => session.onTurn((turn) => shown.push({ seat, round: turn.state.round, card: turn.shown })));
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished']);
    const state = game.agreedState();
    expect(state.phase).toBe('over');
    // Three joint shuffles (one per round: the game's reshuffle makes the deck stale), two cards dealt from each.
    const decks = game.sessions[0]!.replica.allDecks;
    expect(decks.map((jd) => jd.spec.deck)).toEqual(['cards#0', 'cards#1', 'cards#2']);
    expect(decks.every((jd) => Object.keys(jd.dealt).sort().join() === 'north,south')).toBe(true);
    // Private dealing: each seat was shown its own card with its bid, the one opened at the reveal.
    const reveals = game.sessions[0]!.replica.moves.flatMap((m) => (m.kind === 'reveal' ? [m] : []));
    expect(reveals.map((m) => m.for)).toEqual(Array.from({ length: rounds }, () => SEATS).flat());
    for (let round = 1; round <= rounds; round++) {
      for (const seat of [0, 1]) {
        const mine = shown.filter((x) => x.seat === seat && x.round === round).map((x) => x.card);
        expect(mine.length).toBeGreaterThan(0);
        expect(new Set(mine)).toEqual(new Set([reveals[(round - 1) * 2 + seat]!.card]));
        // The other seat never opened this seat's card privately.
        const jd = decks[round - 1]!;
        expect(game.sessions[1 - seat]!.privateCard(jd.spec.deck, jd.dealt[SEATS[seat]!]!)).toBeNull();
      }
    }
    // verify: the same game from the log file alone, bound to this game.
    const log = game.sessions[1]!.exportLog();
    const verdict = verifyLog(log, TOY);
    expect(verdict).toMatchObject({ kind: 'certified', winner: TOY.winner(state), round: rounds, proofs: [] });
    expect(verdict.kind === 'certified' ? verdict.moves : 0).toBe(game.sessions[0]!.replica.moves.length);
  });

  it("names its game in the game id: its setup is refused as another game's, and its id differs from the same setup of another module", () => {
    const game = new InMemoryGame({ game: TOY, config: { rounds: 1 }, seed: seedBytes(72) });
    const value = setupValue(game.setup) as Record<string, CanonicalValue>;
    expect(value.game).toBe('toy-high-card');
    expect(parseSetup(value, TOY).ok).toBe(true);
    expect(parseSetup(value, { ...TOY, id: 'another-game' })).toMatchObject({ ok: false, error: { path: ['game'] } });
    expect(parseSetup({ ...value, game: undefined }, TOY)).toMatchObject({ ok: false, error: { path: ['game'] } });
  });
});
