// The LobbyLink over PeerJS. The host registers the lobby's PeerJS id (derived from the lobby id,
// so the link is all a joiner needs) and accepts a channel from anyone; a guest registers a random
// id of its own and dials the host, retrying with bounded backoff while the host is not there yet.
// Channels are reliable raw bytes, as in src/net/peerjs-transport.ts. Nothing from the remote side
// is trusted: text, oversized messages and channels of another kind are dropped and reported.
import { Peer, type DataConnection, type PeerError } from 'peerjs';
import { closeChannel } from '../net/peerjs-close';
import type { KeyPair } from '../../crypto/index';
import { bindingOf, ChannelGate } from '../net/channel-auth';
import { DEFAULT_BACKOFF, realTimers, Retry, type BackoffPolicy, type Timers } from '../net/peerjs-backoff';
import type { BrokerOptions } from '../net/peerjs-broker-options';
import type { LobbyLink } from './lobby-link';
import { MAX_LOBBY_MESSAGE_BYTES, MAX_WATCHERS } from './lobby-messages';

export interface PeerjsLobbyLinkOptions {
  /** This side's PeerJS id: `lobbyPeerId(lobby)` for the host, a random one for a guest. */
  readonly self: string;
  /** For a guest: the host's PeerJS id. Left out, this side is the host and accepts anyone. */
  readonly dial?: string;
  readonly broker: BrokerOptions;
  /** Undefined: PeerJS's STUN/TURN defaults; `[]` for a LAN or one machine. */
  readonly iceServers?: readonly RTCIceServer[];
  readonly timers?: Timers;
  readonly backoff?: BackoffPolicy;
  /** A dial that has not opened by then is abandoned and retried; default 10 s. */
  readonly connectTimeoutMs?: number;
  /** A guest gives up (the host left or never came) after this many failed dials; default 6. */
  readonly maxDials?: number;
  /** At the host: a channel offered but not open (and authenticated) by then is closed and frees its place; default 5 s. */
  readonly openTimeoutMs?: number;
  /**
   * Authenticates every channel before it carries anything (src/net/channel-auth.ts): the host
   * proves the lobby's key (the lobby id is a digest of it), a guest the key its link id stands
   * for. A channel is "up" (onPeer) only once the remote proved its key, which onPeer passes on.
   */
  readonly auth?: { readonly keys: KeyPair; readonly accept: (remoteId: string, publicKey: Uint8Array) => boolean };
}

export type LobbyLinkReport =
  | { readonly kind: 'broker'; readonly state: 'open' | 'lost' }
  | { readonly kind: 'link'; readonly peer: string; readonly state: 'open' | 'closed' | 'timeout' | 'gave-up' }
  | { readonly kind: 'dropped'; readonly peer: string; readonly reason: 'not-bytes' | 'too-big' | 'not-raw' | 'full' | 'evicted' | 'not-data' | 'not-authenticated' }
  | { readonly kind: 'error'; readonly code: string; readonly message: string };

/** At most this many open channels at the host: six seats and the watchers. */
export const MAX_CHANNELS = 6 + MAX_WATCHERS;
/**
 * At most this many offers waiting to open at the host, one per remote id. When full, a new offer
 * pushes out the waiting one whose id has offered most often (then the oldest): a real joiner
 * offers once and then opens, so offers that never open (sent straight to the broker, again and
 * again) push out each other, not it. To keep a real joiner out an attacker would need more than
 * this many fresh broker ids in the time a real channel takes to open (well under a second), and
 * our broker admits about 10 new connections per second per address (scripts/broker-guard.mjs).
 */
export const MAX_PENDING = 16;
/** How many remote ids' offer counts the host remembers (the least recent are forgotten). */
const REMEMBERED_OFFERERS = 256;

export class PeerjsLobbyLink implements LobbyLink {
  private readonly peer: Peer;
  private readonly conns = new Map<string, DataConnection>();
  private readonly opened = new Set<DataConnection>();
  /** The host's offers not open yet, oldest first, with their timers. */
  private readonly pending = new Map<DataConnection, unknown>();
  /** How many offers each recent remote id made, least recent first. */
  private readonly offers = new Map<string, number>();
  private readonly messageHandlers = new Set<(from: string, bytes: Uint8Array) => void>();
  private readonly peerHandlers = new Set<(peer: string, up: boolean, publicKey?: Uint8Array) => void>();
  /** Channels open but whose remote has not proved its key yet. */
  private readonly gates = new Map<DataConnection, ChannelGate>();
  private readonly reporters = new Set<(r: LobbyLinkReport) => void>();
  private readonly timers: Timers;
  private readonly connectTimeoutMs: number;
  private readonly openTimeoutMs: number;
  private readonly maxDials: number;
  private readonly redial: Retry | null;
  private readonly brokerRetry: Retry;
  private dialTimer: unknown = null;
  private closed = false;
  /** Broker connections lost in a row, before one opened (a guest gives up after maxDials of them). */
  private brokerFailures = 0;
  /** Why a guest stopped dialling the host, once it did. */
  private gaveUp: 'host' | 'broker' | null = null;

  constructor(private readonly options: PeerjsLobbyLinkOptions) {
    this.timers = options.timers ?? realTimers;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.openTimeoutMs = options.openTimeoutMs ?? 5000;
    this.maxDials = options.maxDials ?? 6;
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.redial = options.dial === undefined ? null : new Retry(this.timers, backoff, () => this.dial());
    this.brokerRetry = new Retry(this.timers, backoff, () => {
      if (!this.closed && this.peer.disconnected && !this.peer.destroyed) this.peer.reconnect();
    });
    const { host, port, path, key, secure } = options.broker;
    const config = options.iceServers === undefined ? {} : { config: { iceServers: [...options.iceServers] } };
    this.peer = new Peer(options.self, { host, port, path, key, secure, debug: 0, ...config });
    this.peer.on('open', () => this.guard(() => this.brokerOpen()));
    this.peer.on('connection', (conn) => this.guard(() => this.incoming(conn)));
    // Nobody calls a lobby with media; an unanswered call would hold an RTCPeerConnection.
    this.peer.on('call', (call) => this.guard(() => {
      this.report({ kind: 'dropped', peer: call.peer, reason: 'not-data' });
      closeChannel(call);
    }));
    this.peer.on('disconnected', () => this.guard(() => this.brokerLost()));
    this.peer.on('error', (e: PeerError<string>) => this.guard(() => this.peerError(e)));
  }

  send(to: string, bytes: Uint8Array): void {
    const conn = this.conns.get(to);
    if (this.closed || conn === undefined || !this.opened.has(conn)) return; // nothing before the remote proved its key
    if (bytes.length > MAX_LOBBY_MESSAGE_BYTES) throw new RangeError(`expected a lobby message of at most ${MAX_LOBBY_MESSAGE_BYTES} bytes, got ${bytes.length}`);
    this.guard(() => void conn.send(bytes.slice()));
  }

  onMessage(handler: (from: string, bytes: Uint8Array) => void): () => void {
    this.messageHandlers.add(handler);
    return () => this.messageHandlers.delete(handler);
  }

  onPeer(handler: (peer: string, up: boolean, publicKey?: Uint8Array) => void): () => void {
    this.peerHandlers.add(handler);
    return () => this.peerHandlers.delete(handler);
  }

  onReport(handler: (r: LobbyLinkReport) => void): () => void {
    this.reporters.add(handler);
    return () => this.reporters.delete(handler);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.redial?.cancel();
    this.brokerRetry.cancel();
    this.timers.clearTimeout(this.dialTimer);
    for (const timer of this.pending.values()) this.timers.clearTimeout(timer);
    this.pending.clear();
    for (const conn of this.conns.values()) closeChannel(conn);
    this.conns.clear();
    this.peer.removeAllListeners();
    this.peer.destroy();
    this.messageHandlers.clear();
    this.peerHandlers.clear();
  }

  // ---- broker ----

  private brokerOpen(): void {
    this.brokerFailures = 0;
    this.brokerRetry.succeeded();
    this.report({ kind: 'broker', state: 'open' });
    if (this.options.dial !== undefined && this.conns.size === 0) this.dial();
  }

  private brokerLost(): void {
    this.report({ kind: 'broker', state: 'lost' });
    this.brokerFailures += 1;
    if (this.brokerUnreachable()) return this.giveUp('broker');
    this.brokerRetry.schedule();
  }

  /**
   * A guest not linked to the host cannot dial it without the broker: once the broker failed
   * maxDials times in a row (or PeerJS destroyed the peer, which no retry brings back), waiting on
   * would leave its page at "Connecting…" for ever (session 16's walk: a link naming a broker that
   * is down). A guest whose channel to the host is open plays on without the broker.
   */
  private brokerUnreachable(): boolean {
    const host = this.options.dial;
    if (host === undefined || this.closed || this.gaveUp !== null) return false;
    const conn = this.conns.get(host);
    if (conn !== undefined && this.opened.has(conn)) return false;
    return this.brokerFailures >= this.maxDials || this.peer.destroyed;
  }

  /** The guest stops dialling the host and tells its handlers the host is gone. */
  private giveUp(why: 'host' | 'broker'): void {
    const host = this.options.dial!;
    this.gaveUp = why;
    this.redial?.cancel();
    this.brokerRetry.cancel();
    this.report({ kind: 'link', peer: host, state: 'gave-up' });
    for (const h of this.peerHandlers) h(host, false);
  }

  /** Whether this guest gave up because the broker could not be reached (LobbyLink). */
  gaveUpOnBroker(): boolean {
    return this.gaveUp === 'broker';
  }

  private peerError(e: PeerError<string>): void {
    this.report({ kind: 'error', code: e.type, message: e.message });
    // The host's id is not registered (yet, or any more): our pending dial failed.
    if (e.type === 'peer-unavailable' && this.options.dial !== undefined) this.dialFailed();
  }

  // ---- channels ----

  private dial(): void {
    const host = this.options.dial;
    if (this.closed || host === undefined || this.conns.has(host) || !this.peer.open) return;
    const conn = this.peer.connect(host, { reliable: true, serialization: 'raw' });
    if (conn === undefined) return this.dialFailed();
    this.dialTimer = this.timers.setTimeout(() => {
      if (this.opened.has(conn) || this.conns.get(host) !== conn) return; // up, or replaced
      this.report({ kind: 'link', peer: host, state: 'timeout' });
      this.dialFailed();
    }, this.connectTimeoutMs);
    this.attach(conn);
  }

  private dialFailed(): void {
    const host = this.options.dial!;
    const conn = this.conns.get(host);
    if (conn !== undefined && this.opened.has(conn)) return;
    this.timers.clearTimeout(this.dialTimer);
    conn?.removeAllListeners();
    if (conn !== undefined) closeChannel(conn);
    this.conns.delete(host);
    if (this.gaveUp !== null) return;
    if (this.redial!.failures + 1 >= this.maxDials) return this.giveUp('host');
    this.redial!.schedule();
  }

  private incoming(conn: DataConnection): void {
    const refuse = (reason: 'not-raw' | 'full') => {
      this.report({ kind: 'dropped', peer: conn.peer, reason });
      closeChannel(conn);
    };
    if (this.options.dial !== undefined) return refuse('full'); // a guest takes no calls
    if (conn.serialization !== 'raw' || !conn.reliable) return refuse('not-raw');
    const old = this.conns.get(conn.peer);
    if (old === undefined && this.opened.size >= MAX_CHANNELS) return refuse('full');
    if (old !== undefined) this.lost(conn.peer, old); // it reloaded, or offers again: the old channel is gone
    this.countOffer(conn.peer);
    if (this.pending.size >= MAX_PENDING) {
      const victim = this.mostInsistentPending();
      this.report({ kind: 'dropped', peer: victim.peer, reason: 'evicted' });
      this.lost(victim.peer, victim);
    }
    this.attach(conn);
    this.pending.set(conn, this.timers.setTimeout(() => {
      if (!this.pending.has(conn)) return;
      this.report({ kind: 'link', peer: conn.peer, state: 'timeout' });
      this.guard(() => this.lost(conn.peer, conn));
    }, this.openTimeoutMs));
  }

  private attach(conn: DataConnection): void {
    const id = conn.peer;
    this.conns.set(id, conn);
    const mine = (fn: () => void) => () => {
      if (!this.closed && this.conns.get(id) === conn) this.guard(fn);
    };
    conn.on('open', mine(() => {
      const auth = this.options.auth;
      if (auth === undefined) return this.up(id, conn);
      const gate = new ChannelGate({
        keys: auth.keys,
        selfId: this.options.self,
        remoteId: id,
        accept: auth.accept,
        random: (n) => crypto.getRandomValues(new Uint8Array(n)),
        binding: () => bindingOf(conn.peerConnection as RTCPeerConnection | null | undefined),
      });
      this.gates.set(conn, gate);
      void conn.send(gate.challenge());
    }));
    conn.on('data', (data: unknown) => mine(() => (this.gates.has(conn) ? this.authenticate(id, conn, data) : this.receive(id, data)))());
    conn.on('close', mine(() => this.lost(id, conn)));
    conn.on('error', (e: PeerError<string>) => mine(() => this.report({ kind: 'error', code: e.type, message: e.message }))());
    // PeerJS reports a failed or closed connection reliably only through the connection state.
    const pc = conn.peerConnection as RTCPeerConnection | null | undefined;
    pc?.addEventListener('connectionstatechange', mine(() => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') this.lost(id, conn);
    }));
  }

  /** The channel is open and, with auth, its remote proved its key: a peer arrived. */
  private up(id: string, conn: DataConnection, publicKey?: Uint8Array): void {
    this.timers.clearTimeout(this.dialTimer);
    this.settle(conn);
    this.opened.add(conn);
    this.redial?.succeeded();
    this.report({ kind: 'link', peer: id, state: 'open' });
    for (const h of this.peerHandlers) h(id, true, publicKey);
  }

  /** The challenge and the proof, and nothing else, until the remote proved its key. */
  private authenticate(id: string, conn: DataConnection, data: unknown): void {
    const gate = this.gates.get(conn)!;
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(0);
    for (const r of gate.take(bytes)) {
      if (r.kind === 'reply') void conn.send(r.bytes);
      else if (r.kind === 'verified') {
        this.gates.delete(conn);
        this.up(id, conn, r.publicKey);
      } else if (r.kind === 'refused') {
        this.report({ kind: 'dropped', peer: id, reason: 'not-authenticated' });
        return this.lost(id, conn);
      }
    }
  }

  /**
   * A channel closed. At the host, one that had opened is a guest leaving. A guest's channel to the
   * host is dialled again, whether it had opened or not: a dropped channel says nothing of whether
   * the host is still there (a lost link; the host's half-open timeout under load), and a guest that
   * took it for the lobby's end was never seated (issue 18, session 6). The host sees this guest's
   * channel go and come back: it seats the new hello as it would a new joiner. Only when the dials
   * give up (maxDials) does the guest hear that the host left.
   */
  private lost(id: string, conn: DataConnection): void {
    this.settle(conn);
    this.gates.delete(conn);
    if (this.conns.get(id) === conn) this.conns.delete(id);
    conn.removeAllListeners();
    closeChannel(conn);
    const wasOpen = this.opened.delete(conn);
    if (wasOpen) this.report({ kind: 'link', peer: id, state: 'closed' });
    if (id === this.options.dial) {
      if (!this.closed) this.dialFailed();
    } else if (wasOpen) {
      for (const h of this.peerHandlers) h(id, false);
    }
  }

  private countOffer(id: string): void {
    const n = (this.offers.get(id) ?? 0) + 1;
    this.offers.delete(id);
    this.offers.set(id, n);
    if (this.offers.size > REMEMBERED_OFFERERS) this.offers.delete(this.offers.keys().next().value!);
  }

  /** The waiting offer whose id offered most often; of those, the oldest. */
  private mostInsistentPending(): DataConnection {
    let victim: DataConnection | null = null;
    let most = 0;
    for (const conn of this.pending.keys()) {
      const n = this.offers.get(conn.peer) ?? 0;
      if (n > most) [victim, most] = [conn, n];
    }
    return victim ?? this.pending.keys().next().value!;
  }

  /** The offer opened or went: it waits no longer. */
  private settle(conn: DataConnection): void {
    const timer = this.pending.get(conn);
    if (timer === undefined) return;
    this.timers.clearTimeout(timer);
    this.pending.delete(conn);
  }

  private receive(from: string, data: unknown): void {
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
    if (bytes === null) return this.report({ kind: 'dropped', peer: from, reason: 'not-bytes' });
    if (bytes.length > MAX_LOBBY_MESSAGE_BYTES) return this.report({ kind: 'dropped', peer: from, reason: 'too-big' });
    for (const h of this.messageHandlers) h(from, bytes);
  }

  private report(r: LobbyLinkReport): void {
    for (const h of this.reporters) {
      try {
        h(r);
      } catch {
        // A broken report handler must not break the link.
      }
    }
  }

  /** Runs an event handler's body; whatever it throws becomes a report, never an uncaught error. */
  private guard(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.report({ kind: 'error', code: 'threw', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
