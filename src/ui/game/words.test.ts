// Token names and faces read the same way in a right-to-left language: "+1" and "D+2★" stay left to
// right inside Hebrew text (an isolate), and nothing changes in a left-to-right one.
import { afterEach, describe, expect, it } from 'vitest';
import { useCatalogue } from '../../i18n/translate';
import { HE } from '../../i18n/catalogues/he';
import { RU } from '../../i18n/catalogues/ru';
import { tokenGlyph, tokenName } from './words';

afterEach(() => useCatalogue('en', {}));

describe('order token words', () => {
  it('are plain in a left-to-right language', () => {
    expect(tokenName('march-plus-1')).toBe('March +1 ★');
    expect(tokenName('march-minus-1')).toBe('March -1');
    expect(tokenName('raid-a')).toBe('Raid');
    expect(tokenGlyph('defense-plus-2')).toBe('D+2★');
    useCatalogue('ru', RU);
    expect(tokenName('defense-1a')).toBe(`${RU['order.defense']} +1`);
  });

  it('keep a signed number and a face left to right inside Hebrew', () => {
    useCatalogue('he', HE);
    expect(tokenName('march-plus-1')).toBe(`${HE['order.march']} \u2066+1\u2069 ★`);
    expect(tokenName('march-minus-1')).toBe(`${HE['order.march']} \u2066-1\u2069`);
    expect(tokenName('raid-a')).toBe(HE['order.raid']);
    expect(tokenGlyph('defense-plus-2')).toBe('\u2066D+2★\u2069');
  });
});
