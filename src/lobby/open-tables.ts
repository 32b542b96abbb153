// Open tables for strangers: a creator who wants players it does not know lists its lobby on Nostr
// relays (the lobby's relays: public ones by default), and any page reads the list and joins a table
// through its link, as a friend would. There is no server of ours: the relays are a notice board
// (src/net/nostr-notices.ts), the listing is signed by the lobby's key (open-table-listing.ts), and
// the lobby's own protocol does the rest (the arrival page looks at the lobby before joining, and a
// link naming another broker is asked about first).
import type { KeyPair } from '../../crypto/index';
import type { NostrNoticeBoard } from '../net/nostr-notices';
import type { Timers } from '../net/peerjs-backoff';
import { OpenTableList } from './open-table-list';
import { makeListing, readListing, type ListingRefusal, type OpenTable } from './open-table-listing';

/** The board's topic: every open table of every game of this app. */
export const OPEN_TABLES_TOPIC = 'sealed-orders-open-tables';
/** A listing is posted again this often while the table is open… */
export const REFRESH_SECONDS = 60;
/** …and each one holds this long: a creator whose page closed drops off the list within it. */
export const LISTING_SECONDS = 3 * REFRESH_SECONDS;

/** What a creator says of its table; the times are the announcer's. */
export type TableDescription = Omit<OpenTable, 'at' | 'until'>;

/**
 * Keeps one lobby listed while it has free seats: posts at once, again every REFRESH_SECONDS and
 * whenever the description changes, and withdraws (a last listing with no free seat) when told.
 */
export class TableAnnouncer {
  private handle: unknown = null;
  private stopped = false;
  private lastAt = 0;
  private last: Promise<string[]> = Promise.resolve([]);

  constructor(
    private readonly board: NostrNoticeBoard,
    private readonly lobbyKeys: KeyPair,
    private description: TableDescription,
    private readonly options: { readonly nostrKey: Uint8Array; readonly timers: Timers; readonly now?: () => number },
  ) {}

  /** Lists the table now and keeps it listed. */
  start(): Promise<string[]> {
    return this.post();
  }

  /** The table changed (seats taken or freed, settings): list it as it is now. */
  update(description: TableDescription): Promise<string[]> {
    if (this.stopped) return this.last;
    this.description = description;
    return this.post();
  }

  /** Takes the table off the list: it is full, settled or closed. */
  withdraw(): Promise<string[]> {
    if (this.stopped) return this.last;
    this.description = { ...this.description, free: 0 };
    const last = this.post();
    this.stopped = true;
    this.cancelRefresh();
    return last;
  }

  private post(): Promise<string[]> {
    this.cancelRefresh();
    // A reader takes a lobby's listing only over an older one: two changes within a second still
    // make two listings, one second apart (a reader accepts `at` up to CLOCK_SLACK_SECONDS ahead).
    const at = Math.max(Math.floor((this.options.now ?? Date.now)() / 1000), this.lastAt + 1);
    this.lastAt = at;
    const listing = makeListing(this.lobbyKeys, { ...this.description, at, until: at + LISTING_SECONDS });
    this.last = this.board.post(this.options.nostrKey, this.description.lobby, listing, at + LISTING_SECONDS);
    if (this.description.free > 0) this.handle = this.options.timers.setTimeout(() => void this.post(), REFRESH_SECONDS * 1000);
    return this.last;
  }

  private cancelRefresh(): void {
    if (this.handle !== null) this.options.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}

/**
 * Reads the open tables from the board: `tables()` is the list now (free seats, not expired), and
 * `onChange` runs whenever a listing adds or changes a table. Refused listings are counted by reason.
 */
export class OpenTablesReader {
  private readonly list = new OpenTableList();
  private readonly listeners = new Set<() => void>();
  readonly refused = new Map<ListingRefusal, number>();

  constructor(
    private readonly board: NostrNoticeBoard,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.board.read((notice) => {
      const read = readListing(notice.content, this.nowSeconds());
      if (!read.ok) return void this.refused.set(read.reason, (this.refused.get(read.reason) ?? 0) + 1);
      // The notice's id is the lobby's: a listing posted under another lobby's id is not this one's.
      if (read.table.lobby !== notice.id) return void this.refused.set('bad-field', (this.refused.get('bad-field') ?? 0) + 1);
      if (this.list.add(read.table)) for (const listener of this.listeners) listener();
    });
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tables(): OpenTable[] {
    return this.list.open(this.nowSeconds());
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
