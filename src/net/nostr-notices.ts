// A notice board on Nostr relays: short texts that anyone may post under a topic and anyone may
// read, each replacing the poster's earlier notice of the same id and expiring by itself. The
// lobby lists open tables through it (src/lobby/open-tables.ts); the board knows nothing of games.
//
// A notice is an addressable event (NIP-01: kind 30000–39999, one per key, kind and `d` tag, so a
// relay keeps only the latest refresh) with an `expiration` tag (NIP-40: relays that honour it drop
// it then). The relays are somebody else's: nothing here trusts one. An event of another kind or
// topic, without an id or an expiration, too long, already expired or badly signed is refused and
// reported; what passes is handed up as text for the caller to check (its signature is only
// Nostr's, under whatever key posted it). Memory is bounded: one subscription per relay, event ids
// remembered up to a bound, and a flood costs only the events the caller's own bound keeps.
import { AbstractRelay, type Subscription } from 'nostr-tools/abstract-relay';
import { finalizeEvent, verifyEvent, type Event } from 'nostr-tools/pure';
import { BoundedSet } from './bounded-set';
import { realTimers, Retry, type BackoffPolicy, type Timers } from './peerjs-backoff';

/** The Nostr kind of a notice: addressable, and not one the NIPs assign. */
export const NOTICE_EVENT_KIND = 37713;
/** A notice's text, at most. */
export const MAX_NOTICE_CHARS = 4096;
/** Events asked for when a relay is first read: the newest this many (a relay caps it anyway). */
const FETCH_LIMIT = 500;
/** Event ids remembered to hand each notice up once (oldest forgotten first). */
const MAX_REMEMBERED = 10_000;
const DEFAULT_BACKOFF: BackoffPolicy = { firstMs: 1_000, maxMs: 60_000 };
const ID = /^[0-9a-z-]{1,64}$/;

export interface NoticeBoardOptions {
  /** ws:// or wss:// addresses of the relays. */
  readonly relays: readonly string[];
  /** What every notice of this board is tagged with (`t`): letters, digits and dashes. */
  readonly topic: string;
  /** Seconds back from now a reader asks for; older notices should have expired. Default 900. */
  readonly lookbackSeconds?: number;
  /** Milliseconds since 1970; default Date.now. */
  readonly now?: () => number;
  /** Node has no WebSocket before version 22: pass `ws`'s. Default: the global one. */
  readonly websocket?: typeof WebSocket;
  readonly timers?: Timers;
  readonly backoff?: BackoffPolicy;
}

/** A notice as a relay brought it: its id (the `d` tag), its text, and who posted it (Nostr key). */
export interface Notice {
  readonly id: string;
  readonly content: string;
  readonly postedBy: string;
  readonly relay: string;
}

export type NoticeRefusal = 'bad-signature' | 'wrong-kind' | 'wrong-topic' | 'no-id' | 'too-long' | 'expired';

export type NoticeReport =
  | { readonly kind: 'refused-event'; readonly relay: string; readonly reason: NoticeRefusal }
  | { readonly kind: 'relay-down'; readonly relay: string; readonly reason: string }
  /** A relay sent every stored notice asked for: the board is reading it. */
  | { readonly kind: 'relay-read'; readonly relay: string }
  | { readonly kind: 'post-failed'; readonly relay: string; readonly reason: string };

export class NostrNoticeBoard {
  private readonly relays = new Map<string, AbstractRelay>();
  private readonly retries = new Map<string, Retry>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly seen = new BoundedSet(MAX_REMEMBERED);
  private readonly reporters = new Set<(r: NoticeReport) => void>();
  private reader: ((n: Notice) => void) | null = null;
  private closed = false;

  constructor(private readonly options: NoticeBoardOptions) {
    if (!/^[0-9a-z-]{1,64}$/.test(options.topic)) throw new TypeError(`expected a topic of letters, digits and dashes, got ${JSON.stringify(options.topic)}`);
    for (const url of options.relays) if (!/^wss?:\/\//.test(url)) throw new TypeError(`expected a ws:// or wss:// relay address, got ${JSON.stringify(url)}`);
  }

  onReport(reporter: (r: NoticeReport) => void): () => void {
    this.reporters.add(reporter);
    return () => this.reporters.delete(reporter);
  }

  /**
   * Reads the board: every current notice, then new ones as they come, from every relay (each
   * notice once, whichever relay brings it first). Reconnects to a relay that drops, with backoff.
   */
  read(reader: (n: Notice) => void): void {
    if (this.closed) throw new TypeError('expected an open board, got read() after close()');
    this.reader = reader;
    for (const url of this.options.relays) void this.relay(url).then((r) => r && this.subscribe(url, r));
  }

  /**
   * Posts (or replaces) this key's notice `id`, valid until `expiresAt`.
   * @param secretKey - the poster's Nostr secret key (a throw-away key is fine)
   * @param id - the notice's id (letters, digits and dashes), the same for every refresh
   * @param content - the text, at most MAX_NOTICE_CHARS
   * @param expiresAt - seconds since 1970
   * @returns the relays that took it
   * @throws TypeError on a bad id or content (a programmer error)
   */
  async post(secretKey: Uint8Array, id: string, content: string, expiresAt: number): Promise<string[]> {
    if (!ID.test(id)) throw new TypeError(`expected a notice id of letters, digits and dashes, got ${JSON.stringify(id)}`);
    if (content.length > MAX_NOTICE_CHARS) throw new TypeError(`expected a notice of at most ${MAX_NOTICE_CHARS} characters, got ${content.length}`);
    const tags = [['d', id], ['t', this.options.topic], ['expiration', String(expiresAt)]];
    const event = finalizeEvent({ kind: NOTICE_EVENT_KIND, created_at: this.nowSeconds(), tags, content }, secretKey);
    const connected = await Promise.all(this.options.relays.map(async (url) => ({ url, relay: await this.relay(url) })));
    const open = connected.filter((c): c is { url: string; relay: AbstractRelay } => c.relay !== null);
    const results = await Promise.allSettled(open.map((c) => c.relay.publish(event)));
    const took: string[] = [];
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') took.push(open[i]!.url);
      else this.report({ kind: 'post-failed', relay: open[i]!.url, reason: String((r.reason as Error)?.message ?? r.reason) });
    });
    return took;
  }

  close(): void {
    this.closed = true;
    this.reader = null;
    for (const retry of this.retries.values()) retry.cancel();
    for (const sub of this.subscriptions.values()) sub.close();
    // A subscription's CLOSE goes out on a later microtask (nostr-tools' send): closing the socket
    // at once would make the browser log a send on a closed WebSocket.
    const relays = [...this.relays.values()];
    (this.options.timers ?? realTimers).setTimeout(() => {
      for (const relay of relays) relay.close();
    }, 0);
    this.subscriptions.clear();
    this.relays.clear();
  }

  private nowSeconds(): number {
    return Math.floor((this.options.now ?? Date.now)() / 1000);
  }

  /** The connected relay at `url`, connecting first; null (and a retry for a reader) when it cannot be reached. */
  private async relay(url: string): Promise<AbstractRelay | null> {
    const held = this.relays.get(url);
    if (held?.connected) return held;
    const relay = new AbstractRelay(url, { verifyEvent, enableReconnect: false, ...(this.options.websocket ? { websocketImplementation: this.options.websocket } : {}) });
    try {
      await relay.connect({ timeout: 10_000 });
    } catch (error) {
      this.report({ kind: 'relay-down', relay: url, reason: String((error as Error)?.message ?? error) });
      if (this.reader !== null && !this.closed) this.retry(url).schedule();
      return null;
    }
    if (this.closed) {
      relay.close();
      return null;
    }
    this.relays.get(url)?.close();
    this.relays.set(url, relay);
    relay.onclose = () => {
      if (this.relays.get(url) !== relay) return;
      this.relays.delete(url);
      this.subscriptions.delete(url);
      if (this.closed || this.reader === null) return;
      this.report({ kind: 'relay-down', relay: url, reason: 'closed' });
      this.retry(url).schedule();
    };
    return relay;
  }

  private retry(url: string): Retry {
    let retry = this.retries.get(url);
    if (retry === undefined) {
      retry = new Retry(this.options.timers ?? realTimers, this.options.backoff ?? DEFAULT_BACKOFF, () => {
        if (this.closed || this.reader === null) return;
        void this.relay(url).then((r) => r && this.subscribe(url, r));
      });
      this.retries.set(url, retry);
    }
    return retry;
  }

  private subscribe(url: string, relay: AbstractRelay): void {
    if (this.subscriptions.has(url) || this.closed) return;
    const since = Math.max(0, this.nowSeconds() - (this.options.lookbackSeconds ?? 900));
    const sub = relay.subscribe([{ kinds: [NOTICE_EVENT_KIND], '#t': [this.options.topic], since, limit: FETCH_LIMIT }], {
      onevent: (event) => this.take(url, event),
      // nostr-tools hands here what does not match the filter or whose signature fails.
      oninvalidevent: (event) => this.report({ kind: 'refused-event', relay: url, reason: this.misfit(event as Event) ?? 'bad-signature' }),
      oneose: () => {
        this.retry(url).succeeded();
        this.report({ kind: 'relay-read', relay: url });
      },
    });
    this.subscriptions.set(url, sub);
  }

  private take(relay: string, event: Event): void {
    const misfit = this.misfit(event);
    if (misfit !== null) return this.report({ kind: 'refused-event', relay, reason: misfit });
    if (!this.seen.add(event.id)) return;
    this.reader?.({ id: tagOf(event, 'd')!, content: event.content, postedBy: event.pubkey, relay });
  }

  /** Why an event is not a current notice of this board, or null if it is (its signature aside). */
  private misfit(event: Event): NoticeRefusal | null {
    if (event === null || typeof event !== 'object' || event.kind !== NOTICE_EVENT_KIND || !Array.isArray(event.tags)) return 'wrong-kind';
    if (tagOf(event, 't') !== this.options.topic) return 'wrong-topic';
    const id = tagOf(event, 'd');
    if (id === null || !ID.test(id)) return 'no-id';
    if (typeof event.content !== 'string' || event.content.length > MAX_NOTICE_CHARS) return 'too-long';
    const expiration = Number(tagOf(event, 'expiration'));
    if (!Number.isSafeInteger(expiration) || expiration <= this.nowSeconds()) return 'expired';
    return null;
  }

  private report(r: NoticeReport): void {
    for (const reporter of this.reporters) {
      try {
        reporter(r);
      } catch {
        // A reporter's failure is its own: the board goes on.
      }
    }
  }
}

/** The value of an event's first tag named `name`, or null. */
function tagOf(event: Event, name: string): string | null {
  const tag = event.tags.find((t) => Array.isArray(t) && t[0] === name);
  return tag !== undefined && typeof tag[1] === 'string' ? tag[1] : null;
}
