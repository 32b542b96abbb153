// One shuffle of one of the game's decks, played jointly (crypto/deck-*.ts), as plain data: the
// public record every peer keeps — the spec, the shuffle and lock steps in seat order, the
// position order from the top, the decryption shares, blinds and strips published so far, and to
// whom each position has been revealed. It holds no secret: a seat's own keys are re-derived from
// its seed when it needs them. Every function returns a new deck and changes none it is given.
// `needOf` says what a reveal still needs, so the canonical order and the session's writer agree:
//   - public: every seat's share;
//   - private to t while t's share is unpublished: every other seat's share (only t can open);
//   - private to t once t's share is public (a second look at a card someone else saw): a blinded
//     reveal — t blinds, each seat whose share is still unpublished strips, t opens (deck-blind).
// A deck is played by its `members` (every seat, or the seats not excluded when it was set up:
// fold.ts, README "Exclusion"): player i of the crypto spec is `members[i]`. Every function here
// takes and returns seats; the crypto steps carry the player index.
import {
  auditDeck,
  checkBlindStep,
  checkDecryptionShare,
  checkLockProof,
  checkLockStep,
  checkShuffleStep,
  checkStripStep,
  drawTop,
  lockedPositions,
  moveTopToBottom,
  openBlinded,
  openDeck,
  openCheckedPosition,
  openPosition,
  openPositionPrivately,
  recycledDeckSpec,
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
export interface Blinded {
  readonly to: number;
  readonly index: number;
  /** Whether the target's own share was unpublished when the base was computed. */
  readonly ownKeyOnBase: boolean;
  /** The seats that must strip, in seat order. */
  readonly strippers: readonly number[];
  readonly blind: BlindStep | null;
  readonly strips: readonly StripStep[];
}

/** A published step with the signed entry that carried it (null when added without one, in tests). */
export interface Published<T> {
  readonly step: T;
  readonly entry: LogEntry | null;
}

export interface JointDeck {
  /** The game's deck it deals (a Westeros deck, the wildling deck …): the module's name for it. */
  readonly engineDeck: string;
  readonly spec: DeckSpec;
  /** The seats that shuffle, lock and share, in seat order: player i of the spec is `members[i]`. */
  readonly members: readonly number[];
  readonly shuffles: readonly ShuffleStep[];
  readonly locks: readonly LockStep[];
  /** The signed entry of each shuffle and lock (seat order): the audit's evidence. */
  readonly shuffleEntries: readonly LogEntry[];
  readonly lockEntries: readonly LogEntry[];
  /** Every share (by position, then seat), blind and strip (in the order published), with its entry: the audit's transcript. */
  readonly shareLog: readonly Published<DecryptionShare>[];
  readonly blindLog: readonly Published<BlindStep>[];
  readonly stripLog: readonly Published<StripStep>[];
  /** Positions still in the deck, top first (meaningful once locked). */
  readonly order: readonly number[];
  /** Per position, per player (index in `members`), its published share. */
  readonly shares: readonly (readonly (DecryptionShare | null)[])[];
  /** Per position, its engine card once opened publicly. */
  readonly opened: readonly (string | null)[];
  /** Per position, the seats it has been revealed to privately, in the order revealed. */
  readonly privatelyOpened: readonly (readonly number[])[];
  /** Every reveal the canonical order has asked for, as `<position>|<seat or 'all'>` (hiding checks). */
  readonly requested: readonly string[];
  /** Per position, its completed reveals: numbers the refs of the next one. */
  readonly reveals: readonly number[];
  /** Per position, its blinded reveals in order. */
  readonly blinded: readonly (readonly Blinded[])[];
  /** The position dealt face down to each seat (by name) since this shuffle (a `deal`: Tides of Battle, per combat). */
  readonly dealt: Readonly<Partial<Record<string, number>>>;
  /** The positions dealt face down to each seat's hand (by name) from this shuffle (`deal-hand`), in the order dealt. */
  readonly hands: Readonly<Partial<Record<string, readonly number[]>>>;
  /** The positions the `deal-hand` in progress has dealt so far (empty between hands). */
  readonly dealing: readonly number[];
  /** The positions of each seat's hand (by name) shuffled back face down into a later joint shuffle (`recycle-hidden`): no longer in its hand, opened only through that one. */
  readonly recycled: Readonly<Partial<Record<string, readonly number[]>>>;
  /**
   * Per locked position, whether every seat's lock proof for it was checked (README, "Lock proofs
   * checked where a card is read"): all of them once the deck is ready when the locks' proofs are
   * checked on arrival (`addLock` not lazy), else each the first time the position is read
   * (`requestReveal`). A position not proven is never read, not even by the end's `cardFromSeeds`.
   */
  readonly proven: readonly boolean[];
  /** Set when the engine shuffled this deck, or a lock proof failed where a card was to be read: the next draw needs a new joint shuffle. */
  readonly stale: boolean;
  /**
   * The spec names (`spec.deck`) of the decks set up together with this one, itself included, in
   * their canonical order (deck-flow.ts): one shuffle and one lock entry per seat carry the steps of
   * all of them, so they are set up in lockstep.
   */
  readonly batch: readonly string[];
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

/**
 * A deck before its set-up; `members` (every seat by default) are the seats that play it, one per
 * player of `spec`; `batch` the decks set up with it (itself alone by default).
 */
export function newJointDeck(engineDeck: string, spec: DeckSpec, members: readonly number[] = Array.from({ length: spec.players }, (_, i) => i), batch: readonly string[] = [spec.deck]): JointDeck {
  if (members.length !== spec.players) throw new RangeError(`expected ${spec.players} members, got ${members.length}`);
  if (!batch.includes(spec.deck)) throw new RangeError(`expected ${spec.deck} in its own batch, got ${batch.join('+')}`);
  const positions = spec.cards.map((_, i) => i);
  return {
    engineDeck,
    spec,
    members,
    shuffles: [],
    locks: [],
    shuffleEntries: [],
    lockEntries: [],
    shareLog: [],
    blindLog: [],
    stripLog: [],
    order: positions,
    shares: positions.map(() => Array.from({ length: spec.players }, () => null)),
    opened: positions.map(() => null),
    privatelyOpened: positions.map(() => []),
    requested: [],
    reveals: positions.map(() => 0),
    blinded: positions.map(() => []),
    dealt: {},
    hands: {},
    dealing: [],
    recycled: {},
    proven: Array.from({ length: lockedPositions(spec) }, () => false),
    stale: false,
    batch,
  };
}

function replaced<T>(list: readonly T[], i: number, value: T): readonly T[] {
  const copy = [...list];
  copy[i] = value;
  return copy;
}

/**
 * A joint shuffle of a seat's hidden cards shuffled back (`recycle-hidden`, crypto/deck-recycle.ts):
 * its cards are the final points of positions of earlier joint shuffles, each named by its ref
 * (`<spec>@<position>`), and a position of it opens to that ref.
 */
export function isRecycledDeck(jd: JointDeck): boolean {
  return jd.spec.points !== undefined;
}

/**
 * A joint shuffle, before its set-up, of hidden cards shuffled back: one per source position (each a
 * locked position of a ready joint shuffle), in order, named by its ref; played by `members`.
 * @returns the deck, or why its cards make none (two sources with the same final point)
 */
export function newRecycledDeck(
  engineDeck: string,
  base: { readonly game: Uint8Array; readonly deck: string; readonly locked?: number },
  sources: readonly { readonly ref: string; readonly jd: JointDeck; readonly position: number }[],
  members: readonly number[],
): Result<JointDeck, DeckErrorCode> {
  const cards = sources.map((s) => ({ id: s.ref, spec: s.jd.spec, locks: s.jd.locks, position: s.position }));
  const spec = recycledDeckSpec({ ...base, players: members.length }, cards);
  if (!spec.ok) return spec;
  // Card ids as every deck's (`<card>#<copy>`): a ref is distinct, so each is its copy 0.
  return { ok: true, value: newJointDeck(engineDeck, { ...spec.value, cards: specCardIds(spec.value.cards) }, members) };
}

/** The crypto player index of `seat` in this deck, or -1 when the seat does not play it. */
export function playerOf(jd: JointDeck, seat: number): number {
  return jd.members.indexOf(seat);
}

/** Whether `seat` plays this deck (shuffles, locks, shares). */
export function isMember(jd: JointDeck, seat: number): boolean {
  return playerOf(jd, seat) >= 0;
}

function memberOf(jd: JointDeck, seat: number): number {
  const p = playerOf(jd, seat);
  if (p < 0) throw new RangeError(`expected a member of ${jd.spec.deck}, got seat ${seat}`);
  return p;
}

export function isReady(jd: JointDeck): boolean {
  return jd.locks.length === jd.spec.players;
}

/** The set-up step due next: every seat shuffles in seat order, then every seat locks. */
export function nextSetupStep(jd: JointDeck): { readonly kind: 'shuffle' | 'lock'; readonly seat: number } | null {
  if (jd.shuffles.length < jd.spec.players) return { kind: 'shuffle', seat: jd.members[jd.shuffles.length]! };
  if (jd.locks.length < jd.spec.players) return { kind: 'lock', seat: jd.members[jd.locks.length]! };
  return null;
}

/** The deck a seat's shuffle or lock starts from. */
export function inputFor(jd: JointDeck, kind: 'shuffle' | 'lock', seat: number): readonly Uint8Array[] {
  const p = memberOf(jd, seat);
  if (kind === 'shuffle') return p === 0 ? openDeck(jd.spec) : jd.shuffles[p - 1]!.cards;
  return p === 0 ? jd.shuffles[jd.spec.players - 1]!.cards : jd.locks[p - 1]!.cards;
}

const notAMember = (seat: number) => ({ ok: false, error: { code: 'bad-shape', path: ['player'], blame: seat } }) as const;

/** Checks an untrusted shuffle step of `seat`: the deck with it recorded, or why it is refused. */
export function addShuffle(jd: JointDeck, seat: number, step: { cards: unknown; deckKey: unknown }, entry: LogEntry | null = null): Result<JointDeck, DeckErrorCode> {
  const p = playerOf(jd, seat);
  if (p < 0) return notAMember(seat);
  const candidate = { player: p, cards: step.cards, deckKey: step.deckKey };
  const r = checkShuffleStep(jd.spec, p, candidate);
  if (!r.ok) return r;
  return { ok: true, value: { ...jd, shuffles: [...jd.shuffles, candidate as ShuffleStep], shuffleEntries: entry === null ? jd.shuffleEntries : [...jd.shuffleEntries, entry] } };
}

/**
 * Checks an untrusted lock step of `seat`: its shape and points (canonical, valid, the cards
 * distinct) always; its DLEQ proofs on arrival unless `lazy` (then each position's are checked
 * the first time it is read: `requestReveal`) or `madeHere` (this peer made the step itself,
 * FoldContext.madeHere: its own work, checked by every other peer).
 */
export function addLock(
  jd: JointDeck,
  seat: number,
  step: { cards: unknown; keys: unknown; proofs: unknown },
  entry: LogEntry | null = null,
  madeHere = false,
  lazy = false,
): Result<JointDeck, DeckErrorCode> {
  const p = playerOf(jd, seat);
  if (p < 0) return notAMember(seat);
  const candidate = { player: p, cards: step.cards, keys: step.keys, proofs: step.proofs };
  const r = checkLockStep(jd.spec, p, inputFor(jd, 'lock', seat), jd.shuffles[p]!, candidate, !madeHere && !lazy);
  if (!r.ok) return r;
  const locks = [...jd.locks, candidate as LockStep];
  // Every lock's proofs checked on arrival: every position is proven once the last one is in.
  const proven = !lazy && locks.length === jd.spec.players ? jd.proven.map(() => true) : jd.proven;
  return { ok: true, value: { ...jd, locks, proven, lockEntries: entry === null ? jd.lockEntries : [...jd.lockEntries, entry] } };
}

/** A seat whose lock proof failed where its position was first read, with its signed lock entry (the proof). */
export interface BadLock {
  readonly seat: number;
  readonly entry: LogEntry | null;
}

/**
 * Checks every seat's lock proof for `position`, in seat order, unless done before (README, "Lock
 * proofs checked where a card is read"): the deck with the position marked proven, and the seats
 * whose proof fails there. With any, the deck is abandoned at once (stale: no share of the position
 * is ever asked, so nobody can open a card through a lock that does not bind it; the next draw
 * sets up a fresh joint shuffle). `own`: whether this peer made an entry itself (its own proofs are
 * not checked again, as on arrival).
 */
export function proveLocks(jd: JointDeck, position: number, own?: (entry: LogEntry) => boolean): { readonly deck: JointDeck; readonly bad: readonly BadLock[] } {
  if (!isReady(jd) || !isLocked(jd, position) || jd.proven[position] === true) return { deck: jd, bad: [] };
  const bad: BadLock[] = [];
  jd.members.forEach((seat, p) => {
    const entry = jd.lockEntries[p] ?? null;
    if (entry !== null && own?.(entry) === true) return;
    if (!checkLockProof(jd.spec, p, inputFor(jd, 'lock', seat), jd.shuffles[p]!, jd.locks[p]!, position).ok) bad.push({ seat, entry });
  });
  const proven = replaced(jd.proven, position, true);
  return { deck: { ...jd, proven, stale: jd.stale || bad.length > 0 }, bad };
}

/** Whether `position` can be opened at all (the top `spec.locked` positions). */
export function isLocked(jd: JointDeck, position: number): boolean {
  return position >= 0 && position < lockedPositions(jd.spec);
}

/** Checks an untrusted decryption share of `seat` for `position`. */
export function addShare(jd: JointDeck, seat: number, position: number, key: unknown, entry: LogEntry | null = null): Result<JointDeck, DeckErrorCode> {
  const p = playerOf(jd, seat);
  if (p < 0) return notAMember(seat);
  if (!isLocked(jd, position)) return { ok: false, error: { code: 'bad-shape', path: ['position'], blame: seat } };
  const share = { player: p, position, key } as DecryptionShare;
  const r = checkDecryptionShare(jd.spec, jd.locks, p, position, share);
  if (!r.ok) return r;
  const shares = replaced(jd.shares, position, replaced(jd.shares[position]!, p, share));
  // The shares of one reveal arrive in any order: the transcript keeps them by position, then seat.
  const at = jd.shareLog.findIndex((s) => s.step.position > position || (s.step.position === position && s.step.player > p));
  const shareLog = [...jd.shareLog];
  shareLog.splice(at < 0 ? shareLog.length : at, 0, { step: share, entry });
  return { ok: true, value: { ...jd, shares, shareLog } };
}

function hasShare(jd: JointDeck, position: number, seat: number): boolean {
  const p = playerOf(jd, seat);
  return p >= 0 && (jd.shares[position]?.[p] ?? null) !== null;
}

/** Member seats (other than `except`) whose share for `position` is not published yet. */
export function missingShares(jd: JointDeck, position: number, except: number | null): number[] {
  return jd.members.filter((seat) => seat !== except && !hasShare(jd, position, seat));
}

/** Whether `seat` knows the card at `position` through the protocol (public, or shown to it). */
export function knows(jd: JointDeck, position: number, seat: number): boolean {
  return jd.opened[position] != null || (jd.privatelyOpened[position]?.includes(seat) ?? false);
}

/** The ref of the entries of the next reveal of `position`: unique in the game. */
export function revealRef(jd: JointDeck, position: number): string {
  return `${jd.spec.deck}@${position}/${jd.reveals[position] ?? 0}`;
}

/** The blinded reveal of `position` to `to` in progress, if one was started and `to` does not know the card yet. */
function blindInProgressTo(jd: JointDeck, position: number, to: number): Blinded | null {
  const last = jd.blinded[position]?.at(-1);
  return last !== undefined && last.to === to && !knows(jd, position, to) ? last : null;
}

/** What the reveal of `position` to `to` (a seat, or null for everyone) waits for next. */
export function needOf(jd: JointDeck, position: number, to: number | null): RevealNeed {
  if (to === null ? jd.opened[position] != null : knows(jd, position, to)) return { kind: 'done' };
  const missing = missingShares(jd, position, to);
  if (to === null || !hasShare(jd, position, to)) return missing.length > 0 ? { kind: 'share', seats: missing } : { kind: 'complete' };
  // The target's share is public (someone else saw this card first): a blinded reveal, so that
  // the shares still unpublished stay so.
  const b = blindInProgressTo(jd, position, to);
  if (b?.blind == null) return { kind: 'blind', seat: to };
  const next = b.strippers[b.strips.length];
  return next === undefined ? { kind: 'complete' } : { kind: 'strip', seat: next };
}

/**
 * The deck with the reveal of `position` to `to` noted as asked for by the canonical order, and
 * what it needs; first, the position's lock proofs are checked if they were not yet (`proveLocks`,
 * `own` as there): with a seat's proof failing, `bad` names it and the deck comes back abandoned,
 * the reveal not asked for (the caller convicts: deck-state.ts `badLocks`).
 */
export function requestReveal(jd: JointDeck, position: number, to: number | null, own?: (entry: LogEntry) => boolean): { readonly deck: JointDeck; readonly need: RevealNeed; readonly bad: readonly BadLock[] } {
  const proved = proveLocks(jd, position, own);
  if (proved.bad.length > 0) return { deck: proved.deck, need: needOf(proved.deck, position, to), bad: proved.bad };
  const checked = proved.deck;
  const need = needOf(checked, position, to);
  const asked = `${position}|${to ?? 'all'}`;
  if (need.kind === 'done' || checked.requested.includes(asked)) return { deck: checked, need, bad: [] };
  return { deck: { ...checked, requested: [...checked.requested, asked] }, need, bad: [] };
}

/** The base point of the blinded reveal of `position` (every published share stripped). */
export function blindBase(jd: JointDeck, position: number): Uint8Array {
  const published = (jd.shares[position] ?? []).filter((s): s is DecryptionShare => s !== null);
  const r = strippedPoint(jd.spec, jd.locks, position, published);
  if (!r.ok) throw new RangeError(`expected the published shares of ${jd.spec.deck}@${position} to be checked, got ${r.error.code}`);
  return r.value;
}

/** The blinded reveal at `position` for the writer: its index and the point to strip (null before the blind). */
export function blindInProgress(jd: JointDeck, position: number, to: number): { readonly index: number; readonly input: Uint8Array | null } {
  const b = blindInProgressTo(jd, position, to);
  if (b === null) return { index: jd.blinded[position]?.length ?? 0, input: null };
  return { index: b.index, input: b.strips.at(-1)?.point ?? b.blind?.point ?? null };
}

/** Checks the target's untrusted blind, starting the blinded reveal of `position` to `seat`. */
export function addBlind(jd: JointDeck, seat: number, position: number, body: { point: unknown; key: unknown; proof: unknown }, entry: LogEntry | null = null): Result<JointDeck, DeckErrorCode> {
  const list = jd.blinded[position] ?? [];
  const current = blindInProgressTo(jd, position, seat);
  const b: Blinded = current ?? { to: seat, index: list.length, ownKeyOnBase: !hasShare(jd, position, seat), strippers: missingShares(jd, position, seat), blind: null, strips: [] };
  const p = playerOf(jd, seat);
  if (p < 0) return notAMember(seat);
  const base = blindBase(jd, position);
  const step = { player: p, position, index: b.index, base, point: body.point, key: body.key, proof: body.proof };
  const r = checkBlindStep(jd.spec, p, position, b.index, base, step);
  if (!r.ok) return r;
  const next: Blinded = { ...b, blind: step as BlindStep };
  const blinded = current === null ? [...list, next] : replaced(list, list.length - 1, next);
  return { ok: true, value: { ...jd, blinded: replaced(jd.blinded, position, blinded), blindLog: [...jd.blindLog, { step: step as BlindStep, entry }] } };
}

/** Checks an untrusted strip of the blinded reveal in progress at `position`. */
export function addStrip(jd: JointDeck, seat: number, position: number, body: { point: unknown; proof: unknown }, entry: LogEntry | null = null): Result<JointDeck, DeckErrorCode> {
  const list = jd.blinded[position] ?? [];
  const b = list.at(-1);
  const input = b?.strips.at(-1)?.point ?? b?.blind?.point;
  if (b === undefined || input === undefined) return { ok: false, error: { code: 'bad-shape', path: ['position'], blame: seat } };
  const p = playerOf(jd, seat);
  if (p < 0) return notAMember(seat);
  const step = { player: p, position, index: b.index, input, point: body.point, proof: body.proof };
  const r = checkStripStep(jd.spec, jd.locks, p, position, b.index, input, step);
  if (!r.ok) return r;
  const next: Blinded = { ...b, strips: [...b.strips, step as StripStep] };
  return { ok: true, value: { ...jd, blinded: replaced(jd.blinded, position, replaced(list, list.length - 1, next)), stripLog: [...jd.stripLog, { step: step as StripStep, entry }] } };
}

/** Records a finished reveal of `position` to `to` (null: public, after openCard). */
export function completeReveal(jd: JointDeck, position: number, to: number | null): JointDeck {
  const reveals = replaced(jd.reveals, position, (jd.reveals[position] ?? 0) + 1);
  if (to === null) return { ...jd, reveals };
  const seen = jd.privatelyOpened[position] ?? [];
  return { ...jd, reveals, privatelyOpened: seen.includes(to) ? jd.privatelyOpened : replaced(jd.privatelyOpened, position, [...seen, to]) };
}

export function topOf(jd: JointDeck): number {
  return drawTop(jd.order).position;
}

/** Opens `position` with every seat's share: the deck with it recorded and the engine card, or why it failed. */
export function openCard(jd: JointDeck, position: number): Result<{ readonly deck: JointDeck; readonly card: string }, DeckErrorCode> {
  const known = jd.opened[position];
  if (known != null) return { ok: true, value: { deck: jd, card: known } };
  const shares = jd.shares[position] ?? [];
  // Each share was checked when it was published (addShare): only its key is needed now. With one
  // missing, openPosition gives the refusal it always gave.
  const checked = shares.filter((s): s is DecryptionShare => s !== null);
  const r = checked.length === jd.spec.players ? openCheckedPosition(jd.spec, jd.locks, position, checked) : openPosition(jd.spec, jd.locks, position, shares);
  if (!r.ok) return r;
  const card = engineCard(r.value);
  return { ok: true, value: { deck: { ...jd, opened: replaced(jd.opened, position, card) }, card } };
}

/** Opens `position` for its target seat alone, with its own seed: only that seat can call this. */
export function openPrivately(jd: JointDeck, position: number, seat: number, seed: Uint8Array): Result<string, DeckErrorCode> {
  const b = jd.blinded[position]?.at(-1);
  if (b !== undefined && b.to === seat && b.blind !== null) {
    const final = b.strips.at(-1)?.point ?? b.blind.point;
    const r = openBlinded(jd.spec, seed, b.blind, final, b.ownKeyOnBase);
    return r.ok ? { ok: true, value: engineCard(r.value) } : r;
  }
  const p = playerOf(jd, seat);
  if (p < 0) return notAMember(seat);
  const others = (jd.shares[position] ?? []).filter((_, s) => s !== p);
  const r = openPositionPrivately(jd.spec, jd.locks, position, p, seed, others);
  return r.ok ? { ok: true, value: engineCard(r.value) } : r;
}

/** The deck without its top position (a public draw from a Westeros deck). */
export function removeTop(jd: JointDeck): JointDeck {
  return { ...jd, order: drawTop(jd.order).rest };
}

/** The deck with its top position at the bottom, unopened or not (Wildling deck). */
export function topToBottom(jd: JointDeck): JointDeck {
  return { ...jd, order: moveTopToBottom(jd.order) };
}

/**
 * The engine cards still in the deck, sorted: all cards minus the opened positions no longer in
 * the order. Compared with the engine's list to know whether this shuffle still matches.
 */
export function remainingCards(jd: JointDeck): string[] {
  const inDeck = new Set(jd.order);
  const all = jd.spec.cards.map(engineCard);
  jd.opened.forEach((card, position) => {
    if (card !== null && !inDeck.has(position)) all.splice(all.indexOf(card), 1);
  });
  return all.sort();
}

/**
 * Re-runs every step from the opened seeds (crypto auditDeck), given per SEAT of the game (null: a
 * seat excluded before it opened its seed, whose own steps cannot be re-made). Every lock held passed
 * checkLockStep's shape and point checks on arrival (addLock keeps no other), and its proofs at
 * every position marked `proven` (on arrival, or where the position was first read): the audit
 * re-makes or compares only the keys, of every position; the cards of a position never read are
 * neither proven nor re-made (README, "Lock proofs checked where a card is read"). A failure's
 * `blame` is a seat.
 */
export function auditJointDeck(jd: JointDeck, seeds: readonly (Uint8Array | null)[]): Result<null, DeckErrorCode> {
  const r = auditDeck(
    jd.spec,
    { shuffles: jd.shuffles, locks: jd.locks, shares: jd.shareLog.map((s) => s.step), blinds: jd.blindLog.map((b) => b.step), strips: jd.stripLog.map((s) => s.step) },
    jd.members.map((seat) => seeds[seat] ?? null),
    // Every lock held passed checkLockStep's shape and point checks, and its proofs where a position
    // was read (`proven`); every share held passed checkDecryptionShare (addShare keeps no other).
    { locksProven: true, sharesChecked: true },
  );
  if (r.ok || r.error.blame === undefined) return r;
  return { ok: false, error: { ...r.error, blame: jd.members[r.error.blame] ?? r.error.blame } };
}

/** The signed entry an audit failure points at (its path into the transcript), if recorded. */
export function evidenceOf(jd: JointDeck, path: readonly (string | number)[]): LogEntry | null {
  const [list, i] = path;
  if (typeof i !== 'number') return null;
  const entry =
    list === 'shuffles' ? jd.shuffleEntries[i] : list === 'locks' ? jd.lockEntries[i] : list === 'shares' ? jd.shareLog[i]?.entry : list === 'blinds' ? jd.blindLog[i]?.entry : list === 'strips' ? jd.stripLog[i]?.entry : null;
  return entry ?? null;
}
