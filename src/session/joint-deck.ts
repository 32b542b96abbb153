// One shuffle of one of the game's decks, played jointly (crypto/deck-*.ts): the public record
// every peer keeps — the spec, the shuffle and lock steps in seat order, the position order from
// the top, the decryption shares, blinds and strips published so far, and to whom each position
// has been revealed. It holds no secret: a seat's own keys are re-derived from its seed when it
// needs them. It also says what a reveal still needs (`need`), so the replica's canonical order
// and the session's writer agree on it:
//   - public: every seat's share;
//   - private to t while t's share is unpublished: every other seat's share (only t can open);
//   - private to t once t's share is public (a second look at a card someone else saw): a blinded
//     reveal — t blinds, each seat whose share is still unpublished strips, t opens (deck-blind).
import {
  auditDeck,
  blindPosition,
  checkBlindStep,
  checkDecryptionShare,
  checkLockStep,
  checkShuffleStep,
  checkStripStep,
  drawTop,
  lockedPositions,
  moveTopToBottom,
  openBlinded,
  openDeck,
  openPosition,
  openPositionPrivately,
  strippedPoint,
  type BlindStep,
  type DeckErrorCode,
  type DeckSpec,
  type DecryptionShare,
  type LockStep,
  type LogEntry,
  type Result,
  type ShuffleStep,
  type StripStep,
} from '../../crypto/index';
import type { Deck } from '../../engine/index';

/** What a reveal of a position waits for next. */
export type RevealNeed =
  | { readonly kind: 'share'; readonly seats: readonly number[] }
  | { readonly kind: 'blind'; readonly seat: number }
  | { readonly kind: 'strip'; readonly seat: number }
  /** Every entry is in: the replica records the reveal (complete) and goes on. */
  | { readonly kind: 'complete' }
  /** The position is already known to the target (or public). */
  | { readonly kind: 'done' };

/** A blinded reveal in progress or done (deck-blind.ts). */
interface Blinded {
  readonly to: number;
  readonly index: number;
  /** Whether the target's own share was unpublished when the base was computed. */
  readonly ownKeyOnBase: boolean;
  /** The seats that must strip, in seat order. */
  readonly strippers: readonly number[];
  blind: BlindStep | null;
  readonly strips: StripStep[];
}

/** A deck card id made distinct for the spec: `<engine card>#<copy>` (crypto wants distinct ids). */
export function specCardIds(cards: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cards.map((card) => {
    const copy = seen.get(card) ?? 0;
    seen.set(card, copy + 1);
    return `${card}#${copy}`;
  });
}

/** The engine's card id of a spec card id. */
export function engineCard(specCard: string): string {
  return specCard.slice(0, specCard.lastIndexOf('#'));
}

export class JointDeck {
  readonly shuffles: ShuffleStep[] = [];
  readonly locks: LockStep[] = [];
  /** The signed entry of each shuffle and lock (seat order), and of each share, blind and strip: the audit's evidence. */
  readonly shuffleEntries: LogEntry[] = [];
  readonly lockEntries: LogEntry[] = [];
  private readonly shareLog: { readonly share: DecryptionShare; readonly entry: LogEntry | null }[] = [];
  private readonly blindLog: { readonly step: BlindStep; readonly entry: LogEntry | null }[] = [];
  private readonly stripLog: { readonly step: StripStep; readonly entry: LogEntry | null }[] = [];
  /** Positions still in the deck, top first (meaningful once locked). */
  order: number[];
  /** Published shares by position, then seat. */
  readonly shares = new Map<number, Map<number, DecryptionShare>>();
  /** Publicly opened positions and their engine card. */
  readonly opened = new Map<number, string>();
  /** Seats each position has been revealed to privately. */
  readonly privatelyOpened = new Map<number, Set<number>>();
  /** Every reveal the canonical order has asked for, as `<position>|<seat or 'all'>` (hiding checks). */
  readonly requested = new Set<string>();
  /** Completed reveals per position: numbers the refs of the next one. */
  private readonly reveals = new Map<number, number>();
  private readonly blinded = new Map<number, Blinded[]>();
  /** Tides of Battle: the position dealt to each house in this combat. */
  readonly dealt = new Map<string, number>();
  /** Set when the engine shuffled this deck: the next draw needs a new joint shuffle. */
  stale = false;

  constructor(
    readonly engineDeck: Deck,
    readonly spec: DeckSpec,
  ) {
    this.order = spec.cards.map((_, i) => i);
  }

  get players(): number {
    return this.spec.players;
  }

  get ready(): boolean {
    return this.locks.length === this.players;
  }

  /** The set-up step due next: every seat shuffles in seat order, then every seat locks. */
  nextSetupStep(): { readonly kind: 'shuffle' | 'lock'; readonly seat: number } | null {
    if (this.shuffles.length < this.players) return { kind: 'shuffle', seat: this.shuffles.length };
    if (this.locks.length < this.players) return { kind: 'lock', seat: this.locks.length };
    return null;
  }

  /** The deck a seat's shuffle or lock starts from. */
  inputFor(kind: 'shuffle' | 'lock', seat: number): readonly Uint8Array[] {
    if (kind === 'shuffle') return seat === 0 ? openDeck(this.spec) : this.shuffles[seat - 1]!.cards;
    return seat === 0 ? this.shuffles[this.players - 1]!.cards : this.locks[seat - 1]!.cards;
  }

  /** Checks and records an untrusted shuffle step of `seat`. */
  addShuffle(seat: number, step: { cards: unknown; deckKey: unknown }, entry: LogEntry | null = null): Result<null, DeckErrorCode> {
    const candidate = { player: seat, cards: step.cards, deckKey: step.deckKey };
    const r = checkShuffleStep(this.spec, seat, candidate);
    if (r.ok) {
      this.shuffles.push(candidate as ShuffleStep);
      if (entry !== null) this.shuffleEntries.push(entry);
    }
    return r;
  }

  /** Checks (DLEQ proofs included) and records an untrusted lock step of `seat`. */
  addLock(seat: number, step: { cards: unknown; keys: unknown; proofs: unknown }, entry: LogEntry | null = null): Result<null, DeckErrorCode> {
    const candidate = { player: seat, cards: step.cards, keys: step.keys, proofs: step.proofs };
    const r = checkLockStep(this.spec, seat, this.inputFor('lock', seat), this.shuffles[seat]!, candidate);
    if (r.ok) {
      this.locks.push(candidate as LockStep);
      if (entry !== null) this.lockEntries.push(entry);
    }
    return r;
  }

  /** How many blinds were published (blinded reveals started). */
  get blindCount(): number {
    return this.blindLog.length;
  }

  /** Whether `position` can be opened at all (the top `spec.locked` positions). */
  isLocked(position: number): boolean {
    return position >= 0 && position < lockedPositions(this.spec);
  }

  /** Checks and records an untrusted decryption share of `seat` for `position`. */
  addShare(seat: number, position: number, key: unknown, entry: LogEntry | null = null): Result<bigint, DeckErrorCode> {
    if (!this.isLocked(position)) return { ok: false, error: { code: 'bad-shape', path: ['position'], blame: seat } };
    const share = { player: seat, position, key };
    const r = checkDecryptionShare(this.spec, this.locks, seat, position, share);
    if (r.ok) {
      const byPosition = this.shares.get(position) ?? new Map<number, DecryptionShare>();
      byPosition.set(seat, share as DecryptionShare);
      this.shares.set(position, byPosition);
      this.shareLog.push({ share: share as DecryptionShare, entry });
    }
    return r;
  }

  /** Seats (other than `except`) whose share for `position` is not published yet. */
  missingShares(position: number, except: number | null): number[] {
    const have = this.shares.get(position);
    return Array.from({ length: this.players }, (_, seat) => seat).filter((seat) => seat !== except && !have?.has(seat));
  }

  /** Whether `seat` knows the card at `position` through the protocol (public, or shown to it). */
  knows(position: number, seat: number): boolean {
    return this.opened.has(position) || (this.privatelyOpened.get(position)?.has(seat) ?? false);
  }

  /** The ref of the entries of the next reveal of `position`: unique in the game. */
  revealRef(position: number): string {
    return `${this.spec.deck}@${position}/${this.reveals.get(position) ?? 0}`;
  }

  /** What the reveal of `position` to `to` (a seat, or null for everyone) waits for next. */
  need(position: number, to: number | null): RevealNeed {
    if (to === null ? this.opened.has(position) : this.knows(position, to)) return { kind: 'done' };
    this.requested.add(`${position}|${to ?? 'all'}`);
    const missing = this.missingShares(position, to);
    if (to === null || this.shares.get(position)?.has(to) !== true) return missing.length > 0 ? { kind: 'share', seats: missing } : { kind: 'complete' };
    // The target's share is public (someone else saw this card first): a blinded reveal, so that
    // the shares still unpublished stay so.
    const b = this.currentBlind(position, to);
    if (b.blind === null) return { kind: 'blind', seat: to };
    const next = b.strippers[b.strips.length];
    return next === undefined ? { kind: 'complete' } : { kind: 'strip', seat: next };
  }

  private currentBlind(position: number, to: number): Blinded {
    const list = this.blinded.get(position) ?? [];
    const last = list.at(-1);
    if (last !== undefined && last.to === to && !this.knows(position, to)) return last;
    const fresh: Blinded = { to, index: list.length, ownKeyOnBase: this.shares.get(position)?.has(to) !== true, strippers: this.missingShares(position, to), blind: null, strips: [] };
    list.push(fresh);
    this.blinded.set(position, list);
    return fresh;
  }

  /** The base point of the blinded reveal of `position` to `to` (every published share stripped). */
  blindBase(position: number): Uint8Array {
    const published = [...(this.shares.get(position)?.values() ?? [])];
    const r = strippedPoint(this.spec, this.locks, position, published);
    if (!r.ok) throw new RangeError(`expected the published shares of ${this.spec.deck}@${position} to be checked, got ${r.error.code}`);
    return r.value;
  }

  /** The blinded reveal in progress at `position`, for the writer (index and the point to strip). */
  blindInProgress(position: number): { readonly index: number; readonly input: Uint8Array | null } {
    const b = this.blinded.get(position)?.at(-1);
    if (b === undefined) throw new RangeError(`expected a blinded reveal at ${this.spec.deck}@${position}`);
    return { index: b.index, input: b.strips.at(-1)?.point ?? b.blind?.point ?? null };
  }

  /** Checks and records the target's untrusted blind. */
  addBlind(seat: number, position: number, body: { point: unknown; key: unknown; proof: unknown }, entry: LogEntry | null = null): Result<null, DeckErrorCode> {
    const b = this.currentBlind(position, seat);
    const base = this.blindBase(position);
    const step = { player: seat, position, index: b.index, base, point: body.point, key: body.key, proof: body.proof };
    const r = checkBlindStep(this.spec, seat, position, b.index, base, step);
    if (r.ok) {
      b.blind = step as BlindStep;
      this.blindLog.push({ step: step as BlindStep, entry });
    }
    return r;
  }

  /** Checks and records an untrusted strip of the blinded reveal in progress at `position`. */
  addStrip(seat: number, position: number, body: { point: unknown; proof: unknown }, entry: LogEntry | null = null): Result<null, DeckErrorCode> {
    const b = this.blinded.get(position)?.at(-1);
    const input = b?.strips.at(-1)?.point ?? b?.blind?.point;
    if (b === undefined || input === undefined) return { ok: false, error: { code: 'bad-shape', path: ['position'], blame: seat } };
    const step = { player: seat, position, index: b.index, input, point: body.point, proof: body.proof };
    const r = checkStripStep(this.spec, this.locks, seat, position, b.index, input, step);
    if (r.ok) {
      b.strips.push(step as StripStep);
      this.stripLog.push({ step: step as StripStep, entry });
    }
    return r;
  }

  /** Records a finished reveal of `position` to `to` (null: public, after open()). */
  completeReveal(position: number, to: number | null): void {
    this.reveals.set(position, (this.reveals.get(position) ?? 0) + 1);
    if (to === null) return;
    const seen = this.privatelyOpened.get(position) ?? new Set<number>();
    seen.add(to);
    this.privatelyOpened.set(position, seen);
  }

  top(): number {
    return drawTop(this.order).position;
  }

  /** Opens `position` with every seat's share; the engine card, or why it failed. */
  open(position: number): Result<string, DeckErrorCode> {
    const known = this.opened.get(position);
    if (known !== undefined) return { ok: true, value: known };
    const have = this.shares.get(position);
    const shares = Array.from({ length: this.players }, (_, seat) => have?.get(seat) ?? null);
    const r = openPosition(this.spec, this.locks, position, shares);
    if (!r.ok) return r;
    const card = engineCard(r.value);
    this.opened.set(position, card);
    return { ok: true, value: card };
  }

  /** Opens `position` for its target seat alone, with its own seed: only that seat can call this. */
  openPrivately(position: number, seat: number, seed: Uint8Array): Result<string, DeckErrorCode> {
    const b = this.blinded.get(position)?.at(-1);
    if (b !== undefined && b.to === seat && b.blind !== null) {
      const final = b.strips.at(-1)?.point ?? b.blind.point;
      const r = openBlinded(this.spec, seed, b.blind, final, b.ownKeyOnBase);
      return r.ok ? { ok: true, value: engineCard(r.value) } : r;
    }
    const have = this.shares.get(position);
    const others = Array.from({ length: this.players }, (_, s) => s)
      .filter((s) => s !== seat)
      .map((s) => have?.get(s) ?? null);
    const r = openPositionPrivately(this.spec, this.locks, position, seat, seed, others);
    return r.ok ? { ok: true, value: engineCard(r.value) } : r;
  }

  /** Removes the top position (a public draw from a Westeros deck). */
  removeTop(): void {
    this.order = drawTop(this.order).rest;
  }

  /** Puts the top position at the bottom, unopened or not (Wildling deck). */
  topToBottom(): void {
    this.order = moveTopToBottom(this.order);
  }

  /**
   * The engine cards still in the deck, sorted: all cards minus the opened positions no longer in
   * the order. Compared with the engine's list to know whether this shuffle still matches.
   */
  remainingCards(): string[] {
    const inDeck = new Set(this.order);
    const gone = [...this.opened.entries()].filter(([p]) => !inDeck.has(p)).map(([, card]) => card);
    const all = this.spec.cards.map(engineCard);
    for (const card of gone) all.splice(all.indexOf(card), 1);
    return all.sort();
  }

  /**
   * Re-runs every step from the opened seeds (crypto auditDeck). Every lock held passed
   * checkLockStep on arrival (addLock keeps no other), so the audit re-makes only its keys.
   */
  audit(seeds: readonly Uint8Array[]): Result<null, DeckErrorCode> {
    return auditDeck(
      this.spec,
      { shuffles: this.shuffles, locks: this.locks, shares: this.shareLog.map((s) => s.share), blinds: this.blindLog.map((b) => b.step), strips: this.stripLog.map((s) => s.step) },
      seeds,
      { locksProven: true },
    );
  }

  /** The signed entry an audit failure points at (its path into the transcript), if recorded. */
  evidence(path: readonly (string | number)[]): LogEntry | null {
    const [list, i] = path;
    if (typeof i !== 'number') return null;
    const entry =
      list === 'shuffles' ? this.shuffleEntries[i] : list === 'locks' ? this.lockEntries[i] : list === 'shares' ? this.shareLog[i]?.entry : list === 'blinds' ? this.blindLog[i]?.entry : list === 'strips' ? this.stripLog[i]?.entry : null;
    return entry ?? null;
  }
}
