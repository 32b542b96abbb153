import { describe, expect, it } from 'vitest';
import { openTableHref } from './open-table-link';

const page = { origin: 'https://so.example', pathname: '/play/' };

describe('openTableHref', () => {
  it('is this page with the lobby in the fragment, and the table’s broker when it has one', () => {
    expect(openTableHref(page, { lobby: '0123456789abcdef', broker: null })).toBe('https://so.example/play/#lobby=0123456789abcdef');
    expect(openTableHref(page, { lobby: '0123456789abcdef', broker: 'wss://peers.example:9000/signal' })).toBe(
      'https://so.example/play/?broker=wss%3A%2F%2Fpeers.example%3A9000%2Fsignal#lobby=0123456789abcdef',
    );
  });

  it('refuses a malformed lobby id', () => {
    expect(() => openTableHref(page, { lobby: '../../etc', broker: null })).toThrow(RangeError);
  });
});
