// What a page reads and writes of a lobby link before it opens anything: the lobby id in
// `#lobby=`, the creator's PeerJS id it stands for, and the link itself. Apart from
// lobby-protocol.ts (which re-exports it) so that the first page, which only reads a link or
// writes one (an open table's Join), loads none of the lobby's code (test/e2e/first-page-weight).

/** A PeerJS id as the broker takes it: letters and digits, single separators inside, at most 64. */
const PEER_ID = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;
const MAX_PEER_ID_LENGTH = 64;

export function isPeerId(v: unknown): v is string {
  return typeof v === 'string' && v.length <= MAX_PEER_ID_LENGTH && PEER_ID.test(v);
}

const LOBBY_ID = /^[0-9a-f]{16}$/;

/** The creator's PeerJS id in the lobby, derived from the lobby id: the link is all a joiner needs. */
export function lobbyPeerId(lobby: string): string {
  if (!LOBBY_ID.test(lobby)) throw new RangeError(`expected a lobby id of 16 hex digits, got '${lobby}'`);
  return `so-lobby-${lobby}`;
}

/** The lobby id in a URL fragment (`#lobby=<id>`), or null when there is none or it is malformed. */
export function parseLobbyFragment(hash: string): string | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('lobby');
  return id !== null && LOBBY_ID.test(id) && isPeerId(lobbyPeerId(id)) ? id : null;
}

/**
 * The link to share: the page's address with `#lobby=<id>`, and its `?broker=` when it has one —
 * nothing else of the page's query. A creator's page settings (`?autoplay`, `?seed=`…) are its
 * own and never reach a joiner; a non-default broker does, and the joiner's page asks before using it.
 */
export function lobbyUrl(page: { readonly origin: string; readonly pathname: string; readonly search: string }, lobby: string): string {
  lobbyPeerId(lobby); // checks the id
  const broker = new URLSearchParams(page.search).get('broker');
  const query = broker === null ? '' : `?${new URLSearchParams({ broker }).toString()}`;
  return `${page.origin}${page.pathname}${query}#lobby=${lobby}`;
}
