// The deterministic replica of the game that every peer (and `verify`) runs: the engine state plus
// the protocol state, fed with signed entries and consuming them in the canonical order that the
// ENGINE defines — never arrival order. Each author's chain is consumed strictly by seq; an entry
// is consumed only where the current step expects that author to write that kind for that ref.
// Parallel entries of one step (commitments, echoes, openings, shares) are folded into the log
// hash in seat order when the step ends, so every honest replica holding the same entries reaches
// the same state, the same log hash and the same verdicts.
// The dealer's steps live in deck-flow.ts, the log hash in step-log.ts, the seeds, audit and
// certificate in game-end.ts.
import { DOMAIN, checkChainLink, equalBytes, fromHex, hashParts, openCommitment, toHex, utf8Bytes, type LogEntry } from '../../crypto/index';
import { apply, newGame, pending, stateHash, type Decision, type Deck, type GameState, type House, type Move } from '../../engine/index';
import { Chains, type HeldEntry } from './chains';
import { NO_DECKS, deckOf, deckStep, isDeckDecision, observeMove, settleDeck, type DeckContext, type DeckFlow, type DeckStep, type PrivateReveal, withJointDeck } from './deck-flow';
import { headsOf, parseBody, type Body, type Head } from './entry-body';
import { bottedOnTimeout, expectationKey, type Expectation } from './expectation';
import type { Deviation, DeviationCode } from './deviation';
import { auditDecks, certificateOf, hasAllFinals, hasAllSeeds, newGameEnd, withFinal, withSeed, type Certificate, type GameEnd } from './game-end';
import { addBlind, addLock, addShare, addShuffle, addStrip, type JointDeck } from './joint-deck';
import { commitmentOf, isSettled, newSealedRound, openingOf, sealedRoundRef, stepRound, withBotted, withCommitment, withEcho, withOpening, type SealedRound } from './sealed-round';
import { addToStep, emptyStepLog, enterStep, seqTag, type StepLog } from './step-log';
import { boxOf, castBallot, deadKeyOf, isTimedOut, markAnswered, markTimedOut, newTimeouts, openBox, withDead, withDiverged, withLateAt, withVoided, type BallotBox, type Timeouts } from './timeouts';
import { gameId, openSeed, timeoutQuorum, type GameSetup } from './setup';
import { timeoutMove } from './timeout-bot';

export type ReplicaStatus = 'playing' | 'auditing' | 'signing' | 'finished' | 'halted';

/** What the current step waits for, named by a key unique within the game. */
type Step =
  | { readonly kind: 'move'; readonly key: string; readonly decision: Decision; readonly ref: string }
  | { readonly kind: 'sealed'; readonly key: string; readonly round: SealedRound }
  | DeckStep
  | { readonly kind: 'seeds'; readonly key: string }
  | { readonly kind: 'finals'; readonly key: string }
  | { readonly kind: 'none'; readonly key: string };

export type { Certificate } from './game-end';

export interface ReplicaHooks {
  /** After every move applied to the engine state. */
  onApplied?(move: Move, state: GameState, hash: string): void;
  /** Every other seat's share (or strip) for `position` is in: `seat` alone may now open it. */
  onPrivateReveal?(seat: number, deck: JointDeck, position: number): void;
}

/** How far into a voter's held chain the replica looks for its ballot on an expectation. */
const BALLOT_LOOKAHEAD = 64;

export class Replica {
  readonly game: Uint8Array;
  hooks: ReplicaHooks = {};
  // The fold's state. Everything below is reset by refold().
  chains!: Chains;
  deviations!: Deviation[];
  /** Engine state hash after each applied move, in order (equal on every honest peer). */
  hashes!: string[];
  /** Every move applied to the engine state, in order (a user interface rebuilds its log from it). */
  moves!: Move[];
  status!: ReplicaStatus;
  state!: GameState;
  certificate!: Certificate | null;
  /** Set when the game reached a decision this session layer cannot serve. */
  unsupported!: string | null;
  private engineHash!: string;
  private decks!: DeckFlow;
  private end!: GameEnd;
  private log!: StepLog;
  private round!: SealedRound | null;
  private timeouts!: Timeouts;
  /** The seats absent when the current step began: they lower the quorum of its boxes. */
  private stepAbsent!: readonly boolean[];
  private cachedStepHash!: Uint8Array | null;
  private abortReason!: string | null;
  /** Per (seat, author, seq) of an entry waiting on a fork: how much of both chains was searched for an acknowledgment. */
  private forkScans!: Map<string, string>;
  /** Keys of the divergences already healed by a refold (each is healed once). */
  private readonly refolded = new Set<string>();

  private readonly deckContext: DeckContext;

  constructor(readonly setup: GameSetup) {
    this.game = gameId(setup);
    this.deckContext = { game: this.game, houses: setup.seats.map((s) => s.house) };
    this.init();
  }

  private init(): void {
    const seats = this.setup.seats.length;
    this.chains = new Chains(seats);
    this.deviations = [];
    this.hashes = [];
    this.moves = [];
    this.status = 'playing';
    this.state = newGame(this.setup.config);
    this.certificate = null;
    this.unsupported = null;
    this.engineHash = stateHash(this.state);
    this.decks = NO_DECKS;
    this.end = newGameEnd(seats);
    this.log = emptyStepLog();
    this.round = null;
    this.timeouts = newTimeouts(seats);
    this.stepAbsent = Array.from({ length: seats }, () => false);
    this.cachedStepHash = null;
    this.abortReason = null;
    this.forkScans = new Map();
  }

  /**
   * Folds every held entry again from the start. A peer that is not a voter of an expectation (its
   * own seat, an absent seat, a watcher) takes an answer that no vote stood against; if every voter's
   * vote then comes in, the timeout wins (timeouts.ts) and this replica took the wrong branch. It
   * diverged through no fault of anyone's signatures, and the log alone gives the right branch: the
   * refold sees the votes before it considers the answer.
   */
  refold(): void {
    const held = this.chains.allHeld();
    this.init();
    for (const h of held) this.add(h.seat, h.entry, h.id);
    this.advance();
  }

  get seats(): number {
    return this.setup.seats.length;
  }

  get logHash(): Uint8Array {
    return this.log.logHash;
  }

  /** Every joint deck of the game, in creation order. */
  get allDecks(): readonly JointDeck[] {
    return this.decks.all;
  }

  seatOf(house: House): number {
    const seat = this.setup.seats.findIndex((s) => s.house === house);
    if (seat < 0) throw new RangeError(`expected a seated house, got ${house}`);
    return seat;
  }

  /** The stateHash every entry of the current step carries: the engine state and the log so far. */
  stepHash(): Uint8Array {
    this.sync();
    this.cachedStepHash ??= hashParts(DOMAIN.VALUE, [utf8Bytes('step'), fromHex(this.engineHash), this.log.logHash]);
    return this.cachedStepHash;
  }

  /**
   * The ref entries use for a pending decision: its id and the number of moves applied so far.
   * The engine's ids repeat for a decision asked several times in one frame (a muster's actions),
   * so the move count makes every ref, commitment context and timeout key unique in the game.
   */
  refOf(d: Decision): string {
    return `${d.id}@${this.hashes.length}`;
  }

  /** Adds a decoded entry whose signature was checked (intake.ts); detects equivocation. */
  add(seat: number, entry: LogEntry, id: Uint8Array): 'new' | 'duplicate' | 'too-far' | 'equivocation' {
    const outcome = this.chains.add(seat, entry, id);
    if (outcome.kind === 'equivocation') {
      const already = this.deviations.some((d) => d.code === 'equivocation' && d.culprit === seat && d.entries[0]?.seq === entry.seq);
      // A state mismatch seen before this proof arrived is its consequence (peers consumed the two
      // versions), not a deviation of the seat whose entry showed it: the equivocation replaces it.
      // So is a bad chain link of the same seat (its later entry chains on the version we lack), and a
      // rewrite of it (another seat's entry named the version we lack).
      for (let i = this.deviations.length - 1; i >= 0; i--) {
        const d = this.deviations[i]!;
        if (d.code === 'state-mismatch' || ((d.code === 'bad-chain' || d.code === 'rewrite') && d.culprit === seat)) this.deviations.splice(i, 1);
      }
      if (!already) this.halt({ code: 'equivocation', culprit: seat, entries: [outcome.other, entry], at: this.log.stepKey, detail: `two entries at seq ${entry.seq}` });
    }
    return outcome.kind;
  }

  /** The deck a Raven look or a draw uses now (for the session's private reveal). */
  deck(deck: Deck): JointDeck | undefined {
    return deckOf(this.decks, deck);
  }

  /** The sealed round in progress, if any. */
  sealedRound(): SealedRound | null {
    return this.round;
  }

  /** The reveal the current step is part of (deck, position, target), for the session's writer. */
  revealInProgress(): { readonly deck: JointDeck; readonly position: number; readonly to: number | null } | null {
    this.sync();
    const step = this.currentStep();
    return step.kind === 'reveal' ? { deck: step.deck, position: step.position, to: step.to } : null;
  }

  /** What the current step still waits for. */
  expectations(): Expectation[] {
    this.sync();
    return this.expectationsOf(this.currentStep());
  }

  /** Consumes every entry the canonical order admits now. */
  advance(): void {
    for (;;) {
      this.sync();
      if (this.status === 'finished' || this.status === 'halted') return;
      const step = this.currentStep();
      const open = this.expectationsOf(step);
      // A box whose last vote came before the seat's entries it is classed by (see answerSeq).
      if (open.some((e) => this.closeIfVotedOut(e))) continue;
      let consumed = false;
      for (let seat = 0; seat < this.seats && !consumed; seat++) {
        const held = this.chains.head(seat);
        if (held !== undefined && this.consider(seat, held, step, open)) {
          this.chains.consume(seat);
          consumed = true;
        }
      }
      if (!consumed) break;
    }
    const diverged = this.timeouts.diverged;
    if (diverged !== null && !this.refolded.has(diverged)) {
      this.refolded.add(diverged);
      this.refold();
    }
  }

  /** The key of this seat's late answer whose timeout it has not acknowledged yet (its entries count for nothing until then). */
  voidedKey(seat: number): string | null {
    return this.timeouts.voided[seat] ?? null;
  }

  /**
   * The ballot `voter` owes now, as `{key, seen}`: on the open expectation `e` of another seat (its
   * deadline passed), or on a contested box where others voted and `voter` took (or holds) the
   * answer — its counter lets the answer stand everywhere.
   */
  ballotOn(e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): number {
    const at = this.answerSeq(e.seat);
    return at === null ? this.chains.consumed[e.seat]! : at + 1;
  }

  /** Contested boxes where `voter` votes, holds the answer and has not cast a ballot: it owes a counter. */
  owedCounters(voter: number): { readonly key: string; readonly seen: number }[] {
    const out: { key: string; seen: number }[] = [];
    for (const key of this.timeouts.contested) {
      const box = boxOf(this.timeouts, key)!;
      if (!box.voters.includes(voter) || this.ballotOf(box.key, voter) !== undefined) continue;
      const at = box.outcome === 'answered' ? box.answeredAt : box.outcome === 'open' ? this.answerSeq(box.seat) : null;
      if (at !== null) out.push({ key, seen: at + 1 });
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Steps

  private currentStep(): Step {
    if (this.status === 'auditing') return { kind: 'seeds', key: 'seeds' };
    if (this.status === 'signing') return { kind: 'finals', key: 'finals' };
    if (this.status !== 'playing') return { kind: 'none', key: this.status };
    const ps = pending(this.state);
    const d = ps[0];
    if (d === undefined) throw new RangeError('expected a pending decision while the game goes on, got none');
    if (isDeckDecision(d)) {
      const step = deckStep(this.deckContext, this.decks, d);
      if (step !== null) return step;
    }
    if (d.sealed) {
      const ref = sealedRoundRef(ps.map((x) => this.refOf(x)));
      if (this.round?.ref !== ref) {
        const sorted = [...ps].sort((a, b) => this.seatOf(a.house!) - this.seatOf(b.house!));
        this.round = newSealedRound(ref, sorted, sorted.map((x) => this.refOf(x)), sorted.map((x) => this.seatOf(x.house!)), this.seats);
      }
      return { kind: 'sealed', key: `${this.round.phase}|${ref}`, round: this.round };
    }
    return { kind: 'move', key: `move|${this.refOf(d)}`, decision: d, ref: this.refOf(d) };
  }

  private expectationsOf(step: Step): Expectation[] {
    const all = ((): Expectation[] => {
      switch (step.kind) {
        case 'move':
          return [{ seat: this.seatOf(step.decision.house!), kind: 'move', ref: step.ref, deadline: 'move' }];
        case 'sealed': {
          const r = step.round;
          if (r.phase === 'echo') return Array.from({ length: this.seats }, (_, seat) => ({ seat, kind: 'echo' as const, ref: r.ref, deadline: 'sealed' as const })).filter((e) => !r.echoes[e.seat]);
          const kind = r.phase === 'commit' ? ('commit' as const) : ('open' as const);
          return r.refs.flatMap((ref, i) => (isSettled(r, ref) ? [] : [{ seat: r.seats[i]!, kind, ref, deadline: 'sealed' as const }]));
        }
        case 'setup':
          return [{ seat: step.seat, kind: step.phase, ref: step.deck.spec.deck, deadline: 'deck' }];
        case 'reveal': {
          const need = step.need;
          const seats = need.kind === 'share' ? need.seats : [need.seat];
          return seats.map((seat) => ({ seat, kind: need.kind, ref: step.ref, deadline: 'deck' as const }));
        }
        case 'seeds':
          return Array.from({ length: this.seats }, (_, seat) => ({ seat, kind: 'seed' as const, ref: 'end', deadline: 'deck' as const })).filter((e) => this.end.seeds[e.seat] === null);
        case 'finals':
          return Array.from({ length: this.seats }, (_, seat) => ({ seat, kind: 'final' as const, ref: 'end', deadline: 'deck' as const })).filter((e) => this.end.finals[e.seat] === null);
        case 'none':
          return [];
      }
    })();
    return all.filter((e) => !isTimedOut(this.timeouts, expectationKey(e)));
  }

  /** Internal transitions that need no entry: dealer moves, phase changes, the end of the game. */
  private sync(): void {
    for (let guard = 0; ; guard++) {
      if (guard >= 10_000) throw new RangeError('expected the replica to settle within 10,000 internal transitions');
      if (!this.settleOnce()) break;
    }
    const key = this.status === 'playing' || this.status === 'auditing' || this.status === 'signing' ? this.currentStep().key : this.status;
    const entered = enterStep(this.log, key);
    if (entered !== this.log) {
      this.log = entered;
      this.cachedStepHash = null;
      this.stepAbsent = this.timeouts.absent;
    }
  }

  private settleOnce(): boolean {
    if (this.status === 'auditing') return hasAllSeeds(this.end) && this.finishAudit();
    if (this.status === 'signing') {
      if (!hasAllFinals(this.end)) return false;
      this.certificate = certificateOf(this.end, this.log.logHash);
      this.status = 'finished';
      return true;
    }
    if (this.status !== 'playing') return false;
    if (this.state.winner !== null) {
      this.status = 'auditing';
      return true;
    }
    const ps = pending(this.state);
    const d = ps[0]!;
    if (d.kind === 'shuffle-deck' || isDeckDecision(d)) {
      const settled = settleDeck(this.deckContext, this.decks, this.state, d);
      this.decks = settled.flow;
      const outcome = settled.outcome;
      if ((outcome.kind === 'changed' || outcome.kind === 'move') && outcome.reveal !== undefined) this.privateRevealed(outcome.reveal);
      switch (outcome.kind) {
        case 'wait':
          return false;
        case 'changed':
          return true;
        case 'move':
          this.applyMove(outcome.move);
          return true;
        case 'abort':
          return this.abortForAudit('not-a-card', outcome.detail);
        case 'unsupported':
          this.unsupported = outcome.detail;
          this.status = 'halted';
          return true;
      }
    }
    const r = this.round;
    if (r === null || !d.sealed || r.ref !== sealedRoundRef(ps.map((x) => this.refOf(x)))) return false;
    const { round, outcome } = stepRound(r, (seat) => isTimedOut(this.timeouts, expectationKey({ seat, kind: 'echo', ref: r.ref })));
    this.round = round;
    if (outcome === 'apply') {
      this.applyOpenings(round);
      this.round = null;
    }
    return outcome !== 'wait';
  }

  private applyOpenings(r: SealedRound): void {
    r.decisions.forEach((d, i) => {
      const seat = r.seats[i]!;
      const ref = r.refs[i]!;
      const opening = openingOf(r, ref);
      if (opening === null || !this.tryMove(d, opening.value)) {
        if (opening !== null) {
          const entries = [commitmentOf(r, ref)!.entry, opening.entry];
          this.record({ code: 'illegal-move', culprit: seat, entries, at: r.ref, detail: `the opening of ${ref} is not a legal move` });
        }
        this.applyMove(timeoutMove(this.game, this.state, d));
      }
    });
  }

  /** Applies an untrusted move if it answers `d` and the engine accepts it. */
  private tryMove(d: Decision, move: unknown): boolean {
    const m = move as { kind?: unknown; house?: unknown } | null;
    if (m === null || typeof m !== 'object' || Array.isArray(m) || m.kind !== d.kind || m.house !== d.house) return false;
    let next: GameState;
    try {
      next = apply(this.state, move as Move);
    } catch {
      // A RuleViolation, or a malformed move the engine could not even read: refused either way.
      return false;
    }
    this.setState(move as Move, next);
    return true;
  }

  private privateRevealed(r: PrivateReveal): void {
    const deck = this.decks.all.find((jd) => jd.spec.deck === r.deck)!;
    this.hooks.onPrivateReveal?.(r.seat, deck, r.position);
  }

  private applyMove(move: Move): void {
    this.setState(move, apply(this.state, move));
  }

  private setState(move: Move, next: GameState): void {
    this.state = next;
    this.engineHash = stateHash(next);
    this.cachedStepHash = null;
    this.hashes.push(this.engineHash);
    this.moves.push(move);
    this.decks = observeMove(this.decks, move);
    this.hooks.onApplied?.(move, next, this.engineHash);
  }

  /** A position opened to no card: nobody can go on, so every seat opens its seed at once. */
  private abortForAudit(code: DeviationCode, detail: string): boolean {
    this.record({ code, culprit: null, entries: [], at: this.log.stepKey, detail });
    this.abortReason = detail;
    this.status = 'auditing';
    return true;
  }

  private finishAudit(): boolean {
    const failed = auditDecks(this.end, this.decks.all);
    if (failed !== null) {
      this.halt(failed);
      return true;
    }
    this.status = this.abortReason !== null ? 'halted' : 'signing';
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // Consuming one entry

  /** Whether the seat's head entry is consumed now (true) or must wait (false). */
  private consider(seat: number, held: HeldEntry, step: Step, open: readonly Expectation[]): boolean {
    // A halt earlier in this pass ends the game here: the step hash moved on to 'halted', and an
    // entry checked against it would blame its honest author (found by the verdict sweep, seed 1).
    if (this.status === 'halted' || this.status === 'finished') return false;
    const { entry } = held;
    const previous = entry.seq === 0 ? null : this.chains.at(seat, entry.seq - 1)!.entry;
    const link = checkChainLink(previous, entry);
    if (!link.ok) {
      this.halt({ code: 'bad-chain', culprit: seat, entries: [entry], at: step.key, detail: link.error.code });
      return true;
    }
    const parsed = parseBody(entry.kind, entry.body);
    let voided = this.timeouts.voided[seat] ?? undefined;
    if (voided === undefined && parsed.ok) {
      // Written after taking an answer that a quorum's votes made late: on a branch the game did not take.
      const dead = this.deadBranchOf(seat, entry);
      if (dead !== null) {
        this.timeouts = withVoided(this.timeouts, seat, dead);
        voided = dead;
      }
    }
    // Causal order: the author wrote this after consuming `heads`; so do we (a voided entry is
    // taken as a no-op whatever it saw, on a branch the game did not take).
    if (voided === undefined && parsed.ok) {
      const causal = this.causalCheck(seat, held);
      if (causal === 'wait') return false;
      if (causal !== 'ready') {
        this.halt({ ...causal, at: step.key });
        return true;
      }
    }
    if (voided !== undefined) {
      // After a late answer, the seat's entries were written on a branch the game did not take:
      // they count for nothing until the seat acknowledges that timeout with its own ballot.
      if (parsed.ok && parsed.value.kind === 'timeout' && parsed.value.ref === voided && this.acknowledges(seat, entry, voided)) this.timeouts = withVoided(this.timeouts, seat, null);
      else this.timeouts = withDead(this.timeouts, toHex(held.id), voided);
      return true;
    }
    if (parsed.ok) {
      const b = parsed.value;
      if (b.kind === 'timeout') return this.considerBallot(seat, held, b.ref, b.seen, open);
      const box = boxOf(this.timeouts, expectationKey({ seat, kind: b.kind, ref: b.ref }));
      if (box?.outcome === 'timed-out') {
        // Late: the bot answered; voided until acknowledged.
        this.timeouts = withDead(withLateAt(withVoided(this.timeouts, seat, box.key), box.key, entry.seq), toHex(held.id), box.key);
        return true;
      }
    }
    const mine = open.find((e) => e.seat === seat);
    if (mine === undefined) return false;
    // Whatever this entry is, it settles the seat's expectation: not while a vote against it stands
    // unanswered (the voters' ballots decide, timeouts.ts).
    if (!this.mayAnswer(mine, entry.seq)) return false;
    if (!parsed.ok || headsOf(entry.body)!.length !== this.seats) {
      this.reject('bad-body', seat, held, step, mine, `a malformed ${entry.kind} body`);
      return true;
    }
    const body = parsed.value;
    if (body.kind !== mine.kind || body.ref !== mine.ref) {
      this.reject('out-of-turn', seat, held, step, mine, `a ${body.kind} for ${body.ref} where a ${mine.kind} for ${mine.ref} was due`);
      return true;
    }
    if (!equalBytes(entry.stateHash, this.stepHash())) {
      // Either the author lies about the state, or we and it consumed different entries, which only
      // an equivocation can cause: stop here; divergence.ts shows the peers our versions, which brings the equivocation proof if there is one.
      this.halt({ code: 'state-mismatch', culprit: seat, entries: [entry], at: step.key, detail: 'the entry claims another state' });
      return false;
    }
    this.log = addToStep(this.log, seat, seqTag(entry.seq), held.id);
    this.settled(mine, entry.seq);
    this.accept(seat, entry, body, step, mine);
    return true;
  }

  /**
   * Causal order and evidence (README, "Evidence"): the author wrote this entry after consuming the
   * entries its `heads` name, so we consume it only once we consumed the same ones. `wait` while we
   * consumed fewer of a seat. Where we consumed another entry of seat t at the named seq, t's chain
   * as we hold it is not the one the author saw: t signed two chains, or the author lies. t is
   * convicted (`rewrite`) when its own chain acknowledges this entry — an honest seat never consumes
   * an entry that misnames its own chain; otherwise the entry waits for good (its author is then
   * timed out like an absent seat, and nobody is blamed on one seat's word against another's).
   */
  private causalCheck(author: number, held: HeldEntry): 'ready' | 'wait' | Omit<Deviation, 'at'> {
    const heads = headsOf(held.entry.body)!;
    if (heads.length !== this.seats) return 'ready'; // refused as a bad body where it is due
    let ready = true;
    for (const [seat, head] of heads.entries()) {
      if (seat === author || head.count === 0) continue;
      if (head.count > this.chains.consumed[seat]!) ready = false;
      // A held entry of the seat at the named seq, even one not consumed yet, is the seat's signed word.
      const own = this.chains.at(seat, head.count - 1);
      if (own === undefined || equalBytes(own.id, head.id)) continue;
      ready = false;
      const ack = this.acknowledgment(seat, author, held);
      if (ack !== null) {
        return { code: 'rewrite', culprit: seat, entries: [own.entry, held.entry, ack], detail: `seat ${author}'s entry ${held.entry.seq}, which seat ${seat} acknowledged at its seq ${ack.seq}, names another entry of seat ${seat} at seq ${own.entry.seq}` };
      }
    }
    return ready ? 'ready' : 'wait';
  }

  /**
   * The entry of `seat`'s chain (linked from its start) whose heads show it consumed `author`'s
   * entry `held` or a later one of the same chain, or null. Looked for again only when more of the
   * seat's chain is held, so an entry that waits on a fork costs one scan per new entry.
   */
  private acknowledgment(seat: number, author: number, held: HeldEntry): LogEntry | null {
    const memo = `${seat}|${author}|${held.entry.seq}`;
    const length = this.chains.held(seat);
    const searched = `${length}|${this.chains.held(author)}`;
    if (this.forkScans.get(memo) === searched) return null;
    this.forkScans.set(memo, searched);
    for (let seq = 0; seq < length; seq++) {
      const mine = this.chains.at(seat, seq)!.entry;
      // Consumed entries were linked when consumed; the rest are linked here.
      if (seq >= this.chains.consumed[seat]! && !checkChainLink(seq === 0 ? null : this.chains.at(seat, seq - 1)!.entry, mine).ok) return null;
      const named = headsOf(mine.body)?.[author];
      if (named === undefined || named.count <= held.entry.seq) continue;
      if (this.linkedTo(author, held.entry.seq, named)) return mine;
    }
    return null;
  }

  /** Whether `author`'s held chain runs, linked, from its entry at `from` to the entry `head` names. */
  private linkedTo(author: number, from: number, head: Head): boolean {
    for (let seq = from + 1; seq < head.count; seq++) {
      const [a, b] = [this.chains.at(author, seq - 1), this.chains.at(author, seq)];
      if (a === undefined || b === undefined || !checkChainLink(a.entry, b.entry).ok) return false;
    }
    const last = this.chains.at(author, head.count - 1);
    return last !== undefined && equalBytes(last.id, head.id);
  }

  // -------------------------------------------------------------------------------------------
  // Ballots (timeouts.ts)

  /**
   * The seats that vote on an expectation: every other seat, absent ones too (a timed-out seat's
   * page may well be open): were the absent left out, colluders who made the honest seats absent
   * would then vote alone.
   */
  private votersOf(e: Pick<Expectation, 'seat' | 'kind'>): number[] {
    return Array.from({ length: this.seats }, (_, s) => s).filter((s) => s !== e.seat);
  }

  /** The box of `e`, opened now if it had none. */
  private openBoxOf(e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): BallotBox {
    const key = expectationKey(e);
    const voters = this.votersOf(e);
    this.timeouts = openBox(this.timeouts, key, e.seat, voters, this.quorumFor(key, voters));
    return boxOf(this.timeouts, key)!;
  }

  /** The expectation was settled by the seat's own entry at `seq`. */
  private settled(e: Expectation, seq: number): void {
    const { key } = this.openBoxOf(e); // opens the box in this.timeouts: read it after
    this.timeouts = markAnswered(this.timeouts, key, seq);
  }

  /**
   * The seq of the seat's held entry that would settle its open expectation: its first entry from
   * its consumed count on that is not consumed as a no-op (a ballot, a late answer, an entry voided
   * until its acknowledgement); null when none is held.
   */
  private answerSeq(seat: number): number | null {
    let voided = this.timeouts.voided[seat] ?? undefined;
    for (let seq = this.chains.consumed[seat]!; ; seq++) {
      const held = this.chains.at(seat, seq);
      if (held === undefined) return null;
      const parsed = parseBody(held.entry.kind, held.entry.body);
      if (!parsed.ok) {
        if (voided === undefined) return seq;
        continue;
      }
      const body = parsed.value;
      if (voided !== undefined) {
        if (body.kind === 'timeout' && body.ref === voided) voided = undefined;
        continue;
      }
      if (body.kind === 'timeout') continue;
      const key = expectationKey({ seat, kind: body.kind, ref: body.ref });
      if (isTimedOut(this.timeouts, key)) voided = key;
      else return seq;
    }
  }

  /** `voter`'s first ballot on `key`: cast already, or ahead in its held chain (not consumed yet). */
  private ballotOf(key: string, voter: number): { readonly seen: number } | undefined {
    const cast = boxOf(this.timeouts, key)?.ballots[voter];
    if (cast != null) return cast;
    const from = this.chains.consumed[voter]!;
    for (let seq = from; seq < from + BALLOT_LOOKAHEAD; seq++) {
      const held = this.chains.at(voter, seq);
      if (held === undefined) return undefined;
      if (held.entry.kind !== 'timeout') continue;
      const b = parseBody('timeout', held.entry.body);
      if (b.ok && b.value.kind === 'timeout' && b.value.ref === key) return { seen: b.value.seen };
    }
    return undefined;
  }

  /**
   * Whether the seat's entry at `seq` may settle `e` now: not while a quorum of votes is held against
   * it; otherwise when no vote stands against it, or a voter took it before it voted (a counter).
   */
  private mayAnswer(e: Expectation, seq: number): boolean {
    const key = expectationKey(e);
    const voters = this.votersOf(e);
    let votes = 0;
    let counter = false;
    for (const voter of voters) {
      const b = this.ballotOf(key, voter);
      if (b === undefined) continue;
      if (b.seen > seq) counter = true;
      else votes++;
    }
    if (votes >= this.quorumFor(key, voters)) return false;
    return counter || votes === 0;
  }

  /** How many votes time out the expectation of `box`. */
  private quorumOf(box: BallotBox): number {
    return box.quorum;
  }

  /**
   * A quorum (setup.ts timeoutQuorum) for a player's decision, which the timeout bot then answers;
   * every voter for a deck or end-of-game step, whose timeout stops the game for everyone — half
   * the table must not be able to stop a game by voting out an honest seat's shuffle.
   */
  private quorumFor(key: string, voters: readonly number[]): number {
    const kind = key.slice(0, key.indexOf('|')) as Expectation['kind'];
    return bottedOnTimeout(kind) ? timeoutQuorum(this.seats, voters.filter((v) => !this.stepAbsent[v]).length) : voters.length;
  }

  /**
   * The timeout key whose dead branch `author`'s entry is on, or null: the entry names (in its heads)
   * an entry on a dead branch, and its author had not yet consumed the quorum of votes that killed it.
   */
  private deadBranchOf(author: number, entry: LogEntry): string | null {
    const heads = headsOf(entry.body);
    if (heads === null || heads.length !== this.seats) return null;
    for (const [seat, head] of heads.entries()) {
      if (seat === author || head.count === 0) continue;
      const key = deadKeyOf(this.timeouts, toHex(head.id));
      if (key !== undefined && !this.knewTimedOut(author, entry, key)) return key;
    }
    return null;
  }

  /** Whether `entry` acknowledges the timeout of `key` for its author (a ballot on it, by the seat or by one that knew). */
  private acknowledges(author: number, entry: LogEntry, key: string): boolean {
    return boxOf(this.timeouts, key)?.seat === author || this.knewTimedOut(author, entry, key);
  }

  /** Whether `author` had consumed, when it wrote `entry`, a quorum of votes on `key` (its heads say how far it read each chain). */
  private knewTimedOut(author: number, entry: LogEntry, key: string): boolean {
    const box = boxOf(this.timeouts, key);
    if (box === undefined || box.lateAt === undefined) return true;
    const heads = headsOf(entry.body)!;
    let votes = 0;
    for (const voter of box.voters) {
      const read = voter === author ? entry.seq : Math.min(heads[voter]!.count, this.chains.held(voter));
      for (let seq = 0; seq < read; seq++) {
        const held = this.chains.at(voter, seq)!.entry;
        if (held.kind !== 'timeout') continue;
        const b = parseBody('timeout', held.body);
        if (!b.ok || b.value.kind !== 'timeout' || b.value.ref !== key) continue;
        if (b.value.seen <= box.lateAt) votes++; // its first ballot: a vote, or a counter that never becomes one
        break;
      }
    }
    return votes >= this.quorumOf(box);
  }

  /** A ballot at the head of `voter`'s chain: consumed when its box is known, else it waits. */
  private considerBallot(voter: number, held: HeldEntry, key: string, seen: number, open: readonly Expectation[]): boolean {
    const target = open.find((e) => expectationKey(e) === key);
    if (target !== undefined && target.seat !== voter) {
      const box = this.openBoxOf(target);
      if (box.ballots[voter] === null && box.voters.includes(voter)) {
        // A ballot beyond what this replica holds of the seat cannot be classed yet: sync brings the rest.
        if (this.answerSeq(target.seat) === null && seen > this.chains.held(target.seat)) return false;
        this.timeouts = castBallot(this.timeouts, box.key, voter, { seen, entry: held.entry });
      }
      this.closeIfVotedOut(target);
      return true;
    }
    const box = boxOf(this.timeouts, key);
    if (box !== undefined) {
      if (box.outcome === 'timed-out' && voter === box.seat && this.timeouts.voided[voter] === key) this.timeouts = withVoided(this.timeouts, voter, null);
      if (box.outcome === 'answered' && voter !== box.seat) {
        this.timeouts = castBallot(this.timeouts, key, voter, { seen, entry: held.entry });
        const cast = boxOf(this.timeouts, key)!;
        const votes = cast.voters.filter((v) => (cast.ballots[v]?.seen ?? Infinity) <= cast.answeredAt!).length;
        if (cast.voters.length > 0 && votes >= this.quorumOf(cast)) this.timeouts = withDiverged(this.timeouts, key);
      }
      return true;
    }
    // A seat's ballot on its own open expectation changes nothing; any other key is not open yet.
    return target !== undefined;
  }

  /** Times the seat out once a quorum of its voters has voted (each saw the seat's chain without its answer). */
  private closeIfVotedOut(target: Expectation): boolean {
    const box = boxOf(this.timeouts, expectationKey(target));
    if (box === undefined || box.outcome !== 'open' || box.voters.length === 0) return false;
    const at = this.answerSeq(target.seat);
    const votes = box.voters.flatMap((v) => {
      const b = box.ballots[v];
      return b != null && (at === null || b.seen <= at) ? [b] : [];
    });
    if (votes.length < this.quorumOf(box)) return false;
    this.timeouts = markTimedOut(this.timeouts, box.key);
    const step = this.currentStep();
    this.log = addToStep(this.log, target.seat, 'timeout', utf8Bytes(`timeout|${box.key}`));
    const committed = target.kind === 'open' && step.kind === 'sealed' ? [commitmentOf(step.round, target.ref)!.entry] : [];
    this.record({ code: 'withheld', culprit: target.seat, entries: [...committed, ...votes.map((b) => b.entry)], at: step.key, detail: `${target.kind} for ${target.ref} missed its deadline` });
    this.fail(target, step);
    return true;
  }

  private accept(seat: number, entry: LogEntry, body: Body, step: Step, exp: Expectation): void {
    const refuse = (code: DeviationCode, detail: string, evidence: LogEntry[] = [entry]) => {
      this.record({ code, culprit: seat, entries: evidence, at: step.key, detail });
      this.fail(exp, step);
    };
    switch (body.kind) {
      case 'move':
        if (step.kind === 'move' && !this.tryMove(step.decision, body.move)) refuse('illegal-move', `${step.ref}: the engine refuses the move`);
        return;
      case 'commit':
        if (step.kind === 'sealed') this.round = withCommitment(this.round!, body.ref, { commitment: body.commitment, entry });
        return;
      case 'echo':
        if (step.kind !== 'sealed') return;
        if (!equalBytes(body.digest, step.round.digest!)) {
          // Someone showed two seats two commitment sets; not yet known who: stop before opening.
          this.halt({ code: 'echo-mismatch', culprit: null, entries: [entry], at: step.key, detail: `seat ${seat} echoes another commitment set` });
          return;
        }
        this.round = withEcho(this.round!, seat);
        return;
      case 'open': {
        if (step.kind !== 'sealed') return;
        const committed = commitmentOf(step.round, body.ref)!;
        const r = openCommitment(committed.commitment, { game: this.game, decision: body.ref, author: this.setup.seats[seat]!.publicKey }, { salt: body.salt, payload: body.payload });
        if (r.ok) this.round = withOpening(this.round!, body.ref, { value: r.value, entry });
        else refuse('bad-opening', `the opening of ${body.ref} does not match its commitment (${r.error.code})`, [committed.entry, entry]);
        return;
      }
      case 'shuffle':
      case 'lock': {
        if (step.kind !== 'setup') return;
        const r = body.kind === 'shuffle' ? addShuffle(step.deck, seat, body, entry) : addLock(step.deck, seat, body, entry);
        if (r.ok) this.decks = withJointDeck(this.decks, r.value);
        else refuse('bad-deck-step', `${step.deck.spec.deck}: ${r.error.code} at ${r.error.path.join('/')}`);
        return;
      }
      case 'share': {
        if (step.kind !== 'reveal') return;
        const r = body.position === step.position ? addShare(step.deck, seat, body.position, body.key, entry) : null;
        if (r?.ok === true) this.decks = withJointDeck(this.decks, r.value);
        else refuse('bad-share', `${step.deck.spec.deck} position ${step.position}: ${r === null ? `a share of position ${body.position}` : r.error.code}`);
        return;
      }
      case 'blind':
      case 'strip': {
        if (step.kind !== 'reveal') return;
        const r = body.kind === 'blind' ? addBlind(step.deck, seat, step.position, body, entry) : addStrip(step.deck, seat, step.position, body, entry);
        if (r.ok) this.decks = withJointDeck(this.decks, r.value);
        else refuse('bad-share', `${step.deck.spec.deck} position ${step.position}: a ${body.kind} that fails its check (${r.error.code})`);
        return;
      }
      case 'seed': {
        const r = openSeed(this.setup.seats[seat]!, { seed: body.seed, salt: body.salt });
        if (r.ok) this.end = withSeed(this.end, seat, { seed: r.value, entry });
        else refuse('bad-seed', `the seed does not match its commitment (${r.error.code})`);
        return;
      }
      case 'final':
        if (equalBytes(body.logHash, this.log.logHash)) this.end = withFinal(this.end, seat, entry);
        else refuse('bad-final', 'the final entry signs another log hash');
        return;
    }
  }

  private reject(code: DeviationCode, seat: number, held: HeldEntry, step: Step, exp: Expectation, detail: string): void {
    this.log = addToStep(this.log, seat, seqTag(held.entry.seq), held.id);
    this.settled(exp, held.entry.seq);
    this.record({ code, culprit: seat, entries: [held.entry], at: step.key, detail });
    this.fail(exp, step);
  }

  /**
   * An expectation that will not be met (refused, or timed out): the timeout bot answers a player
   * decision; a deck or end-of-game step cannot be answered by anyone else, so the game stops.
   */
  private fail(exp: Expectation, step: Step): void {
    if (!bottedOnTimeout(exp.kind)) {
      this.status = 'halted';
      return;
    }
    if (exp.kind === 'move' && step.kind === 'move') this.applyMove(timeoutMove(this.game, this.state, step.decision));
    if ((exp.kind === 'commit' || exp.kind === 'open') && step.kind === 'sealed') this.round = withBotted(this.round!, exp.ref);
    // A missed echo: the opening goes ahead on the other seats' echoes.
  }

  private record(d: Deviation): void {
    this.deviations.push(d);
  }

  private halt(d: Deviation): void {
    this.record(d);
    this.status = 'halted';
  }
}
