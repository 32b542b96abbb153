// The first page's "open a link": a game link of this site opens, anything else says why not.
import { describe, expect, it } from 'vitest';
import { damagedLink, linkTarget } from './landing-link';
import { LANDING_WORDS, otherSiteText } from './landing.words';

const here = { href: 'https://example.org/games/so/', origin: 'https://example.org' };
const lobby = '0123456789abcdef';

describe('linkTarget', () => {
  it('opens a lobby link of this site, with its query, also pasted with spaces or as a bare fragment', () => {
    expect(linkTarget(` https://example.org/games/so/?broker=b.example#lobby=${lobby} `, here)).toEqual({ ok: true, href: `https://example.org/games/so/?broker=b.example#lobby=${lobby}` });
    expect(linkTarget(`#lobby=${lobby}`, here)).toEqual({ ok: true, href: `https://example.org/games/so/#lobby=${lobby}` });
  });

  it('refuses text that is no lobby link, another scheme, and another site', () => {
    expect(linkTarget('hello', here)).toEqual({ ok: false, reason: LANDING_WORDS.notALink });
    expect(linkTarget('https://example.org/#lobby=xyz', here)).toEqual({ ok: false, reason: LANDING_WORDS.notALink });
    expect(linkTarget(`javascript:alert(1)//#lobby=${lobby}`, here)).toEqual({ ok: false, reason: LANDING_WORDS.notALink });
    expect(linkTarget(`https://evil.example/#lobby=${lobby}`, here)).toEqual({ ok: false, reason: otherSiteText('https://evil.example') });
  });
});

describe('damagedLink', () => {
  it('tells a game link cut short or mangled from a whole one and from no link at all', () => {
    expect(damagedLink(`#lobby=${lobby}`)).toBe(false);
    expect(damagedLink(`#game=${lobby}`)).toBe(false);
    expect(damagedLink('')).toBe(false);
    expect(damagedLink('#top')).toBe(false);
    expect(damagedLink(`#lobby=${lobby.slice(0, 10)}`)).toBe(true);
    expect(damagedLink('#lobby=zz%%!!<b>x')).toBe(true);
    expect(damagedLink('#lobby=')).toBe(true);
    expect(damagedLink('#game=<script>')).toBe(true);
  });
});
