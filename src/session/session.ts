// One peer's session (architecture.md, "The session layer"): it owns the signed hash-chained log
// and drives the engine through the replica. Time, randomness, network and storage are injected
// (style rule 23). Its loop: take in what peers send (intake.ts), let the replica consume it in
// the canonical order, then write whatever the canonical order now expects from this seat — a
// move or a sealed choice from the player (onTurn/submit), or the automatic entries:
// openings, deck steps, shares, the seed and the final signature. It asks peers for what it lacks
// when nothing moves (sync), and votes a seat out when it misses its deadline.
import {
  blindPosition,
  checkEscrowShare,
  commit,
  dealEscrow,
  decodeCanonical,
  decodeLogEntry,
  equalBytes,
  decryptionShare,
  encodeCanonical,
  encodeLogEntry,
  entryId,
  entryIdOfEncoded,
  fail,
  isValidPublicKey,
  lockDeck,
  makeEscrowComplaint,
  makeLogEntry,
  proveEscrowKey,
  ok,
  shuffleDeck,
  stripBlinded,
  zeroHash,
  type CanonicalValue,
  type EscrowKeyPair,
  type KeyPair,
  type LogEntry,
  type Result,
} from '../../crypto/index';
import type { GameTypes } from './game-module';
import type { PeerId, Transport } from '../net/transport';
import type { Clock } from './clock';
import { bodyValue, type Body, type LockBody, type ShuffleBody } from './entry-body';
import { bottedOnTimeout, expectationKey, type Expectation } from './expectation';
import type { Deviation } from './deviation';
import { takeMessage } from './intake';
import { encodeLogFile } from './log-file';
import { blindBase, blindInProgress, inputFor, isRecycledDeck, openPrivately, playerOf, type JointDeck } from './joint-deck';
import { HOLD_LIMITS } from './chains';
import { Replica, type ReplicaStatus } from './replica';
import { isStopped } from './fold';
import { decodeSeedSecret, encodeSeedSecret, newSeedSecret, reseedCommitment, type GameSetup, type RandomSource, type SeedSecret } from './setup';
import type { Store } from './store';
import { conflictingEntries, entriesToShow } from './divergence';
import { ESCROW_KEY_REF, escrowContextFor, escrowKeysFromSeed } from './escrow-flow';
import { recovering } from './sealed-round';
import { SyncAnswers, SyncRequests, syncWhenIdle } from './sync-requests';
import { encodeMessage } from './wire';

export interface SessionOptions<G extends GameTypes = GameTypes> {
  readonly transport: Transport;
  readonly clock: Clock;
  readonly rng: RandomSource;
  /** Holds 'seed' (written by the lobby before the game id existed) and everything the session writes. */
  readonly store: Store;
  readonly keys: KeyPair;
  readonly setup: GameSetup<G>;
  readonly seat: number;
  /** How often, in clock ms, a session that made no progress asks its peers for missing entries. */
  readonly syncInterval?: number;
  /**
   * Every seat of the game restarts with this one, in one page (src/play/local-archive.ts): no
   * other peer's deadline for this seat ran while it was away, so the decision open when it caught
   * up is answered as usual instead of being left to the timeout bot (`stale`).
   */
  readonly everySeatRestarts?: boolean;
}

/** A decision of this seat that waits for the player (or its bot). */
export interface Turn<G extends GameTypes = GameTypes> {
  /** What `submit` names: the decision's ref in this game (Replica.refOf). */
  readonly ref: string;
  readonly decision: G['decision'];
  readonly state: G['state'];
  /**
   * What the game shows this seat of the cards dealt to it alone (its deck policy's `shown`; A Game
   * of Thrones: the top Wildling card the Raven holder looked at, the house's Tides of Battle card
   * before its reveal). Private.
   */
  readonly shown: G['shown'];
}

/** Something received that could not even be attributed to a seat. */
export interface Rejection {
  readonly code: string;
  readonly from: PeerId;
}

export type SubmitError = 'not-your-turn' | 'illegal' | 'not-encodable';

/** Why `voteReplace` wrote nothing. */
export type ReplaceError = 'not-playing' | 'own-seat' | 'not-absent' | 'already-voted' | 'bad-substitute';

export class Session<G extends GameTypes = GameTypes> {
  readonly replica: Replica<G>;
  readonly rejections: Rejection[] = [];
  readonly seat: number;
  private readonly forgeries: Deviation[] = [];
  private readonly listeners = new Set<(turn: Turn<G>) => void>();
  private readonly changeListeners = new Set<() => void>();
  /**
   * This seat's seed secrets by epoch (fold.ts `epoch`; README, "A dishonest shuffle"): 0 from the
   * lobby, each later one drawn when its `reseed` is due and stored before that entry leaves.
   */
  private readonly seeds = new Map<number, SeedSecret>();
  /** This seat's escrow key pairs by epoch, each from that epoch's seed (escrow-flow.ts). */
  private readonly escrowKeyPairs = new Map<number, EscrowKeyPair>();
  private readonly deadlines = new Map<string, () => void>();
  /** The expectations list (Replica.expectations, one per fold state) the timers in `deadlines` were last armed for. */
  private armedFor: readonly Expectation[] | null = null;
  private readonly voted = new Set<string>();
  private readonly privateCards = new Map<string, string>();
  private announced: string | null = null;
  /** The replica's refold count when this session last asked its player (a refold asks again). */
  private refoldsSeen = 0;
  private pumping = false;
  private again = false;
  private closed = false;
  private catchingUp = false;
  /**
   * After a restart, how many entries of its own this seat had stored (its last stored seq + 1).
   * Once the relays' backlog is in (`backlogIn`) and that many of its entries came back, every entry
   * it stored was sent (a peer or a relay held it), so its next one goes at the seq everyone holds:
   * it may write again without waiting for a peer's `heads` — which never comes when it returns
   * while nobody else is online and its entries reach it from Nostr relays alone.
   */
  private storedOwnCount = 0;
  /** Whether the relays handed over everything they held of the game (`backlogIn`). */
  private backlog = false;
  /**
   * After a restart, the expectation of this seat that was already open when it caught up: the
   * others' deadline for it has been running, perhaps nearly out, so answering it now could race
   * their timeout votes (some peers would apply this seat's answer, others the timeout bot's, and
   * the game would split). It is left to the timeout bot; the next one is answered as usual.
   */
  private stale: string | null = null;
  private cancelSync: (() => void) | null = null;
  /** Whether the last resync left the replica diverged: it is not tried again. */
  private resynced = false;
  /** How many times this session refolded after diverging (a test reads it). */
  resyncs = 0;
  private readonly syncs: SyncRequests;
  private readonly answers: SyncAnswers;
  /** The divergences and the conflicting heads (`seat@seq`) whose entries this peer has shown its peers (divergence.ts). */
  private readonly shown = new Set<Deviation>();
  private readonly shownConflicts = new Set<string>();
  private unsubscribe: (() => void) | null = null;

  /**
   * Whether this session plays its seat as a substitute (README, "Replacing a seat"): its key is not
   * the setup's for the seat. It catches up like a watcher and writes nothing until the others'
   * votes handed the seat to its key; it never holds the seat's seed.
   */
  readonly substitute: boolean;

  /** The public key this session signs with (the setup's for its seat, or a substitute's own). */
  get key(): Uint8Array {
    return this.options.keys.publicKey;
  }

  constructor(private readonly options: SessionOptions<G>) {
    const { setup, seat, store } = options;
    this.seat = seat;
    this.replica = new Replica(setup, HOLD_LIMITS);
    this.substitute = !equalBytes(setup.seats[seat]!.publicKey, options.keys.publicKey);
    if (!this.substitute && store.get('seed') === undefined) throw new TypeError('expected the seat\'s seed secret in the store under "seed"');
    this.replica.hooks = { onPrivateReveal: (s, deck, position, epoch) => this.privateReveal(s, deck, position, epoch) };
    this.syncs = new SyncRequests(options.transport, this.replica);
    this.answers = new SyncAnswers(options.transport, this.replica, options.clock, seat);
  }

  /** This seat's seed secret of the current epoch. */
  private get seed(): SeedSecret {
    return this.seedOf(this.replica.fold.epoch);
  }

  /** This seat's seed secret of `epoch`: the lobby's for 0, a fresh one stored under `seed/<epoch>` after. */
  private seedOf(epoch: number): SeedSecret {
    const known = this.seeds.get(epoch);
    if (known !== undefined) return known;
    const key = epoch === 0 ? 'seed' : `seed/${epoch}`;
    const stored = this.options.store.get(key);
    // A fresh seed is drawn once, when its reseed is due, and kept: a restart finds the same one.
    const secret = stored !== undefined ? decodeSeedSecret(stored) : newSeedSecret(this.options.rng);
    if (stored === undefined) this.options.store.put(key, encodeSeedSecret(secret));
    this.seeds.set(epoch, secret);
    return secret;
  }

  /** This seat's escrow key pair of the current epoch. */
  private get escrowKeys(): EscrowKeyPair {
    const epoch = this.replica.fold.epoch;
    const keys = this.escrowKeyPairs.get(epoch) ?? escrowKeysFromSeed(this.seed.seed);
    this.escrowKeyPairs.set(epoch, keys);
    return keys;
  }

  /** Whether this restarted session is still catching up: it writes nothing until it knows where the game stands. */
  get resuming(): boolean {
    return this.catchingUp;
  }

  get status(): ReplicaStatus {
    return this.replica.status;
  }

  get state(): G['state'] {
    return this.replica.state;
  }

  /** Every deviation this peer has proof of: the replica's, and forged entries it received. */
  get proofs(): readonly Deviation[] {
    return [...this.replica.deviations, ...this.forgeries];
  }

  /** Starts listening and playing. A restarted session first reloads its own entries and catches up. */
  start(): void {
    this.unsubscribe = this.options.transport.onMessage((from, bytes) => this.receive(from, bytes));
    // A store that saw a start before is a restart, even with no entry of its own yet: the game may
    // have moved on without this seat, so it learns where it stands before it writes anything.
    if (this.options.store.get('started') !== undefined) this.catchingUp = true;
    else this.options.store.put('started', new Uint8Array([1]));
    this.storedOwnCount = storedCount(this.options.store.keys('own/'));
    // Its own entries come back from the peers (sync) like everyone else's, not from the store: an
    // entry written but never sent (the page died between its durable write and its send) is not in
    // the game, and replaying it would split this seat from the others — the others timed that step
    // out. The next entry is then written at the seq the peers hold, in place of the unsent one.
    // A substitute asks at once, as a watcher does: it joins a game under way.
    if (this.catchingUp || this.substitute) this.askSync();
    this.cancelSync = syncWhenIdle(this.options.clock, this.options.syncInterval ?? 500, this.replica, {
      stopped: () => this.closed || isStopped(this.status),
      always: () => this.catchingUp,
      ask: () => this.askSync(),
    });
    this.pump();
  }

  /** Asks the peers for what this seat lacks; while catching up, its own entries too (from whoever holds them). */
  private askSync(): void {
    this.syncs.ask(this.catchingUp ? [this.seat] : []);
  }

  /** Stops timers and leaves the network. */
  close(): void {
    this.closed = true;
    this.cancelSync?.();
    for (const cancel of this.deadlines.values()) cancel();
    this.deadlines.clear();
    this.unsubscribe?.();
    this.options.transport.close();
  }

  /** Calls `listener` for every decision of this seat, now and whenever one comes up. */
  onTurn(listener: (turn: Turn<G>) => void): () => void {
    this.listeners.add(listener);
    this.announced = null;
    this.pump();
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `listener` after this peer took in or wrote anything (entries consumed, moves applied, a
   * status change) — what a user interface redraws on. It may be called when nothing visible changed.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** The player's answer to its turn `ref` (Turn.ref): checked locally, then signed and sent. */
  submit(ref: string, move: G['move']): Result<null, SubmitError> {
    const exp = this.myExpectation();
    if (exp === undefined || exp.ref !== ref || (exp.kind !== 'move' && exp.kind !== 'commit')) return fail('not-your-turn');
    let next: unknown;
    try {
      next = this.replica.module.apply(this.replica.state, move);
    } catch (e) {
      return fail('illegal', [String((e as { rule?: unknown }).rule ?? 'malformed')]);
    }
    let payload: CanonicalValue;
    try {
      payload = move as unknown as CanonicalValue;
      encodeCanonical(payload);
    } catch {
      return fail('not-encodable');
    }
    if (exp.kind === 'move') {
      // The fold applies the move again when it consumes this entry: it takes this state instead.
      this.replica.checked(this.replica.state, move, next);
      this.write({ kind: 'move', ref, move: payload });
    } else {
      // The salt, the choice and the escrow's randomness are stored before the commitment leaves
      // (stack-notes §4.3). A choice stored before a restart stands: its commitment may have left
      // already. But only in the state it was made in: a ref names a decision by its id and move
      // count, and a late answer's branch (timeouts.ts) can reach the same ref in another state —
      // the commitment made there counts for nothing, and its choice, opened here, could be illegal
      // and convict this honest seat (found with protocol v8, timeout-order.test seed 1).
      const state = this.replica.engineHash();
      const stored = this.storedOpening(ref);
      const before = stored !== null && (stored.state === undefined || stored.state === state) ? stored : null;
      const salt = before?.salt ?? this.options.rng.bytes(32);
      const deal = before?.deal ?? this.options.rng.bytes(32);
      if (before !== null) payload = before.payload;
      else this.options.store.put(`sealed/${ref}`, encodeCanonical({ salt, payload, deal, state }));
      const author = this.options.keys.publicKey;
      const commitment = commit({ game: this.replica.game, decision: ref, author }, { salt, payload });
      const context = escrowContextFor(this.replica.game, author, this.seat, ref, commitment, this.replica.fold.escrowKeys);
      const escrow = context === null ? null : (dealEscrow(context, { salt, payload }, deal) as unknown as CanonicalValue);
      this.write({ kind: 'commit', ref, commitment, escrow });
    }
    this.pump();
    return ok(null);
  }

  /**
   * Votes to hand `seat`, absent now, for the rest of the game to the timeout bot (`to: 'bot'`) or
   * to a substitute who plays it with the public key `to` (README, "Replacing a seat"): a signed
   * `replace` entry naming the timeout that began its absence. It takes effect once every other
   * seat not excluded voted so in the same absence, all for the same `to`; a seat that answers
   * first is present again and the votes lapse. Refused locally for a present seat, this seat, a
   * game not in play, a second vote in one absence, or a key that is not a strict Ed25519 key or is
   * a seat's already (`bad-substitute`).
   */
  voteReplace(seat: number, to: 'bot' | Uint8Array = 'bot'): Result<null, ReplaceError> {
    if (this.closed || this.catchingUp || this.unsubscribe === null || this.status !== 'playing' || !this.holdsSeat()) return fail('not-playing');
    if (seat === this.seat) return fail('own-seat');
    // A substitute's key: a strict Ed25519 key that no seat of this game has (the fold would hand the seat to nobody).
    if (to !== 'bot' && (!isValidPublicKey(to) || this.replica.seatOfAuthor(to) !== null)) return fail('bad-substitute');
    const since = this.replica.absentSince(seat);
    if (since === null) return fail('not-absent');
    // Its vote in this absence may be in the fold already, written before a reload (`voted` is memory only).
    if (this.voted.has(`replace|${since}`) || this.replica.replaceVoters(seat).includes(this.seat)) return fail('already-voted');
    this.voted.add(`replace|${since}`);
    this.write({ kind: 'replace', ref: since, to });
    this.pump();
    return ok(null);
  }

  /** The card this seat saw privately at a deck position (the Raven's look, a Tides draw), if any. */
  privateCard(deckSpec: string, position: number): string | null {
    return this.privateCards.get(`${deckSpec}@${position}`) ?? null;
  }

  /** Every entry held, consumed or not, by seat then seq. */
  entries(): LogEntry[] {
    return this.replica.chains.all();
  }

  /**
   * The log file: every entry the fold consumed, with the signed evidence of each deviation (the
   * other half of an equivocation …) as extra entries (Replica.exported). Entries held ahead and
   * not consumed are not in it, nor junk no seat signed (it proves nothing against anyone;
   * `proofs` records its hash).
   */
  exportLog(): Uint8Array {
    const { entries, evidence } = this.replica.exported();
    return encodeLogFile(this.options.setup, entries, evidence.map(encodeLogEntry));
  }

  // -------------------------------------------------------------------------------------------

  private receive(from: PeerId, bytes: Uint8Array): void {
    if (this.closed) return;
    const m = takeMessage(this.options.setup, this.replica, from, bytes, { rejections: this.rejections, forgeries: this.forgeries });
    if (m === null) return;
    if (m.t === 'entry') {
      if (!m.fresh) return;
      if (this.ownEntriesBack()) return this.caughtUp();
      // Nothing is passed on (src/net/mesh.ts): a seat that tells two peers two stories is shown to
      // all by the first peer whose entries no longer fit (showDivergences).
      this.pump();
      this.showDivergences();
      return;
    }
    if (m.t === 'sync') return this.answers.answer(from, m.have, m.relay);
    this.syncs.heard(m.have);
    if (this.catchingUp && m.have.every((n, seat) => this.replica.chains.held(seat) >= n)) this.caughtUp();
  }

  /**
   * The relays have handed over everything they held of the game, oldest first (network-game.ts,
   * once NostrTransport.connect resolves): a restarted seat whose stored entries all came back may
   * write again (`storedOwnCount`). Waiting for the whole backlog, not only its own entries, keeps
   * it from answering a decision the others timed out long ago, halfway through the history.
   */
  backlogIn(): void {
    this.backlog = true;
    if (this.ownEntriesBack()) this.caughtUp();
  }

  /** A restart's catch-up may end without a peer: the backlog is in and every entry this seat stored came back (so each was sent). */
  private ownEntriesBack(): boolean {
    return this.catchingUp && this.backlog && !this.closed && this.storedOwnCount > 0 && this.replica.chains.held(this.seat) >= this.storedOwnCount;
  }

  /** The end of a restart's catch-up: the decision of its own already open is left to the timeout bot (`stale`), then it plays on. */
  private caughtUp(): void {
    this.catchingUp = false;
    this.replica.advance();
    const open = this.myExpectation();
    this.stale = open !== undefined && bottedOnTimeout(open.kind) && this.options.everySeatRestarts !== true ? expectationKey(open) : null;
    this.pump();
    this.showDivergences();
  }

  /** Sends every peer, once per deviation found, what the other branch may lack (divergence.ts `entriesToShow`). */
  private showDivergences(): void {
    const show = (entry: LogEntry) => this.options.transport.broadcast(encodeMessage({ t: 'entry', e: encodeLogEntry(entry) }));
    conflictingEntries(this.replica, this.shownConflicts).forEach(show);
    // A fork's proof before the seat is excluded for it: the peers that lack it would otherwise
    // take the seat's other version until then.
    for (const d of [...this.replica.forks.map((f) => f.proof), ...this.replica.deviations]) {
      if (this.shown.has(d)) continue;
      this.shown.add(d);
      entriesToShow(this.replica, d).forEach(show);
    }
  }

  private pump(): void {
    if (this.unsubscribe === null) return; // not started: nothing is written before start()
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        this.replica.advance();
        this.resyncOnce();
        // Folded again from the first entry: a decision asked before may be asked again (a fork's
        // branch it was answered on counts for nothing), so the player is asked again.
        if (this.replica.refolds !== this.refoldsSeen) {
          this.refoldsSeen = this.replica.refolds;
          this.announced = null;
        }
        this.act();
        this.armDeadlines();
      } while (this.again && !this.closed);
    } finally {
      this.pumping = false;
    }
    for (const listener of [...this.changeListeners]) listener();
  }

  /**
   * A replica that diverged (two or more other seats signed a state it does not compute) refolds
   * once from the signed entries it holds; if it still disagrees, it stays `diverged`: this peer's
   * build differs from theirs, and it says so instead of blaming anyone.
   */
  private resyncOnce(): void {
    if (this.replica.status !== 'diverged' || this.resynced) return;
    this.resynced = true;
    this.resyncs++;
    this.replica.resync();
    this.resynced = this.replica.status === 'diverged';
  }

  /** Whether the seat's entries are this session's to sign now: the setup's key until a hand-over, a substitute's after it. */
  holdsSeat(): boolean {
    return equalBytes(this.replica.keyOf(this.seat), this.options.keys.publicKey);
  }

  /**
   * Whether this seat's decision open now is the one it had open when it restarted, left to the
   * timeout bot (`stale`; README, "Reconnect"): the page says so, since it asks nothing of the player.
   */
  leftToBot(): boolean {
    return this.holdsSeat() && this.isStale(this.openOfMine());
  }

  private myExpectation(): Expectation | undefined {
    // A substitute before its hand-over, or the old key after it: the seat is someone else's to play.
    if (!this.holdsSeat()) return undefined;
    if (this.replica.chains.held(this.seat) > this.replica.chains.consumed[this.seat]!) return undefined; // my last entry is not consumed yet
    const exp = this.openOfMine();
    return this.isStale(exp) ? undefined : exp;
  }

  /** What the canonical order expects from this seat now, if anything. */
  private openOfMine(): Expectation | undefined {
    return this.replica.expectations().find((e) => e.seat === this.seat);
  }

  /** Whether `exp` is the decision this seat had open at its restart, left to the timeout bot (`stale`). */
  private isStale(exp: Expectation | undefined): boolean {
    return exp !== undefined && this.stale !== null && expectationKey(exp) === this.stale;
  }

  /** Writes what the canonical order expects from this seat now, or asks the player. */
  private act(): void {
    if (this.closed || this.catchingUp || isStopped(this.status) || !this.holdsSeat()) return;
    if (this.writeBallot()) return;
    const exp = this.myExpectation();
    if (exp === undefined) return;
    switch (exp.kind) {
      case 'key': {
        const proof = proveEscrowKey(this.escrowKeys.secretKey, this.replica.game, this.options.keys.publicKey);
        return this.write({ kind: 'key', ref: ESCROW_KEY_REF, key: this.escrowKeys.publicKey, proof: { c: proof.c, s: proof.s } });
      }
      case 'reseed': {
        const { game } = this.replica;
        const author = this.options.keys.publicKey;
        const proof = proveEscrowKey(this.escrowKeys.secretKey, game, author);
        const commitment = reseedCommitment(game, this.replica.fold.epoch, author, this.seed);
        return this.write({ kind: 'reseed', ref: exp.ref, commitment, key: this.escrowKeys.publicKey, proof: { c: proof.c, s: proof.s } });
      }
      case 'release':
        return this.write(this.releaseEntry(exp.ref));
      case 'move':
      case 'commit':
        return this.announce(exp);
      case 'open': {
        const opening = this.storedOpening(exp.ref);
        if (opening === null) return; // the secret is lost: the others will time this seat out
        return this.write({ kind: 'open', ref: exp.ref, salt: opening.salt, payload: opening.payload });
      }
      case 'shuffle':
      case 'lock': {
        // One entry for every deck of the set-up's batch (deck-flow.ts), in batch order.
        const decks = this.replica.setupInProgress();
        if (decks === null) throw new RangeError(`expected a set-up in progress for ${exp.ref}`);
        if (exp.kind === 'shuffle') return this.write({ kind: 'shuffle', ref: exp.ref, steps: decks.map((jd) => this.shuffleEntry(jd)) });
        return this.write({ kind: 'lock', ref: exp.ref, steps: decks.map((jd) => this.lockEntry(jd)) });
      }
      case 'share':
      case 'blind':
      case 'strip': {
        const reveal = this.replica.revealInProgress();
        if (reveal === null) throw new RangeError(`expected a reveal in progress for ${exp.ref}`);
        const { deck: jd, position, to } = reveal;
        // The crypto steps name this seat's player index in the deck (joint-deck.ts members).
        const player = playerOf(jd, this.seat);
        if (exp.kind === 'share') return this.write({ kind: 'share', ref: exp.ref, position, key: decryptionShare(jd.spec, player, this.seed.seed, position).key });
        const { index, input } = blindInProgress(jd, position, to!);
        if (exp.kind === 'blind') {
          const b = blindPosition(jd.spec, player, this.seed.seed, position, index, blindBase(jd, position));
          return this.write({ kind: 'blind', ref: exp.ref, point: b.point, key: b.key, proof: { c: b.proof.c, s: b.proof.s } });
        }
        if (input === null) throw new RangeError(`expected a blinded point to strip at ${exp.ref}`);
        const st = stripBlinded(jd.spec, player, this.seed.seed, position, index, input);
        return this.write({ kind: 'strip', ref: exp.ref, point: st.point, proof: { c: st.proof.c, s: st.proof.s } });
      }
      case 'seed':
        return this.write({ kind: 'seed', ref: exp.ref, seed: this.seed.seed, salt: this.seed.salt });
      case 'final':
        return this.write({ kind: 'final', ref: 'end', logHash: this.replica.logHash });
    }
  }

  /**
   * The ballots this seat owes before anything else (timeouts.ts): the acknowledgement of its own
   * late answer's timeout (until then its entries count for nothing), and a counter on every
   * contested expectation where it took the answer that others voted against.
   * @returns whether it wrote one
   */
  private writeBallot(): boolean {
    const voided = this.replica.voidedKey(this.seat);
    if (voided !== null) {
      if (this.voted.has(`ack|${voided}`)) return true;
      this.voted.add(`ack|${voided}`);
      this.write({ kind: 'timeout', ref: voided, seen: this.replica.chains.consumed[this.seat]! });
      return true;
    }
    const owed = this.replica.owedCounters(this.seat).find((c) => !this.voted.has(c.key));
    if (owed === undefined) return false;
    this.voted.add(owed.key);
    this.write({ kind: 'timeout', ref: owed.key, seen: owed.seen });
    return true;
  }

  /**
   * This seat's share of the withheld opening `ref`'s escrow, or, when the share dealt to it is
   * wrong, its complaint (crypto makeEscrowComplaint): the proof that convicts the dealer.
   */
  private releaseEntry(ref: string): Body {
    const round = this.replica.sealedRound();
    const committed = round === null || recovering(round) < 0 ? null : round.commitments[recovering(round)];
    if (committed?.escrow == null) throw new RangeError(`expected an escrow to release for ${ref}`);
    const { context, escrow } = committed.escrow;
    const mine = checkEscrowShare(context, escrow, this.seat, this.escrowKeys.secretKey);
    if (mine.ok) return { kind: 'release', ref, share: mine.value };
    const complaint = makeEscrowComplaint(context, escrow, this.seat, this.escrowKeys.secretKey);
    return { kind: 'complaint', ref, dh: complaint.dh, proof: { c: complaint.proof.c, s: complaint.proof.s } };
  }

  /** This seat's shuffle of one joint deck of a batch, from its seed (a test's cheater replaces this one method). */
  private shuffleEntry(jd: JointDeck): ShuffleBody {
    const step = shuffleDeck(jd.spec, playerOf(jd, this.seat), this.seed.seed, inputFor(jd, 'shuffle', this.seat));
    return { cards: [...step.cards], deckKey: step.deckKey };
  }

  /** This seat's lock of one joint deck of a batch, from its seed (a test's cheater replaces this one method). */
  private lockEntry(jd: JointDeck): LockBody {
    const lock = lockDeck(jd.spec, playerOf(jd, this.seat), this.seed.seed, inputFor(jd, 'lock', this.seat));
    return { cards: [...lock.cards], keys: [...lock.keys], proofs: lock.proofs.map((p) => ({ c: p.c, s: p.s })) };
  }

  private announce(exp: Expectation): void {
    if (this.announced === exp.ref || this.listeners.size === 0) return;
    const decision = this.replica.module.pending(this.replica.state).find((d) => this.replica.refOf(d) === exp.ref);
    if (decision === undefined) throw new RangeError(`expected the pending decision ${exp.ref}`);
    this.announced = exp.ref;
    const view = { deck: (deck: string) => this.replica.deck(deck), card: (spec: string, position: number) => this.privateCard(spec, position) };
    const shown = this.replica.module.decks.shown(view, this.options.setup.seats[this.seat]!.house, decision, this.replica.state);
    const turn: Turn<G> = { ref: exp.ref, decision, state: this.replica.state, shown };
    for (const listener of [...this.listeners]) listener(turn);
  }

  private privateReveal(seat: number, deck: JointDeck, position: number, epoch: number): void {
    // A substitute holds no share of any deck: what the seat's old key saw is not its to see.
    if (seat !== this.seat || this.substitute) return;
    // The deck's epoch, not the replica's: a restart's catch-up may fold past a reseed in one go.
    const r = openPrivately(deck, position, this.seat, this.seedOf(epoch).seed);
    if (!r.ok) return;
    // A card of this seat's hidden cards shuffled back opens to the ref of the one it came from, which this seat saw before (deck-flow.ts, `recycle-hidden`).
    const card = isRecycledDeck(deck) ? this.privateCards.get(r.value) : r.value;
    if (card !== undefined) this.privateCards.set(`${deck.spec.deck}@${position}`, card);
  }

  /** The opening stored for the sealed decision `ref`, with the engine state hash it was chosen in (absent in older records). */
  private storedOpening(ref: string): { readonly salt: Uint8Array; readonly payload: CanonicalValue; readonly deal?: Uint8Array; readonly state?: string } | null {
    const stored = this.options.store.get(`sealed/${ref}`);
    const v = stored === undefined ? null : decodeCanonical(stored);
    return v?.ok === true ? (v.value as { salt: Uint8Array; payload: CanonicalValue; deal?: Uint8Array }) : null;
  }

  /**
   * The entry this seat signed at `seq` before a restart, if it answers the same step from the same
   * state: it is sent again as it was. Signing another one there would be an equivocation, since a
   * peer may hold the first (its `heads`, at least, would differ).
   */
  private storedOwn(seq: number, prev: Uint8Array, body: Body): LogEntry | null {
    const bytes = this.options.store.get(`own/${String(seq).padStart(9, '0')}`);
    const e = bytes === undefined ? null : decodeLogEntry(bytes);
    if (e?.ok !== true) return null;
    const same = e.value.kind === body.kind && (e.value.body as { ref?: unknown }).ref === body.ref;
    return same && equalBytes(e.value.prev, prev) && equalBytes(e.value.stateHash, this.replica.stepHash()) ? e.value : null;
  }

  /** Signs an entry at the head of this seat's chain, stores it, feeds it to the replica, sends it. */
  private write(body: Body): void {
    const seq = this.replica.chains.held(this.seat);
    const prev = seq === 0 ? zeroHash() : this.replica.chains.at(this.seat, seq - 1)!.id;
    const stored = this.storedOwn(seq, prev, body);
    const entry = stored ?? makeLogEntry(this.options.keys.secretKey, {
      game: this.replica.game,
      author: this.options.keys.publicKey,
      seq,
      prev,
      kind: body.kind,
      body: bodyValue(body, this.replica.chains.consumedHeads()),
      stateHash: this.replica.stepHash(),
    });
    const bytes = encodeLogEntry(entry);
    this.options.store.put(`own/${String(seq).padStart(9, '0')}`, bytes);
    // The id from the bytes just encoded, not by encoding the entry a third time (makeLogEntry hashed it once).
    const id = entryIdOfEncoded(bytes) ?? entryId(entry);
    // One made here has its proofs taken as made; one read back from the store is checked like any other.
    if (stored === null) this.replica.addMade(this.seat, entry, id);
    else this.replica.add(this.seat, entry, id);
    this.options.transport.broadcast(encodeMessage({ t: 'entry', e: bytes }));
    this.again = true;
  }

  /**
   * One timer per expectation of another seat; at its deadline, this seat votes it out. Nothing to
   * do when the fold's expectations are the very list armed last time (the same fold state: its
   * status and the seat's key too) and no timer went since: a pass that consumed nothing, or one
   * that changed nothing another seat owes, leaves the timers as they are.
   */
  private armDeadlines(): void {
    if (this.closed) return;
    const all = this.replica.expectations();
    if (all === this.armedFor) return;
    this.armedFor = all;
    const open = isStopped(this.status) || !this.holdsSeat() ? [] : all.filter((e) => e.seat !== this.seat);
    const keys = new Set(open.map(expectationKey));
    for (const [key, cancel] of this.deadlines) {
      if (!keys.has(key)) {
        cancel();
        this.deadlines.delete(key);
      }
    }
    // A vote written on a branch the game did not take (a late answer's: timeouts.ts) counts for
    // nothing; when the same expectation is open again on the branch taken, this seat votes again.
    const votedLive = (key: string) => this.voted.has(key) && this.replica.hasBallot(key, this.seat);
    for (const e of open) {
      const key = expectationKey(e);
      if (this.deadlines.has(key) || votedLive(key)) continue;
      this.deadlines.set(
        key,
        this.options.clock.schedule(this.options.setup.deadlines[e.deadline], () => {
          this.deadlines.delete(key);
          this.armedFor = null;
          if (this.closed || !this.holdsSeat() || votedLive(key) || !this.replica.expectations().some((x) => expectationKey(x) === key)) return;
          this.voted.add(key);
          this.write({ kind: 'timeout', ref: key, seen: this.replica.ballotOn(e) });
          this.pump();
        }),
      );
    }
  }
}

/** How many entries of its own a seat stored: the last stored seq + 1 (keys `own/<9-digit seq>`), 0 for none. */
function storedCount(ownKeys: readonly string[]): number {
  const last = ownKeys.at(-1);
  return last === undefined ? 0 : Number(last.slice('own/'.length)) + 1;
}
