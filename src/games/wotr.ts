// War of the Ring: The Card Game as the protocol plays it: the engine's face (wotr/index.ts)
// behind the session's GameModule (src/session/game-module.ts), `id: 'wotr-card'`. A seat is a
// seat of the scenario ('balrog', 'gandalf'; 'frodo' …); the config is the engine's WotrConfig
// (scenario, card table, location table). The types and the state are wotr-types.ts; the deck
// operations' mapping onto the dealer is wotr-decks.ts.
//
// What the module adds to the engine (wotr/README.md, "what the protocol must guarantee"):
//   - a move's seat is the seat that signed it: `answers` admits only the decider's moves;
//   - a play names its card by ref only; the dealer opens that ref (`reveal-hand`, proven: only a
//     position dealt to that seat opens) and the engine gets the opened card. A play the engine
//     would refuse for every card of the seat's list is refused at once (illegal-move, its
//     author's); one it refuses only for the card opened is void (the card is now public, the
//     seat decides again): an honest seat, which knows its card, never makes one. A declaration
//     that reveals cards ([WOTR-HIO-07]) is opened the same way;
//   - the joint random draw (`lot`, [WOTR-HIO-15]) is a sealed decision of every seat, each a
//     number below the count of choices; the draw is their sum modulo the count. Commitments come
//     before any opening, and a withheld opening is opened from its escrow (session README,
//     "Withholding gains nothing"), so no seat can steer it: it is uniform as long as one seat's
//     number is. Cheaper than a joint deck of the choices (one shuffle and lock per seat per draw:
//     2n message delays, against 2 for a sealed round) and what the engine's decision says (sealed, all seats);
//   - the deck operations of each engine move are carried out in order before the next decision
//     (wotr-decks.ts).
import { createDrbg, type CanonicalValue } from '../../crypto/index';
import {
  apply as applyEngine,
  auditGame,
  canonicalJson,
  legalMoves,
  newGame as newEngine,
  parseMove,
  pending as pendingEngine,
  rulesFingerprint,
  SCENARIO_IDS,
  WotrRuleViolation,
  type DeckOp,
  type Move,
  type WotrConfig,
  type WotrState,
} from '../../wotr/index';
import { cardRef, parseCardRef, type GameAuditFinding, type GameModule, type GamePlayer } from '../session/game-module';
import { dealtRefs, opDecision, WOTR_DECKS } from './wotr-decks';
import type { Revealing, SeatPlay, Wotr, WotrDecision, WotrMove, WotrShown, WotrTable } from './wotr-types';

export type { Wotr, WotrDecision, WotrMove, WotrShown, WotrTable } from './wotr-types';

/** The game's name: the open-tables listing's `game`, and in every game id. */
export const WOTR_ID = 'wotr-card';

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);

/** The deck operations of an engine state that the protocol carries out (a seat's deck is set up at its first deal). */
const owed = (engine: WotrState): DeckOp[] => engine.ops.filter((op) => op.op !== 'new-deck');

/** The table after an engine move: the move in the history, its operations owed after those still owed (none, as each move waits for them). */
function afterEngine(t: WotrTable, move: Move): WotrTable {
  const engine = applyEngine(t.engine, move);
  return { ...t, engine, ops: [...t.ops, ...owed(engine)], history: [...t.history, move] };
}

function newTable(config: WotrConfig): WotrTable {
  const engine = newEngine(config);
  return { engine, ops: owed(engine), dealt: {}, play: null, opened: [], known: {}, lot: engine.seats.map(() => null), history: [], unseen: [] };
}

/** The engine refs a revealing move opens, in order. */
function revealedRefs(t: WotrTable, m: Revealing): number[] {
  if (m.kind === 'play') return [m.ref];
  const task = t.engine.tasks[0];
  if (task?.kind !== 'declare') throw new WotrRuleViolation('WOTR-HIO-07', `seat ${m.seat} has nothing to declare`);
  return task.refs.filter((_, i) => m.cards[i] !== null && m.cards[i] !== undefined);
}

/** The engine's move once the cards a revealing move names are opened (`cards`, in `revealedRefs` order). */
function withCards(m: Revealing, cards: readonly string[]): Move {
  if (m.kind === 'play') return { ...m, card: cards[0]! };
  let k = 0;
  return { ...m, cards: m.cards.map((c) => (c === null ? null : cards[k++]!)) };
}

/** The decisions open now: an owed deck operation, a play's card to open, the joint draw's sealed numbers, or one seat's engine decision. */
function pendingOf(t: WotrTable): WotrDecision[] {
  if (t.engine.winner !== null) return [];
  const op = t.ops[0];
  if (op !== undefined) return [opDecision(t, op)];
  if (t.play !== null) {
    const seat = t.engine.seats[t.play.move.seat]!.name;
    return [{ id: `open/${seat}`, kind: 'open', sealed: false, seat, card: t.dealt[String(t.play.refs[t.play.cards.length]!)]! }];
  }
  const d = pendingEngine(t.engine)[0];
  if (d === undefined) return [];
  if (d.kind === 'lot') {
    return t.engine.seats.flatMap((s, i) => (t.lot[i] === null ? [{ id: `lot/${d.purpose}/${s.name}`, kind: 'lot' as const, sealed: true as const, seat: s.name, at: i, among: d.among.length }] : []));
  }
  const at = d.seats[0]!;
  const seat = t.engine.seats[at]!.name;
  return [{ id: `${d.kind}/${seat}`, kind: d.kind, sealed: false, seat, at, engine: d }];
}

const refuse = (rule: ConstructorParameters<typeof WotrRuleViolation>[0], message: string): never => {
  throw new WotrRuleViolation(rule, message);
};

/** An untrusted value as the engine's move (its shape, `parseMove`), or a refusal. */
function engineMove(value: unknown): Move {
  const parsed = parseMove(value);
  if (!parsed.ok) throw new TypeError(`expected a move, got a bad ${parsed.error.path}`);
  return parsed.move;
}

/** A seat's play as the engine's move with `card`, checked for shape (no card of its own). */
function seatPlay(value: Record<string, unknown>, card: string): SeatPlay {
  const keys = Object.keys(value).sort().join();
  if (keys !== 'cost,kind,ref,seat,to') throw new TypeError('expected a play of kind, seat, ref, to and cost: its card is opened, not named');
  const m = engineMove({ ...value, card }) as Extract<Move, { kind: 'play' }>;
  return { kind: 'play', seat: m.seat, ref: m.ref, to: m.to, cost: m.cost };
}

/**
 * A seat's move that reveals cards: applied at once when every card it names is public already;
 * otherwise refused when the engine refuses it for every card the seat's list could make it
 * (one at a time: a play names one card), else waiting for the dealer to open the cards.
 */
function startReveal(t: WotrTable, m: Revealing): WotrTable {
  const refs = revealedRefs(t, m);
  const me = t.engine.seats[m.seat];
  if (me === undefined) return refuse('WOTR-SEAT-01', `there is no seat ${m.seat}`);
  for (const ref of refs) if (t.dealt[String(ref)] === undefined) refuse('WOTR-HIO-08', `card ${ref} was not dealt to seat ${m.seat}`);
  if (refs.length === 0 || refs.every((r) => t.known[String(r)] !== undefined)) return afterEngine(t, withCards(m, refs.map((r) => t.known[String(r)]!)));
  if (m.kind === 'play') {
    let refusal: unknown = null;
    const fits = [...new Set(me.list)].some((card) => {
      try {
        applyEngine(t.engine, withCards(m, [card]));
        return true;
      } catch (e) {
        refusal = e;
        return false;
      }
    });
    if (!fits) throw refusal;
  }
  return { ...t, play: { move: m, refs, cards: [] } };
}

/** The dealer's card for the waiting revealing move; once all are in, the engine's move (void if the engine refuses it for these cards). */
function opened(t: WotrTable, card: string): WotrTable {
  const play = t.play!;
  const cards = [...play.cards, card];
  if (cards.length < play.refs.length) return { ...t, play: { ...play, cards } };
  try {
    return afterEngine({ ...t, play: null, opened: [...t.opened, ...play.refs] }, withCards(play.move, cards));
  } catch (e) {
    if (!(e instanceof WotrRuleViolation)) throw e;
    const known = { ...t.known };
    play.refs.forEach((ref, i) => (known[String(ref)] = cards[i]!));
    return { ...t, play: null, known };
  }
}

function applyMove(t: WotrTable, move: WotrMove): WotrTable {
  const ps = pendingOf(t);
  const d = ps[0];
  if (d === undefined) return refuse('WOTR-SCORE-11', 'the game is over');
  const m = move as unknown;
  if (!isMap(m)) throw new TypeError('expected a move');
  switch (d.kind) {
    case 'deal': {
      const cards = m.cards;
      if (m.kind !== 'dealt' || !Array.isArray(cards) || cards.length !== d.count || !cards.every((c) => typeof c === 'string')) throw new TypeError(`expected ${d.count} cards dealt`);
      const refs = dealtRefs(t.ops[0]!);
      const dealt = { ...t.dealt };
      refs.forEach((ref, i) => (dealt[String(ref)] = cards[i] as string));
      return { ...t, ops: t.ops.slice(1), dealt };
    }
    case 'open':
      if (m.kind !== 'opened' || typeof m.card !== 'string') throw new TypeError('expected the card opened');
      return opened(t, m.card);
    case 'recycle':
      // [WOTR-PROC-03] The dealer made the new joint shuffle; the engine's `to` refs get their card refs as they are dealt.
      if (m.kind !== 'recycled') throw new TypeError('expected the cycle pile shuffled back');
      return { ...t, ops: t.ops.slice(1) };
    case 'halt':
      throw new RangeError(`expected no move: ${d.detail}`);
    case 'lot': {
      // [WOTR-HIO-15] each seat's sealed number; the draw is their sum modulo the choices.
      const seat = m.seat;
      if (m.kind !== 'lot' || typeof seat !== 'number' || !ps.some((x) => x.kind === 'lot' && x.at === seat)) return refuse('WOTR-HIO-15', 'no draw of this seat is open');
      if (typeof m.index !== 'number' || !Number.isSafeInteger(m.index) || m.index < 0 || m.index >= d.among) return refuse('WOTR-HIO-15', `the draw is among ${d.among}`);
      const lot = t.lot.map((x, i) => (i === seat ? (m.index as number) : x));
      if (lot.some((x) => x === null)) return { ...t, lot };
      const index = lot.reduce<number>((sum, x) => (sum + x!) % d.among, 0);
      return afterEngine({ ...t, lot: lot.map(() => null) }, { kind: 'lot', index });
    }
    default: {
      if (m.kind === 'play') return startReveal(t, seatPlay(m, 'x'));
      if (m.kind === 'lot') return refuse('WOTR-HIO-15', 'no draw is open');
      if (m.kind === 'unseen-declare') {
        // The timeout bot's: every card hidden; noted, so that the end audit does not convict the seat for what it did not say.
        const task = t.engine.tasks[0];
        if (d.kind !== 'declare' || task?.kind !== 'declare' || m.seat !== d.at) return refuse('WOTR-HIO-07', 'nothing to declare');
        return { ...afterEngine(t, { kind: 'declare', seat: d.at, cards: task.refs.map(() => null) }), unseen: [...t.unseen, t.history.length] };
      }
      const em = engineMove(m);
      if (em.kind === 'declare' && em.cards.some((c) => c !== null)) return startReveal(t, em);
      return afterEngine(t, em);
    }
  }
}

/** A seat's move from one of the engine's legal moves: a play without its card (the dealer opens it). */
function asSeatMove(m: Move): WotrMove {
  if (m.kind !== 'play') return m as WotrMove;
  const { card: _card, ...rest } = m;
  return rest;
}

/** How many cards a declaration reveals. */
const named = (m: Move): number => (m.kind === 'declare' ? m.cards.filter((c) => c !== null).length : 0);

/** The random player: a number for a draw; otherwise one of the engine's legal moves, playing only the cards it was shown (none for the timeout bot). */
function randomPlayer(seed: Uint8Array, label: string): GamePlayer<Wotr> {
  const rng = createDrbg(seed, `wotr-card/${label}`);
  const choose = (t: WotrTable, d: WotrDecision, shown: WotrShown | undefined): WotrMove => {
    if (d.kind === 'deal' || d.kind === 'open' || d.kind === 'recycle' || d.kind === 'halt') throw new RangeError(`expected a seat's decision, got the dealer's ${d.kind}`);
    const seat = d.at;
    if (d.kind === 'lot') return { kind: 'lot', seat, index: rng.int(d.among) };
    // The timeout bot sees no card: it cannot say which react.
    if (d.kind === 'declare' && shown === undefined) return { kind: 'unseen-declare', seat };
    const identify = (ref: number): string | null => t.known[String(ref)] ?? shown?.[String(ref)] ?? null;
    const moves = legalMoves(t.engine, seat, identify).filter((m) => m.kind !== 'lot');
    if (moves.length === 0) throw new RangeError(`expected a legal move of ${d.seat} for ${d.kind}`);
    // [WOTR-HIO-07] An honest declaration reveals every card that reacts, and the engine lists a
    // reveal only for a card that does: the one naming the most cards. (A "null" for a reacting
    // card is a lie the end audit convicts.)
    if (d.kind === 'declare') return asSeatMove(moves.reduce((best, m) => (named(m) > named(best) ? m : best)));
    return asSeatMove(moves[rng.int(moves.length)]!);
  };
  return { choose: (t, d) => choose(t, d, undefined), chooseShown: choose };
}

/**
 * [WOTR-HIO-17] The end audit: the engine's `auditGame` replays the history with every ref's card
 * read from the seeds. A ref dealt is read at the card ref it was dealt as; one never dealt, at its
 * position: a seat's first deck holds the refs of its `new-deck` operation in order (both deal from
 * the top), the shuffle being the one its dealt refs name; a deck of a `recycle` holds its `to` refs
 * in order (the i-th dealt is position i, game-module.ts `recycle-hidden`), the shuffle being the
 * one its dealt refs name; one never dealt from was never shuffled either (set up at its first
 * deal): its cards are its pile's, `to[i]` read as `from[i]`. A position of a recycled deck opens to
 * the card ref it came from, read in turn, back to the first deal. A finding of a move convicts the
 * seat that made it, but for a declaration of the timeout bot, which saw no card; one of the start
 * (a deck that did not hold its list) names nobody and is left out: the protocol made each deck of
 * its list, so it can come only from a card it could not read.
 */
function audit(config: WotrConfig, t: WotrTable, card: (spec: string, position: number) => string | null): GameAuditFinding[] {
  const start = newEngine(config);
  // A card ref read back through the positions it came from (each step an older joint shuffle; bounded all the same).
  const read = (ref: string): string | undefined => {
    let at = parseCardRef(ref);
    for (let hop = 0; at !== null && hop <= t.history.length; hop++) {
      const c = card(at.spec, at.position);
      if (c === null) return undefined;
      at = parseCardRef(c);
      if (at === null) return c;
    }
    return undefined;
  };
  const specOf = (refs: readonly number[]): string | undefined => {
    for (const ref of refs) {
      const dealt = t.dealt[String(ref)];
      const parsed = dealt === undefined ? null : parseCardRef(dealt);
      if (parsed !== null) return parsed.spec;
    }
    return undefined;
  };
  // Where each engine ref never dealt lies: a position of a deck, or (a recycled deck never set up) the ref it stands for.
  const where = new Map<number, { readonly ref: string } | { readonly same: number }>();
  const place = (refs: readonly number[], from: readonly number[] | null): void => {
    const spec = specOf(refs);
    refs.forEach((ref, i) => {
      if (spec !== undefined) where.set(ref, { ref: cardRef(spec, i) });
      else if (from !== null) where.set(ref, { same: from[i]! });
    });
  };
  for (const op of start.ops) if (op.op === 'new-deck') place(op.refs, null);
  let s = start;
  for (const m of t.history) {
    s = applyEngine(s, m);
    for (const op of s.ops) if (op.op === 'recycle') place(op.to, op.from);
  }
  const identity = (ref: number, depth = 0): string | undefined => {
    const dealt = t.dealt[String(ref)];
    if (dealt !== undefined) return read(dealt);
    const at = where.get(ref);
    if (at === undefined || depth > t.history.length) return undefined;
    return 'ref' in at ? read(at.ref) : identity(at.same, depth + 1);
  };
  return auditGame(start, t.history, identity).flatMap((f) => {
    const m = f.step >= 0 && !t.unseen.includes(f.step) ? t.history[f.step] : undefined;
    return m !== undefined && 'seat' in m ? [{ seat: m.seat, detail: `${f.rule} at the engine's move ${f.step}: ${f.message}` }] : [];
  });
}

export const WOTR: GameModule<Wotr> = {
  id: WOTR_ID,
  configValue: (config) => JSON.parse(JSON.stringify(config)) as CanonicalValue,
  parseConfig: (value) => (isMap(value) && (SCENARIO_IDS as readonly unknown[]).includes(value.scenario) && Array.isArray(value.cards) ? (value as unknown as WotrConfig) : null),
  rulesFingerprint,
  seats: (config) => newEngine(config).seats.map((s) => s.name),
  newGame: newTable,
  pending: pendingOf,
  apply: applyMove,
  stateText: (t) => canonicalJson(t),
  decider: (d) => (d.kind === 'deal' || d.kind === 'open' || d.kind === 'recycle' || d.kind === 'halt' ? null : d.seat),
  answers(d, move): move is WotrMove {
    const m = move as { kind?: unknown; seat?: unknown } | null;
    if (m === null || typeof m !== 'object' || Array.isArray(m) || d.kind === 'deal' || d.kind === 'open' || d.kind === 'recycle' || d.kind === 'halt') return false;
    if (m.seat !== d.at) return false;
    if (d.kind === 'lot') return m.kind === 'lot';
    if (d.kind === 'turn') return ['pass', 'play', 'move', 'cycle', 'winnow', 'ring'].includes(m.kind as string);
    if (d.kind === 'casualties') return m.kind === 'casualties' || m.kind === 'no-agreement';
    return m.kind === d.kind;
  },
  winner: (t) => t.engine.winner,
  // verify's words (English, as all of its text): the team's name as the game's page gives it, not its id.
  winnerWords: (winner) => (winner === 'fp' ? 'the Free Peoples win' : winner === 'shadow' ? 'the Shadow wins' : `${winner} wins`),
  round: (t) => t.engine.round,
  randomPlayer,
  decks: WOTR_DECKS,
  audit,
};
