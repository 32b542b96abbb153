import { describe, expect, it } from 'vitest';
import { emptyKeyMap, getKey, knownEmpty, setKey, type KeyMap } from './key-map';

describe('KeyMap', () => {
  it('keeps every key, replaces a value in place of the old one, and never changes the map it was given', () => {
    let map: KeyMap<number> = emptyKeyMap();
    const before: KeyMap<number>[] = [];
    for (let i = 0; i < 2000; i++) {
      before.push(map);
      map = setKey(map, `move|r${i}@${i}|${i % 6}`, i);
    }
    expect(getKey(map, 'move|r7@7|1')).toBe(7);
    expect(getKey(map, 'move|r7@7|2')).toBeUndefined();
    expect(getKey(before[7]!, 'move|r7@7|1')).toBeUndefined(); // an older version is untouched
    const replaced = setKey(map, 'move|r7@7|1', -1);
    expect(getKey(replaced, 'move|r7@7|1')).toBe(-1);
    expect(getKey(map, 'move|r7@7|1')).toBe(7);
    expect(replaced.flat().length).toBe(2000);
    expect(JSON.parse(JSON.stringify(replaced))).toEqual(replaced); // plain data
  });

  it('shares every bucket but the one it changed', () => {
    const map = setKey(emptyKeyMap<string>(), 'a', 'x');
    const next = setKey(map, 'b', 'y');
    const changed = next.filter((bucket, i) => bucket !== map[i]).length;
    expect(changed).toBe(1);
  });

  it('knows a map made empty has no key, and never says so of one with a key (or one decoded elsewhere)', () => {
    const empty = emptyKeyMap<string>();
    expect(knownEmpty(empty)).toBe(true);
    expect(knownEmpty(setKey(empty, 'a', 'x'))).toBe(false);
    expect(knownEmpty(empty)).toBe(true); // setKey made a new map
    expect(knownEmpty(JSON.parse(JSON.stringify(empty)) as KeyMap<string>)).toBe(false); // not known: look
  });
});
