// Listings of open tables: what a creator signs is read back as it was, and every way a listing
// can be wrong is refused with its own reason.
import { describe, expect, it } from 'vitest';
import { keyPairFromSeed, toHex } from '../../crypto/index';
import { lobbyIdOf } from './lobby-protocol';
import { CLOCK_SLACK_SECONDS, MAX_LISTING_CHARS, MAX_LISTING_SECONDS, makeListing, readListing, siteOf, type OpenTable } from './open-table-listing';

const keys = keyPairFromSeed(new Uint8Array(32).fill(7));
const other = keyPairFromSeed(new Uint8Array(32).fill(8));
const NOW = 1_800_000_000;
const table: OpenTable = {
  game: 'agot',
  edition: '2e',
  lobby: lobbyIdOf(keys.publicKey),
  site: 'https://so.example/play/',
  broker: null,
  name: 'Ser Duncan',
  players: 5,
  free: 3,
  tidesOfBattle: true,
  rules: 'ab'.repeat(32),
  at: NOW,
  until: NOW + 180,
};

/** The listing's JSON fields, changed by `edit`, written back (the signature no longer fits unless re-signed). */
function edited(edit: (f: Record<string, unknown>) => void, text = makeListing(keys, table)): string {
  const f = JSON.parse(text) as Record<string, unknown>;
  edit(f);
  return JSON.stringify(f);
}

describe('open table listings', () => {
  it('reads back what the lobby key signed', () => {
    const read = readListing(makeListing(keys, table), NOW + 1);
    expect(read).toEqual({ ok: true, table });
    const withBroker = { ...table, broker: 'wss://peers.example.org/signal', edition: '1e' as const, players: 4 };
    expect(readListing(makeListing(keys, withBroker), NOW)).toEqual({ ok: true, table: withBroker });
  });

  it('cleans the creator name before signing', () => {
    const read = readListing(makeListing(keys, { ...table, name: '  Ser\u202e  Duncan  ' }), NOW);
    expect(read.ok && read.table.name).toBe('Ser Duncan');
  });

  it('refuses to list a lobby with another lobby\'s key, or a table that cannot be listed', () => {
    expect(() => makeListing(other, table)).toThrow(/key of the lobby/);
    expect(() => makeListing(keys, { ...table, free: 5 })).toThrow(/free/);
    expect(() => makeListing(keys, { ...table, until: NOW + MAX_LISTING_SECONDS + 1 })).toThrow(/until/);
    expect(() => makeListing(keys, { ...table, edition: '1e', players: 6 })).toThrow(/players/);
  });

  it('refuses a changed field: the signature no longer fits', () => {
    expect(readListing(edited((f) => (f['free'] = 4)), NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(readListing(edited((f) => (f['broker'] = 'wss://evil.example')), NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(readListing(edited((f) => (f['until'] = NOW + 600)), NOW + 300)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a listing of a lobby whose key did not sign it', () => {
    // Signed correctly by `other`, but naming the lobby of `keys`: the key's digest is not that lobby.
    const signedByOther = makeListing(other, { ...table, lobby: lobbyIdOf(other.publicKey) });
    expect(readListing(edited((f) => (f['lobby'] = table.lobby), signedByOther), NOW)).toEqual({ ok: false, reason: 'not-the-lobby-key' });
    expect(readListing(edited((f) => (f['key'] = toHex(other.publicKey))), NOW)).toEqual({ ok: false, reason: 'not-the-lobby-key' });
  });

  it('refuses an expired listing and one from too far in the future', () => {
    expect(readListing(makeListing(keys, table), NOW + 180)).toEqual({ ok: false, reason: 'expired' });
    expect(readListing(makeListing(keys, table), NOW - CLOCK_SLACK_SECONDS)).toMatchObject({ ok: true });
    expect(readListing(makeListing(keys, table), NOW - CLOCK_SLACK_SECONDS - 1)).toEqual({ ok: false, reason: 'from-the-future' });
  });

  it('refuses what is not a listing, field by field', () => {
    expect(readListing(42, NOW)).toEqual({ ok: false, reason: 'too-long' });
    expect(readListing('x'.repeat(MAX_LISTING_CHARS + 1), NOW)).toEqual({ ok: false, reason: 'too-long' });
    expect(readListing('{"v":1,', NOW)).toEqual({ ok: false, reason: 'not-json' });
    expect(readListing('[1]', NOW)).toEqual({ ok: false, reason: 'bad-field' });
    expect(readListing(edited((f) => (f['v'] = 2)), NOW)).toEqual({ ok: false, reason: 'other-version' });
    expect(readListing(edited((f) => (f['game'] = 'chess')), NOW)).toEqual({ ok: false, reason: 'other-game' });
    const bad: Array<[string, unknown]> = [
      ['edition', '3e'], ['lobby', 'XYZ'], ['site', 'https://so.example/?x=1'], ['site', 'ftp://so.example/'], ['site', 'https://u:p@so.example/'], ['site', 'so.example'], ['key', 'ab'], ['broker', ''], ['broker', 'x'.repeat(257)], ['name', ' padded '],
      ['name', ''], ['players', 7], ['players', 2], ['players', 4.5], ['free', 5], ['free', -1], ['tides', 'yes'], ['rules', 'zz'],
      ['at', 0], ['until', NOW], ['until', NOW + MAX_LISTING_SECONDS + 1], ['sig', 'ab'],
    ];
    for (const [field, value] of bad) expect(readListing(edited((f) => (f[field] = value)), NOW), `${field} = ${String(value)}`).toEqual({ ok: false, reason: 'bad-field' });
    expect(readListing(edited((f) => delete f['tides']), NOW)).toEqual({ ok: false, reason: 'bad-field' });
    expect(readListing(edited((f) => (f['extra'] = 1)), NOW)).toEqual({ ok: false, reason: 'bad-field' });
  });

  it('names a page\'s site by its origin and path', () => {
    expect(siteOf({ origin: 'https://so.example', pathname: '/play/index.html' })).toBe('https://so.example/play/');
    expect(siteOf({ origin: 'http://127.0.0.1:5173', pathname: '/' })).toBe('http://127.0.0.1:5173/');
  });
});
