// Ids remembered to drop what was seen before, at most a fixed number of them: a flood of fresh ids
// from a relay must not grow a page's memory.

/** Remembers up to `max` strings, forgetting the oldest first (a Set keeps insertion order). */
export class BoundedSet {
  private readonly items = new Set<string>();
  constructor(private readonly max: number) {}
  /** Adds `item`; false if it was there already. */
  add(item: string): boolean {
    if (this.items.has(item)) return false;
    this.items.add(item);
    if (this.items.size > this.max) this.items.delete(this.items.values().next().value as string);
    return true;
  }
}
