// A Transport over a full mesh of PeerJS data channels between browsers (or Node tests with
// node-datachannel). Each pair of players shares one reliable, ordered channel carrying raw
// bytes (`reliable: true`, `serialization: 'raw'`, stack-notes §0.6). Exactly one side of each
// pair dials — the player whose id sorts first — so two peers never race to open two channels,
// and that side alone redials with bounded exponential backoff when the channel drops. Spectators
// dial every player and only receive: a player forwards them everything it sends, and drops
// whatever they send. Nothing here trusts the remote side: every incoming message is checked and
// a bad one is dropped and reported, never thrown out of an event handler. Who the remote
// really is (the broker could lie, and anyone can register a dropped player's id) is checked
// with `auth`: before a channel carries anything, each end proves the key its id stands for
// (channel-auth.ts); a channel that fails is closed.
import { Peer, type DataConnection, type PeerError } from 'peerjs';
import { closeChannel } from './peerjs-close';
import type { KeyPair } from '../../crypto/index';
import { bindingOf, ChannelGate } from './channel-auth';
import { DEFAULT_BACKOFF, realTimers, Retry, type BackoffPolicy, type Timers } from './peerjs-backoff';
import { CLOUD_BROKER, type BrokerOptions } from './peerjs-broker-options';
import type { MessageHandler, PeerId, Transport } from './transport';

/**
 * The largest message the transport carries. Browsers' SCTP stacks accept up to 256 KiB
 * (`sctp.maxMessageSize` = 262144 in Chromium) and tear the whole connection down on anything
 * larger, so a larger send is refused before it reaches the wire. Nothing is split: the session
 * keeps its messages small.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;

/** The largest spectator request passed through (a watcher's sync request is under 100 bytes). */
export const MAX_SPECTATOR_REQUEST_BYTES = 1024;

/** PeerJS's rule for ids (its `validateId`); anything else it refuses when registering. */
const PEER_ID = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

export interface PeerjsTransportOptions {
  /** This peer's id on the broker. */
  readonly self: PeerId;
  /** The players to form a mesh with (for a spectator: the players to watch). May include self. */
  readonly peers: readonly PeerId[];
  /** Only receive: dial every player, send nothing. */
  readonly spectator?: boolean;
  /** How many spectators a player serves at most (each costs a copy of every message); default 8. */
  readonly maxSpectators?: number;
  /**
   * The requests spectators may make (a watcher asking for the entries it lacks). On a player:
   * a spectator's message this accepts, of at most MAX_SPECTATOR_REQUEST_BYTES, is passed up;
   * everything else from spectators is still dropped and reported. On a spectator: a direct send
   * this accepts goes out; other sends and every broadcast are dropped and reported. Default: none.
   */
  readonly spectatorRequests?: (bytes: Uint8Array) => boolean;
  /**
   * The largest spectator message `spectatorRequests` is asked about, both ways; default
   * MAX_SPECTATOR_REQUEST_BYTES. A watcher left running to serve the players (`npm run watch`)
   * answers their sync requests with signed entries, which a player takes in when this allows it.
   */
  readonly maxSpectatorRequestBytes?: number;
  /** Default: the public PeerJS cloud (CLOUD_BROKER). */
  readonly broker?: BrokerOptions;
  /** Default (undefined): PeerJS's own STUN and TURN servers. `[]` for a LAN or one machine. */
  readonly iceServers?: readonly RTCIceServer[];
  /** Backoff for redialling a peer and reconnecting to the broker; default 250 ms doubling to 8 s. */
  readonly backoff?: BackoffPolicy;
  /** A dial that has not opened by then is abandoned and retried; default 10 s. */
  readonly connectTimeoutMs?: number;
  /** Default: the global timers (style rule 23: the session injects them). */
  readonly timers?: Timers;
  /**
   * Authenticates every channel before it carries anything (channel-auth.ts): this peer's keys,
   * and which key may speak for which id (a listed player: its seat's key; a spectator: a key
   * whose id it is). Without it, channels are taken on the broker's word (tests of the mesh alone).
   */
  readonly auth?: TransportAuth;
}

export interface TransportAuth {
  readonly keys: KeyPair;
  readonly accept: (peerId: PeerId, publicKey: Uint8Array) => boolean;
  /** Default: the platform's CSPRNG. */
  readonly random?: (n: number) => Uint8Array;
}

/** Why an incoming message or connection was dropped, or an outgoing one refused. */
export type DropReason =
  | 'not-bytes' // a string or object instead of binary data
  | 'too-big' // over MAX_MESSAGE_BYTES
  | 'too-big-for-link' // over what the remote's SCTP stack accepts
  | 'from-spectator' // spectators only receive
  | 'spectator-cannot-send' // this transport is a spectator
  | 'not-raw' // a channel that is not reliable raw bytes (another app, an old version)
  | 'spectators-full' // more spectators than maxSpectators
  | 'spectator-refuses-calls' // a spectator accepts no connections
  | 'not-authenticated'; // the remote did not prove the key its id stands for: the channel is closed

/** Everything worth knowing that is not a message: for logs, the UI and tests. */
export type PeerjsReport =
  | { readonly kind: 'broker'; readonly state: 'open' | 'lost' }
  | { readonly kind: 'retry'; readonly target: 'broker' | PeerId; readonly inMs: number }
  | { readonly kind: 'link'; readonly peer: PeerId; readonly state: 'open' | 'closed' | 'timeout' | 'failed'; readonly ms?: number; readonly detail?: string }
  | { readonly kind: 'dropped'; readonly peer: PeerId; readonly reason: DropReason; readonly bytes?: number }
  | { readonly kind: 'error'; readonly where: 'broker' | 'link' | 'handler'; readonly peer?: PeerId; readonly code: string; readonly message: string };

export type ReportHandler = (report: PeerjsReport) => void;

interface Link {
  readonly id: PeerId;
  /** The remote's role as this peer sees it. */
  readonly role: 'player' | 'spectator';
  /** Redialled by this side after a failure; null when the remote is the one to dial. */
  readonly retry: Retry | null;
  conn: DataConnection | null;
  /** Open and, with auth, authenticated: carries the application's messages. */
  open: boolean;
  /** The channel's authentication while it runs (null without auth). */
  gate: ChannelGate | null;
  attachedAt: number;
  connectTimer: unknown;
}

export class PeerjsTransport implements Transport {
  readonly self: PeerId;
  private spectator: boolean;
  /** A spectator that became a player (`promote`). */
  private promoted = false;
  /**
   * Ids that are not listed players but speak as players (a substitute the game handed a seat to:
   * `admit`). Their links stay as they came (the substitute dials); their messages all pass.
   */
  private readonly admitted = new Set<PeerId>();
  private readonly maxSpectators: number;
  private readonly maxSpectatorRequestBytes: number;
  private readonly spectatorRequests: (bytes: Uint8Array) => boolean;
  private readonly broker: BrokerOptions;
  private readonly iceServers: readonly RTCIceServer[] | undefined;
  private readonly connectTimeoutMs: number;
  private readonly timers: Timers;
  private readonly auth: TransportAuth | null;
  private readonly links = new Map<PeerId, Link>();
  /**
   * A new channel from a peer whose link is open and authenticated, while it proves its key: it
   * replaces the link only then (an impostor on the peer's id must not cut the live channel).
   */
  private readonly candidates = new Map<PeerId, Link>();
  private readonly handlers = new Set<MessageHandler>();
  private readonly reporters = new Set<ReportHandler>();
  private readonly brokerRetry: Retry;
  private peer: Peer | null = null;
  private closed = false;

  constructor(options: PeerjsTransportOptions) {
    const { self, peers } = options;
    for (const id of [self, ...peers]) {
      if (typeof id !== 'string' || !PEER_ID.test(id)) throw new RangeError(`expected PeerJS ids (letters and digits, single inner ' ', '_' or '-'), got '${String(id)}'`);
    }
    const others = peers.filter((p) => p !== self);
    if (new Set(others).size !== others.length) throw new RangeError(`expected distinct peer ids, got ${others.join(', ')}`);
    this.self = self;
    this.spectator = options.spectator ?? false;
    this.maxSpectators = options.maxSpectators ?? 8;
    this.maxSpectatorRequestBytes = options.maxSpectatorRequestBytes ?? MAX_SPECTATOR_REQUEST_BYTES;
    this.spectatorRequests = options.spectatorRequests ?? (() => false);
    this.broker = options.broker ?? CLOUD_BROKER;
    this.iceServers = options.iceServers;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.timers = options.timers ?? realTimers;
    this.auth = options.auth ?? null;
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    if (!(Number.isInteger(this.maxSpectators) && this.maxSpectators >= 0)) throw new RangeError(`expected maxSpectators ≥ 0, got ${this.maxSpectators}`);
    if (!(Number.isInteger(this.maxSpectatorRequestBytes) && this.maxSpectatorRequestBytes > 0 && this.maxSpectatorRequestBytes <= MAX_MESSAGE_BYTES)) {
      throw new RangeError(`expected maxSpectatorRequestBytes in 1..${MAX_MESSAGE_BYTES}, got ${this.maxSpectatorRequestBytes}`);
    }
    if (!(this.connectTimeoutMs > 0)) throw new RangeError(`expected connectTimeoutMs > 0, got ${this.connectTimeoutMs}`);

    this.brokerRetry = new Retry(this.timers, backoff, () => this.guard('broker', undefined, () => this.reconnectBroker()));
    for (const id of others) {
      // A spectator dials everyone; between players the smaller id dials.
      const dials = this.spectator || self < id;
      const link: Link = { id, role: 'player', retry: null, conn: null, open: false, gate: null, attachedAt: 0, connectTimer: null };
      this.links.set(id, dials ? { ...link, retry: new Retry(this.timers, backoff, () => this.guard('link', id, () => this.dial(id))) } : link);
    }
    this.startPeer();
  }

  peers(): PeerId[] {
    return [...this.links.values()].filter((l) => l.open).map((l) => l.id).sort();
  }

  send(to: PeerId, bytes: Uint8Array): void {
    this.checkOutgoing(bytes);
    if (this.spectator && !this.isSpectatorRequest(to, bytes)) return this.report({ kind: 'dropped', peer: to, reason: 'spectator-cannot-send', bytes: bytes.length });
    const link = this.links.get(to);
    if (link?.open) this.sendOn(link, bytes);
  }

  broadcast(bytes: Uint8Array): void {
    this.checkOutgoing(bytes);
    if (this.spectator) return this.report({ kind: 'dropped', peer: '*', reason: 'spectator-cannot-send', bytes: bytes.length });
    for (const link of this.links.values()) if (link.open) this.sendOn(link, bytes);
  }

  onMessage(handler: MessageHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /**
   * Takes everything `id` sends from now on, as from a listed player: a substitute for a seat
   * (src/session/README.md, "A substitute"), once this peer's game handed the seat to the key that
   * id stands for. The channel still proves that key first; the substitute dials, as a spectator
   * does, and this side never dials it. It no longer counts against `maxSpectators`.
   */
  admit(id: PeerId): void {
    this.admitted.add(id);
  }

  /**
   * A spectator becomes a player: its sends and broadcasts go out to every player it is linked to
   * (a substitute whose seat was handed to it). It keeps dialling every player, and still accepts
   * no calls: no player has its id in its list.
   */
  promote(): void {
    if (!this.spectator) return;
    this.spectator = false;
    this.promoted = true;
  }

  /** Subscribes to link, broker, retry, drop and error reports; returns the unsubscribe function. */
  onReport(handler: ReportHandler): () => void {
    this.reporters.add(handler);
    return () => this.reporters.delete(handler);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.brokerRetry.cancel();
    for (const link of [...this.links.values(), ...this.candidates.values()]) this.drop(link);
    this.links.clear();
    this.candidates.clear();
    this.handlers.clear();
    const peer = this.peer;
    this.peer = null;
    if (peer !== null) {
      peer.removeAllListeners();
      peer.destroy();
    }
    this.reporters.clear();
  }

  // ---- the broker ----

  private startPeer(): void {
    const { host, port, path, key, secure } = this.broker;
    // Leave `config` out entirely for PeerJS's defaults: an explicit undefined would replace them.
    const config = this.iceServers === undefined ? {} : { config: { iceServers: [...this.iceServers] } };
    const peer = new Peer(this.self, { host, port, path, key, secure, debug: 0, ...config });
    this.peer = peer;
    const mine = (fn: () => void) => () => {
      if (this.peer === peer && !this.closed) this.guard('broker', undefined, fn);
    };
    peer.on('open', mine(() => this.brokerOpen()));
    peer.on('connection', (conn) => mine(() => this.incoming(conn))());
    peer.on('disconnected', mine(() => this.brokerLost()));
    peer.on('close', mine(() => this.brokerLost()));
    peer.on('error', (error: PeerError<string>) => mine(() => this.report({ kind: 'error', where: 'broker', code: error.type, message: error.message }))());
  }

  private brokerOpen(): void {
    this.brokerRetry.succeeded();
    this.report({ kind: 'broker', state: 'open' });
    for (const link of this.links.values()) {
      if (link.retry !== null && link.conn === null) {
        link.retry.cancel(); // the broker is back: dial now rather than when the timer says
        this.dial(link.id);
      }
    }
  }

  /** The broker connection dropped ('disconnected') or the Peer gave up ('close'); live channels stay. */
  private brokerLost(): void {
    this.report({ kind: 'broker', state: 'lost' });
    const inMs = this.brokerRetry.schedule();
    if (inMs !== null) this.report({ kind: 'retry', target: 'broker', inMs });
  }

  private reconnectBroker(): void {
    if (this.closed) return;
    const peer = this.peer;
    // A Peer that never reached the broker destroys itself; one that did can reconnect with its id.
    if (peer === null || peer.destroyed) {
      peer?.removeAllListeners();
      this.startPeer();
    } else if (peer.disconnected) {
      peer.reconnect();
    }
  }

  // ---- links ----

  private dial(id: PeerId): void {
    const link = this.links.get(id);
    const peer = this.peer;
    if (this.closed || link === undefined || link.conn !== null) return;
    if (peer === null || !peer.open) return; // brokerOpen dials when the broker is back
    const conn = peer.connect(id, { reliable: true, serialization: 'raw' });
    if (conn === undefined) return this.scheduleRedial(link);
    this.attach(link, conn);
  }

  private scheduleRedial(link: Link): void {
    if (this.closed || link.retry === null) return;
    const inMs = link.retry.schedule();
    if (inMs !== null) this.report({ kind: 'retry', target: link.id, inMs });
  }

  private incoming(conn: DataConnection): void {
    const refuse = (reason: DropReason) => {
      this.report({ kind: 'dropped', peer: conn.peer, reason });
      closeChannel(conn);
    };
    if (this.spectator || this.promoted) return refuse('spectator-refuses-calls');
    if (conn.serialization !== 'raw' || !conn.reliable) return refuse('not-raw');
    let link = this.links.get(conn.peer);
    if (link === undefined) {
      const spectators = [...this.links.values()].filter((l) => l.role === 'spectator' && !this.admitted.has(l.id)).length;
      if (spectators >= this.maxSpectators) return refuse('spectators-full');
      link = { id: conn.peer, role: 'spectator', retry: null, conn: null, open: false, gate: null, attachedAt: 0, connectTimer: null };
      this.links.set(conn.peer, link);
    } else if (this.auth !== null && link.open) {
      // The remote dialled again while our channel to it is open and authenticated: it reloaded,
      // or our side has not noticed the old channel died — or someone else registered its id at
      // the broker (it is free while the real peer's broker connection is down). The new channel
      // is a candidate; it replaces ours only once it proved the key (linkOpen). One at a time.
      const candidate: Link = { id: link.id, role: link.role, retry: link.retry, conn: null, open: false, gate: null, attachedAt: 0, connectTimer: null };
      const before = this.candidates.get(link.id);
      if (before !== undefined) this.drop(before);
      this.candidates.set(link.id, candidate);
      return this.attach(candidate, conn);
    } else {
      // The remote dialled again before our channel to it was proven (or without auth): its new
      // channel replaces ours, and any dial of ours is moot.
      this.drop(link);
      link.retry?.cancel();
    }
    this.attach(link, conn);
  }

  /**
   * Makes `conn` the link's channel. A channel that has not opened within connectTimeoutMs is
   * abandoned (and redialled if this side dials): negotiation can stall silently, and a
   * half-open incoming channel must not hold a spectator's place forever.
   */
  private attach(link: Link, conn: DataConnection): void {
    link.conn = conn;
    link.open = false;
    link.gate = null;
    link.attachedAt = this.timers.now();
    link.connectTimer = this.timers.setTimeout(() => {
      link.connectTimer = null;
      if (link.conn !== conn || link.open || this.closed) return;
      const pc = conn.peerConnection;
      const where = pc ? `signalling ${pc.signalingState}, ICE ${pc.iceConnectionState}, connection ${pc.connectionState}, channel ${conn.dataChannel?.readyState ?? 'none'}` : 'no peer connection';
      this.report({ kind: 'link', peer: link.id, state: 'timeout', ms: this.timers.now() - link.attachedAt, detail: where });
      this.guard('link', link.id, () => this.linkClosed(link));
    }, this.connectTimeoutMs);
    // Every handler first checks that this channel is still the link's: a replaced channel's
    // late events must not touch its successor.
    const current = (fn: () => void) => () => {
      if (link.conn === conn && !this.closed) this.guard('link', link.id, fn);
    };
    // PeerJS reports a failed negotiation only through ICE states, and a channel's 'close'
    // unreliably (peers/peerjs#1313, #1336); the connection state says it first and always.
    const pc = conn.peerConnection as RTCPeerConnection | null | undefined;
    pc?.addEventListener('connectionstatechange', current(() => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') {
        this.report({ kind: 'link', peer: link.id, state: 'failed', ms: this.timers.now() - link.attachedAt, detail: `connection ${pc.connectionState}` });
        this.linkClosed(link);
      }
    }));
    conn.on('open', current(() => this.channelOpen(link, conn)));
    conn.on('data', (data: unknown) => current(() => this.receive(link, data))());
    conn.on('close', current(() => this.linkClosed(link)));
    conn.on('error', (error: PeerError<string>) =>
      current(() => {
        this.report({ kind: 'error', where: 'link', peer: link.id, code: error.type, message: error.message });
        // PeerJS closes a channel whose ICE failed but says 'close' only for channels that had opened.
        if (!link.open && (error.type === 'negotiation-failed' || error.type === 'connection-closed')) this.linkClosed(link);
      })(),
    );
  }

  /** The channel opened: with auth, the challenge goes first and the link waits for the proof. */
  private channelOpen(link: Link, conn: DataConnection): void {
    const auth = this.auth;
    if (auth === null) return this.linkOpen(link);
    link.gate = new ChannelGate({
      keys: auth.keys,
      selfId: this.self,
      remoteId: link.id,
      accept: auth.accept,
      random: auth.random ?? ((n) => crypto.getRandomValues(new Uint8Array(n))),
      binding: () => bindingOf(conn.peerConnection as RTCPeerConnection | null | undefined),
    });
    void conn.send(link.gate.challenge());
  }

  private linkOpen(link: Link): void {
    if (this.candidates.get(link.id) === link) {
      // A candidate proved the key: it takes the old channel's place.
      this.candidates.delete(link.id);
      const old = this.links.get(link.id);
      if (old !== undefined) this.drop(old);
      link.retry?.cancel();
      this.links.set(link.id, link);
    }
    link.open = true;
    this.timers.clearTimeout(link.connectTimer);
    link.connectTimer = null;
    link.retry?.succeeded();
    this.report({ kind: 'link', peer: link.id, state: 'open', ms: this.timers.now() - link.attachedAt });
  }

  private linkClosed(link: Link): void {
    if (this.candidates.get(link.id) === link) {
      // A candidate that failed (an impostor, or a channel that never opened): the link stays as it was.
      this.candidates.delete(link.id);
      return this.drop(link);
    }
    this.drop(link);
    if (link.role === 'spectator') this.links.delete(link.id);
    this.scheduleRedial(link);
  }

  /** Forgets the link's channel and closes it; reports the close if it was open. */
  private drop(link: Link): void {
    const { conn, open } = link;
    this.timers.clearTimeout(link.connectTimer);
    link.connectTimer = null;
    link.conn = null;
    link.open = false;
    link.gate = null;
    if (this.closed) link.retry?.cancel();
    if (conn === null) return;
    conn.removeAllListeners();
    closeChannel(conn);
    if (open) this.report({ kind: 'link', peer: link.id, state: 'closed' });
  }

  // ---- messages ----

  private receive(link: Link, data: unknown): void {
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
    if (this.auth !== null && !link.open) return this.authenticate(link, bytes);
    if (link.role === 'spectator' && !this.admitted.has(link.id) && (bytes === null || !this.isSpectatorRequest(link.id, bytes))) return this.report({ kind: 'dropped', peer: link.id, reason: 'from-spectator' });
    if (bytes === null) return this.report({ kind: 'dropped', peer: link.id, reason: 'not-bytes' });
    if (bytes.length > MAX_MESSAGE_BYTES) return this.report({ kind: 'dropped', peer: link.id, reason: 'too-big', bytes: bytes.length });
    for (const handler of this.handlers) this.guard('handler', link.id, () => handler(link.id, bytes));
  }

  /** A message on a channel not authenticated yet: the challenge and the proof, and nothing else. */
  private authenticate(link: Link, bytes: Uint8Array | null): void {
    const gate = link.gate;
    const conn = link.conn;
    const refuse = () => {
      this.report({ kind: 'dropped', peer: link.id, reason: 'not-authenticated', bytes: bytes?.length ?? 0 });
      this.linkClosed(link);
    };
    if (gate === null || conn === null || bytes === null) return refuse();
    for (const r of gate.take(bytes)) {
      if (r.kind === 'reply') void conn.send(r.bytes);
      else if (r.kind === 'verified') this.linkOpen(link);
      else if (r.kind === 'refused') return refuse();
    }
  }

  /** A request a spectator may make: within maxSpectatorRequestBytes, and accepted by `spectatorRequests` (a throw is reported and refuses it). */
  private isSpectatorRequest(peer: PeerId, bytes: Uint8Array): boolean {
    if (bytes.length > this.maxSpectatorRequestBytes) return false;
    let accepted = false;
    this.guard('handler', peer, () => void (accepted = this.spectatorRequests(bytes)));
    return accepted;
  }

  /** Programmer errors in what our own session sends: thrown, before anything reaches the wire. */
  private checkOutgoing(bytes: Uint8Array): void {
    if (!(bytes instanceof Uint8Array)) throw new TypeError(`expected a Uint8Array, got ${typeof bytes}`);
    if (bytes.length > MAX_MESSAGE_BYTES) throw new RangeError(`expected a message of at most ${MAX_MESSAGE_BYTES} bytes, got ${bytes.length}`);
  }

  private sendOn(link: Link, bytes: Uint8Array): void {
    const conn = link.conn;
    if (conn === null) return;
    // Safari, for one, advertises a smaller limit than ours; sending more would kill the channel.
    const limit = conn.peerConnection?.sctp?.maxMessageSize;
    if (typeof limit === 'number' && limit > 0 && bytes.length > limit) {
      return this.report({ kind: 'dropped', peer: link.id, reason: 'too-big-for-link', bytes: bytes.length });
    }
    // A copy: PeerJS may queue the message, and the caller may reuse its buffer (msgpackr pools them).
    this.guard('link', link.id, () => void conn.send(bytes.slice()));
  }

  // ---- reports ----

  private report(report: PeerjsReport): void {
    for (const reporter of this.reporters) {
      try {
        reporter(report);
      } catch {
        // A broken report handler must not break the transport, and reporting it would recurse.
      }
    }
  }

  /** Runs an event handler's body; whatever it throws becomes a report, never an uncaught error. */
  private guard(where: 'broker' | 'link' | 'handler', peer: PeerId | undefined, fn: () => void): void {
    try {
      fn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.report(peer === undefined ? { kind: 'error', where, code: 'threw', message } : { kind: 'error', where, peer, code: 'threw', message });
    }
  }
}
