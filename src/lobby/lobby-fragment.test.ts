// An attacker's pass (session 16) on the lobby's fragment parser (lobby-fragment.ts), which the first
// page runs on whatever address it is opened with: a lobby id is exactly 16 lower-case hex digits,
// read once, whatever else the fragment carries; anything else is no lobby, and never throws.
import { describe, expect, it } from 'vitest';
import { isPeerId, lobbyPeerId, lobbyUrl, parseLobbyFragment } from './lobby-fragment';

const ID = '0123456789abcdef';

describe('parseLobbyFragment on hostile fragments', () => {
  it('reads the first lobby key, percent-decoded, and nothing that is not 16 lower-case hex digits', () => {
    expect(parseLobbyFragment(`#lobby=${ID}`)).toBe(ID);
    expect(parseLobbyFragment(`lobby=${ID}`)).toBe(ID);
    expect(parseLobbyFragment(`#x=1&lobby=${ID}&lobby=fedcba9876543210`)).toBe(ID);
    expect(parseLobbyFragment(`#lobby=../../etc&lobby=${ID}`)).toBeNull();
    expect(parseLobbyFragment(`#%6Cobby=%30123456789abcdef`)).toBe(ID);
    for (const bad of [ID.toUpperCase(), `${ID}0`, ID.slice(1), `${ID}\n`, `${ID}%0A`, `${ID}%00`, ` ${ID}`, `${ID}#lobby=${ID}`, `${ID.slice(0, 15)}g`, '%', '%zz', '']) {
      expect(parseLobbyFragment(`#lobby=${bad}`)).toBeNull();
    }
    expect(parseLobbyFragment('#lobby')).toBeNull();
    expect(parseLobbyFragment('#__proto__=1&constructor=2')).toBeNull();
  });

  it('a fragment of a megabyte is read in linear time and names no lobby', () => {
    const huge = `#${'a=1&'.repeat(256 * 1024)}lobby=${'%'.repeat(64 * 1024)}`;
    const started = performance.now();
    expect(parseLobbyFragment(huge)).toBeNull();
    expect(parseLobbyFragment(`${huge}&lobby=${ID}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a link carries the lobby and the broker, never another setting, and makes a peer id the broker takes', () => {
    expect(lobbyUrl({ origin: 'https://example.org', pathname: '/so/', search: '?autoplay&broker=b.example%3A9000%2Fsignal&seed=1' }, ID)).toBe(`https://example.org/so/?broker=b.example%3A9000%2Fsignal#lobby=${ID}`);
    expect(() => lobbyUrl({ origin: 'https://example.org', pathname: '/', search: '' }, 'ABC')).toThrow(RangeError);
    expect(isPeerId(lobbyPeerId(ID))).toBe(true);
    for (const id of ['', 'a'.repeat(65), 'a--b', '-a', 'a_', 'é', 'a\u0000b', '__proto__']) expect(isPeerId(id)).toBe(false);
    expect(isPeerId({ toString: () => ID })).toBe(false);
  });
});
