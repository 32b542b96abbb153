import { describe, expect, it } from 'vitest';
import { MAX_MARK_RUN, textProblem } from './text';

describe('text checks (text.ts)', () => {
  it.each([
    ['', null],
    ['plain ASCII', null],
    ['é and ñ (below U+0300)', null],
    ['e\u0301 (decomposed é)', 'not-nfc'],
    ['x' + '\u0301'.repeat(MAX_MARK_RUN), null],
    ['x' + '\u0301'.repeat(MAX_MARK_RUN + 1), 'not-stream-safe'],
    ['a' + '\u0301'.repeat(MAX_MARK_RUN + 1) + ' (not NFC either: the run is refused first)', 'not-stream-safe'],
    ['b' + '\u{1d167}'.repeat(MAX_MARK_RUN), null],
    ['b' + '\u{1d167}'.repeat(MAX_MARK_RUN + 1) + ' (astral marks count once each)', 'not-stream-safe'],
    ['\u{1d167}'.repeat(16) + ' (16 astral marks are 32 UTF-16 units)', null],
    ['lone \ud800 surrogate', 'not-well-formed'],
    ['😀 pair', null],
  ])('%s → %s', (s, problem) => {
    expect(textProblem(s)).toBe(problem);
  });

  it('every code point outside \\p{M} decomposes to a starter first, so only marks can lengthen a run to reorder', () => {
    // A non-starter right after U+0345 (class 240, the highest) moves before it in NFD.
    const mark = /\p{M}/u;
    const reordering: number[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp < 0xe000) continue;
      const ch = String.fromCodePoint(cp);
      if (mark.test(ch)) continue;
      if (('a\u0345' + ch).normalize('NFD') !== 'a\u0345' + ch.normalize('NFD')) reordering.push(cp);
    }
    expect(reordering).toEqual([]);
  });

  it('text below U+0300 is NFC in any order (the fast path): every pair of such characters is', () => {
    const notNfc: string[] = [];
    for (let a = 0; a < 0x300; a++) {
      for (let b = 0; b < 0x300; b++) {
        const s = String.fromCharCode(a, b);
        if (s.normalize('NFC') !== s) notNfc.push(s);
      }
    }
    expect(notNfc).toEqual([]);
  });
});
