// The open tables a page knows of: the latest listing of each lobby, at most MAX_TABLES of them.
// Anyone can make lobby keys and list tables, so a flood must not grow a page's memory: past the
// bound, the listing that expires first makes way. A lobby's listing is replaced only by one the
// same key signed later (`at`), so an old copy replayed by a relay cannot bring back seats that were
// taken since.
import type { OpenTable } from './open-table-listing';

/** Tables kept at most. */
export const MAX_TABLES = 200;

export class OpenTableList {
  private readonly tables = new Map<string, OpenTable>();

  /**
   * Takes a checked listing (readListing).
   * @returns whether the list changed
   */
  add(table: OpenTable): boolean {
    const held = this.tables.get(table.lobby);
    if (held !== undefined && held.at >= table.at) return false;
    this.tables.set(table.lobby, table);
    if (this.tables.size > MAX_TABLES) this.tables.delete(this.firstToExpire());
    return true;
  }

  /**
   * The tables a stranger can join now: free seats, not expired; the newest listing first, then
   * by lobby id, so two pages holding the same listings show them in the same order.
   * @param nowSeconds - the page's clock, in seconds since 1970
   */
  open(nowSeconds: number): OpenTable[] {
    for (const [lobby, t] of this.tables) if (t.until <= nowSeconds) this.tables.delete(lobby);
    return [...this.tables.values()].filter((t) => t.free > 0).sort((a, b) => b.at - a.at || (a.lobby < b.lobby ? -1 : 1));
  }

  /** How many listings are held (the full and the expired ones until `open` drops them). */
  get size(): number {
    return this.tables.size;
  }

  private firstToExpire(): string {
    let first: OpenTable | null = null;
    for (const t of this.tables.values()) if (first === null || t.until < first.until || (t.until === first.until && t.lobby < first.lobby)) first = t;
    return first!.lobby;
  }
}
