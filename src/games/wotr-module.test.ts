// The wotr-card module on its own (wotr.ts), its dealer played by the test: what the protocol's
// games (wotr.test.ts) do not reach on purpose — a play the engine refuses only for the card
// opened (void), refusals before any card is opened, the joint draw's arithmetic, and the recycle
// as the dealer's decision with the end audit reading the deck it makes (dealt from or not).
import { describe, expect, it } from 'vitest';
import { pending as enginePending, WotrRuleViolation, type WotrConfig } from '../../wotr/index';
import { SYNTHETIC_FOTR, TEST_LOCATIONS } from '../../wotr/wotr.testkit';
import { seedBytes } from '../session/harness';
import { deckOfSeat } from './wotr-decks';
import { WOTR, type WotrDecision, type WotrMove, type WotrTable } from './wotr';

const CONFIG = { scenario: 'fellowship' as const, cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS };
/** A seed of the unit player whose Fellowship game (Orthanc's text off) shuffles a cycle pile back, face-down and face-up cards in it, then deals from it. */
const RECYCLE_SEED = 1;
const ARMIES = new Set(SYNTHETIC_FOTR.filter((c) => c.type === 'army').map((c) => c.id));

/**
 * Plays the game with the module's random player for the seats and the test as the dealer (each
 * seat's deck unshuffled: position i is the i-th card of its list) until `until` holds.
 */
function drive(
  until: (t: WotrTable, identity: ReadonlyMap<number, string>) => boolean,
  config: WotrConfig = CONFIG,
  instead: (t: WotrTable, d: WotrDecision, identity: ReadonlyMap<number, string>) => WotrMove | null = () => null,
  seed = 3,
): { t: WotrTable; identity: ReadonlyMap<number, string>; card: (spec: string, position: number) => string | null } {
  let t = WOTR.newGame(config);
  const identity = new Map<number, string>();
  const position = new Map<string, number>();
  // Each seat's deck now (`<deck>#<n>`), and each recycled deck's positions: position i holds the i-th card ref shuffled back, unshuffled.
  const current = new Map<string, string>();
  const sources = new Map<string, readonly string[]>();
  // The card at a position as `cardFromSeeds` gives it: a card of a first deck, the card ref it came from for a recycled one.
  const card = (spec: string, at: number): string | null => sources.get(spec)?.[at] ?? t.engine.seats.find((x) => spec === `${deckOfSeat(x.name)}#0`)?.list[at] ?? null;
  const cardAt = (ref: string): string => {
    const at = ref.lastIndexOf('@');
    const c = card(ref.slice(0, at), Number(ref.slice(at + 1)))!;
    return c.includes('@') ? cardAt(c) : c;
  };
  for (const op of t.engine.ops) if (op.op === 'new-deck') op.refs.forEach((ref, i) => identity.set(ref, t.engine.seats[op.seat]!.list[i]!));
  const player = WOTR.randomPlayer(seedBytes(seed), 'unit');
  for (let n = 0; !until(t, identity); n++) {
    if (n > 2000) throw new Error('expected the position within 2000 moves');
    const d = WOTR.pending(t)[0]!;
    if (d.kind === 'deal') {
      const deck = current.get(d.seat) ?? `${deckOfSeat(d.seat)}#0`;
      const cards = Array.from({ length: d.count }, () => {
        const k = position.get(deck) ?? 0;
        position.set(deck, k + 1);
        return `${deck}@${k}`;
      });
      t = WOTR.apply(t, { kind: 'dealt', cards });
    } else if (d.kind === 'open') {
      t = WOTR.apply(t, { kind: 'opened', card: identity.get(t.play!.refs[t.play!.cards.length]!)! });
    } else if (d.kind === 'recycle') {
      const op = t.ops[0]!;
      if (op.op !== 'recycle') throw new Error('expected a recycle');
      const spec = `${deckOfSeat(d.seat)}#${[...sources.keys()].filter((x) => x.startsWith(`${deckOfSeat(d.seat)}#`)).length + 1}`;
      const order = [...d.cards, ...d.open];
      current.set(d.seat, spec);
      sources.set(spec, order);
      op.to.forEach((ref, i) => identity.set(ref, cardAt(order[i]!)));
      t = WOTR.apply(t, { kind: 'recycled' });
    } else if (d.kind === 'halt') {
      throw new Error(d.detail);
    } else {
      const shown = Object.fromEntries([...identity].map(([ref, card]) => [String(ref), card]));
      t = WOTR.apply(t, instead(t, d, identity) ?? player.chooseShown!(t, d, shown));
    }
  }
  return { t, identity, card };
}

const rule = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    if (e instanceof TypeError) return 'TypeError';
    throw e;
  }
  return 'accepted';
};

describe('the wotr-card module, its dealer played by the test', () => {
  it('a play the engine refuses only for the card opened is void: the card is public, the seat decides again, and the same play is then refused at once', () => {
    // Balrog's turn with an army in hand and a path active: an army may not go to a path ([WOTR-PLAY-04]), a character may.
    const { t, identity } = drive((s, identity) => {
      const d = WOTR.pending(s)[0];
      return d?.kind === 'turn' && d.at === 0 && s.engine.path !== null && s.engine.seats[0]!.hand.some((ref) => ARMIES.has(identity.get(ref)!)) && s.engine.seats[0]!.hand.length >= 2;
    });
    const hand = t.engine.seats[0]!.hand;
    const army = hand.find((ref) => ARMIES.has(identity.get(ref)!))!;
    const play = { kind: 'play' as const, seat: 0, ref: army, to: { zone: 'path' as const }, cost: { cycle: hand.find((r) => r !== army)! } };
    const waiting = WOTR.apply(t, play);
    expect(WOTR.pending(waiting)).toEqual([{ id: 'open/balrog', kind: 'open', sealed: false, seat: 'balrog', card: t.dealt[String(army)] }]);
    const voided = WOTR.apply(waiting, { kind: 'opened', card: identity.get(army)! });
    expect(WOTR.stateText({ ...voided, known: {} })).toBe(WOTR.stateText(t));
    expect(voided.known).toEqual({ [String(army)]: identity.get(army) });
    expect(WOTR.pending(voided)[0]).toMatchObject({ kind: 'turn', seat: 'balrog' });
    // Its card now public, the same play is refused by the engine's rule, with nothing to open.
    expect(rule(() => WOTR.apply(voided, play))).toBe('WOTR-PLAY-04');
    // To its reserve it is played at once, the card known.
    const played = WOTR.apply(voided, { ...play, to: { zone: 'reserve' } });
    expect(played.play).toBeNull();
    expect(played.engine.seats[0]!.reserve.map((c) => c.card)).toEqual([identity.get(army)]);
  });

  it('refuses before opening anything a play no card of the seat could make, a play of a card not in hand, and a play that names its card', () => {
    const { t } = drive((s) => {
      const d = WOTR.pending(s)[0];
      return d?.kind === 'turn' && d.at === 0 && s.engine.seats[0]!.hand.length >= 2;
    });
    const [a, b] = t.engine.seats[0]!.hand;
    const deckTop = t.engine.seats[0]!.deck[0]!;
    expect(rule(() => WOTR.apply(t, { kind: 'play', seat: 0, ref: a!, to: { zone: 'battleground', id: 'rivendell' }, cost: { cycle: b! } }))).toBe('WOTR-LOCS-09');
    expect(rule(() => WOTR.apply(t, { kind: 'play', seat: 0, ref: deckTop, to: { zone: 'reserve' }, cost: { cycle: b! } }))).toBe('WOTR-HIO-08');
    expect(rule(() => WOTR.apply(t, { kind: 'play', seat: 0, ref: a!, to: { zone: 'reserve' }, cost: { cycle: b! }, card: 'balrog-of-moria' } as never))).toBe('TypeError');
    // The answers check: a play of the other seat, or a dealer's move, is not a move for this decision.
    const d = WOTR.pending(t)[0]!;
    expect(WOTR.answers(d, { kind: 'play', seat: 1, ref: a, to: { zone: 'reserve' }, cost: { cycle: b } })).toBe(false);
    expect(WOTR.answers(d, { kind: 'opened', card: 'x' })).toBe(false);
    expect(WOTR.answers(d, { kind: 'pass', seat: 0 })).toBe(true);
  });

  it("the timeout bot's declaration hides every card and is not held against the seat at the end audit; the seat's own hiding of a reacting card is", () => {
    const reacting = new Set(['frodo-baggins', 'bilbo-baggins']);
    const locations = TEST_LOCATIONS.map((l) => (l.id === 'orthanc' ? { ...l, activationProgram: null } : l));
    const config = { ...CONFIG, locations, cards: SYNTHETIC_FOTR.map((c) => (reacting.has(c.id) ? { ...c, textProgram: 'cycle-instead-of-eliminated' } : c)) };
    // Gandalf winnows Frodo or Bilbo when it holds one; stop at its declaration of a hidden reacting card.
    const { t, identity } = drive(
      (s, id) => {
        const d = WOTR.pending(s)[0];
        return d?.kind === 'declare' && d.engine.kind === 'declare' && d.engine.refs.some((ref) => reacting.has(id.get(ref)!));
      },
      config,
      (s, d, id) => {
        const hand = s.engine.seats[1]!.hand;
        const r = hand.find((ref) => reacting.has(id.get(ref)!));
        return d.kind === 'turn' && d.at === 1 && r !== undefined && hand.length >= 2 ? { kind: 'winnow', seat: 1, refs: [r, hand.find((x) => x !== r)!] } : null;
      },
    );
    const d = WOTR.pending(t)[0]!;
    if (d.kind !== 'declare' || d.engine.kind !== 'declare') throw new Error('expected a declaration');
    // Each seat's deck as the test dealt it: position i is the i-th card of its list.
    const card = (spec: string, position: number) => t.engine.seats.find((x) => spec === `${deckOfSeat(x.name)}#0`)?.list[position] ?? null;
    const bot = WOTR.randomPlayer(seedBytes(9), 'timeout').choose(t, d);
    expect(bot).toEqual({ kind: 'unseen-declare', seat: 1 });
    expect(WOTR.answers(d, bot)).toBe(false);
    const botted = WOTR.apply(t, bot);
    expect(botted.history.at(-1)).toEqual({ kind: 'declare', seat: 1, cards: d.engine.refs.map(() => null) });
    expect(botted.unseen).toEqual([botted.history.length - 1]);
    expect(WOTR.audit!(config, botted, card)).toEqual([]);
    const hidden = WOTR.apply(t, { kind: 'declare', seat: 1, cards: d.engine.refs.map(() => null) });
    expect(WOTR.stateText({ ...hidden, unseen: [] })).toBe(WOTR.stateText({ ...botted, unseen: [] }));
    const findings = WOTR.audit!(config, hidden, card);
    expect(findings.map((f) => f.seat)).toEqual([1]);
    expect(findings[0]!.detail).toMatch(/^WOTR-HIO-07 at the engine's move \d+: card \d+ was (frodo-baggins|bilbo-baggins), which reacts, and was not revealed$/);
    // The honest answer reveals it, through the dealer.
    const honest = WOTR.randomPlayer(seedBytes(9), 'seat').chooseShown!(t, d, Object.fromEntries([...identity].map(([ref, c]) => [String(ref), c])));
    expect(honest.kind === 'declare' && honest.cards.some((c) => c !== null && reacting.has(c))).toBe(true);
    expect(WOTR.pending(WOTR.apply(t, honest))[0]!.kind).toBe('open');
  });

  it("a recycle is the dealer's: the pile's face-down cards as cards, its face-up ones as open; the end audit reads the new deck, dealt from or not, through where its cards came from", () => {
    const config = { ...CONFIG, locations: TEST_LOCATIONS.map((l) => (l.id === 'orthanc' ? { ...l, activationProgram: null } : l)) };
    const at = drive((s) => WOTR.pending(s)[0]?.kind === 'recycle', config, undefined, RECYCLE_SEED);
    const d = WOTR.pending(at.t)[0]!;
    const op = at.t.ops[0]!;
    if (d.kind !== 'recycle' || op.op !== 'recycle') throw new Error('expected a recycle');
    const seat = at.t.engine.seats[op.seat]!.name;
    const isOpen = (ref: number) => at.t.opened.includes(ref) || at.t.known[String(ref)] !== undefined;
    const refs = (list: readonly number[]) => list.map((ref) => at.t.dealt[String(ref)]);
    expect(d).toEqual({ id: `recycle/${seat}`, kind: 'recycle', sealed: false, seat, cards: refs(op.from.filter((r) => !isOpen(r))), open: refs(op.from.filter(isOpen)) });
    expect(d.cards.length).toBeGreaterThan(0);
    expect(d.open.length).toBeGreaterThan(0);
    expect(WOTR.decks.need(at.t, d)).toEqual({ kind: 'recycle-hidden', deck: deckOfSeat(seat), seat, cards: d.cards, open: d.open, move: { kind: 'recycled' } });
    expect(WOTR.decider(d)).toBeNull();
    expect(WOTR.answers(d, { kind: 'recycled' })).toBe(false);
    expect(rule(() => WOTR.apply(at.t, { kind: 'dealt', cards: [] }))).toBe('TypeError');
    const after = WOTR.apply(at.t, { kind: 'recycled' });
    expect(after.ops).toEqual(at.t.ops.slice(1));
    const reads: string[] = [];
    const reading = (card: typeof at.card) => (spec: string, position: number) => (reads.push(`${spec}@${position}`), card(spec, position));
    // Nothing dealt from the new deck yet (never shuffled: set up at its first deal): its `to` refs stand for its pile's, and none of its positions is read.
    const fresh = `${deckOfSeat(seat)}#1`;
    expect(WOTR.audit!(config, after, reading(at.card))).toEqual([]);
    expect(reads.some((r) => r.startsWith(`${fresh}@`))).toBe(false);
    // At the end, cards dealt from it: every `to` ref read at its position of the new deck (the i-th dealt is position i), dealt or not, back to where it came from.
    const later = drive((s) => WOTR.pending(s).length === 0, config, undefined, RECYCLE_SEED);
    expect(op.to.some((r) => later.t.dealt[String(r)] !== undefined)).toBe(true);
    expect(op.to.filter((r) => later.t.dealt[String(r)] !== undefined).map((r) => later.t.dealt[String(r)])).toEqual(op.to.flatMap((r, i) => (later.t.dealt[String(r)] === undefined ? [] : [`${fresh}@${i}`])));
    reads.length = 0;
    expect(WOTR.audit!(config, later.t, reading(later.card))).toEqual([]);
    expect(op.to.every((_, i) => reads.includes(`${fresh}@${i}`))).toBe(true);
    // A new deck holding another card than its pile's (position 0 read as position 1's): the reshuffle changed its cards.
    const swapped = (spec: string, position: number) => later.card(spec, spec === fresh && position === 0 ? 1 : position);
    expect(WOTR.audit!(config, later.t, swapped).map((f) => f.detail)).toContainEqual(expect.stringMatching(/^WOTR-HIO-12 at the engine's move \d+: seat \d's reshuffle changed its cards$/));
  });

  it('draws jointly: each seat one sealed number below the count of choices, the draw their sum modulo the count; a number out of range or given twice is refused', () => {
    const { t } = drive((s) => WOTR.pending(s)[0]?.kind === 'lot');
    const lots = WOTR.pending(t);
    const engineLot = enginePending(t.engine)[0]!;
    if (engineLot.kind !== 'lot') throw new Error('expected a draw');
    const n = engineLot.among.length;
    expect(n).toBeGreaterThan(1);
    expect(lots.map((d) => (d.kind === 'lot' ? [d.kind, d.seat, d.sealed, d.among] : [d.kind]))).toEqual([['lot', 'balrog', true, n], ['lot', 'gandalf', true, n]]);
    expect(rule(() => WOTR.apply(t, { kind: 'lot', seat: 0, index: n }))).toBe('WOTR-HIO-15');
    const one = WOTR.apply(t, { kind: 'lot', seat: 0, index: n - 1 });
    expect(one.engine).toBe(t.engine);
    expect(rule(() => WOTR.apply(one, { kind: 'lot', seat: 0, index: 0 }))).toBe('WOTR-HIO-15');
    const both = WOTR.apply(one, { kind: 'lot', seat: 1, index: 2 % n });
    expect(both.engine.path?.id).toBe(engineLot.among[(n - 1 + (2 % n)) % n]);
    expect(both.lot).toEqual([null, null]);
    expect(both.history.at(-1)).toEqual({ kind: 'lot', index: (n - 1 + (2 % n)) % n });
  });
});
