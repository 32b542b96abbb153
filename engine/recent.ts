// A memo of the last few objects asked about, by identity. The engine's states and boards are
// immutable, so what is computed from one never goes stale; the engine asks about the same few
// objects again and again within a move (the state a move answers, each state `settle` passes
// through, the board they share) and seldom after. A WeakMap did the same with every object ever
// asked about, but each entry cost ≈0.4 µs in its set and in the garbage collector's ephemeron
// pass, more than some of the answers it kept; a ring of the last few costs a few comparisons.

/** The answers for the last `size` keys asked about, by identity; older ones are computed again. */
export interface Recent<K extends object, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
}

export function recent<K extends object, V>(size: number): Recent<K, V> {
  const keys: (K | undefined)[] = new Array<K | undefined>(size).fill(undefined);
  const values: (V | undefined)[] = new Array<V | undefined>(size).fill(undefined);
  let next = 0;
  // Newest first: the object asked about is most often the one just set (a board just copied, the
  // state just made), so a hit usually costs one comparison instead of up to `size`.
  const find = (key: K): number => {
    let i = next;
    for (let n = 0; n < size; n++) {
      i = i === 0 ? size - 1 : i - 1;
      if (keys[i] === key) return i;
    }
    return -1;
  };
  return {
    get(key) {
      const i = find(key);
      return i < 0 ? undefined : values[i];
    },
    set(key, value) {
      const i = find(key);
      if (i >= 0) {
        values[i] = value;
        return;
      }
      keys[next] = key;
      values[next] = value;
      next = next + 1 === size ? 0 : next + 1;
    },
  };
}
