// Asking peers for missing entries, and answering them (session README, "Sync"). Entries travel
// once, from their author straight to every peer (src/net/mesh.ts); a lost one is asked for. A
// seat's session and a watcher send `{t: 'sync', have, relay}` to every peer when their replica
// consumed nothing for a while. Each seat answers with its own entries past `have`, and with the
// entries of the `relay` seats (taken in turn, one of each seat at a time: `interleaved`): those the asker lacks although a peer said it holds them, so their
// author's link to the asker is down (or the author lost them: a restarted seat asks for its own).
// Answers are bounded per request and per asker (finding 5 of issue 14): a request costs the
// answerer at most SYNC_LIMITS.answerBytes, an asker at most `burstBytes` at once and
// `bytesPerSecond` on average.
import type { PeerId, Transport } from '../net/transport';
import type { Clock } from './clock';
import type { Replica } from './replica';
import { WIRE_LIMITS, decodeMessage, encodeMessage } from './wire';
import { encodeLogEntry } from '../../crypto/index';

/** Per seat, how many entries `replica` holds without a gap: what a `sync` or `heads` carries. */
export function heldCounts(replica: Replica): number[] {
  return Array.from({ length: replica.seats }, (_, seat) => replica.chains.held(seat));
}

/**
 * The asking side: remembers the most of each seat's chain any peer said it holds (`heads`), and
 * asks for a relay of the seats still short of it since the last request.
 */
export class SyncRequests {
  /** Per seat, the most entries any peer's `heads` said it holds. */
  private readonly reported: number[];
  /** What this peer held when it last asked. */
  private asked: number[] | null = null;

  constructor(
    private readonly transport: Transport,
    private readonly replica: Replica,
  ) {
    this.reported = Array.from({ length: replica.seats }, () => 0);
  }

  /** A peer's `heads`: how many of each seat's entries it holds. */
  heard(have: readonly number[]): void {
    have.forEach((n, seat) => (this.reported[seat] = Math.max(this.reported[seat]!, n)));
  }

  /**
   * Sends a sync to every reachable peer. `relay` is `also` plus every seat whose entries this peer
   * lacks although a peer holds them, and which did not come in since the last request.
   */
  ask(also: readonly number[] = []): void {
    const have = heldCounts(this.replica);
    const asked = this.asked;
    const stuck = (seat: number) => asked !== null && this.reported[seat]! > have[seat]! && asked[seat] === have[seat];
    const relay = have.map((_, seat) => seat).filter((seat) => also.includes(seat) || stuck(seat));
    this.asked = have;
    const message = encodeMessage({ t: 'sync', game: this.replica.game, have, relay });
    for (const peer of this.transport.peers()) this.transport.send(peer, message);
  }
}

/** What answering sync requests may cost (finding 5 of issue 14). */
export const SYNC_LIMITS = Object.freeze({
  /** Entries in one answer, at most (the asker asks again for the rest). */
  answerEntries: 64,
  /** Bytes of entries in one answer, at most (one entry may pass it: an entry is ≤ 128 KiB). */
  answerBytes: 64 * 1024,
  /** Bytes one asker may cost at once, and per second of clock time on average (a token bucket). */
  burstBytes: 256 * 1024,
  bytesPerSecond: 64 * 1024,
  /** Askers remembered for the bucket; past that the one heard from least recently is forgotten. */
  askers: 64,
});

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * The answering side, one per seat's session: its own entries and the relayed seats' past what the
 * asker holds, within SYNC_LIMITS; a request from an asker whose bucket is empty gets nothing.
 */
export class SyncAnswers {
  private readonly buckets = new Map<PeerId, Bucket>();

  constructor(
    private readonly transport: Transport,
    private readonly replica: Replica,
    private readonly clock: Clock,
    /** The answering seat (its own entries go first), or null: a serving watcher, which answers for every seat. */
    private readonly seat: number | null,
    private readonly limits = SYNC_LIMITS,
  ) {}

  answer(to: PeerId, have: readonly number[], relay: readonly number[]): void {
    const held = heldCounts(this.replica);
    // An asker that holds all this peer holds and asks for no relay learns nothing from an answer.
    if (relay.length === 0 && held.every((n, seat) => n <= have[seat]!)) return;
    const bucket = this.bucket(to);
    const heads = encodeMessage({ t: 'heads', game: this.replica.game, have: held });
    if (bucket.tokens < heads.length) return;
    let budget = Math.min(this.limits.answerBytes, bucket.tokens - heads.length);
    let entries = this.limits.answerEntries;
    const seats = this.seat === null ? have.map((_, s) => s) : [this.seat, ...relay.filter((s) => s !== this.seat)];
    for (const entry of interleaved(seats.map((seat) => this.replica.chains.from(seat, have[seat]!, entries)))) {
      if (budget <= 0 || entries <= 0) break;
      const message = encodeMessage({ t: 'entry', e: encodeLogEntry(entry) });
      this.transport.send(to, message);
      budget -= message.length;
      bucket.tokens -= message.length;
      entries--;
    }
    this.transport.send(to, heads);
    bucket.tokens -= heads.length;
  }

  /** The asker's bucket, refilled for the time since it was last used. */
  private bucket(asker: PeerId): Bucket {
    const now = this.clock.now();
    const known = this.buckets.get(asker);
    this.buckets.delete(asker); // re-inserted last: the Map's order is least recently heard first
    const b = known ?? { tokens: this.limits.burstBytes, at: now };
    b.tokens = Math.min(this.limits.burstBytes, b.tokens + ((now - b.at) * this.limits.bytesPerSecond) / 1000);
    b.at = now;
    this.buckets.set(asker, b);
    if (this.buckets.size > this.limits.askers) this.buckets.delete(this.buckets.keys().next().value as PeerId);
    return b;
  }
}

/**
 * The first entry of each list, then the second of each, and so on. An answer covering several
 * seats shares its budget between them this way: given seat by seat, one long chain could take the
 * whole budget with entries the asker must drop (past what it holds ahead of its fold, which waits
 * for another seat's), request after request, and the other seat's never came — a returning player
 * served by a watcher alone stayed at its first move (watch-cli.test, session 15).
 */
function* interleaved<T>(lists: readonly (readonly T[])[]): Generator<T> {
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) yield list[i]!;
}

export interface IdleSync {
  /** When true, the timer stops for good (closed, finished, halted). */
  readonly stopped: () => boolean;
  /** When true, ask even if the replica moved (a restarted seat catching up). */
  readonly always?: () => boolean;
  readonly ask: () => void;
}

/** How many times `interval` an idle peer waits between two requests at most (the backoff's cap). */
export const IDLE_BACKOFF = 16;

/**
 * Every `interval` ms: if `replica` consumed nothing since the last time, calls `ask`. While nothing
 * moves, the wait doubles after each request, up to IDLE_BACKOFF × `interval`: a table waiting for
 * a player who thinks asks a few times, not every interval (each request is one message per peer).
 * @returns a function that cancels the timer
 */
export function syncWhenIdle(clock: Clock, interval: number, replica: Replica, o: IdleSync): () => void {
  let last = -1;
  let wait = interval;
  let cancel: () => void = () => undefined;
  const tick = (): void => {
    cancel = clock.schedule(wait, () => {
      if (o.stopped()) return;
      const progress = replica.chains.consumed.reduce((a, b) => a + b, 0);
      const always = o.always?.() === true;
      if (progress === last || always) o.ask();
      wait = progress === last && !always ? Math.min(wait * 2, interval * IDLE_BACKOFF) : interval;
      last = progress;
      tick();
    });
  };
  tick();
  return () => cancel();
}

/**
 * Whether `raw`, as it travels under withMesh (a direct envelope, byte 0, before the message:
 * src/net/mesh.ts), is a sync request: the one thing players let a watcher send them
 * (PeerjsTransport's `spectatorRequests`). Never throws on bad input.
 */
export function isSyncRequest(raw: Uint8Array, seats: number): boolean {
  if (raw[0] !== 0) return false;
  const m = decodeMessage(raw.subarray(1), seats);
  return m.ok && m.value.t === 'sync';
}

/**
 * Whether `raw` (a direct message under withMesh, as for isSyncRequest) is what a watcher may send
 * a player: a sync request, or, from a watcher left running to serve (watcher.ts `serve`), an answer
 * to one — an entry or its heads. An entry is checked by the player's own intake like any other.
 */
export function isWatcherMessage(raw: Uint8Array, seats: number): boolean {
  if (raw[0] !== 0) return false;
  const m = decodeMessage(raw.subarray(1), seats);
  return m.ok && (m.value.t === 'sync' || m.value.t === 'heads' || m.value.t === 'entry');
}

/** The largest watcher message a player takes (the mesh's envelope byte and the largest message). */
export const MAX_WATCHER_MESSAGE_BYTES = WIRE_LIMITS.maxBytes + 1;
