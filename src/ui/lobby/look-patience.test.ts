import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOK_PATIENCE, lookPatience } from './look-patience';

describe('lookPatience', () => {
  it('is 20 s, the notice at 6 s, unless the page asks', () => {
    expect(lookPatience('')).toEqual({ slowMs: 6_000, goneMs: 20_000 });
    expect(lookPatience('?autoplay&broker=localhost:9000')).toBe(DEFAULT_LOOK_PATIENCE);
  });

  it('takes ?look-patience=<seconds>, the notice at 3/10 of it as by default', () => {
    expect(lookPatience('?look-patience=3')).toEqual({ slowMs: 900, goneMs: 3_000 });
    expect(lookPatience('?autoplay&look-patience=20')).toEqual(DEFAULT_LOOK_PATIENCE);
    expect(lookPatience('?look-patience=600')).toEqual({ slowMs: 180_000, goneMs: 600_000 });
  });

  it('keeps the default for a value that is not a whole number of seconds from 1 to 600', () => {
    for (const bad of ['0', '601', '1000', '-5', '2.5', '1e2', ' 3', '', 'x', '0x10']) expect(lookPatience(`?look-patience=${encodeURIComponent(bad)}`)).toBe(DEFAULT_LOOK_PATIENCE);
  });
});
