// The protocol deals each seat a hand from a deck of its own (docs/second-game.md, step 3): a toy
// game defined here, played through the real Session, harness and verify. Three seats; each owns
// a deck of its own list of cards, shuffled and locked by every seat (so nobody, its owner
// included, knows the order), from which it is dealt a hand of three face down (`deal-hand`: only
// it sees them). Each round every seat in turn plays a card of its hand, named by its ref; the
// dealer opens that card to everyone (`reveal-hand`) and the seat scores it; the card goes to its
// pile, face up. With more rounds than cards in a hand, a seat draws a card after each play, and
// when its deck is empty its pile is shuffled back into it first (`reshuffle`: a new joint shuffle,
// so fresh refs). Nothing here imports an engine: what the protocol needs of a game is GameModule
// (game-module.ts).
import { describe, expect, it } from 'vitest';
import { createDrbg, decryptionShare, type CanonicalValue, type LogEntry } from '../../crypto/index';
import { parseCardRef, type DeckPolicy, type GameModule, type GameTypes } from './game-module';
import { deckStep, settleDeck } from './deck-flow';
import { InMemoryGame, makeLobby, seedBytes, type HarnessOptions } from './harness';
import { newJointDeck, specCardIds } from './joint-deck';
import { maliciousTransport, onFirst, type Attack } from './malicious.testkit';
import { decodeSeedSecret } from './setup';
import { deckOfSeat, handMoves, recordShown, SEATS, type Seat } from './toy-hands.testkit';
import { verifyLog } from './verify-log';

/** Each seat's own list of cards (its deck holds exactly these). */
const LISTS: Readonly<Record<Seat, readonly string[]>> = { north: ['1', '2', '3', '4', '5', '6'], east: ['2', '3', '5', '7', '11', '13'], south: ['1', '1', '4', '4', '9', '9'] };

interface HandConfig {
  /** Cards per hand. */
  readonly hand: number;
  /** Rounds (default: `hand`, every card of the hand played, no draws); with more, a seat draws a card after each play but the last. */
  readonly rounds?: number;
}

interface HandState {
  readonly hand: number;
  readonly rounds: number;
  readonly round: number;
  readonly phase: 'deal' | 'play' | 'reveal' | 'draw' | 'over';
  /** The seat dealt next ('deal'), or whose turn it is ('play', 'reveal'). */
  readonly turn: number;
  /** Per seat, the refs of the cards in its hand (public: which positions it holds, not what they are). */
  readonly hands: readonly (readonly string[])[];
  /** The ref the seat of the turn played, until it is opened. */
  readonly played: string | null;
  readonly scores: readonly number[];
  /** Per seat, how many cards its draw deck has left. */
  readonly left: readonly number[];
  /** Per seat, its pile: the cards it played, face up, since its deck was last shuffled. */
  readonly piles: readonly (readonly string[])[];
  /** Per seat, the cards its deck was last shuffled from: its list, then the pile shuffled back. */
  readonly decks: readonly (readonly string[])[];
}

type HandDecision =
  | { readonly id: string; readonly kind: 'deal'; readonly sealed: false; readonly seat: Seat }
  | { readonly id: string; readonly kind: 'play'; readonly sealed: false; readonly seat: Seat }
  | { readonly id: string; readonly kind: 'reveal'; readonly sealed: false; readonly seat: Seat; readonly card: string }
  | { readonly id: string; readonly kind: 'recycle'; readonly sealed: false; readonly seat: Seat }
  | { readonly id: string; readonly kind: 'draw'; readonly sealed: false; readonly seat: Seat };

type HandMove =
  | { readonly kind: 'deal' | 'draw'; readonly seat: Seat; readonly refs: readonly string[] }
  | { readonly kind: 'recycle'; readonly seat: Seat }
  | { readonly kind: 'play'; readonly seat: Seat; readonly card: string }
  | { readonly kind: 'reveal'; readonly seat: Seat; readonly card: string };

interface Hands extends GameTypes {
  readonly state: HandState;
  readonly move: HandMove;
  readonly decision: HandDecision;
  readonly config: HandConfig;
  readonly seat: Seat;
  /** The cards of this seat's hand, by ref: what only it knows. */
  readonly shown: Readonly<Record<string, string | null>>;
}

function pendingOf(s: HandState): HandDecision[] {
  const seat = SEATS[s.turn]!;
  switch (s.phase) {
    case 'deal':
      return [{ id: `deal/${seat}`, kind: 'deal', sealed: false, seat }];
    case 'play':
      return [{ id: `play/${s.round}/${seat}`, kind: 'play', sealed: false, seat }];
    case 'reveal':
      return [{ id: `reveal/${s.round}/${seat}`, kind: 'reveal', sealed: false, seat, card: s.played! }];
    case 'draw':
      return [s.left[s.turn] === 0 ? { id: `recycle/${s.round}/${seat}`, kind: 'recycle', sealed: false, seat } : { id: `draw/${s.round}/${seat}`, kind: 'draw', sealed: false, seat }];
    case 'over':
      return [];
  }
}

function applyMove(s: HandState, m: HandMove): HandState {
  const d = pendingOf(s)[0];
  if (d === undefined || d.kind !== m.kind || d.seat !== m.seat) throw new RangeError(`not a move now: ${JSON.stringify(m)}`);
  const i = s.turn;
  switch (m.kind) {
    case 'deal': {
      if (m.refs.length !== s.hand) throw new RangeError(`a hand of ${s.hand}, got ${m.refs.length}`);
      const hands = s.hands.map((h, j) => (j === i ? [...m.refs] : h));
      const left = s.left.map((x, j) => (j === i ? x - s.hand : x));
      const last = i === SEATS.length - 1;
      return { ...s, hands, left, turn: last ? 0 : i + 1, phase: last ? 'play' : 'deal' };
    }
    case 'recycle': {
      // The pile shuffled back into the empty deck: the next draw deals from a new joint shuffle of exactly these cards.
      const pile = s.piles[i]!;
      if (pile.length === 0) throw new RangeError(`nothing to shuffle back for ${m.seat}`);
      return { ...s, decks: s.decks.map((x, j) => (j === i ? pile : x)), left: s.left.map((x, j) => (j === i ? pile.length : x)), piles: s.piles.map((x, j) => (j === i ? [] : x)) };
    }
    case 'draw': {
      if (m.refs.length !== 1) throw new RangeError(`a draw of one card, got ${m.refs.length}`);
      const hands = s.hands.map((h, j) => (j === i ? [...h, m.refs[0]!] : h));
      return { ...s, ...nextTurn(s), hands, left: s.left.map((x, j) => (j === i ? x - 1 : x)) };
    }
    case 'play':
      // The rule the protocol relies on: a seat plays only a card of its own hand, by its ref.
      if (typeof m.card !== 'string' || !s.hands[i]!.includes(m.card)) throw new RangeError(`not a card of the hand of ${m.seat}: ${String(m.card)}`);
      return { ...s, phase: 'reveal', played: m.card };
    case 'reveal': {
      if (!LISTS[m.seat].includes(m.card)) throw new RangeError(`not a card of the list of ${m.seat}: ${m.card}`);
      const hands = s.hands.map((h, j) => (j === i ? h.filter((ref) => ref !== s.played) : h));
      const scores = s.scores.map((x, j) => (j === i ? x + Number(m.card) : x));
      const piles = s.piles.map((x, j) => (j === i ? [...x, m.card] : x));
      const played = { ...s, hands, scores, piles, played: null };
      return s.round < s.rounds && s.rounds > s.hand ? { ...played, phase: 'draw' } : { ...played, ...nextTurn(s) };
    }
  }
}

/** The next seat's turn to play, or the next round's, or the end. */
function nextTurn(s: HandState): Pick<HandState, 'turn' | 'round' | 'phase'> {
  if (s.turn + 1 < SEATS.length) return { turn: s.turn + 1, round: s.round, phase: 'play' };
  return s.round === s.rounds ? { turn: 0, round: s.round, phase: 'over' } : { turn: 0, round: s.round + 1, phase: 'play' };
}

const DECKS: DeckPolicy<Hands> = {
  need(_state, d) {
    if (d.kind === 'deal') return { kind: 'deal-hand', deck: deckOfSeat(d.seat), seat: d.seat, count: _state.hand };
    if (d.kind === 'reveal') return { kind: 'reveal-hand', seat: d.seat, card: d.card };
    if (d.kind === 'recycle') return { kind: 'reshuffle', deck: deckOfSeat(d.seat), move: { kind: 'recycle', seat: d.seat } };
    if (d.kind === 'draw') return { kind: 'deal-hand', deck: deckOfSeat(d.seat), seat: d.seat, count: 1 };
    return null;
  },
  cards: (state, deck) => state.decks[SEATS.findIndex((seat) => deckOfSeat(seat) === deck)]!,
  locked: () => undefined,
  batched: [],
  ...handMoves<Hands>(),
};

const HANDS: GameModule<Hands> = {
  id: 'toy-hands',
  configValue: (config): CanonicalValue => (config.rounds === undefined ? { hand: config.hand } : { hand: config.hand, rounds: config.rounds }),
  parseConfig: (v) => {
    const { hand, rounds } = (v ?? {}) as { hand?: unknown; rounds?: unknown };
    if (typeof hand !== 'number' || !Number.isSafeInteger(hand) || hand < 1 || hand > 6) return null;
    if (rounds === undefined) return { hand };
    return typeof rounds === 'number' && Number.isSafeInteger(rounds) && rounds >= hand && rounds <= 12 ? { hand, rounds } : null;
  },
  rulesFingerprint: () => '746f792d68616e6473',
  seats: () => SEATS,
  newGame: (config) => ({
    hand: config.hand,
    rounds: config.rounds ?? config.hand,
    round: 1,
    phase: 'deal',
    turn: 0,
    hands: SEATS.map(() => []),
    played: null,
    scores: SEATS.map(() => 0),
    left: SEATS.map((seat) => LISTS[seat].length),
    piles: SEATS.map(() => []),
    decks: SEATS.map((seat) => LISTS[seat]),
  }),
  pending: pendingOf,
  apply: applyMove,
  stateText: (s) => JSON.stringify([s.hand, s.rounds, s.round, s.phase, s.turn, s.hands, s.played, s.scores, s.left, s.piles, s.decks]),
  decider: (d) => (d.kind === 'play' ? d.seat : null),
  answers(d, move): move is HandMove {
    const m = move as { kind?: unknown; seat?: unknown } | null;
    return m !== null && typeof m === 'object' && d.kind === 'play' && m.kind === 'play' && m.seat === d.seat;
  },
  winner: (s) => (s.phase !== 'over' ? null : SEATS[s.scores.indexOf(Math.max(...s.scores))]!),
  round: (s) => s.round,
  randomPlayer(seed, label) {
    const rng = createDrbg(seed, `toy-hands/${label}`);
    return {
      choose(state, d) {
        if (d.kind !== 'play') throw new RangeError(`the players decide plays only, got ${d.kind}`);
        const hand = state.hands[state.turn]!;
        return { kind: 'play', seat: d.seat, card: hand[rng.int(hand.length)]! };
      },
    };
  },
  decks: DECKS,
};

const HAND = 3;
const options = (seed: number, extra: Partial<HarnessOptions<Hands>> = {}): HarnessOptions<Hands> => ({
  game: HANDS,
  config: { hand: HAND },
  seed: seedBytes(seed),
  faults: { delay: [1, 4], lossPerMille: 20, duplicatePerMille: 20 },
  syncInterval: 60,
  ...extra,
});

describe("the protocol deals each seat a hand from its own deck (a toy module)", () => {
  it('deals each seat a hand of its own cards that only it sees, opens each card played by its ref, and verify certifies the log', () => {
    const game = new InMemoryGame(options(81));
    // What each seat was shown of its hand with each of its plays.
    const shown = recordShown(game);
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    const state = game.agreedState();
    expect(state.phase).toBe('over');
    // One joint shuffle per seat's deck, of exactly its list, played by every seat; a hand of three dealt from each to its owner alone.
    const decks = game.sessions[0]!.replica.allDecks;
    expect(decks.map((jd) => jd.spec.deck)).toEqual(SEATS.map((seat) => `${deckOfSeat(seat)}#0`));
    for (const [i, jd] of decks.entries()) {
      const seat = SEATS[i]!;
      expect(jd.members).toEqual([0, 1, 2]);
      expect(jd.spec.cards.map((c) => c.split('#')[0]).sort()).toEqual([...LISTS[seat]].sort());
      expect(Object.keys(jd.hands)).toEqual([seat]);
      expect(jd.hands[seat]).toHaveLength(HAND);
      for (const position of jd.hands[seat]!) {
        expect(jd.privatelyOpened[position]).toEqual([i]);
        // Nobody else opened the owner's card privately.
        for (const other of [0, 1, 2].filter((x) => x !== i)) expect(game.sessions[other]!.privateCard(jd.spec.deck, position)).toBeNull();
      }
    }
    // Each play opened the card its ref names, the one its owner had been shown in its hand.
    const moves = game.sessions[0]!.replica.moves;
    const plays = moves.flatMap((m, k) => (m.kind === 'play' ? [{ play: m, reveal: moves[k + 1]! }] : []));
    expect(plays).toHaveLength(HAND * SEATS.length);
    for (const { play, reveal } of plays) {
      expect(reveal).toMatchObject({ kind: 'reveal', seat: play.seat });
      const i = SEATS.indexOf(play.seat);
      const seen = new Set(shown.filter((x) => x.seat === i && play.card in x.hand).map((x) => x.hand[play.card]));
      expect(seen).toEqual(new Set([(reveal as { card: string }).card]));
      const at = parseCardRef(play.card)!;
      expect(decks[i]!.opened[at.position]).toBe((reveal as { card: string }).card);
    }
    // Every card of a hand was played: the three cards of each seat's hand were the top three of its deck.
    expect(state.hands).toEqual([[], [], []]);
    const verdict = verifyLog(game.sessions[2]!.exportLog(), HANDS);
    expect(verdict).toMatchObject({ kind: 'certified', winner: HANDS.winner(state), round: HAND, proofs: [] });
    expect(verdict.kind === 'certified' ? verdict.moves : 0).toBe(moves.length);
  });

  it('shuffles a pile back into an empty deck as a new joint shuffle of exactly those cards, with fresh refs; a card dealt before it is still opened from the shuffle that dealt it', () => {
    // A hand of 2, six rounds: four draws empty each deck of six, the fifth shuffles back the five cards played.
    // Each seat plays the oldest card of its hand: at the sixth round, the one the old shuffle dealt it.
    const oldest = { choose: (st: HandState, d: HandDecision): HandMove => ({ kind: 'play', seat: d.seat, card: st.hands[st.turn]![0]! }) };
    const game = new InMemoryGame(options(87, { config: { hand: 2, rounds: 6 }, bot: () => oldest }));
    const shown = recordShown(game);
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    const state = game.agreedState();
    expect(state.phase).toBe('over');
    const moves = game.sessions[0]!.replica.moves;
    const decks = game.sessions[0]!.replica.allDecks;
    expect(decks.map((jd) => jd.spec.deck)).toEqual([...SEATS.map((seat) => `${deckOfSeat(seat)}#0`), ...SEATS.map((seat) => `${deckOfSeat(seat)}#1`)]);
    for (const [i, seat] of SEATS.entries()) {
      const [first, second] = [decks[i]!, decks[i + SEATS.length]!];
      // The first shuffle dealt all six cards to its owner (a hand of 2, then 4 draws); the second holds exactly the five it had played, face up.
      expect(first.hands[seat]).toHaveLength(6);
      expect(first.order).toEqual([]);
      const before = moves.findIndex((m) => m.kind === 'recycle' && m.seat === seat);
      const pile = moves.slice(0, before).flatMap((m) => (m.kind === 'reveal' && m.seat === seat ? [m.card] : []));
      expect(pile).toHaveLength(5);
      expect(second.spec.cards.map((c) => c.split('#')[0]).sort()).toEqual([...pile].sort());
      expect(second.members).toEqual([0, 1, 2]);
      // One card dealt from it (the fifth draw), to its owner alone: a ref no earlier card had.
      expect(second.hands[seat]).toHaveLength(1);
      const drawn = moves.filter((m) => m.kind === 'draw' && m.seat === seat).map((m) => (m as { refs: readonly string[] }).refs[0]!);
      expect(drawn.at(-1)).toBe(`${deckOfSeat(seat)}#1@${second.hands[seat]![0]}`);
      const refs = moves.flatMap((m) => (m.kind === 'deal' || m.kind === 'draw') && m.seat === seat ? m.refs : []);
      expect(new Set(refs).size).toBe(refs.length);
      expect(refs).toHaveLength(7);
      // The seat's card of the old shuffle still in its hand at the reshuffle was opened from the old shuffle, after the new one existed.
      const laterPlays = moves.slice(before).flatMap((m) => (m.kind === 'play' && m.seat === seat ? [m.card] : []));
      expect(laterPlays).toHaveLength(1);
      expect(laterPlays[0]).toMatch(new RegExp(`^${deckOfSeat(seat)}#0@`));
      expect(first.opened[parseCardRef(laterPlays[0]!)!.position]).not.toBeNull();
      expect(state.hands[i]).toEqual([drawn.at(-1)]);
    }
    // Every card played was the one its owner had been shown, whichever shuffle dealt it.
    for (const [k, m] of moves.entries()) {
      if (m.kind !== 'play') continue;
      const reveal = moves[k + 1] as { kind: string; card: string };
      expect(reveal.kind).toBe('reveal');
      const seen = new Set(shown.filter((x) => x.seat === SEATS.indexOf(m.seat) && m.card in x.hand).map((x) => x.hand[m.card]));
      expect(seen).toEqual(new Set([reveal.card]));
    }
    const verdict = verifyLog(game.sessions[1]!.exportLog(), HANDS);
    expect(verdict).toMatchObject({ kind: 'certified', winner: HANDS.winner(state), round: 6, proofs: [] });
  });

  it("opens no position that was not dealt to that seat's hand, whatever the game asks (the dealer's own check)", () => {
    const spec = { game: new Uint8Array(32).fill(1), deck: 'deck-east#0', cards: specCardIds(LISTS.east), players: 3 };
    const flow = { all: [{ ...newJointDeck('deck-east', spec), hands: { east: [0, 1, 2] } }], current: { 'deck-east': 0 } };
    const ctx = { game: spec.game, houses: SEATS, policy: DECKS as DeckPolicy };
    const state = HANDS.newGame({ hand: HAND });
    const asked: [Seat, string][] = [['east', 'deck-east#0@5'], ['north', 'deck-east#0@0'], ['east', 'deck-east#1@0'], ['east', 'deck-north#0@0'], ['east', 'deck-east#0@x'], ['east', 'deck-east#0@01'], ['east', 'deck-east#0']];
    for (const [seat, card] of asked) {
      const need = { kind: 'reveal-hand', seat, card } as const;
      const d = { id: `reveal/1/${seat}`, kind: 'reveal', sealed: false, seat, card } as const;
      expect(deckStep(ctx, flow, need, [0, 1, 2])).toBeNull();
      const settled = settleDeck(ctx, flow, state, d, need, [0, 1, 2]);
      expect(settled.outcome).toEqual({ kind: 'unsupported', detail: `a reveal of ${card}, not a card of the hand of ${seat}` });
      expect(settled.flow).toBe(flow);
    }
  });

  describe('a seat that cheats with its hand is refused and blamed (seat 1, east)', () => {
    const M = 1;
    const HONEST = [0, 2];
    const attackGame = (seed: number, attack: Attack) => {
      const lobby = makeLobby(HANDS, { hand: HAND }, seedBytes(seed));
      const game = new InMemoryGame(options(seed, { deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 }, wrapTransport: (seat, t) => (seat === M ? maliciousTransport(t, lobby.keys[M]!, 3, attack) : t) }));
      game.start();
      return { game, seed: decodeSeedSecret(lobby.stores[M]!.get('seed')!).seed };
    };
    const body = (e: LogEntry) => e.body as Record<string, unknown>;
    const blamed = (game: InMemoryGame<Hands>, code: string) => HONEST.every((s) => game.sessions[s]!.proofs.some((p) => p.code === code && p.culprit === M));

    it('plays a position of its deck not in its hand: the move is refused (illegal-move) and blamed on it, and that position is never opened', () => {
      const { game } = attackGame(83, onFirst('move', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...body(entry), move: { kind: 'play', seat: 'east', card: `${deckOfSeat('east')}#0@5` } } as never }))));
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'halted'), maxTime: 2_000_000 });
      expect(blamed(game, 'illegal-move')).toBe(true);
      for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M)).toEqual([]);
      // Position 5 of east's deck was never dealt, so never opened: the dealer opened only cards of east's hand.
      const east = game.sessions[0]!.replica.allDecks[M]!;
      expect(east.hands.east).toEqual([0, 1, 2]);
      expect(east.opened[5]).toBeNull();
      const verdict = verifyLog(game.sessions[0]!.exportLog(), HANDS);
      // East, excluded for it, can no longer open the cards of its hand (its share is needed): the
      // next one its timeout bot plays halts the game, with the reason, and the log names east.
      for (const s of HONEST) expect(game.sessions[s]!.replica.unsupported).toMatch(/^deck-east#0@\d of the hand of east needs an excluded seat's share$/);
      expect(verdict).toMatchObject({ kind: 'cheated', status: 'halted' });
      expect(verdict.kind === 'cheated' ? verdict.proofs.map((p) => [p.code, p.culprit]) : []).toEqual([['illegal-move', M]]);
    }, 120_000);

    /** East's share for a private reveal of north's deck at `position` replaced by its share of another position. */
    const forgeNorthShare = (position: number) => {
      const holder: { seed: Uint8Array | null; game: InMemoryGame<Hands> | null } = { seed: null, game: null };
      let forged = false;
      const { game, seed } = attackGame(89, (entry, ctx) => {
        const b = body(entry);
        if (!forged && entry.kind === 'share' && b.ref === `${deckOfSeat('north')}#0@${position}/0`) {
          forged = true;
          const jd = holder.game!.sessions[M]!.replica.allDecks[0]!;
          return ctx.broadcast(ctx.sign({ ...entry, body: { ...b, key: decryptionShare(jd.spec, M, holder.seed!, 5).key } as never }));
        }
        ctx.broadcast(ctx.sign(entry));
      });
      holder.seed = seed;
      holder.game = game;
      return { game, forged: () => forged };
    };

    it("forges its share for north's first card, before its deck dealt any: blamed (bad-share), that deck is shuffled afresh without it, and the game goes on to a certified end", () => {
      const { game, forged } = forgeNorthShare(0);
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'finished'), maxTime: 2_000_000 });
      expect(forged()).toBe(true);
      expect(blamed(game, 'bad-share')).toBe(true);
      const decks = game.sessions[0]!.replica.allDecks;
      // North's deck abandoned with nothing dealt, shuffled again by north and south; east's set up without it, its hand dealt face down to nobody and opened by the two.
      expect(decks.map((jd) => [jd.spec.deck, jd.members])).toEqual([['deck-north#0', [0, 1, 2]], ['deck-north#1', [0, 2]], ['deck-east#0', [0, 2]], ['deck-south#0', [0, 2]]]);
      expect(decks[0]!.hands).toEqual({});
      expect(decks[1]!.hands.north).toHaveLength(HAND);
      expect(decks[2]!.privatelyOpened.flat()).toEqual([]);
      const verdict = verifyLog(game.sessions[0]!.exportLog(), HANDS);
      expect(verdict.kind).toBe('certified');
      expect(verdict.kind === 'certified' ? verdict.proofs.map((p) => [p.code, p.culprit]) : []).toEqual([['bad-share', M]]);
    }, 120_000);

    it("forges its share for north's second card: blamed (bad-share); that deck dealt a card already, so it cannot be shuffled afresh (which cards are in the hand is hidden): the game halts with the reason", () => {
      const { game, forged } = forgeNorthShare(1);
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'halted'), maxTime: 2_000_000 });
      expect(forged()).toBe(true);
      expect(blamed(game, 'bad-share')).toBe(true);
      for (const s of HONEST) expect(game.sessions[s]!.replica.unsupported).toBe("a hand dealt from deck-north#0 needs an excluded seat's share");
      expect(game.sessions[0]!.replica.allDecks.map((jd) => jd.spec.deck)).toEqual(['deck-north#0']);
      const verdict = verifyLog(game.sessions[0]!.exportLog(), HANDS);
      expect(verdict).toMatchObject({ kind: 'cheated', status: 'halted' });
      expect(verdict.kind === 'cheated' ? verdict.proofs.map((p) => [p.code, p.culprit]) : []).toEqual([['bad-share', M]]);
    }, 120_000);

    it('opens a card of its hand as another position of its deck (a forged share): refused (bad-share) and blamed on it', () => {
      let forged = false;
      const holder: { seed: Uint8Array | null; game: InMemoryGame<Hands> | null } = { seed: null, game: null };
      const { game, seed } = attackGame(85, (entry, ctx) => {
        const b = body(entry);
        // Its share for the public reveal of a card of its own hand (the second reveal of that position: `/1`).
        if (!forged && entry.kind === 'share' && typeof b.ref === 'string' && b.ref.startsWith(`${deckOfSeat('east')}#`) && b.ref.endsWith('/1')) {
          forged = true;
          const jd = holder.game!.sessions[M]!.replica.allDecks[M]!;
          const other = 5 - (b.position as number);
          return ctx.broadcast(ctx.sign({ ...entry, body: { ...b, position: other, key: decryptionShare(jd.spec, M, holder.seed!, other).key } as never }));
        }
        ctx.broadcast(ctx.sign(entry));
      });
      holder.seed = seed;
      holder.game = game;
      game.run({ until: () => blamed(game, 'bad-share'), maxTime: 2_000_000 });
      expect(forged).toBe(true);
      expect(blamed(game, 'bad-share')).toBe(true);
      for (const s of HONEST) {
        const proof = game.sessions[s]!.proofs.find((p) => p.code === 'bad-share')!;
        expect(proof.detail).toMatch(/deck-east#0 position \d: a share of position \d/);
        expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M)).toEqual([]);
      }
      // The card stays unopened (no share but the owner's can open it): the game halts with the reason, and the log names east.
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'halted'), maxTime: 2_000_000 });
      for (const s of HONEST) expect(game.sessions[s]!.replica.unsupported).toMatch(/^deck-east#0@\d of the hand of east needs an excluded seat's share$/);
      const verdict = verifyLog(game.sessions[0]!.exportLog(), HANDS);
      expect(verdict).toMatchObject({ kind: 'cheated', status: 'halted' });
      expect(verdict.kind === 'cheated' ? verdict.proofs.map((p) => [p.code, p.culprit]) : []).toEqual([['bad-share', M]]);
    }, 120_000);
  });
});
