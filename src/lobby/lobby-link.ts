// The one small interface the lobby talks through (style rule 23), and an in-memory version for
// tests and bot-only lobbies. The lobby is a star: the host's link accepts anyone who dials its
// lobby id; a guest's link reaches only the host. Like a Transport, a link moves opaque bytes and
// vouches for nothing: the state machines check everything.

export interface LobbyLink {
  /** Sends to one peer (a guest's only peer is the host); dropped if that peer is not connected. */
  send(to: string, bytes: Uint8Array): void;
  /** Subscribes to incoming messages; returns the unsubscribe function. */
  onMessage(handler: (from: string, bytes: Uint8Array) => void): () => void;
  /**
   * Subscribes to peers connecting (`up`) and leaving; returns the unsubscribe function. A link
   * that authenticates its channels passes the key the peer proved (the PeerJS link does).
   */
  onPeer(handler: (peer: string, up: boolean, publicKey?: Uint8Array) => void): () => void;
  /** Leaves: no more messages arrive or leave, and the other side sees this peer leave. */
  close(): void;
  /** Whether a guest's link gave up on the host because the broker could not be reached (the PeerJS link's). */
  gaveUpOnBroker?(): boolean;
}

type MessageHandler = (from: string, bytes: Uint8Array) => void;
type PeerHandler = (peer: string, up: boolean) => void;

/** One end of an in-memory link. */
class MemoryLink implements LobbyLink {
  readonly messages = new Set<MessageHandler>();
  readonly peerHandlers = new Set<PeerHandler>();
  readonly connected = new Set<string>();
  closed = false;

  constructor(
    readonly id: string,
    private readonly hub: MemoryLobbyHub,
  ) {}

  send(to: string, bytes: Uint8Array): void {
    if (this.closed || !this.connected.has(to)) return;
    this.hub.deliver(this.id, to, bytes.slice());
  }

  onMessage(handler: MessageHandler): () => void {
    this.messages.add(handler);
    return () => this.messages.delete(handler);
  }

  onPeer(handler: PeerHandler): () => void {
    this.peerHandlers.add(handler);
    return () => this.peerHandlers.delete(handler);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const peer of this.connected) this.hub.disconnect(this.id, peer);
    this.connected.clear();
  }
}

/**
 * An in-memory lobby network. Every delivery and connection event is queued as a microtask, so a
 * handler never runs inside the `send` that caused it (as with a real network).
 */
export class MemoryLobbyHub {
  private readonly links = new Map<string, MemoryLink>();
  /** Every message delivered, for tests that tamper or count. */
  readonly sent: { from: string; to: string; bytes: Uint8Array }[] = [];
  /** Rewrites a message in flight (a man in the middle); return null to drop it. */
  tamper: ((from: string, to: string, bytes: Uint8Array) => Uint8Array | null) | null = null;

  /** The host's end: anyone may connect to `id`. */
  host(id: string): LobbyLink {
    return this.add(id);
  }

  /** A guest's end, connected to the host `hostId` (the connection opens on the next microtask). */
  guest(id: string, hostId: string): LobbyLink {
    const link = this.add(id);
    queueMicrotask(() => {
      const host = this.links.get(hostId);
      if (host === undefined || host.closed || link.closed) return;
      link.connected.add(hostId);
      host.connected.add(id);
      for (const h of host.peerHandlers) h(id, true);
      for (const h of link.peerHandlers) h(hostId, true);
    });
    return link;
  }

  /** Delivers raw bytes as if `from` had sent them (a hostile peer that skips our encoder). */
  inject(from: string, to: string, bytes: Uint8Array): void {
    queueMicrotask(() => {
      const target = this.links.get(to);
      if (target !== undefined && !target.closed) for (const h of target.messages) h(from, bytes);
    });
  }

  deliver(from: string, to: string, bytes: Uint8Array): void {
    queueMicrotask(() => {
      const target = this.links.get(to);
      if (target === undefined || target.closed || !target.connected.has(from)) return;
      const out = this.tamper === null ? bytes : this.tamper(from, to, bytes);
      if (out === null) return;
      this.sent.push({ from, to, bytes: out });
      for (const h of target.messages) h(from, out);
    });
  }

  disconnect(from: string, to: string): void {
    queueMicrotask(() => {
      const target = this.links.get(to);
      if (target === undefined || !target.connected.delete(from)) return;
      for (const h of target.peerHandlers) h(from, false);
    });
  }

  private add(id: string): MemoryLink {
    if (this.links.get(id)?.closed === false) throw new RangeError(`expected a free link id, got '${id}' (in use)`);
    const link = new MemoryLink(id, this);
    this.links.set(id, link);
    return link;
  }
}
