// A replica: the shell that runs the protocol fold (fold.ts) over the entries a peer holds. It
// stores the entries (chains.ts, bounded there), keeps the fold's state, collects what the fold
// applied (`hashes`, `moves`) and passes on what happened to the hooks. It decides nothing: every
// rule, check and verdict is the fold's, a pure function of the entries, so a seat's session, a
// watcher, a restarted seat and `verify` — each through a Replica — reach the same state.
import { entryId, equalBytes, toHex, type LogEntry } from '../../crypto/index';
import { Chains, type HoldLimits } from './chains';
import { deckOf } from './deck-state';
import type { Deviation } from './deviation';
import type { Expectation } from './expectation';
import type { Forks } from './forks';
import type { GameModule, GameTypes } from './game-module';
import { getKey } from './key-map';
import {
  activeSeats,
  outvotesColluders,
  advance,
  ballotOf,
  engineHashNow,
  engineHashOf,
  ballotOn,
  equivocated,
  expectations,
  foldContext,
  initialFold,
  isSubstituted,
  owedCounters,
  seatKey,
  refOf,
  revealInProgress,
  setupInProgress,
  seatOf,
  stepHashNow,
  type Fold,
  type FoldContext,
  type FoldEvent,
  type FoldStatus,
} from './fold';
import type { Certificate } from './game-end';
import type { JointDeck } from './joint-deck';
import type { SealedRound } from './sealed-round';
import { setupProblem, type GameSetup } from './setup';

export type ReplicaStatus = FoldStatus;
export type { Certificate } from './game-end';

export interface ReplicaHooks<G extends GameTypes = GameTypes> {
  /** After every move applied to the engine state. */
  onApplied?(move: G['move'], state: G['state'], hash: string): void;
  /** Every other seat's share (or strip) for `position` is in: `seat` alone may now open it, with its seed of `epoch` (fold.ts). */
  onPrivateReveal?(seat: number, deck: JointDeck, position: number, epoch: number): void;
}

/**
 * The fold holds the game's states and moves opaquely (fold-state.ts: it hands them only to the
 * module); the replica gives them back with the game's types, `G`, those of the setup's module,
 * which made every one of them.
 */
export class Replica<G extends GameTypes = GameTypes> {
  readonly game: Uint8Array;
  hooks: ReplicaHooks<G> = {};
  readonly chains: Chains;
  /** Every move applied to the engine state, in order (a user interface rebuilds its log from it). */
  readonly moves: G['move'][] = [];
  /** The hashes of `hashes` computed so far: after each of the first moves, in order. */
  private readonly hashed: string[] = [];
  /** The engine state after the moves `hashed` covers (null: the game's start), where `hashes` goes on replaying from. */
  private hashedState: G['state'] | null = null;
  private readonly ctx: FoldContext;
  /** The entries this peer signed in this run (addMade): the fold does not re-check their proofs. */
  private readonly made = new WeakSet<LogEntry>();
  /** The protocol state: everything the fold knows. */
  private f: Fold;
  /** The last move this peer's session applied to check it before signing it (checked). */
  private lastChecked: { readonly state: G['state']; readonly move: G['move']; readonly next: G['state'] } | null = null;

  /** @param hold what a live peer holds ahead of its fold per seat (chains.ts HOLD_LIMITS); null (a log file, a test): everything it is given */
  constructor(
    readonly setup: GameSetup<G>,
    hold: HoldLimits | null = null,
  ) {
    // A setup the game cannot play (a hostile config in a saved game or a hand-made setup) is
    // refused here, with what is wrong, before the game's module is asked to start it.
    const problem = setupProblem(setup);
    if (problem !== null) throw new RangeError(`expected a playable setup of ${setup.game.id}, got a bad ${problem}`);
    const base = foldContext(setup);
    const madeHere = (entry: LogEntry): boolean => this.made.has(entry);
    this.ctx = {
      ...base,
      decks: { ...base.decks, madeHere },
      madeHere,
      checked: (state, move) => (this.lastChecked !== null && this.lastChecked.state === state && this.lastChecked.move === move ? this.lastChecked.next : undefined),
    };
    this.game = this.ctx.game;
    this.chains = new Chains(this.ctx.seats, hold);
    this.f = initialFold(this.ctx);
    this.advance();
  }

  /** How many times the fold started again from the first entry (a fork proven, a timeout divergence, a resync). */
  refolds = 0;

  /**
   * The engine state hash after each applied move, in order (equal on every honest peer). The fold
   * hashes only the states entries carry (fold-settle.ts setState), so the others are computed
   * here when first read, by applying the moves again from the last state hashed: the same states,
   * the engine being a pure function, hence the same hashes.
   */
  get hashes(): readonly string[] {
    if (this.hashed.length < this.moves.length) {
      const game = this.module;
      let state = this.hashedState ?? game.newGame(this.setup.config);
      for (let i = this.hashed.length; i < this.moves.length; i++) {
        state = game.apply(state, this.moves[i]!);
        this.hashed.push(engineHashOf(this.ctx, state));
      }
      this.hashedState = state;
    }
    return this.hashed;
  }

  /** The engine state hash after the last move applied (`hashes.at(-1)` without the others), or undefined before any. */
  lastHash(): string | undefined {
    return this.moves.length === 0 ? undefined : engineHashNow(this.ctx, this.f);
  }

  /** The game's rules (the setup's module). */
  get module(): GameModule<G> {
    return this.setup.game;
  }

  /** The fold's state (plain data). */
  get fold(): Fold {
    return this.f;
  }

  get seats(): number {
    return this.ctx.seats;
  }

  get status(): ReplicaStatus {
    return this.f.status;
  }

  get state(): G['state'] {
    return this.f.state as G['state'];
  }

  get deviations(): readonly Deviation[] {
    return this.f.deviations;
  }

  /** The seats proven to have forked their chains, with the proofs (forks.ts). */
  get forks(): Forks {
    return this.f.forks;
  }

  get certificate(): Certificate | null {
    return this.f.certificate;
  }

  /** Set when the game reached a decision this session layer cannot serve. */
  get unsupported(): string | null {
    return this.f.unsupported;
  }

  get logHash(): Uint8Array {
    return this.f.log.logHash;
  }

  /** Every joint deck of the game, in creation order. */
  get allDecks(): readonly JointDeck[] {
    return this.f.decks.all;
  }

  /** The key of the timeout that began `seat`'s absence, or null when it is present, excluded or no seat. */
  absentSince(seat: number): string | null {
    if (!Number.isSafeInteger(seat) || seat < 0 || seat >= this.ctx.seats || this.f.excluded[seat]) return null;
    return this.f.timeouts.absent[seat] ? (this.f.timeouts.absentSince[seat] ?? null) : null;
  }

  /** The seats whose vote to replace `seat` in its current absence this peer consumed (README, "Replacing a seat"). */
  replaceVoters(seat: number): number[] {
    const since = this.absentSince(seat);
    if (since === null) return [];
    return activeSeats(this.f).filter((v) => v !== seat && getKey(this.f.replaceVotes, `${seat}|${v}|${since}`) !== undefined);
  }

  /**
   * Whom the votes to replace `seat` in its current absence name — `'bot'` or a substitute's key in
   * hex — in seat order of the voters, each once. More than one: they disagree, and nobody takes
   * the seat in this absence (a voter cannot vote again).
   */
  replaceTakers(seat: number): string[] {
    const since = this.absentSince(seat);
    if (since === null) return [];
    return [...new Set(this.replaceVoters(seat).map((v) => getKey(this.f.replaceVotes, `${seat}|${v}|${since}`)!.to))];
  }

  /**
   * How many votes would hand `seat` over now: every other seat not excluded, or, when other seats
   * are absent too and the present ones are more than half the table, the present ones (the
   * absent seats handed over together: fold.ts `replacementGroup`).
   */
  replaceNeeded(seat: number): number {
    const active = activeSeats(this.f);
    const absent = active.filter((s) => this.absentSince(s) !== null);
    const present = active.length - absent.length;
    return absent.length > 1 && absent.includes(seat) && outvotesColluders(present, this.ctx.seats) ? present : active.length - 1;
  }

  /** Whether `seat` was handed over by the others' vote, to the timeout bot or to a substitute (not a cheater either way). */
  isReplaced(seat: number): boolean {
    return this.f.deviations.some((d) => d.code === 'replaced' && d.culprit === seat);
  }

  /** Whether `seat` was handed to a substitute (it plays on with the substitute's key: fold.ts `handovers`). */
  isSubstituted(seat: number): boolean {
    return isSubstituted(this.f, seat);
  }

  /**
   * Whether the others' votes took `seat` from whoever plays it with `key`: `'bot'` once the seat is
   * the timeout bot's for good, `'substitute'` once another key holds it; null while `key` holds it,
   * or before any hand-over (README, "Replacing a seat"). What a page tells a player who comes back.
   */
  handedAway(seat: number, key: Uint8Array): 'bot' | 'substitute' | null {
    if (this.isReplaced(seat) && this.f.excluded[seat] === true) return 'bot';
    return this.isSubstituted(seat) && !equalBytes(this.keyOf(seat), key) ? 'substitute' : null;
  }

  /** The key `seat`'s next entries are signed by: its last substitute's, or the setup's. */
  keyOf(seat: number): Uint8Array {
    return seatKey(this.ctx, this.f, seat);
  }

  /**
   * The seat an entry's author key speaks for: a seat of the setup, or one handed to that key in
   * this fold (a substitute's key is known from its hand-over on, and nowhere before); null otherwise.
   */
  seatOfAuthor(author: Uint8Array): number | null {
    const seat = this.setup.seats.findIndex((s) => equalBytes(s.publicKey, author));
    if (seat >= 0) return seat;
    return this.f.handovers.find((h) => equalBytes(h.key, author))?.seat ?? null;
  }

  /**
   * Whether `seat`'s entry at its seq is signed by the key the seat has there (README, "Replacing a
   * seat"): an entry of the seat's old key at or past its hand-over, or a substitute's before its own,
   * is stale — never an equivocation, never anyone's fault.
   */
  private isCurrent(seat: number, entry: LogEntry): boolean {
    let key = this.setup.seats[seat]!.publicKey;
    let from = 0;
    for (const h of this.f.handovers) if (h.seat === seat && h.seq <= entry.seq && h.seq >= from) [key, from] = [h.key, h.seq];
    return equalBytes(key, entry.author);
  }

  seatOf(house: G['seat']): number {
    return seatOf(this.ctx, house);
  }

  /** The stateHash every entry of the current step carries: the engine state and the log so far. */
  stepHash(): Uint8Array {
    return stepHashNow(this.ctx, this.f);
  }

  /** The engine state hash of the current state (a sealed choice is stored with it). */
  engineHash(): string {
    return engineHashNow(this.ctx, this.f);
  }

  /** The ref entries use for a pending decision (fold.ts refOf). */
  refOf(d: Parameters<typeof refOf>[1]): string {
    return refOf(this.f, d);
  }

  /**
   * Adds a decoded entry whose signature was checked (intake.ts); an equivocation is proven at once,
   * once per seat: one proof convicts it, and more would only cost memory (a seat can sign two
   * entries at every seq it may hold ahead).
   * @param size its bytes on the wire, counted against the hold limits; none for this peer's own entry
   */
  add(seat: number, entry: LogEntry, id: Uint8Array, size: number | null = null): 'new' | 'duplicate' | 'too-far' | 'stale' | 'equivocation' {
    if (!this.isCurrent(seat, entry)) return 'stale';
    const outcome = this.chains.add(seat, entry, id, size);
    if (outcome.kind === 'equivocation') this.refoldFrom(equivocated(this.ctx, this.f, seat, outcome.other, entry));
    return outcome.kind;
  }

  /**
   * Notes that `move`, applied to `state`, gave `next` (Session.submit's check before it signs the
   * move): when the fold applies that very move object to that very state, it takes `next` (FoldContext.checked).
   */
  checked(state: G['state'], move: G['move'], next: G['state']): void {
    this.lastChecked = { state, move, next };
  }

  /**
   * Adds an entry this peer has just signed (Session.write, from makeLogEntry: not one read back
   * from its store or from the network): the fold takes its proofs as made (FoldContext.madeHere).
   */
  addMade(seat: number, entry: LogEntry, id: Uint8Array): ReturnType<Replica['add']> {
    this.made.add(entry);
    return this.add(seat, entry, id);
  }

  /**
   * What a log file carries: every entry the fold consumed, and the signed evidence of every
   * deviation that is not among them (the other half of an equivocation, an entry refused ahead).
   * Never an entry held ahead and not consumed, nor junk (no seat signed it; `forged` keeps its hash).
   */
  exported(): { readonly entries: LogEntry[]; readonly evidence: LogEntry[] } {
    const consumed = this.chains.consumedEntries();
    const entries = consumed.map((h) => h.entry);
    const seen = new Set(consumed.map((h) => toHex(h.id)));
    const evidence: LogEntry[] = [];
    for (const e of this.f.deviations.flatMap((d) => d.entries)) {
      const id = toHex(entryId(e));
      if (seen.has(id)) continue;
      seen.add(id);
      evidence.push(e);
    }
    return { entries, evidence };
  }

  /** The deck a Raven look or a draw uses now (for the session's private reveal). */
  deck(deck: string): JointDeck | undefined {
    return deckOf(this.f.decks, deck);
  }

  /** The sealed round in progress, if any. */
  sealedRound(): SealedRound | null {
    return this.f.round;
  }

  /** The decks of the set-up the current step is part of (batch order), for the session's writer. */
  setupInProgress(): ReturnType<typeof setupInProgress> {
    return setupInProgress(this.ctx, this.f);
  }

  /** The reveal the current step is part of (deck, position, target), for the session's writer. */
  revealInProgress(): ReturnType<typeof revealInProgress> {
    return revealInProgress(this.ctx, this.f);
  }

  /**
   * What the current step still waits for. Kept for the fold state it was computed for (fold-steps.ts
   * `expectations`): a session asks twice per pass (its own turn, then the others' deadlines), the
   * fold's pass asked for the state it ended in already, and the fold is replaced, never changed,
   * whenever anything it depends on changes.
   */
  expectations(): readonly Expectation[] {
    return expectations(this.ctx, this.f);
  }

  /**
   * Folds every held entry again from the first one (a resync): for a replica whose state diverged
   * from what two or more other seats signed (fold status `diverged`), its own memory or build is
   * at fault, and the signed entries it holds are the log the others agree on. The forks it
   * proved are kept (the chains keep one entry per seq, not both versions). Returns the status after it.
   */
  resync(): ReplicaStatus {
    this.refoldFrom(initialFold(this.ctx, [], this.f.forks, this.f.cutoffs));
    this.advance();
    return this.f.status;
  }

  /** Starts again from `fold` (a state before any entry) unless it is the current one: what was applied goes. */
  private refoldFrom(fold: Fold): void {
    if (fold === this.f) return;
    this.f = fold;
    this.refolds++;
    this.forgetMoves();
  }

  /** A refold applies the moves again from the first. */
  private forgetMoves(): void {
    this.moves.length = 0;
    this.hashed.length = 0;
    this.hashedState = null;
  }

  /** Runs the fold over the entries held: consumes every entry the canonical order admits now. */
  advance(): void {
    const handovers = this.f.handovers.length;
    const r = advance(this.ctx, this.f, this.chains.view);
    if (r.restarted) {
      this.refolds++;
      this.forgetMoves();
    }
    // Each event is passed on with the state right after it, as a hook expects to read it.
    for (const event of r.events) {
      this.f = event.fold;
      this.happened(event);
    }
    this.f = r.fold;
    this.chains.consumed = r.fold.consumed;
    // A seat handed to a substitute: its old key's entries from the hand-over on are let go (sync asks for the substitute's there).
    if (r.restarted || r.fold.handovers.length > handovers) {
      for (const h of r.fold.handovers) this.chains.evict(h.seat, h.seq, (e) => this.isCurrent(h.seat, e));
    }
  }

  private happened(event: FoldEvent): void {
    if (event.kind === 'applied') {
      const [move, state] = [event.move as G['move'], event.fold.state as G['state']];
      this.moves.push(move);
      if (this.hooks.onApplied !== undefined) {
        const hash = engineHashNow(this.ctx, event.fold);
        // Kept, so `hashes` does not compute it again (the hashes so far first, in order).
        if (this.hashed.length === this.moves.length - 1) [this.hashed[this.hashed.length], this.hashedState] = [hash, state];
        this.hooks.onApplied(move, state, hash);
      }
      return;
    }
    const { seat, deck, position } = event.reveal;
    this.hooks.onPrivateReveal?.(seat, event.fold.decks.all.find((jd) => jd.spec.deck === deck)!, position, event.fold.epoch);
  }

  /** The key of this seat's late answer whose timeout it has not acknowledged yet (its entries count for nothing until then). */
  voidedKey(seat: number): string | null {
    return this.f.timeouts.voided[seat] ?? null;
  }

  /** Whether `voter` has a ballot on `key` that counts: cast, or held ahead of what was consumed (fold.ts ballotOf). */
  hasBallot(key: string, voter: number): boolean {
    return ballotOf(this.f, this.chains.view, key, voter) !== undefined;
  }

  /** The `seen` of the ballot a voter owes on the open expectation `e` of another seat (fold.ts ballotOn). */
  ballotOn(e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): number {
    return ballotOn(this.f, this.chains.view, e);
  }

  /** Contested boxes where `voter` votes, holds the answer and has not cast a ballot: it owes a counter. */
  owedCounters(voter: number): { readonly key: string; readonly seen: number }[] {
    return owedCounters(this.f, this.chains.view, voter);
  }
}
