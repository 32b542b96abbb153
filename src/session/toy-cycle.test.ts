// The protocol shuffles back cards whose identity is hidden (docs/second-game.md, step 3; War of the
// Ring's `recycle`): a toy game defined here, played through the real Session, harness and verify.
// Three seats; each owns a deck of five cards of its own list, shuffled and locked by every seat,
// from which it is dealt a hand of two face down (`deal-hand`). On its turn a seat cycles one card
// of its hand face down (to its cycle pile: everyone knows which ref, only it knows the card) and
// plays another face up (`reveal-hand`: the dealer opens it, the seat scores it), then draws back
// up to two. When its deck is empty in the middle of a draw, its cycle pile becomes its new deck
// (`recycle-hidden`): a joint shuffle of those hidden cards that nobody, the owner included, can
// order, with fresh refs; the owner is shown each card drawn from it as the card it knew, and a
// recycled card played face up is opened through the position it came from. Nothing here imports
// an engine: what the protocol needs of a game is GameModule (game-module.ts).
import { describe, expect, it } from 'vitest';
import { createDrbg, decryptionShare, lockedPoint, openDeck, toHex, type CanonicalValue, type LogEntry } from '../../crypto/index';
import { parseCardRef, type DeckPolicy, type GameModule, type GameTypes } from './game-module';
import { deckStep, settleDeck } from './deck-flow';
import type { DeckFlow } from './deck-state';
import { InMemoryGame, makeLobby, seedBytes, type HarnessOptions } from './harness';
import { engineCard, isRecycledDeck, playerOf, type JointDeck } from './joint-deck';
import { maliciousTransport, type Attack } from './malicious.testkit';
import { decodeSeedSecret } from './setup';
import { deckOfSeat, handMoves, recordShown, SEATS, type Seat } from './toy-hands.testkit';
import { verifyLog } from './verify-log';

/** Each seat's own list of cards (its first deck holds exactly these). */
const LISTS: Readonly<Record<Seat, readonly string[]>> = { north: ['1', '2', '3', '4', '5'], east: ['2', '3', '5', '7', '11'], south: ['1', '1', '4', '9', '9'] };
const HAND = 2;

interface CycleConfig {
  readonly rounds: number;
}

interface CycleState {
  readonly rounds: number;
  readonly round: number;
  readonly phase: 'deal' | 'turn' | 'reveal' | 'draw' | 'over';
  readonly turn: number;
  /** Per seat, the refs of the cards in its hand (public: which positions it holds, not what they are). */
  readonly hands: readonly (readonly string[])[];
  /** Per seat, its cycle pile: the refs of the cards it cycled face down, in order (nobody else knows what they are). */
  readonly piles: readonly (readonly string[])[];
  /** Per seat, how many cards its draw deck has left. */
  readonly left: readonly number[];
  /** The ref the seat of the turn played face up, until it is opened. */
  readonly played: string | null;
  readonly scores: readonly number[];
  /** Per seat, the cards played face up, in order. */
  readonly shown: readonly (readonly string[])[];
}

type CycleDecision =
  | { readonly id: string; readonly kind: 'deal' | 'turn' | 'draw' | 'recycle'; readonly sealed: false; readonly seat: Seat; readonly count: number }
  | { readonly id: string; readonly kind: 'reveal'; readonly sealed: false; readonly seat: Seat; readonly count: number; readonly card: string };

type CycleMove =
  | { readonly kind: 'deal' | 'draw'; readonly seat: Seat; readonly refs: readonly string[] }
  | { readonly kind: 'recycle'; readonly seat: Seat }
  /** `down`: the card cycled face down (null only with one card in hand); `up`: the card played face up. */
  | { readonly kind: 'turn'; readonly seat: Seat; readonly down: string | null; readonly up: string }
  | { readonly kind: 'reveal'; readonly seat: Seat; readonly card: string };

interface Cycle extends GameTypes {
  readonly state: CycleState;
  readonly move: CycleMove;
  readonly decision: CycleDecision;
  readonly config: CycleConfig;
  readonly seat: Seat;
  /** The cards of this seat's hand, by ref: what only it knows. */
  readonly shown: Readonly<Record<string, string | null>>;
}

/** How many cards the seat of the turn still draws: back up to a hand of two, while its deck or its pile has any. */
function toDraw(s: CycleState): number {
  const i = s.turn;
  return Math.min(HAND - s.hands[i]!.length, s.left[i]! + s.piles[i]!.length);
}

function pendingOf(s: CycleState): CycleDecision[] {
  const seat = SEATS[s.turn]!;
  const at = `${s.round}/${seat}`;
  switch (s.phase) {
    case 'deal':
      return [{ id: `deal/${seat}`, kind: 'deal', sealed: false, seat, count: HAND }];
    case 'turn':
      return [{ id: `turn/${at}`, kind: 'turn', sealed: false, seat, count: 0 }];
    case 'reveal':
      return [{ id: `reveal/${at}`, kind: 'reveal', sealed: false, seat, count: 0, card: s.played! }];
    case 'draw': {
      const n = toDraw(s);
      // The deck runs out in the middle of a draw: the cards it has, then the pile shuffled back, then the rest.
      if (s.left[s.turn]! === 0) return [{ id: `recycle/${at}/${s.hands[s.turn]!.length}`, kind: 'recycle', sealed: false, seat, count: 0 }];
      return [{ id: `draw/${at}/${s.hands[s.turn]!.length}`, kind: 'draw', sealed: false, seat, count: Math.min(n, s.left[s.turn]!) }];
    }
    case 'over':
      return [];
  }
}

const set = <T,>(list: readonly T[], i: number, value: T): T[] => list.map((x, j) => (j === i ? value : x));

function applyMove(s: CycleState, m: CycleMove): CycleState {
  const d = pendingOf(s)[0];
  if (d === undefined || d.kind !== m.kind || d.seat !== m.seat) throw new RangeError(`not a move now: ${JSON.stringify(m)}`);
  const i = s.turn;
  const hand = s.hands[i]!;
  switch (m.kind) {
    case 'deal':
    case 'draw': {
      if (m.refs.length !== d.count) throw new RangeError(`a draw of ${d.count}, got ${m.refs.length}`);
      const next = { ...s, hands: set(s.hands, i, [...hand, ...m.refs]), left: set(s.left, i, s.left[i]! - m.refs.length) };
      if (m.kind === 'draw') return afterDraw(next);
      const last = i === SEATS.length - 1;
      return { ...next, turn: last ? 0 : i + 1, phase: last ? 'turn' : 'deal' };
    }
    case 'recycle':
      // The cycle pile, face down, becomes the draw deck: the dealer shuffles exactly those hidden cards.
      return { ...s, left: set(s.left, i, s.piles[i]!.length), piles: set(s.piles, i, []) };
    case 'turn': {
      // The rules the protocol relies on: a seat cycles and plays only cards of its own hand, by their refs.
      const inHand = (ref: unknown) => typeof ref === 'string' && hand.includes(ref);
      if (!inHand(m.up)) throw new RangeError(`not a card of the hand of ${m.seat}: ${String(m.up)}`);
      if (m.down === null ? hand.length !== 1 : !inHand(m.down) || m.down === m.up) throw new RangeError(`a card to cycle of the hand of ${m.seat} other than the one played, got ${String(m.down)}`);
      const kept = hand.filter((ref) => ref !== m.down);
      return { ...s, hands: set(s.hands, i, kept), piles: m.down === null ? s.piles : set(s.piles, i, [...s.piles[i]!, m.down]), played: m.up, phase: 'reveal' };
    }
    case 'reveal': {
      if (!LISTS[m.seat].includes(m.card)) throw new RangeError(`not a card of the list of ${m.seat}: ${m.card}`);
      const next = { ...s, hands: set(s.hands, i, hand.filter((ref) => ref !== s.played)), scores: set(s.scores, i, s.scores[i]! + Number(m.card)), shown: set(s.shown, i, [...s.shown[i]!, m.card]), played: null };
      return afterDraw({ ...next, phase: 'draw' });
    }
  }
}

/** The next draw, or the next seat's turn, or the next round's, or the end. */
function afterDraw(s: CycleState): CycleState {
  if (toDraw(s) > 0) return { ...s, phase: 'draw' };
  if (s.turn + 1 < SEATS.length) return { ...s, turn: s.turn + 1, phase: 'turn' };
  return s.round === s.rounds ? { ...s, turn: 0, phase: 'over' } : { ...s, turn: 0, round: s.round + 1, phase: 'turn' };
}

const DECKS: DeckPolicy<Cycle> = {
  need(state, d) {
    switch (d.kind) {
      case 'deal':
      case 'draw':
        return { kind: 'deal-hand', deck: deckOfSeat(d.seat), seat: d.seat, count: d.count };
      case 'reveal':
        return { kind: 'reveal-hand', seat: d.seat, card: d.card };
      case 'recycle':
        return { kind: 'recycle-hidden', deck: deckOfSeat(d.seat), seat: d.seat, cards: state.piles[SEATS.indexOf(d.seat)]!, move: { kind: 'recycle', seat: d.seat } };
      case 'turn':
        return null;
    }
  },
  // Only a seat's first deck is of known cards; every later one is of its hidden cards (recycle-hidden).
  cards: (_state, deck) => LISTS[SEATS.find((seat) => deckOfSeat(seat) === deck)!],
  locked: () => undefined,
  batched: [],
  ...handMoves<Cycle>(),
};

const CYCLE: GameModule<Cycle> = {
  id: 'toy-cycle',
  configValue: (config): CanonicalValue => ({ rounds: config.rounds }),
  parseConfig: (v) => {
    const { rounds } = (v ?? {}) as { rounds?: unknown };
    return typeof rounds === 'number' && Number.isSafeInteger(rounds) && rounds >= 1 && rounds <= 8 ? { rounds } : null;
  },
  rulesFingerprint: () => '746f792d6379636c65',
  seats: () => SEATS,
  newGame: (config) => ({
    rounds: config.rounds,
    round: 1,
    phase: 'deal',
    turn: 0,
    hands: SEATS.map(() => []),
    piles: SEATS.map(() => []),
    left: SEATS.map((seat) => LISTS[seat].length),
    played: null,
    scores: SEATS.map(() => 0),
    shown: SEATS.map(() => []),
  }),
  pending: pendingOf,
  apply: applyMove,
  stateText: (s) => JSON.stringify([s.rounds, s.round, s.phase, s.turn, s.hands, s.piles, s.left, s.played, s.scores, s.shown]),
  decider: (d) => (d.kind === 'turn' ? d.seat : null),
  answers(d, move): move is CycleMove {
    const m = move as { kind?: unknown; seat?: unknown } | null;
    return m !== null && typeof m === 'object' && d.kind === 'turn' && m.kind === 'turn' && m.seat === d.seat;
  },
  winner: (s) => (s.phase !== 'over' ? null : SEATS[s.scores.indexOf(Math.max(...s.scores))]!),
  round: (s) => s.round,
  randomPlayer(seed, label) {
    const rng = createDrbg(seed, `toy-cycle/${label}`);
    return {
      choose(state, d) {
        if (d.kind !== 'turn') throw new RangeError(`the players decide turns only, got ${d.kind}`);
        const hand = state.hands[state.turn]!;
        const up = hand[rng.int(hand.length)]!;
        const rest = hand.filter((ref) => ref !== up);
        return { kind: 'turn', seat: d.seat, down: rest.length === 0 ? null : rest[rng.int(rest.length)]!, up };
      },
    };
  },
  decks: DECKS,
};

/**
 * Cycles the oldest card of its hand and plays the newest: each seat's first deck empties in the
 * middle of its second draw, and each later pile is shuffled back in turn (decks #1, #2, #3), so
 * that the cards played in rounds 3, 4 and 5 come from one, two and three shuffles back.
 */
const OLDEST_DOWN = { choose: (s: CycleState, d: CycleDecision): CycleMove => ({ kind: 'turn', seat: d.seat, down: s.hands[s.turn]!.length > 1 ? s.hands[s.turn]![0]! : null, up: s.hands[s.turn]!.at(-1)! }) };
const ROUNDS = 5;

const options = (seed: number, extra: Partial<HarnessOptions<Cycle>> = {}): HarnessOptions<Cycle> => ({
  game: CYCLE,
  config: { rounds: ROUNDS },
  seed: seedBytes(seed),
  faults: { delay: [1, 4], lossPerMille: 20, duplicatePerMille: 20 },
  syncInterval: 60,
  bot: () => OLDEST_DOWN,
  ...extra,
});

/** The card a ref finally opened to, following a recycled position back to where it came from. */
function openedCard(decks: readonly JointDeck[], ref: string): string | null {
  const at = parseCardRef(ref)!;
  const jd = decks.find((x) => x.spec.deck === at.spec)!;
  const card = jd.opened[at.position] ?? null;
  return card !== null && isRecycledDeck(jd) ? openedCard(decks, card) : card;
}

/** The positions a ref's reveal opened, from its own back to the first deal. */
function chainOf(decks: readonly JointDeck[], ref: string): { readonly jd: JointDeck; readonly position: number }[] {
  const at = parseCardRef(ref)!;
  const jd = decks.find((x) => x.spec.deck === at.spec)!;
  const card = jd.opened[at.position] ?? null;
  return [{ jd, position: at.position }, ...(card !== null && isRecycledDeck(jd) ? chainOf(decks, card) : [])];
}

describe('the protocol shuffles back a seat\'s hidden cards as a new deck nobody can order (a toy module)', () => {
  it('cycles cards face down, runs out in the middle of a draw, shuffles the pile back with fresh refs, deals and plays the recycled cards through the positions they came from, and verify certifies the log', () => {
    const game = new InMemoryGame(options(91));
    const shown = recordShown(game);
    game.start();

    // What north's replica holds when north is asked its turn in round 3, before any recycled card is played.
    let atRound3: readonly JointDeck[] | null = null;
    game.sessions[0]!.onTurn((turn) => {
      if (atRound3 === null && turn.decision.id === 'turn/3/north') atRound3 = game.sessions[0]!.replica.allDecks;
    });
    expect(game.run()).toBe('done');
    // By then every seat had cycled two cards face down, shuffled them back and drawn one: none of them was opened to anyone but its owner.
    expect(atRound3).not.toBeNull();
    for (const [i, seat] of SEATS.entries()) {
      const first = atRound3!.find((jd) => jd.spec.deck === `${deckOfSeat(seat)}#0`)!;
      const second = atRound3!.find((jd) => jd.spec.deck === `${deckOfSeat(seat)}#1`)!;
      expect(first.recycled[seat]).toHaveLength(2);
      for (const p of first.recycled[seat]!) {
        expect(first.opened[p]).toBeNull();
        expect(first.privatelyOpened[p]).toEqual([i]);
      }
      // Dealt one card of the two: to its owner alone, who was shown one of the cards it had cycled.
      expect(second.hands[seat]).toHaveLength(1);
      const q = second.hands[seat]![0]!;
      expect(second.privatelyOpened[q]).toEqual([i]);
      expect(second.opened[q]).toBeNull();
      for (const other of [0, 1, 2].filter((x) => x !== i)) expect(game.sessions[other]!.privateCard(second.spec.deck, q)).toBeNull();
      const came = second.spec.cards.map(engineCard);
      expect(came.map((ref) => parseCardRef(ref)!.spec)).toEqual([first.spec.deck, first.spec.deck]);
      expect(game.sessions[i]!.privateCard(second.spec.deck, q)).not.toBeNull();
      expect(came.map((ref) => game.sessions[i]!.privateCard(first.spec.deck, parseCardRef(ref)!.position))).toContain(game.sessions[i]!.privateCard(second.spec.deck, q));
    }

    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    const state = game.agreedState();
    expect(state.phase).toBe('over');
    const decks = game.sessions[0]!.replica.allDecks;
    const moves = game.sessions[0]!.replica.moves;
    for (const [i, seat] of SEATS.entries()) {
      // Four joint shuffles of the seat's deck: its list, then three piles of hidden cards shuffled back (2, 1 and 1 cards), each of the positions it came from.
      const mine = decks.filter((jd) => jd.engineDeck === deckOfSeat(seat));
      expect(mine.map((jd) => [jd.spec.deck, jd.spec.cards.length, isRecycledDeck(jd)])).toEqual([[`${deckOfSeat(seat)}#0`, 5, false], [`${deckOfSeat(seat)}#1`, 2, true], [`${deckOfSeat(seat)}#2`, 1, true], [`${deckOfSeat(seat)}#3`, 1, true]]);
      for (const jd of mine.filter(isRecycledDeck)) {
        expect(jd.members).toEqual([0, 1, 2]);
        const sources = jd.spec.cards.map((id) => parseCardRef(engineCard(id))!);
        // Its cards are the final points of the positions shuffled back, in the pile's order.
        expect(jd.spec.points!.map(toHex)).toEqual(sources.map(({ spec, position }) => {
          const from = decks.find((x) => x.spec.deck === spec)!;
          expect(from.recycled[seat]).toContain(position);
          return toHex(lockedPoint(from.spec, from.locks, position));
        }));
        // Every position was dealt to its owner alone.
        for (const q of jd.hands[seat]!) expect(jd.privatelyOpened[q]).toEqual([i]);
      }
      // The recycles came when the deck was empty: in rounds 2 and 3 in the middle of a draw of two (one card before, one after), in round 4 before it.
      const recycles = moves.flatMap((m, k) => (m.kind === 'recycle' && m.seat === seat ? [k] : []));
      expect(recycles).toHaveLength(3);
      for (const k of recycles.slice(0, 2)) expect(moves[k - 1]).toMatchObject({ kind: 'draw', seat, refs: [expect.any(String)] });
      expect(moves[recycles[2]! - 1]).toMatchObject({ kind: 'reveal', seat });
      for (const k of recycles) expect(moves[k + 1]).toMatchObject({ kind: 'draw', seat, refs: [expect.any(String)] });
      // Every card of its list was played face up exactly once: two straight from the first deck, three through one, two and three shuffles back.
      expect([...state.shown[i]!].sort()).toEqual([...LISTS[seat]].sort());
      const ups = moves.flatMap((m) => (m.kind === 'turn' && m.seat === seat ? [m.up] : []));
      expect(ups.map((ref) => parseCardRef(ref)!.spec)).toEqual([0, 0, 1, 2, 3].map((n) => `${deckOfSeat(seat)}#${n}`));
      // Each card played was the one its owner was shown for that ref, and the one its ref opens to through the positions it came from.
      for (const [k, ref] of ups.entries()) {
        const card = state.shown[i]![k]!;
        const seen = new Set(shown.filter((x) => x.seat === i && ref in x.hand).map((x) => x.hand[ref]));
        expect(seen).toEqual(new Set([card]));
        expect(openedCard(decks, ref)).toBe(card);
        // Every position on the way was opened with the owner's share alone: the others' were published when it was dealt to it (`/0`), the owner's at the play (`/1`).
        for (const { jd, position } of chainOf(decks, ref)) {
          const refs = jd.shareLog.filter((x) => x.step.position === position).map((x) => [jd.members[x.step.player], (x.entry!.body as { ref: string }).ref]);
          expect(refs).toEqual([0, 1, 2].map((seat) => [seat, `${jd.spec.deck}@${position}/${seat === i ? 1 : 0}`]));
        }
      }
      // The refs dealt are all fresh: 2 dealt, then 2, 2, 2 and 1 drawn.
      const refs = moves.flatMap((m) => ((m.kind === 'deal' || m.kind === 'draw') && m.seat === seat ? m.refs : []));
      expect(new Set(refs).size).toBe(refs.length);
      expect(refs).toHaveLength(9);
    }
    const verdict = verifyLog(game.sessions[2]!.exportLog(), CYCLE);
    expect(verdict).toMatchObject({ kind: 'certified', winner: CYCLE.winner(state), round: ROUNDS, proofs: [] });
    expect(verdict.kind === 'certified' ? verdict.moves : 0).toBe(moves.length);
  }, 120_000);

  describe("the dealer's own checks: it shuffles back only its owner's dealt, unopened cards, once the deck is empty, and opens no position that was not dealt to that hand", () => {
    const game = new Uint8Array(32).fill(3);
    const ctx = { game, houses: SEATS, policy: DECKS as DeckPolicy };
    /** East's first deck, set up by hand as a replica would hold it: positions 0–3 dealt to east and seen by it alone, 4 undealt. */
    const flowWith = (undealt: boolean): DeckFlow => {
      const spec = { game, deck: 'deck-east#0', cards: ['2#0', '3#0', '5#0', '7#0', '11#0'], players: 3 };
      const lock = { player: 2, cards: Array.from({ length: 5 }, (_, p) => lockedPointFor(p)), keys: [], proofs: [] };
      const share = (player: number, position: number) => ({ player, position, key: new Uint8Array(32) });
      const shares = [0, 1, 2, 3, 4].map((p) => (p < 4 ? [share(0, p), null, share(2, p)] : [null, null, null]));
      const jd = {
        engineDeck: 'deck-east', spec, members: [0, 1, 2], shuffles: [], locks: [lock, lock, lock], shuffleEntries: [], lockEntries: [], shareLog: [], blindLog: [], stripLog: [],
        order: undealt ? [4] : [], shares, opened: [null, '3', null, null, null], privatelyOpened: [[1], [1], [1], [], []], requested: [], reveals: [1, 2, 1, 0, 0], blinded: [[], [], [], [], []],
        dealt: {}, hands: { east: [0, 1, 2, 3] }, dealing: [], recycled: {}, stale: false, batch: ['deck-east#0'],
      } as unknown as JointDeck;
      return { all: [jd], current: { 'deck-east': 0 } };
    };
    const state = CYCLE.newGame({ rounds: ROUNDS });
    const recycle = (flow: DeckFlow, cards: readonly string[], seat: Seat = 'east', open?: readonly string[]) => {
      const need = { kind: 'recycle-hidden', deck: 'deck-east', seat, cards, ...(open === undefined ? {} : { open }), move: { kind: 'recycle', seat } } as const;
      const d = { id: 'recycle/2/east/1', kind: 'recycle', sealed: false, seat, count: 0 } as const;
      expect(deckStep(ctx, flow, need, [0, 1, 2])).toBeNull();
      return settleDeck(ctx, flow, state, d, need, [0, 1, 2]);
    };

    it('shuffles back dealt cards as a new joint shuffle of their final points, moved out of the hand', () => {
      const flow = flowWith(false);
      const done = recycle(flow, ['deck-east#0@2', 'deck-east#0@0']);
      expect(done.outcome).toEqual({ kind: 'move', move: { kind: 'recycle', seat: 'east' } });
      const [old, fresh] = done.flow.all;
      expect(done.flow.current).toEqual({ 'deck-east': 1 });
      expect(fresh!.spec).toMatchObject({ deck: 'deck-east#1', cards: ['deck-east#0@2#0', 'deck-east#0@0#0'], players: 3 });
      expect(fresh!.spec.points!.map(toHex)).toEqual([2, 0].map((p) => toHex(lockedPointFor(p))));
      expect(fresh!.shuffles).toEqual([]);
      expect(old!.recycled).toEqual({ east: [2, 0] });
      // A card shuffled back is no longer in the hand: its old ref opens nothing; nor a position of the new deck never dealt.
      for (const card of ['deck-east#0@2', 'deck-east#1@0']) {
        const need = { kind: 'reveal-hand', seat: 'east', card } as const;
        const d: CycleDecision = { id: 'reveal/3/east', kind: 'reveal', sealed: false, seat: 'east', count: 0, card };
        const settled = settleDeck(ctx, done.flow, state, d, need, [0, 1, 2]);
        expect(settled.outcome).toEqual({ kind: 'unsupported', detail: `a reveal of ${card}, not a card of the hand of east` });
        expect(deckStep(ctx, done.flow, need, [0, 1, 2])).toBeNull();
      }
    });

    const refusals: [string, boolean, readonly string[], Seat, string][] = [
      ['the deck has an undealt card (Orthanc: not built)', true, ['deck-east#0@2'], 'east', 'deck-east#0 has undealt cards'],
      ['a card opened to everyone', false, ['deck-east#0@1'], 'east', 'deck-east#0@1 was opened'],
      ['a card not dealt to that hand', false, ['deck-east#0@4'], 'east', 'deck-east#0@4 is not a card of its hand'],
      ["another seat's card", false, ['deck-east#0@2'], 'north', 'deck-east#0@2 is not a card of its hand'],
      ['a card its owner never saw', false, ['deck-east#0@3'], 'east', 'deck-east#0@3 was not seen by it alone'],
      ['a card twice', false, ['deck-east#0@2', 'deck-east#0@2'], 'east', 'a card twice'],
      ['no card', false, [], 'east', 'no card'],
      ['not a ref', false, ['deck-east#0'], 'east', 'deck-east#0 is not a card of its hand'],
    ];
    it.each(refusals)('refuses %s: the game halts with the reason, and nothing changes', (_, undealt, cards, seat, why) => {
      const flow = flowWith(undealt);
      // Position 3's shares are all published but east never saw it (a deal to an excluded owner, say): its play would need more than east's share.
      const settled = recycle(flow, cards, seat);
      expect(settled.outcome).toEqual({ kind: 'unsupported', detail: `a hidden recycle of deck-east for ${seat}: ${why}` });
      expect(settled.flow).toBe(flow);
    });

    it('shuffles back, listed apart as open, a dealt card opened to everyone since (a face-up card of the pile) with the hidden ones', () => {
      const flow = flowWith(false);
      const done = recycle(flow, ['deck-east#0@2'], 'east', ['deck-east#0@1']);
      expect(done.outcome).toEqual({ kind: 'move', move: { kind: 'recycle', seat: 'east' } });
      const [old, fresh] = done.flow.all;
      expect(fresh!.spec).toMatchObject({ deck: 'deck-east#1', cards: ['deck-east#0@2#0', 'deck-east#0@1#0'], players: 3 });
      expect(fresh!.spec.points!.map(toHex)).toEqual([2, 1].map((p) => toHex(lockedPointFor(p))));
      expect(old!.recycled).toEqual({ east: [2, 1] });
      // Face up alone, too.
      expect(recycle(flow, [], 'east', ['deck-east#0@1']).outcome).toEqual({ kind: 'move', move: { kind: 'recycle', seat: 'east' } });
    });

    const openRefusals: [string, readonly string[], readonly string[], Seat, string][] = [
      ['as open, a card never opened', [], ['deck-east#0@2'], 'east', 'deck-east#0@2 was not opened to everyone'],
      ['as open, a card not dealt to that hand', [], ['deck-east#0@4'], 'east', 'deck-east#0@4 is not a card of its hand'],
      ["as open, another seat's card", [], ['deck-east#0@1'], 'north', 'deck-east#0@1 is not a card of its hand'],
      ['a card both hidden and open', ['deck-east#0@2'], ['deck-east#0@2'], 'east', 'a card twice'],
      ['no card in either list', [], [], 'east', 'no card'],
    ];
    it.each(openRefusals)('refuses %s: the game halts with the reason, and nothing changes', (_, cards, open, seat, why) => {
      const flow = flowWith(false);
      const settled = recycle(flow, cards, seat, open);
      expect(settled.outcome).toEqual({ kind: 'unsupported', detail: `a hidden recycle of deck-east for ${seat}: ${why}` });
      expect(settled.flow).toBe(flow);
    });

    it('refuses a card already shuffled back', () => {
      const once = recycle(flowWith(false), ['deck-east#0@2']);
      const drained = { ...once.flow, all: once.flow.all.map((jd, k) => (k === 1 ? { ...jd, order: [] } : jd)) };
      expect(recycle(drained, ['deck-east#0@2']).outcome).toEqual({ kind: 'unsupported', detail: 'a hidden recycle of deck-east for east: deck-east#0@2 is not a card of its hand' });
    });
  });

  describe('a seat that cheats with its recycled cards is refused and blamed (seat 1, east)', () => {
    const M = 1;
    const HONEST = [0, 2];
    const attackGame = (seed: number, attack: Attack) => {
      const lobby = makeLobby(CYCLE, { rounds: ROUNDS }, seedBytes(seed));
      const game = new InMemoryGame(options(seed, { deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 }, wrapTransport: (seat, t) => (seat === M ? maliciousTransport(t, lobby.keys[M]!, 3, attack) : t) }));
      game.start();
      return { game, seed: decodeSeedSecret(lobby.stores[M]!.get('seed')!).seed };
    };
    const body = (e: LogEntry) => e.body as Record<string, unknown>;
    const blamed = (game: InMemoryGame<Cycle>, code: string) => HONEST.every((s) => game.sessions[s]!.proofs.some((p) => p.code === code && p.culprit === M));
    const proofsOf = (game: InMemoryGame<Cycle>) => {
      const verdict = verifyLog(game.sessions[0]!.exportLog(), CYCLE);
      return { verdict, proofs: verdict.kind === 'cheated' || verdict.kind === 'certified' ? verdict.proofs.map((p) => [p.code, p.culprit]) : [] };
    };

    it('plays a position of its recycled deck it was not dealt: the move is refused (illegal-move) and blamed on it, and that position is never opened', () => {
      let claimed: string | null = null;
      const { game } = attackGame(93, (entry, ctx) => {
        const b = body(entry);
        const move = b.move as { kind?: string; up?: string } | undefined;
        if (claimed === null && entry.kind === 'move' && move?.kind === 'turn' && move.up?.startsWith(`${deckOfSeat('east')}#1@`) === true) {
          // Its recycled deck holds two positions: the one dealt to it, and one not yet dealt.
          claimed = `${deckOfSeat('east')}#1@${1 - parseCardRef(move.up)!.position}`;
          return ctx.broadcast(ctx.sign({ ...entry, body: { ...b, move: { ...move, up: claimed } } as never }));
        }
        ctx.broadcast(ctx.sign(entry));
      });
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'halted'), maxTime: 2_000_000 });
      expect(claimed).not.toBeNull();
      expect(blamed(game, 'illegal-move')).toBe(true);
      for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M)).toEqual([]);
      const east1 = game.sessions[0]!.replica.allDecks.find((jd) => jd.spec.deck === `${deckOfSeat('east')}#1`)!;
      expect(east1.opened[parseCardRef(claimed!)!.position]).toBeNull();
      // East, excluded for it, can no longer open its cards: the next one its timeout bot plays halts the game, with the reason.
      for (const s of HONEST) expect(game.sessions[s]!.replica.unsupported).toMatch(/of the hand of east needs an excluded seat's share$/);
      const { verdict, proofs } = proofsOf(game);
      expect(verdict).toMatchObject({ kind: 'cheated', status: 'halted' });
      expect(proofs).toEqual([['illegal-move', M]]);
    }, 120_000);

    /**
     * East's share for the public reveal of its first recycled card played (`hop` 1: the position of
     * its recycled deck; 2: the old position it came from) replaced by its share of another position
     * of the same joint shuffle.
     */
    const forgeOwnShare = (seed: number, hop: 1 | 2) => {
      const holder: { game: InMemoryGame<Cycle> | null; seed: Uint8Array | null; forged: string | null; recycledShared: boolean } = { game: null, seed: null, forged: null, recycledShared: false };
      const { game, seed: mine } = attackGame(seed, (entry, ctx) => {
        const b = body(entry);
        const ref = typeof b.ref === 'string' ? b.ref : '';
        const target = entry.kind === 'share' && holder.forged === null && (hop === 1 ? /^deck-east#1@\d\/1$/.test(ref) : holder.recycledShared && /^deck-east#0@\d\/1$/.test(ref));
        if (entry.kind === 'share' && ref.startsWith('deck-east#1@')) holder.recycledShared = true;
        if (target) {
          const jd = holder.game!.sessions[M]!.replica.allDecks.find((x) => x.spec.deck === ref.slice(0, ref.indexOf('@')))!;
          const other = [...jd.spec.cards.keys()].find((p) => p !== b.position)!;
          holder.forged = `${ref} as position ${other}`;
          return ctx.broadcast(ctx.sign({ ...entry, body: { ...b, position: other, key: decryptionShare(jd.spec, playerOf(jd, M), holder.seed!, other).key } as never }));
        }
        ctx.broadcast(ctx.sign(entry));
      });
      holder.game = game;
      holder.seed = mine;
      return { game, forged: () => holder.forged };
    };

    it.each([
      // Hop 1: the position of its recycled deck (every other seat's share was published when it was dealt; the owner's is asked now).
      ['its card of the recycled deck as another position of it', 95, 1],
      // Hop 2: the old position the recycled card came from: only the owner's share is asked (the others' were published when it was dealt).
      ['the old position its recycled card came from as another old position (a card that is not behind it)', 97, 2],
    ] as const)('opens %s (a forged share): refused (bad-share) and blamed on it; the card stays unopened and the game halts with the reason', (_, seed, hop) => {
      const { game, forged } = forgeOwnShare(seed, hop);
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'halted'), maxTime: 2_000_000 });
      expect(forged()).toMatch(new RegExp(`^deck-east#${hop === 1 ? 1 : 0}@\\d/1 as position \\d$`));
      expect(blamed(game, 'bad-share')).toBe(true);
      // Hop 2: the recycled position was opened (to its ref) before the forged share of the old one, which stays unopened.
      const decks = game.sessions[0]!.replica.allDecks;
      const recycled = decks.find((jd) => jd.spec.deck === 'deck-east#1')!;
      const opened = recycled.opened.filter((x): x is string => x !== null);
      expect(opened).toHaveLength(hop === 1 ? 0 : 1);
      if (hop === 2) expect(openedCard(decks, `deck-east#1@${recycled.opened.indexOf(opened[0]!)}`)).toBeNull();
      for (const s of HONEST) {
        expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M)).toEqual([]);
        expect(game.sessions[s]!.replica.unsupported).toMatch(/of the hand of east needs an excluded seat's share$/);
      }
      const { verdict, proofs } = proofsOf(game);
      expect(verdict).toMatchObject({ kind: 'cheated', status: 'halted' });
      expect(proofs).toEqual([['bad-share', M]]);
    }, 120_000);

    it("locks north's recycled deck with its positions swapped: refused (bad-deck-step) and blamed on it; that deck is shuffled again, of the same hidden cards, by the two others", () => {
      let forged = false;
      const { game } = attackGame(99, (entry, ctx) => {
        const b = body(entry);
        if (!forged && entry.kind === 'lock' && b.ref === `${deckOfSeat('north')}#1`) {
          forged = true;
          const [step] = b.steps as { cards: Uint8Array[]; keys: Uint8Array[]; proofs: unknown[] }[];
          return ctx.broadcast(ctx.sign({ ...entry, body: { ...b, steps: [{ ...step!, cards: [step!.cards[1]!, step!.cards[0]!] }] } as never }));
        }
        ctx.broadcast(ctx.sign(entry));
      });
      game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'halted' || game.sessions[s]!.status === 'finished'), maxTime: 2_000_000 });
      expect(forged).toBe(true);
      expect(blamed(game, 'bad-deck-step')).toBe(true);
      for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M)).toEqual([]);
      const decks = game.sessions[0]!.replica.allDecks;
      const north = decks.filter((jd) => jd.engineDeck === deckOfSeat('north'));
      const [abandoned, again] = [north[1]!, north[2]!];
      expect([abandoned.spec.deck, abandoned.members, abandoned.stale]).toEqual([`${deckOfSeat('north')}#1`, [0, 1, 2], true]);
      expect([again.spec.deck, again.members, again.spec.cards]).toEqual([`${deckOfSeat('north')}#2`, [0, 2], abandoned.spec.cards]);
      expect(again.spec.points!.map(toHex)).toEqual(abandoned.spec.points!.map(toHex));
      // North drew from it and was shown the card it had cycled.
      const q = again.hands.north![0]!;
      const cycled = again.spec.cards.map((id) => parseCardRef(engineCard(id))!);
      expect(cycled.map((c) => c.spec)).toEqual([`${deckOfSeat('north')}#0`, `${deckOfSeat('north')}#0`]);
      expect(cycled.map((c) => game.sessions[0]!.privateCard(c.spec, c.position))).toContain(game.sessions[0]!.privateCard(again.spec.deck, q));
      const { proofs } = proofsOf(game);
      expect(proofs).toEqual([['bad-deck-step', M]]);
    }, 120_000);
  });
});

/** A distinct valid point per position (a stand-in for a final lock point in the dealer's own checks). */
function lockedPointFor(position: number): Uint8Array {
  return STAND_INS[position]!;
}
const STAND_INS = openDeck({ game: new Uint8Array(32).fill(9), deck: 'stand-ins', cards: ['a', 'b', 'c', 'd', 'e'], players: 1 });
