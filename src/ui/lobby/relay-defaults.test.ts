// The relays a new lobby offers: the public ones, or the build's VITE_NOSTR_RELAYS, read strictly.
import { describe, expect, it } from 'vitest';
import { isRelayList, parseRelayList } from '../../lobby/relay-list';
import { defaultRelays, PUBLIC_RELAYS } from './relay-defaults';

describe('the relays a new lobby offers', () => {
  it('are public relays by default, each a relay address a lobby carries as it is', () => {
    expect(defaultRelays({})).toEqual({ ok: true, relays: PUBLIC_RELAYS });
    expect(defaultRelays({ VITE_NOSTR_RELAYS: '  ' })).toEqual({ ok: true, relays: PUBLIC_RELAYS });
    expect(isRelayList([...PUBLIC_RELAYS])).toBe(true);
  });

  it('are the build’s list, or none, when it names one; an address it cannot read is named', () => {
    expect(defaultRelays({ VITE_NOSTR_RELAYS: 'none' })).toEqual({ ok: true, relays: [] });
    expect(defaultRelays({ VITE_NOSTR_RELAYS: 'wss://relay.example.org, ws://127.0.0.1:7777\nwss://relay.example.org/' })).toEqual({ ok: true, relays: ['wss://relay.example.org/', 'ws://127.0.0.1:7777/'] });
    expect(defaultRelays({ VITE_NOSTR_RELAYS: 'wss://a.org https://b.org' })).toEqual({ ok: false, bad: 'https://b.org' });
  });

  it('a typed list: at most 8', () => {
    expect(parseRelayList(Array.from({ length: 9 }, (_, i) => `wss://r${i}.org`).join(' '))).toEqual({ ok: false, bad: 'too-many' });
    expect(parseRelayList('')).toEqual({ ok: true, relays: [] });
  });
});
