// One shuffle of one of the game's decks, played jointly (crypto/deck-*.ts): the public record
// every peer keeps — the spec, the shuffle and lock steps in seat order, the position order from
// the top, the decryption shares published so far and the positions already opened. It holds no
// secret: a seat's own keys are re-derived from its seed when it needs them.
import {
  auditDeck,
  checkDecryptionShare,
  checkLockStep,
  checkShuffleStep,
  drawTop,
  moveTopToBottom,
  openDeck,
  openPosition,
  openPositionPrivately,
  type DeckErrorCode,
  type DeckSpec,
  type DecryptionShare,
  type LockStep,
  type Result,
  type ShuffleStep,
} from '../../crypto/index';
import type { Deck } from '../../engine/index';

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
  /** Positions still in the deck, top first (meaningful once locked). */
  order: number[];
  /** Published shares by position, then seat. */
  readonly shares = new Map<number, Map<number, DecryptionShare>>();
  /** Publicly opened positions and their engine card. */
  readonly opened = new Map<number, string>();
  /** Positions opened privately, and to which seat. */
  readonly privatelyOpened = new Map<number, number>();
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
  addShuffle(seat: number, step: { cards: unknown; deckKey: unknown }): Result<null, DeckErrorCode> {
    const candidate = { player: seat, cards: step.cards, deckKey: step.deckKey };
    const r = checkShuffleStep(this.spec, seat, candidate);
    if (r.ok) this.shuffles.push(candidate as ShuffleStep);
    return r;
  }

  /** Checks (DLEQ proofs included) and records an untrusted lock step of `seat`. */
  addLock(seat: number, step: { cards: unknown; keys: unknown; proofs: unknown }): Result<null, DeckErrorCode> {
    const candidate = { player: seat, cards: step.cards, keys: step.keys, proofs: step.proofs };
    const r = checkLockStep(this.spec, seat, this.inputFor('lock', seat), this.shuffles[seat]!, candidate);
    if (r.ok) this.locks.push(candidate as LockStep);
    return r;
  }

  /** Checks and records an untrusted decryption share of `seat` for `position`. */
  addShare(seat: number, position: number, key: unknown): Result<bigint, DeckErrorCode> {
    if (position >= this.spec.cards.length) return { ok: false, error: { code: 'bad-shape', path: ['position'], blame: seat } };
    const share = { player: seat, position, key };
    const r = checkDecryptionShare(this.spec, this.locks, seat, position, share);
    if (r.ok) {
      const byPosition = this.shares.get(position) ?? new Map<number, DecryptionShare>();
      byPosition.set(seat, share as DecryptionShare);
      this.shares.set(position, byPosition);
    }
    return r;
  }

  /** Seats (other than `except`) whose share for `position` is not published yet. */
  missingShares(position: number, except: number | null): number[] {
    const have = this.shares.get(position);
    return Array.from({ length: this.players }, (_, seat) => seat).filter((seat) => seat !== except && !have?.has(seat));
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

  /** Re-runs every step from the opened seeds (crypto auditDeck). */
  audit(seeds: readonly Uint8Array[]): Result<null, DeckErrorCode> {
    const shares = [...this.shares.values()].flatMap((m) => [...m.values()]);
    return auditDeck(this.spec, { shuffles: this.shuffles, locks: this.locks, shares }, seeds);
  }
}
