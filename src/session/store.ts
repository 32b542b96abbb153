// A peer's local storage (style rule 23): its game seed, the salts and choices behind its
// commitments, and its own signed entries. Everything is written before it is sent, so a reload
// never turns into withholding (stack-notes §4.3, "lost secrets") or, worse, into signing a
// second entry at a seq already used (an equivocation by an honest peer).

export interface Store {
  get(key: string): Uint8Array | undefined;
  put(key: string, value: Uint8Array): void;
  /** Every key starting with `prefix`, sorted by code unit. */
  keys(prefix: string): string[];
}

/** A store in memory; it survives a Session being thrown away and rebuilt (a simulated reload). */
export class MemoryStore implements Store {
  private readonly data = new Map<string, Uint8Array>();

  get(key: string): Uint8Array | undefined {
    return this.data.get(key)?.slice();
  }

  put(key: string, value: Uint8Array): void {
    this.data.set(key, value.slice());
  }

  keys(prefix: string): string[] {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
}
