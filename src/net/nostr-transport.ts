// A Transport through Nostr relays: store-and-forward for games played over days, when the
// players are rarely online at the same time. Every message becomes one signed Nostr event on every
// configured relay; a peer that comes online fetches what it missed since it last saw anything, and
// what it sends while offline waits in an outbox until it is online again. The relays are
// somebody else's (public ones, or the player's own): we run no server.
//
// What a relay sees is what the game already makes public — the signed log entries and the sync
// requests and answers the session sends (sealed choices travel only as commitments until they
// are opened) — plus the game id in a tag and each peer's id. Nostr's own signature is under a
// throw-away key per peer and game; it only lets relays accept the event. Nothing here trusts a
// relay or an event: the session checks every entry's own signature, and this transport refuses
// events of another kind or topic, oversized or undecodable ones, and duplicates, reporting each.
// A message to one peer is encrypted to that peer's Nostr key (NIP-44 v2) and taken only from the
// key of the peer it names, so a relay reads no direct message and nobody sends one in a peer's name.
import { AbstractRelay, type Subscription } from 'nostr-tools/abstract-relay';
import type { Filter } from 'nostr-tools/filter';
import { decrypt as nip44Decrypt, encrypt as nip44Encrypt, getConversationKey } from 'nostr-tools/nip44';
import { finalizeEvent, getPublicKey, verifyEvent, type Event } from 'nostr-tools/pure';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { BoundedSet } from './bounded-set';
import { realTimers, Retry, type BackoffPolicy, type Timers } from './peerjs-backoff';
import type { MessageHandler, PeerId, Transport } from './transport';

/**
 * The Nostr event kind of a game message: in the range NIP-01 calls regular (1000–9999: relays
 * store every event), and not one the NIPs assign.
 */
export const GAME_EVENT_KIND = 7713;

/**
 * The largest message carried. Base64 makes it ≈ 87 KiB of event content; common relays accept
 * events up to 128 KiB (strfry's default), and the session's largest message (a 24-card lock
 * step) is ≈ 4 KiB.
 */
export const MAX_RELAY_MESSAGE_BYTES = 64 * 1024;
/**
 * The largest direct message: NIP-44 encrypts at most 65 535 bytes of text, and the message goes
 * in as base64 (49 149 bytes make 65 532 characters). A sync answer carries one entry per message.
 */
export const MAX_RELAY_DIRECT_BYTES = 49_149;
/** A broadcast event's content, at most: the base64 of the largest message. */
const MAX_CONTENT_CHARS = Math.ceil(MAX_RELAY_MESSAGE_BYTES / 3) * 4;
/** A direct event's content, at most: the NIP-44 payload (version, nonce, padded text, MAC) of the largest direct message, in base64. */
const MAX_DIRECT_CONTENT_CHARS = Math.ceil((1 + 32 + 2 + 65_536 + 32) / 3) * 4;

/** Events asked for in one request: relays cap it (often 500 or more); older ones are paged. */
const PAGE = 500;
/** Pages asked for per fetch, at most: a flood of junk under the game's topic costs a bounded fetch. */
const MAX_PAGES = 20;
/** Messages waiting to go out while offline, at most (a whole game is ≈ 1 200 entries per seat and less). */
const MAX_OUTBOX = 5_000;
/**
 * How long a fetch waits for the relay's end of stored events. nostr-tools stops waiting after
 * 4.4 s by default and calls that the end; a loaded relay sending hundreds of stored events can
 * take longer, and a peer that then went offline would miss the rest.
 */
const EOSE_TIMEOUT_MS = 60_000;
/**
 * How long a publish waits for the relay's OK. nostr-tools gives up after 4.4 s; a loaded relay
 * (or machine) can take longer, and the message would then go out twice.
 */
const PUBLISH_TIMEOUT_MS = 60_000;
/**
 * Bytes of messages a fetch holds back to hand them over oldest first (a relay sends the newest
 * first): ample for a whole game's entries and sync messages (≈ 1 MB for 6 players); past it,
 * what is held is handed over at once (a flood of junk under the topic cannot grow it further).
 */
const MAX_FETCH_HELD_BYTES = 16 * 1024 * 1024;
/** Event ids and message digests remembered to drop duplicates (oldest forgotten first). */
const MAX_REMEMBERED = 100_000;

export interface NostrTransportOptions {
  /** This peer's id in the game (the session's `from` for what it sends). */
  readonly self: PeerId;
  /** The other members: direct sends go to them (tagged), and `peers()` lists them. */
  readonly peers: readonly PeerId[];
  /**
   * Each peer's Nostr public key (64 hex digits): a direct send to a peer is encrypted to its key
   * (NIP-44 v2), and a direct message is taken only from the key of the peer its `from` names. A
   * direct send to a peer without a key is dropped and reported (`no-key`).
   */
  readonly peerKeys?: Readonly<Record<PeerId, string>>;
  /** ws:// or wss:// addresses of the relays every message goes to. */
  readonly relays: readonly string[];
  /** What every event of this game is tagged with: the game id in hex. */
  readonly topic: string;
  /** This peer's Nostr secret key (32 bytes): a throw-away key, not its game key. */
  readonly secretKey: Uint8Array;
  /** Milliseconds since 1970 for the events' `created_at`; default Date.now (tests run days in seconds). */
  readonly now?: () => number;
  /**
   * How far back, in seconds, before the newest event it saw a returning peer fetches again: the
   * tolerated difference between two peers' clocks. Default 600.
   */
  readonly sinceSlackSeconds?: number;
  /** Node has no WebSocket before version 22: pass `ws`'s. Default: the global one. */
  readonly websocket?: typeof WebSocket;
  /** Retrying a relay that could not be reached or dropped while online; default 1 s doubling to 60 s. */
  readonly backoff?: BackoffPolicy;
  /** Default: the global timers (style rule 23). */
  readonly timers?: Timers;
}

const DEFAULT_RELAY_BACKOFF: BackoffPolicy = { firstMs: 1_000, maxMs: 60_000 };

/** What the transport tells about itself: everything dropped, and the relays' answers. */
export type NostrReport =
  | { readonly kind: 'refused-event'; readonly relay: string; readonly reason: NostrRefusal }
  | { readonly kind: 'publish-failed'; readonly relay: string; readonly reason: string }
  | { readonly kind: 'relay-down'; readonly relay: string; readonly reason: string }
  | { readonly kind: 'outbox-full' }
  | { readonly kind: 'handler-failed'; readonly reason: string }
  | { readonly kind: 'no-key'; readonly to: PeerId }
  | { readonly kind: 'fetch-truncated'; readonly relay: string };

export type NostrRefusal = 'bad-signature' | 'wrong-kind' | 'wrong-topic' | 'too-big' | 'undecodable' | 'wrong-sender';

interface Outgoing {
  readonly bytes: Uint8Array;
  readonly to: PeerId | null;
}

/** A message taken in, ready for the handlers. */
interface Incoming {
  readonly from: PeerId;
  readonly bytes: Uint8Array;
  readonly createdAt: number;
  /** The Nostr key that signed it: a sender's count is its own under one key (a reload has a new one). */
  readonly key: string;
  /** The sender's count of the events it signed under that key (its `n` tag), or null when it carries none. */
  readonly n: number | null;
}

export class NostrTransport implements Transport {
  readonly self: PeerId;
  private readonly handlers = new Set<MessageHandler>();
  private readonly reporters = new Set<(report: NostrReport) => void>();
  private readonly relays = new Map<string, AbstractRelay>();
  private subscriptions: Subscription[] = [];
  /** Per relay, the retry of a connection that failed or dropped while online. */
  private readonly retries = new Map<string, Retry>();
  private readonly seenEvents = new BoundedSet(MAX_REMEMBERED);
  private readonly seenMessages = new BoundedSet(MAX_REMEMBERED);
  private readonly outbox: Outgoing[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** The newest `created_at` of any event taken in: where the next fetch starts (less the slack). */
  private newest: number | null = null;
  private online = false;
  private closed = false;
  /** Resolves once `connect`'s relays have answered and one of them has handed over what it held (`fetched`). */
  private markFetched: () => void = () => undefined;
  private readonly firstFetch = new Promise<void>((resolve) => (this.markFetched = resolve));
  /** Whether some relay's fetch has completed, and whether `connect` has heard from every relay. */
  private anyFetched = false;
  private connectAnswered = false;
  /** NIP-44 conversation keys by the other side's Nostr public key (one per peer). */
  private readonly conversations = new Map<string, Uint8Array>();
  private readonly publicKey: string;
  /** Events signed so far: each carries its count (tag `n`), which orders a sender's events of one second. */
  private signed = 0;

  constructor(private readonly options: NostrTransportOptions) {
    if (!/^[0-9a-f]{16,128}$/.test(options.topic)) throw new TypeError(`expected the game id in hex as the topic, got ${JSON.stringify(options.topic)}`);
    if (options.relays.length === 0) throw new TypeError('expected at least one relay address');
    for (const url of options.relays) if (!/^wss?:\/\//.test(url)) throw new TypeError(`expected a ws:// or wss:// relay address, got ${JSON.stringify(url)}`);
    this.self = options.self;
    this.publicKey = getPublicKey(options.secretKey);
  }

  /** This peer's Nostr public key (hex): what the others list in `peerKeys` to send to it. */
  get nostrPublicKey(): string {
    return this.publicKey;
  }

  private conversation(publicKey: string): Uint8Array {
    let key = this.conversations.get(publicKey);
    if (key === undefined) {
      key = getConversationKey(this.options.secretKey, publicKey);
      this.conversations.set(publicKey, key);
    }
    return key;
  }

  peers(): PeerId[] {
    return this.options.peers.filter((p) => p !== this.self);
  }

  /** Whether the transport is connected (between `connect` and `disconnect`). */
  get isOnline(): boolean {
    return this.online;
  }

  send(to: PeerId, bytes: Uint8Array): void {
    if (bytes.length > MAX_RELAY_DIRECT_BYTES) throw new RangeError(`expected a direct message of at most ${MAX_RELAY_DIRECT_BYTES} bytes, got ${bytes.length}`);
    if (this.options.peerKeys?.[to] === undefined) return this.report({ kind: 'no-key', to });
    this.enqueue({ bytes, to });
  }

  broadcast(bytes: Uint8Array): void {
    // A message already taken in from a relay is there for everyone already (a peer that passes
    // entries on, such as a divergence shown to all, would only store it again).
    if (!this.seenMessages.add(digest(bytes))) return;
    this.enqueue({ bytes, to: null });
  }

  onMessage(handler: MessageHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  onReport(handler: (report: NostrReport) => void): () => void {
    this.reporters.add(handler);
    return () => this.reporters.delete(handler);
  }

  /**
   * Resolves once a relay has handed over everything it held of the game, never before: when
   * `connect` has heard from every relay and one of them fetched, or else at the first retry that
   * fetches. `connect` resolves also when no relay could be reached:
   * a caller that waits for the backlog (a seat back from a reload, Session.backlogIn) waits for
   * this instead, or it would write again halfway through a history no relay had given it yet.
   */
  fetched(): Promise<void> {
    return this.firstFetch;
  }

  /**
   * Comes online: connects to every relay, fetches every event of the game since the newest one
   * it saw (less the slack), then sends its outbox and stays subscribed. Resolves when every
   * relay that answered has sent what it stored; a relay that cannot be reached is reported and
   * skipped (the others still carry the game).
   */
  async connect(): Promise<void> {
    if (this.closed) throw new TypeError('expected an open transport, got connect() after close()');
    if (this.online) return;
    this.online = true;
    await Promise.all(this.options.relays.map((url) => this.connectRelay(url)));
    this.connectAnswered = true;
    if (this.anyFetched) this.markFetched();
    this.flush();
  }

  /** Goes offline: closes every relay connection; sends wait in the outbox until `connect`. */
  disconnect(): void {
    this.online = false;
    for (const retry of this.retries.values()) retry.cancel();
    for (const sub of this.subscriptions.splice(0)) sub.close();
    // A subscription's CLOSE goes out on a later microtask (nostr-tools' send): closing the socket
    // at once made the browser log a send on a closed WebSocket (as the notice board does).
    const relays = [...this.relays.values()];
    (this.options.timers ?? realTimers).setTimeout(() => {
      for (const relay of relays) relay.close();
    }, 0);
    this.relays.clear();
  }

  /** Resolves when every publish under way has been answered by its relay (or has failed). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** How many messages wait for the next `connect`. */
  get waiting(): number {
    return this.outbox.length;
  }

  /** How many messages no relay has taken yet: those waiting, and those sent but not yet answered. */
  get unsent(): number {
    return this.outbox.length + this.inFlight.size;
  }

  close(): void {
    this.disconnect();
    this.closed = true;
    this.handlers.clear();
  }

  private enqueue(message: Outgoing): void {
    if (this.closed) return;
    if (message.bytes.length > MAX_RELAY_MESSAGE_BYTES) {
      throw new RangeError(`expected a message of at most ${MAX_RELAY_MESSAGE_BYTES} bytes, got ${message.bytes.length}`);
    }
    if (this.outbox.length >= MAX_OUTBOX) {
      this.outbox.shift();
      this.report({ kind: 'outbox-full' });
    }
    this.outbox.push(message);
    if (this.online) this.flush();
  }

  /** Signs and publishes the outbox to every connected relay; what no relay took goes back. */
  private flush(): void {
    const relays = [...this.relays.values()].filter((r) => r.connected);
    if (relays.length === 0) return;
    for (const message of this.outbox.splice(0)) {
      const event = this.sign(message);
      const published = Promise.allSettled(relays.map((r) => r.publish(event))).then((results) => {
        results.forEach((r, i) => {
          if (r.status === 'rejected') this.report({ kind: 'publish-failed', relay: relays[i]!.url, reason: String((r.reason as Error)?.message ?? r.reason) });
        });
        if (results.every((r) => r.status === 'rejected') && !this.closed) this.outbox.push(message);
      });
      const tracked = published.finally(() => this.inFlight.delete(tracked));
      this.inFlight.add(tracked);
    }
  }

  private sign(message: Outgoing): Event {
    const { topic, self } = this.options;
    const tags = [['t', message.to === null ? topic : directTopic(topic, message.to)], ['from', self], ['n', String(this.signed++)]];
    const createdAt = Math.floor((this.options.now ?? Date.now)() / 1000);
    // `send` checked that the addressee has a key.
    const content = message.to === null ? toBase64(message.bytes) : nip44Encrypt(toBase64(message.bytes), this.conversation(this.options.peerKeys![message.to]!));
    const event = finalizeEvent({ kind: GAME_EVENT_KIND, created_at: createdAt, tags, content }, this.options.secretKey);
    this.seenEvents.add(event.id);
    return event;
  }

  private async connectRelay(url: string): Promise<void> {
    const relay = new AbstractRelay(url, {
      verifyEvent,
      enableReconnect: false,
      ...(this.options.websocket ? { websocketImplementation: this.options.websocket } : {}),
    });
    try {
      await relay.connect({ timeout: 10_000 });
    } catch (error) {
      this.report({ kind: 'relay-down', relay: url, reason: String((error as Error)?.message ?? error) });
      if (this.online) this.retry(url).schedule();
      return;
    }
    if (!this.online) return relay.close();
    relay.publishTimeout = PUBLISH_TIMEOUT_MS;
    this.relays.set(url, relay);
    relay.onclose = () => {
      if (this.relays.get(url) === relay) this.relays.delete(url);
      this.subscriptions = this.subscriptions.filter((sub) => sub.relay !== relay);
      if (!this.online) return;
      this.report({ kind: 'relay-down', relay: url, reason: 'closed' });
      this.retry(url).schedule();
    };
    await this.fetch(relay);
    this.anyFetched = true;
    if (this.connectAnswered) this.markFetched();
    this.retry(url).succeeded();
  }

  /** The retry of `url`: connects again, fetches what was missed meanwhile, and sends the outbox. */
  private retry(url: string): Retry {
    let retry = this.retries.get(url);
    if (retry === undefined) {
      retry = new Retry(this.options.timers ?? realTimers, this.options.backoff ?? DEFAULT_RELAY_BACKOFF, () => {
        if (!this.online || this.relays.has(url)) return;
        void this.connectRelay(url).then(() => this.flush());
      });
      this.retries.set(url, retry);
    }
    return retry;
  }

  /**
   * Asks `relay` for the game's events since the newest seen (pages of PAGE, newest first, going
   * back with `until`), then keeps the first subscription open for live events. What the fetch
   * brings is handed over oldest first, once it is all in (or MAX_FETCH_HELD_BYTES are held): a
   * session holds only a bounded stretch of each chain ahead of what it can consume (src/session
   * chains.ts), so a day's entries handed over newest first would mostly be dropped, and nobody
   * would send them again.
   */
  private async fetch(relay: AbstractRelay): Promise<void> {
    const held: Incoming[] = [];
    let heldBytes = 0;
    let holding = true;
    const release = () => {
      // Oldest first; of one second, in the relay's order reversed, then each sender's own in the
      // order it signed them (a relay orders the events of one second by id, NIP-01: no order).
      const order = held.splice(0).map((m, i) => ({ m, i })).sort((a, b) => a.m.createdAt - b.m.createdAt || b.i - a.i);
      const messages = inSenderOrder(order.map(({ m }) => m));
      heldBytes = 0;
      for (const m of messages) this.deliver(m);
    };
    const sink = (m: Incoming) => {
      if (!holding) return this.deliver(m);
      held.push(m);
      heldBytes += m.bytes.length;
      if (heldBytes > MAX_FETCH_HELD_BYTES) release();
    };
    try {
      await this.fetchPages(relay, sink);
    } finally {
      holding = false;
      release();
    }
  }

  private async fetchPages(relay: AbstractRelay, sink: (m: Incoming) => void): Promise<void> {
    const slack = this.options.sinceSlackSeconds ?? 600;
    const since = this.newest === null ? undefined : Math.max(0, this.newest - slack);
    let until: number | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const filter: Filter = {
        kinds: [GAME_EVENT_KIND],
        '#t': [this.options.topic, directTopic(this.options.topic, this.self)],
        limit: PAGE,
        ...(since !== undefined ? { since } : {}),
        ...(until !== undefined ? { until } : {}),
      };
      const { count, fresh, oldest } = await this.fetchPage(relay, filter, page === 0, sink);
      if (count < PAGE || fresh === 0 || oldest === null) return;
      until = oldest;
    }
    this.report({ kind: 'fetch-truncated', relay: relay.url });
  }

  /** One request: resolves at the relay's end of stored events; the first stays open for live ones. */
  private fetchPage(relay: AbstractRelay, filter: Filter, keepOpen: boolean, sink: (m: Incoming) => void): Promise<{ count: number; fresh: number; oldest: number | null }> {
    return new Promise((resolve) => {
      let count = 0;
      let fresh = 0;
      let oldest: number | null = null;
      let ended = false;
      const sub = relay.subscribe([filter], {
        eoseTimeout: EOSE_TIMEOUT_MS,
        onevent: (event) => {
          if (!ended) {
            count++;
            oldest = oldest === null ? event.created_at : Math.min(oldest, event.created_at);
          }
          if (this.take(relay.url, event, sink) && !ended) fresh++;
        },
                // nostr-tools hands here what does not match the filter or whose signature fails (its
        // own events, which a relay may send back to every subscriber, are skipped quietly).
        oninvalidevent: (event) => {
          const e = event as Event;
          if (typeof e?.id === 'string' && !this.seenEvents.add(e.id)) return;
          this.report({ kind: 'refused-event', relay: relay.url, reason: this.misfit(e) ?? 'bad-signature' });
        },
        oneose: () => {
          ended = true;
          if (!keepOpen) sub.close();
          resolve({ count, fresh, oldest });
        },
        onclose: () => {
          if (!ended) resolve({ count, fresh, oldest });
          ended = true;
        },
      });
      if (keepOpen) this.subscriptions.push(sub);
    });
  }

  /** Why an event is not one of this game's messages to this peer, or null if it is. */
  private misfit(event: Event): NostrRefusal | null {
    if (event === null || typeof event !== 'object' || event.kind !== GAME_EVENT_KIND) return 'wrong-kind';
    const topics = Array.isArray(event.tags) ? event.tags.filter((t) => Array.isArray(t) && t[0] === 't').map((t) => t[1]) : [];
    const mine = [this.options.topic, directTopic(this.options.topic, this.self)];
    if (topics.length !== 1 || !mine.includes(topics[0]!)) return 'wrong-topic';
    const max = topics[0] === this.options.topic ? MAX_CONTENT_CHARS : MAX_DIRECT_CONTENT_CHARS;
    if (typeof event.content !== 'string' || event.content.length > max) return 'too-big';
    return null;
  }

  /**
   * Checks one event whose signature nostr-tools verified and passes its message to `sink`; false
   * if it was refused or seen before. A relay may hand out anything (one we tried lets other topics
   * through to live subscriptions), so kind, topic and size are checked again here.
   */
  private take(url: string, event: Event, sink: (m: Incoming) => void): boolean {
    const refuse = (reason: NostrRefusal): false => {
      this.report({ kind: 'refused-event', relay: url, reason });
      return false;
    };
    if (!this.seenEvents.add(event.id)) return false;
    const misfit = this.misfit(event);
    if (misfit !== null) return refuse(misfit);
    const topics = event.tags.filter((t) => t[0] === 't').map((t) => t[1]);
    const claimed = event.tags.find((t) => t[0] === 'from')?.[1];
    const direct = topics[0] !== this.options.topic;
    // A direct message only from the key of the peer it names, and only as that key encrypted it to ours.
    if (direct && (claimed === undefined || this.options.peerKeys?.[claimed] !== event.pubkey)) return refuse('wrong-sender');
    const bytes = fromBase64(direct ? this.open(event) : event.content);
    if (bytes === null || bytes.length === 0) return refuse('undecodable');
    this.newest = this.newest === null ? event.created_at : Math.max(this.newest, event.created_at);
    // A broadcast comes once however many relays and fetches bring it (and not back to its
    // sender); direct messages are told apart by their event only: a repeated sync request is
    // a new request.
    if (!direct && !this.seenMessages.add(digest(bytes))) return false;
    const from = claimed ?? `nostr:${event.pubkey}`;
    sink({ from, bytes, createdAt: event.created_at, key: event.pubkey, n: countOf(event) });
    return true;
  }

  /** The base64 text a direct event carries, decrypted; '' when it does not decrypt (never throws). */
  private open(event: Event): string {
    try {
      return nip44Decrypt(event.content, this.conversation(event.pubkey));
    } catch {
      return '';
    }
  }

  /** Passes a message up to every handler. */
  private deliver({ from, bytes }: Incoming): void {
    if (this.closed) return;
    for (const handler of [...this.handlers]) {
      try {
        handler(from, bytes);
      } catch (error) {
        // A handler's failure is the handler's; the transport goes on delivering.
        this.report({ kind: 'handler-failed', reason: String((error as Error)?.message ?? error) });
      }
    }
  }

  private report(report: NostrReport): void {
    for (const handler of [...this.reporters]) handler(report);
  }
}

/** The sender's count an event carries (tag `n`: a decimal of at most 15 digits), or null. */
function countOf(event: Event): number | null {
  const n = event.tags.find((t) => t[0] === 'n')?.[1];
  return n !== undefined && /^\d{1,15}$/.test(n) ? Number(n) : null;
}

/**
 * `messages` with each sender's messages of one second (one `from`, one Nostr key) put in the order
 * it signed them, in the places its messages held; the rest stay where they are. A sender's counts
 * are its own under one key (a reload starts a new key and count), so one who writes made-up
 * counts only reorders its own messages.
 */
function inSenderOrder(messages: Incoming[]): Incoming[] {
  const places = new Map<string, number[]>();
  messages.forEach((m, i) => {
    if (m.n === null) return;
    const sender = `${m.createdAt}|${m.key}|${m.from}`;
    const at = places.get(sender);
    if (at === undefined) places.set(sender, [i]);
    else at.push(i);
  });
  for (const at of places.values()) {
    const own = at.map((i) => messages[i]!).sort((a, b) => a.n! - b.n!);
    at.forEach((place, j) => (messages[place] = own[j]!));
  }
  return messages;
}

function directTopic(topic: string, to: PeerId): string {
  return `${topic}/${to}`;
}

function digest(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Decodes standard base64; null for anything else (never throws). */
function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
