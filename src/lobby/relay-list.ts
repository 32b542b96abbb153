// The Nostr relays a lobby names (`settings.relays`, src/lobby/README.md "Relays"): what an address
// and a list of them may be, and a list as a person types it. Apart from the lobby's wire format
// (lobby-messages.ts) because a saved game reads its relays on the first page, which loads no lobby.

/** Nostr relays a lobby may name: a few are plenty (each gets every entry), and a state stays small. */
export const MAX_RELAYS = 8;
/** The longest relay address taken. */
export const MAX_RELAY_URL_LENGTH = 200;

/**
 * A relay address as a lobby carries it: ws:// or wss://, a host, no user name or password (a
 * secret in a link is seen by every player), no fragment, and written as the URL parser writes it,
 * so one relay has one spelling and two pages cannot disagree on whether a list holds it twice.
 */
export function isRelayUrl(v: unknown): v is string {
  if (typeof v !== 'string' || v.length > MAX_RELAY_URL_LENGTH) return false;
  const url = canonicalRelayUrl(v);
  return url === v;
}

/** The URL parser's spelling of a ws:// or wss:// relay address; null for anything else. */
export function canonicalRelayUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.hostname === '' || url.username !== '' || url.password !== '' || url.hash !== '') return null;
  return url.href.length <= MAX_RELAY_URL_LENGTH ? url.href : null;
}

/**
 * A relay list as a person types it (addresses separated by spaces, commas or lines): each in its
 * parser's spelling, each once; or the first address that is not a relay's, or `too-many`.
 */
export function parseRelayList(text: string): { ok: true; relays: string[] } | { ok: false; bad: string } {
  const relays: string[] = [];
  for (const word of text.split(/[\s,]+/).filter((w) => w !== '')) {
    const url = canonicalRelayUrl(word);
    if (url === null) return { ok: false, bad: word };
    if (!relays.includes(url)) relays.push(url);
  }
  return relays.length > MAX_RELAYS ? { ok: false, bad: 'too-many' } : { ok: true, relays };
}

/** At most MAX_RELAYS relay addresses, each once. */
export function isRelayList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= MAX_RELAYS && v.every(isRelayUrl) && new Set(v).size === v.length;
}
