// Chat beside a game with friends: public lines and lines private to one house, each signed with
// the sender's game key, sent straight over the players' PeerJS links and never through the game's
// log or its session — a chat line cannot block, delay or change the game. A frame starts with
// 0xC1, a byte that never begins the game's messages (canonical MessagePack never uses it), so
// `splitChat` hands the session exactly the messages it had before. Every line received is checked:
// the game, the sender's seat and link, its signature, the addressee, the length, a sequence that
// only grows, and a rate; anything else is dropped. The lines are kept with the saved game.
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
  save(frame: Uint8Array): void;
}

/** The chat of one seat of a game. */
export class ChatRoom {
  #lines: ChatLine[] = [];
  #lastSeq: number[];
  #tokens: number[];
  #refilledAt: number[];
  #unread = 0;
  #listeners = new Set<() => void>();
  #off: () => void;

  constructor(
    private readonly game: LoadedGame,
    private readonly mesh: Transport,
    onChat: (handler: MessageHandler) => () => void,
    private readonly store: ChatStore | null = null,
    private readonly now: () => number = () => Date.now(),
  ) {
    const seats = game.setup.seats.length;
    this.#lastSeq = Array.from({ length: seats }, () => -1);
    this.#tokens = Array.from({ length: seats }, () => CHAT_LIMITS.burst);
    this.#refilledAt = Array.from({ length: seats }, () => now());
    this.#off = onChat((from, bytes) => this.receive(from, bytes));
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

  /** Reads the kept lines back (each frame checked again); call once, after a reload. */
  async load(): Promise<void> {
    if (this.store === null) return;
    for (const frame of await this.store.load()) this.take(frame, null, 'loaded');
  }

  /** Sends a line to everyone (`to` null) or to one seat. */
  send(text: string, to: number | null): ChatRefusal | null {
    const clean = text.trim();
    if (clean === '') return 'empty';
    if ([...clean].length > CHAT_LIMITS.maxText) return 'too-long';
    if (to !== null && (!Number.isSafeInteger(to) || to < 0 || to >= this.#lastSeq.length || to === this.seat)) return 'bad-target';
    if (!this.spend(this.seat)) return 'too-fast';
    const body = { game: this.game.gameId, from: this.seat, to, seq: this.#lastSeq[this.seat]! + 1, text: clean };
    const sig = sign(this.game.keys.secretKey, signedBytes(body));
    const encoded = encodeCanonical({ ...body, sig });
    const frame = new Uint8Array(encoded.length + 1);
    frame[0] = MARK;
    frame.set(encoded, 1);
    this.take(frame, null, 'sent');
    if (to === null) this.mesh.broadcast(frame);
    else this.mesh.send(this.game.peerIds[to]!, frame);
    return null;
  }

  close(): void {
    this.#off();
    this.#listeners.clear();
  }

  private receive(from: PeerId, frame: Uint8Array): void {
    const seat = this.game.peerIds.indexOf(from);
    if (seat < 0 || seat === this.seat || frame.length > CHAT_LIMITS.maxFrame) return;
    if (!this.spend(seat)) return;
    this.take(frame, seat, 'received');
  }

  /** Takes a signed frame if it checks out; `link` is the seat whose link it came over (null: our own or the store). */
  private take(frame: Uint8Array, link: number | null, how: 'sent' | 'received' | 'loaded'): void {
    const line = this.check(frame, link);
    if (line === null) return;
    this.#lastSeq[line.from] = line.seq;
    this.#lines.push(line);
    if (this.#lines.length > CHAT_LIMITS.kept) this.#lines.splice(0, this.#lines.length - CHAT_LIMITS.kept);
    if (how !== 'loaded') this.store?.save(frame);
    if (how === 'received') this.#unread++;
    this.changed();
  }

  private check(frame: Uint8Array, link: number | null): ChatLine | null {
    if (frame[0] !== MARK) return null;
    const decoded = decodeCanonical(frame.subarray(1), { maxBytes: CHAT_LIMITS.maxFrame, maxDepth: 2 });
    if (!decoded.ok) return null;
    const v = decoded.value as Record<string, unknown> | null;
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Uint8Array) return null;
    const { game, from, to, seq, text, sig } = v;
    const seats = this.#lastSeq.length;
    if (!(game instanceof Uint8Array) || !equalBytes(game, this.game.gameId)) return null;
    if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 0 || from >= seats) return null;
    if (link !== null && from !== link) return null; // a line comes from its author's own link
    if (!(to === null || to === this.seat || (from === this.seat && typeof to === 'number' && Number.isSafeInteger(to) && to >= 0 && to < seats))) return null;
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq <= this.#lastSeq[from]!) return null;
    if (typeof text !== 'string' || text.length === 0 || [...text].length > CHAT_LIMITS.maxText) return null;
    if (!(sig instanceof Uint8Array) || Object.keys(v).length !== 6) return null;
    if (!verify(this.game.setup.seats[from]!.publicKey, signedBytes({ game, from, to, seq, text }), sig)) return null;
    return { from, to: to as number | null, seq, text };
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

/** A seat's chat lines in IndexedDB (database `sealed-orders-chat`, the seat's namespace). */
export function idbChatStore(namespace: string, open: (db: string, ns: string) => Promise<{ keys(prefix: string): string[]; get(key: string): Uint8Array | undefined; put(key: string, value: Uint8Array): void; close(): Promise<void> }>): ChatStore & { close(): Promise<void> } {
  const opened = open(CHAT_DB, namespace);
  let count = -1;
  return {
    async load() {
      const store = await opened;
      const keys = store.keys('line/');
      count = keys.length;
      return keys.map((k) => store.get(k)!);
    },
    save(frame) {
      void opened.then((store) => {
        if (count < 0) count = store.keys('line/').length;
        store.put(`line/${String(count++).padStart(6, '0')}`, frame);
      });
    },
    async close() {
      await (await opened).close();
    },
  };
}
