// A read-only peer of a game: someone who watches. It takes in every entry the players send,
// checks it exactly as a seat's session does (intake.ts, then the replica's canonical order, chain,
// state hash and content checks), and replays the game from it. It holds no key and writes
// nothing; it only asks the players for the entries it lacks (`sync`) when it made no progress
// for a while — it may have joined long after the first move. Left running with `serve`, it also
// answers the players' sync requests for every seat: entries pass through it between players who
// are never online together.
import type { PeerId, Transport } from '../net/transport';
import type { Clock } from './clock';
import type { Deviation } from './deviation';
import { takeMessage } from './intake';
import { HOLD_LIMITS, type HoldLimits } from './chains';
import { isStopped } from './fold';
import type { GameTypes } from './game-module';
import { Replica } from './replica';
import type { Rejection } from './session';
import type { GameSetup } from './setup';
import { SyncAnswers, SyncRequests, syncWhenIdle } from './sync-requests';

export interface WatcherOptions<G extends GameTypes = GameTypes> {
  /** Receives the players' messages; the watcher sends only `sync` requests on it. */
  readonly transport: Transport;
  readonly clock: Clock;
  readonly setup: GameSetup<G>;
  /** How often, in clock ms, a watcher that made no progress asks the players; default 500. */
  readonly syncInterval?: number;
  /**
   * A watcher left running for players rarely online together: it answers their sync requests
   * from what it verified, for every seat, within the same limits as a seat (SyncAnswers). Default
   * false: it only asks.
   */
  readonly serve?: boolean;
  /**
   * What it holds of each seat's chain ahead of its fold (chains.ts); default HOLD_LIMITS, as a
   * seat. null: everything it is given — only for a source bounded as a whole that gives each
   * entry once, such as a page's archive of its own stores (src/play/local-archive.ts).
   */
  readonly hold?: HoldLimits | null;
}

export class Watcher<G extends GameTypes = GameTypes> {
  /** The game as this watcher verified it: `replica.state`, `.status`, `.hashes`, `.moves`. */
  readonly replica: Replica<G>;
  /** Messages refused (undecodable, another game, a bad signature …), with the peer that sent them. */
  readonly rejections: Rejection[] = [];
  private readonly forgeries: Deviation[] = [];
  private readonly changeListeners = new Set<() => void>();
  private closed = false;
  private cancelSync: (() => void) | null = null;
  private readonly syncs: SyncRequests;
  private readonly answers: SyncAnswers | null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: WatcherOptions<G>) {
    this.replica = new Replica(options.setup, options.hold === undefined ? HOLD_LIMITS : options.hold);
    this.syncs = new SyncRequests(options.transport, this.replica);
    this.answers = options.serve === true ? new SyncAnswers(options.transport, this.replica, options.clock, null) : null;
  }

  /** Every deviation this watcher has proof of: the replica's, and forged entries it received. */
  proofs(): readonly Deviation[] {
    return [...this.replica.deviations, ...this.forgeries];
  }

  /** Starts listening, and asks the players at once for everything played so far. */
  start(): void {
    if (this.unsubscribe !== null) throw new TypeError('expected a watcher that was not started yet, got a second start()');
    const { transport, clock, syncInterval } = this.options;
    this.unsubscribe = transport.onMessage((from, bytes) => this.receive(from, bytes));
    this.syncs.ask();
    this.cancelSync = syncWhenIdle(clock, syncInterval ?? 500, this.replica, {
      stopped: () => this.closed || isStopped(this.replica.status),
      ask: () => this.syncs.ask(),
    });
  }

  /** Stops the timer and leaves the network. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.cancelSync?.();
    this.unsubscribe?.();
    this.options.transport.close();
  }

  /** Calls `listener` after the watcher took in anything (what a user interface redraws on). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Whether a resync left the replica diverged: it is not tried again. */
  private resynced = false;

  private receive(from: PeerId, bytes: Uint8Array): void {
    if (this.closed) return;
    // A player's `heads` says what it holds (the next request asks for a relay of what did not
    // come); a player's own `sync` to its peers is nothing a watcher acts on.
    const m = takeMessage(this.options.setup, this.replica, from, bytes, { rejections: this.rejections, forgeries: this.forgeries });
    if (m?.t === 'heads') this.syncs.heard(m.have);
    if (m?.t === 'sync' && this.answers !== null) return this.answers.answer(from, m.have, m.relay);
    if (m?.t !== 'entry' || !m.fresh) return;
    this.replica.advance();
    // Two or more seats signed a state this replica does not compute: it refolds once from what they signed (fold.ts `diverged`).
    if (this.replica.status === 'diverged' && !this.resynced) this.resynced = this.replica.resync() === 'diverged';
    for (const listener of [...this.changeListeners]) listener();
  }
}
