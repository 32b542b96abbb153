// Chat beside a game with friends: public lines and lines private to one house, each signed with
// the sender's game key, sent straight over the players' PeerJS links and never through the game's
// log or its session — a chat line cannot block, delay or change the game. A frame starts with
// 0xC1, a byte that never begins the game's messages (canonical MessagePack never uses it), so
// `splitChat` hands the session exactly the messages it had before. Every line received is checked:
// the game, the sender's seat and link, its signature, the addressee, the length and a rate;
// anything else is dropped. A line is known by its sender and seq: one seen before is dropped, so a
// line sent again shows once. A link goes down and comes back (or opens only after a line was sent):
// when a seat's link opens, the room sends it again its own last `resend` lines that seat may read,
// so a line reaches every player who is online at some time together with its author. The lines are
// kept with the saved game.
import { decodeCanonical, encodeCanonical, equalBytes, sign, utf8Bytes, verify } from '../../crypto/index';
import type { LoadedGame } from '../persist/saved-game';
import type { MessageHandler, PeerId, Transport } from '../net/transport';

export const CHAT_LIMITS = Object.freeze({
  /** Characters in one line. */
  maxText: 500,
  /** Lines one seat may send in a burst, then one per `refillMs`. */
  burst: 5,
  refillMs: 2000,
  /** Lines kept (the oldest go). */
  kept: 500,
  /**
   * This seat's own lines sent again to a seat whose link opens (the last ones it may read); as
   * many lines from a seat are taken beyond its rate after its link opened, for the same reason.
   */
  resend: 50,
  /** How often, at most, a seat's link opening lets it past its rate again (a peer that redials to flood gains nothing more). */
  resendEveryMs: 60_000,
  /** Bytes of one frame on the wire. */
  maxFrame: 2048,
});

const MARK = 0xc1;
const DOMAIN = utf8Bytes('sealed-orders/chat/v1');

export interface ChatLine {
  readonly from: number;
  /** The seat it is addressed to alone, or null: everyone. */
  readonly to: number | null;
  readonly seq: number;
  readonly text: string;
}

export type ChatRefusal = 'empty' | 'too-long' | 'too-fast' | 'bad-target';

/** The two transports a seat's PeerJS mesh becomes: the game's (chat frames removed) and the chat's handler. */
export function splitChat(mesh: Transport): { game: Transport; onChat(handler: MessageHandler): () => void } {
  const handlers = new Set<MessageHandler>();
  const game: Transport = {
    self: mesh.self,
    peers: () => mesh.peers(),
    send: (to, bytes) => mesh.send(to, bytes),
    broadcast: (bytes) => mesh.broadcast(bytes),
    onMessage: (handler) =>
      mesh.onMessage((from, bytes) => {
        if (bytes[0] === MARK) return;
        handler(from, bytes);
      }),
    close: () => mesh.close(),
  };
  mesh.onMessage((from, bytes) => {
    if (bytes[0] !== MARK) return;
    for (const h of handlers) h(from, bytes);
  });
  return {
    game,
    onChat(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

/**
 * A watcher's view of a player's links without the chat: public chat frames reach spectators too
 * (a broadcast goes to every open channel), and they are nothing a watcher's game intake should
 * see or count as refused. Watchers show no chat.
 */
export function withoutChat(mesh: Transport): Transport {
  return splitChat(mesh).game;
}

function signedBytes(body: Record<string, unknown>): Uint8Array {
  const encoded = encodeCanonical(body);
  const out = new Uint8Array(DOMAIN.length + encoded.length);
  out.set(DOMAIN);
  out.set(encoded, DOMAIN.length);
  return out;
}

/** Where a room keeps its lines (the signed frames, re-checked when loaded). */
export interface ChatStore {
  load(): Promise<readonly Uint8Array[]>;
  /** `own`: a line of this seat's. */
  save(frame: Uint8Array, own: boolean): void;
}

export interface ChatRoomOptions {
  /** Where the lines are kept; none: in memory only. */
  readonly store?: ChatStore | null;
  /** Milliseconds, for the rate limit. */
  readonly now?: () => number;
  /**
   * Subscribes to the links that open (the peer's id), a first time or again after a drop; returns
   * the unsubscribe function. Without it, a line reaches only the links open when it is sent.
   */
  readonly onLinkOpen?: (handler: (peer: PeerId) => void) => () => void;
}

/** A line as checked, and the frame it came in. */
interface Checked {
  readonly line: ChatLine;
  readonly frame: Uint8Array;
  readonly body: Record<string, unknown>;
  readonly sig: Uint8Array;
}

const keyOf = (from: number, seq: number): string => `${from}/${seq}`;

/** The chat of one seat of a game. */
export class ChatRoom {
  /** Shown oldest first, each seat's lines in the order of their seq. */
  #lines: ChatLine[] = [];
  /** The lines in `#lines`, by sender and seq: a line sent again is dropped. */
  #held = new Set<string>();
  /**
   * Per seat, the lowest seq still taken: a line older than one that went out of `#lines` stays out.
   * Not kept across a reload: a line sent again then that went out before (among its sender's last
   * `resend`, behind `kept` lines of the table) shows once more.
   */
  #floor: number[];
  /** This seat's last `resend` lines with their frames, oldest first: sent again to a link that opens. */
  #mine: { readonly line: ChatLine; readonly frame: Uint8Array }[] = [];
  /** The seq of this seat's next line. */
  #nextSeq = 0;
  #tokens: number[];
  #refilledAt: number[];
  /** Per seat, lines still taken beyond its rate since its link last opened (what it sends again). */
  #allowance: number[];
  /** When each seat's allowance was last given (its link opened). */
  #allowedAt: number[];
  #unread = 0;
  #listeners = new Set<() => void>();
  #off: (() => void)[];
  private readonly store: ChatStore | null;
  private readonly now: () => number;

  constructor(
    private readonly game: LoadedGame,
    private readonly mesh: Transport,
    onChat: (handler: MessageHandler) => () => void,
    options: ChatRoomOptions = {},
  ) {
    this.store = options.store ?? null;
    const now = options.now ?? (() => Date.now());
    this.now = now;
    const seats = game.setup.seats.length;
    this.#floor = Array.from({ length: seats }, () => 0);
    this.#tokens = Array.from({ length: seats }, () => CHAT_LIMITS.burst);
    this.#refilledAt = Array.from({ length: seats }, () => now());
    this.#allowance = Array.from({ length: seats }, () => 0);
    this.#allowedAt = Array.from({ length: seats }, () => -Infinity);
    this.#off = [onChat((from, bytes) => this.receive(from, bytes))];
    if (options.onLinkOpen !== undefined) this.#off.push(options.onLinkOpen((peer) => this.linkOpened(peer)));
  }

  /** This page's seat. */
  get seat(): number {
    return this.game.seat;
  }

  lines(): readonly ChatLine[] {
    return this.#lines;
  }

  /** Lines from others since `markRead`. */
  unread(): number {
    return this.#unread;
  }

  markRead(): void {
    if (this.#unread === 0) return;
    this.#unread = 0;
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Reads the kept lines back (each frame checked again); call once, after a reload. This seat's
   * own lines read back then go again to the links already open (they may have opened first).
   */
  async load(): Promise<void> {
    if (this.store === null) return;
    for (const frame of await this.store.load()) {
      const checked = this.check(frame, null);
      if (checked !== null && this.verified(checked)) this.take(checked, 'loaded');
    }
    for (const peer of this.mesh.peers()) this.resendTo(peer);
  }

  /** Sends a line to everyone (`to` null) or to one seat. */
  send(text: string, to: number | null): ChatRefusal | null {
    const clean = text.trim();
    if (clean === '') return 'empty';
    if ([...clean].length > CHAT_LIMITS.maxText) return 'too-long';
    if (to !== null && (!Number.isSafeInteger(to) || to < 0 || to >= this.#floor.length || to === this.seat)) return 'bad-target';
    if (!this.spend(this.seat)) return 'too-fast';
    const body = { game: this.game.gameId, from: this.seat, to, seq: this.#nextSeq, text: clean };
    const sig = sign(this.game.keys.secretKey, signedBytes(body));
    const encoded = encodeCanonical({ ...body, sig });
    const frame = new Uint8Array(encoded.length + 1);
    frame[0] = MARK;
    frame.set(encoded, 1);
    this.take({ line: { from: this.seat, to, seq: body.seq, text: clean }, frame, body, sig }, 'sent');
    if (to === null) this.mesh.broadcast(frame);
    else this.mesh.send(this.game.peerIds[to]!, frame);
    return null;
  }

  close(): void {
    for (const off of this.#off) off();
    this.#listeners.clear();
  }

  /**
   * A seat's link opened: it gets our lines again, and may send as many lines beyond its rate as it
   * sends again (once every `resendEveryMs` at most).
   */
  private linkOpened(peer: PeerId): void {
    const seat = this.game.peerIds.indexOf(peer);
    if (seat < 0 || seat === this.seat) return;
    const t = this.now();
    if (t - this.#allowedAt[seat]! >= CHAT_LIMITS.resendEveryMs) {
      this.#allowance[seat] = CHAT_LIMITS.resend;
      this.#allowedAt[seat] = t;
    }
    this.resendTo(peer);
  }

  /** This seat's kept lines that `peer`'s seat may read, oldest first, on its link alone. */
  private resendTo(peer: PeerId): void {
    const seat = this.game.peerIds.indexOf(peer);
    if (seat < 0 || seat === this.seat) return;
    for (const { line, frame } of this.#mine) if (line.to === null || line.to === seat) this.mesh.send(peer, frame);
  }

  private receive(from: PeerId, frame: Uint8Array): void {
    const seat = this.game.peerIds.indexOf(from);
    if (seat < 0 || seat === this.seat || frame.length > CHAT_LIMITS.maxFrame) return;
    // A line already held costs nothing (a link that opened again brings them back), and is dropped.
    const checked = this.check(frame, seat);
    if (checked === null) return;
    if (!this.spend(seat)) {
      if (this.#allowance[seat]! <= 0) return;
      this.#allowance[seat]!--;
    }
    if (this.verified(checked)) this.take(checked, 'received');
  }

  /** Takes a checked line: in its place among its sender's lines, the oldest line going beyond `kept`. */
  private take({ line, frame }: Checked, how: 'sent' | 'received' | 'loaded'): void {
    if (line.from === this.seat) {
      this.#nextSeq = Math.max(this.#nextSeq, line.seq + 1);
      this.#mine.push({ line, frame });
      this.#mine.sort((a, b) => a.line.seq - b.line.seq);
      if (this.#mine.length > CHAT_LIMITS.resend) this.#mine.shift();
    }
    // Before the first line of its sender with a greater seq: each seat's lines stay in their order.
    let at = this.#lines.findIndex((l) => l.from === line.from && l.seq > line.seq);
    if (at < 0) at = this.#lines.length;
    if (at === 0 && this.#lines.length >= CHAT_LIMITS.kept) {
      // Older than every line kept, and there is no room: it would go at once.
      this.#floor[line.from] = Math.max(this.#floor[line.from]!, line.seq + 1);
      return;
    }
    this.#lines.splice(at, 0, line);
    this.#held.add(keyOf(line.from, line.seq));
    while (this.#lines.length > CHAT_LIMITS.kept) {
      const gone = this.#lines.shift()!;
      this.#held.delete(keyOf(gone.from, gone.seq));
      this.#floor[gone.from] = Math.max(this.#floor[gone.from]!, gone.seq + 1);
    }
    if (how !== 'loaded') this.store?.save(frame, line.from === this.seat);
    if (how === 'received') this.#unread++;
    this.changed();
  }

  /**
   * The line in a frame, if it is well formed, of this game, from the seat of the link it came over
   * (`link`; null: the store), addressed to everyone or this seat (from this seat: to anyone), and
   * not held already nor older than what went; its signature is not checked yet (`verified`).
   */
  private check(frame: Uint8Array, link: number | null): Checked | null {
    if (frame[0] !== MARK) return null;
    const decoded = decodeCanonical(frame.subarray(1), { maxBytes: CHAT_LIMITS.maxFrame, maxDepth: 2 });
    if (!decoded.ok) return null;
    const v = decoded.value as Record<string, unknown> | null;
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Uint8Array) return null;
    const { game, from, to, seq, text, sig } = v;
    const seats = this.#floor.length;
    if (!(game instanceof Uint8Array) || !equalBytes(game, this.game.gameId)) return null;
    if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 0 || from >= seats) return null;
    if (link !== null && from !== link) return null; // a line comes from its author's own link
    if (!(to === null || to === this.seat || (from === this.seat && typeof to === 'number' && Number.isSafeInteger(to) && to >= 0 && to < seats))) return null;
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < this.#floor[from]! || this.#held.has(keyOf(from, seq))) return null;
    if (typeof text !== 'string' || text.length === 0 || [...text].length > CHAT_LIMITS.maxText) return null;
    if (!(sig instanceof Uint8Array) || Object.keys(v).length !== 6) return null;
    return { line: { from, to: to as number | null, seq, text }, frame, body: { game, from, to, seq, text }, sig };
  }

  /** Whether the line's author signed it. */
  private verified({ line, body, sig }: Checked): boolean {
    return verify(this.game.setup.seats[line.from]!.publicKey, signedBytes(body), sig);
  }

  /** The rate limit: a token per line, `burst` at most, one more every `refillMs`. */
  private spend(seat: number): boolean {
    const t = this.now();
    const gained = Math.floor((t - this.#refilledAt[seat]!) / CHAT_LIMITS.refillMs);
    if (gained > 0) {
      this.#tokens[seat] = Math.min(CHAT_LIMITS.burst, this.#tokens[seat]! + gained);
      this.#refilledAt[seat] = this.#refilledAt[seat]! + gained * CHAT_LIMITS.refillMs;
    }
    if (this.#tokens[seat]! <= 0) return false;
    this.#tokens[seat]!--;
    return true;
  }

  private changed(): void {
    for (const l of [...this.#listeners]) l();
  }
}

export const CHAT_DB = 'sealed-orders-chat';

/** What `idbChatStore` needs of a store: an IdbStore (which holds its whole namespace in memory). */
export interface ChatRecords {
  keys(prefix: string): string[];
  get(key: string): Uint8Array | undefined;
  put(key: string, value: Uint8Array): void;
  close(): Promise<void>;
}

/**
 * A seat's chat lines in IndexedDB (database `sealed-orders-chat`, the seat's namespace), in two
 * rings of slots, the oldest overwritten, so neither the database nor the page's copy of it grows
 * with what others send: `line/` holds the last CHAT_LIMITS.kept lines (everyone's, as the room
 * shows them), `mine/` this seat's own last CHAT_LIMITS.resend (what it sends again after a reload,
 * and where its seq goes on from, however many lines of others came since). `count/line` and
 * `count/mine` say how many went into each (4 bytes, big-endian). A namespace from before the
 * rings (one `line/` key per line, never overwritten) has its last `kept` lines moved into the ring.
 */
export function idbChatStore(namespace: string, open: (db: string, ns: string) => Promise<ChatRecords>): ChatStore & { close(): Promise<void> } {
  const opened = open(CHAT_DB, namespace);
  const ring = (name: 'line' | 'mine', size: number) => {
    const slot = (i: number) => `${name}/${String(i % size).padStart(6, '0')}`;
    let count = -1;
    const putCount = (store: ChatRecords) => {
      const bytes = new Uint8Array(4);
      new DataView(bytes.buffer).setUint32(0, count);
      store.put(`count/${name}`, bytes);
    };
    const start = (store: ChatRecords) => {
      if (count >= 0) return;
      const head = store.get(`count/${name}`);
      if (head !== undefined && head.length === 4) {
        count = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
        return;
      }
      const before = store.keys(`${name}/`).map((k) => store.get(k)!);
      const last = before.slice(-size);
      if (before.length > size) last.forEach((frame, i) => store.put(slot(i), frame));
      count = last.length;
      putCount(store);
    };
    return {
      /** The frames in the ring, oldest first. */
      read(store: ChatRecords): Uint8Array[] {
        start(store);
        const n = Math.min(count, size);
        return Array.from({ length: n }, (_, k) => store.get(slot(count - n + k))).filter((f): f is Uint8Array => f !== undefined);
      },
      add(store: ChatRecords, frame: Uint8Array): void {
        start(store);
        store.put(slot(count), frame);
        count++;
        putCount(store);
      },
    };
  };
  const lines = ring('line', CHAT_LIMITS.kept);
  const mine = ring('mine', CHAT_LIMITS.resend);
  return {
    async load() {
      const store = await opened;
      // Everyone's as shown, then this seat's own (those still among the others come twice: the room drops them).
      return [...lines.read(store), ...mine.read(store)];
    },
    save(frame, own) {
      void opened.then((store) => {
        lines.add(store, frame);
        if (own) mine.add(store, frame);
      });
    },
    async close() {
      await (await opened).close();
    },
  };
}
