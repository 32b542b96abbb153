// An open table's listing: what a creator who wants strangers at the table publishes on Nostr
// relays (src/lobby/open-tables.ts), and what a page reads back to show "Open tables".
//
// A listing is JSON text signed by the lobby's own key, whose digest is the lobby id: only the
// lobby's creator can list it, a relay or a third party can only pass it on unchanged, and a
// listing copied under another Nostr key says nothing new. It stays valid until its `until` (a
// creator refreshes it while the table has free seats, and withdraws it by listing `free: 0`): a
// stale copy replayed later has expired. What it says of the table (whose, how many seats free) is
// the creator's word; the arrival page looks at the lobby itself before anyone joins.
// Nothing here trusts its input: every field is checked, the text is bounded, and a refusal names why.
import { encodeCanonical, fromHex, hashParts, sign, toHex, verify, DOMAIN, type KeyPair } from '../../crypto/index';
import { cleanName, isCleanName } from './lobby-names';
import { lobbyIdOf } from './lobby-protocol';

/** The listing format's version. */
export const LISTING_VERSION = 1;
/** A listing's text, at most (a real one is ≈ 450 characters). */
export const MAX_LISTING_CHARS = 2048;
/** How long a listing may claim to stay valid, at most, from its own `at`. */
export const MAX_LISTING_SECONDS = 15 * 60;
/** How far in the future a listing's `at` may lie: the tolerated difference between two clocks. */
export const CLOCK_SLACK_SECONDS = 120;
/** A `?broker=` value, at most. */
const MAX_BROKER_CHARS = 256;
/** A site's address, at most. */
const MAX_SITE_CHARS = 256;

/** Which game a table plays: the core is game-independent, the listing names its game. */
export type TableGame = 'agot';
const GAMES: readonly TableGame[] = ['agot'];
/** A table's edition of the game ('2e': A Game of Thrones 2nd edition; '1e': the 1st). */
export type TableEdition = '2e' | '1e';

/** What a listing says of its table. */
export interface OpenTable {
  readonly game: TableGame;
  readonly edition: TableEdition;
  /** The lobby id (16 hex digits): `#lobby=<id>` joins it. */
  readonly lobby: string;
  /**
   * The creator's page, origin and path (`https://host/path/`): a table is joined from a page of
   * the same site, whose default broker is the creator's (a page of another deployment, or a
   * developer's local server, would not reach it).
   */
  readonly site: string;
  /** The creator page's `?broker=`, when it has one: the joiner's page asks before using it. */
  readonly broker: string | null;
  /** The creator's display name. */
  readonly name: string;
  readonly players: number;
  /** Seats nobody has taken yet. */
  readonly free: number;
  readonly tidesOfBattle: boolean;
  /** The creator's rules build (its fingerprint): a page of another build cannot join. */
  readonly rules: string;
  /** When the creator listed it, in seconds since 1970 (its clock). */
  readonly at: number;
  /** Until when the listing holds, in seconds since 1970. */
  readonly until: number;
}

/** Why a listing is refused. */
export type ListingRefusal = 'too-long' | 'not-json' | 'bad-field' | 'other-version' | 'other-game' | 'not-the-lobby-key' | 'bad-signature' | 'expired' | 'from-the-future';

const HEX64 = /^[0-9a-f]{64}$/;
const LOBBY_ID = /^[0-9a-f]{16}$/;
const FIELDS = ['v', 'game', 'edition', 'lobby', 'site', 'key', 'broker', 'name', 'players', 'free', 'tides', 'rules', 'at', 'until', 'sig'];

/**
 * The listing of a table, signed with the lobby's key.
 * @param keys - the lobby's key pair (`LobbyKey.keys`); its digest must be `table.lobby`
 * @param table - what to say; `name` is cleaned, `until` must lie within MAX_LISTING_SECONDS of `at`
 * @returns the listing's text
 * @throws RangeError when the key is not the lobby's or a field is out of range (a programmer error)
 */
export function makeListing(keys: KeyPair, table: OpenTable): string {
  const fields = unsignedFields({ ...table, name: cleanName(table.name) }, toHex(keys.publicKey));
  const problem = fieldProblem(fields);
  if (problem !== null) throw new RangeError(`expected a listable table, got ${problem}`);
  if (lobbyIdOf(keys.publicKey) !== table.lobby) throw new RangeError('expected the key of the lobby listed');
  return JSON.stringify({ ...fields, sig: toHex(sign(keys.secretKey, signedBytes(fields))) });
}

/**
 * Reads a listing (untrusted text).
 * @param text - the listing
 * @param nowSeconds - the reader's clock, in seconds since 1970
 * @returns the table, or why it is refused
 * @throws never
 */
export function readListing(text: unknown, nowSeconds: number): { ok: true; table: OpenTable } | { ok: false; reason: ListingRefusal } {
  if (typeof text !== 'string' || text.length > MAX_LISTING_CHARS) return { ok: false, reason: 'too-long' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'bad-field' };
  const raw = value as Record<string, unknown>;
  if (raw['v'] !== LISTING_VERSION) return { ok: false, reason: 'other-version' };
  if (!GAMES.includes(raw['game'] as TableGame)) return { ok: false, reason: 'other-game' };
  const keys = Object.keys(raw);
  if (keys.length !== FIELDS.length || !FIELDS.every((k) => keys.includes(k))) return { ok: false, reason: 'bad-field' };
  const { sig, ...fields } = raw;
  if (fieldProblem(fields) !== null || typeof sig !== 'string' || !/^[0-9a-f]{128}$/.test(sig)) return { ok: false, reason: 'bad-field' };
  const key = fromHex(fields['key'] as string);
  if (lobbyIdOf(key) !== fields['lobby']) return { ok: false, reason: 'not-the-lobby-key' };
  if (!verify(key, signedBytes(fields), fromHex(sig))) return { ok: false, reason: 'bad-signature' };
  const table = tableOf(fields);
  if (table.until <= nowSeconds) return { ok: false, reason: 'expired' };
  if (table.at > nowSeconds + CLOCK_SLACK_SECONDS) return { ok: false, reason: 'from-the-future' };
  return { ok: true, table };
}

function unsignedFields(t: OpenTable, key: string): Record<string, unknown> {
  return { v: LISTING_VERSION, game: t.game, edition: t.edition, lobby: t.lobby, site: t.site, key, broker: t.broker, name: t.name, players: t.players, free: t.free, tides: t.tidesOfBattle, rules: t.rules, at: t.at, until: t.until };
}

function tableOf(f: Record<string, unknown>): OpenTable {
  return {
    game: f['game'] as TableGame,
    edition: f['edition'] as TableEdition,
    lobby: f['lobby'] as string,
    site: f['site'] as string,
    broker: f['broker'] as string | null,
    name: f['name'] as string,
    players: f['players'] as number,
    free: f['free'] as number,
    tidesOfBattle: f['tides'] as boolean,
    rules: f['rules'] as string,
    at: f['at'] as number,
    until: f['until'] as number,
  };
}

/** The first field that is not as a listing must have it, or null. */
function fieldProblem(f: Record<string, unknown>): string | null {
  const seconds = (x: unknown) => Number.isSafeInteger(x) && (x as number) > 0;
  const checks: [string, boolean][] = [
    ['edition', f['edition'] === '2e' || f['edition'] === '1e'],
    ['lobby', typeof f['lobby'] === 'string' && LOBBY_ID.test(f['lobby'])],
    ['site', typeof f['site'] === 'string' && isSite(f['site'])],
    ['key', typeof f['key'] === 'string' && HEX64.test(f['key'])],
    ['broker', f['broker'] === null || (typeof f['broker'] === 'string' && f['broker'].length > 0 && f['broker'].length <= MAX_BROKER_CHARS)],
    ['name', typeof f['name'] === 'string' && isCleanName(f['name'])],
    ['players', Number.isInteger(f['players']) && (f['players'] as number) >= 3 && (f['players'] as number) <= (f['edition'] === '1e' ? 5 : 6)],
    ['free', Number.isInteger(f['free']) && (f['free'] as number) >= 0 && (f['free'] as number) < (f['players'] as number)],
    ['tides', typeof f['tides'] === 'boolean'],
    ['rules', typeof f['rules'] === 'string' && HEX64.test(f['rules'])],
    ['at', seconds(f['at'])],
    ['until', seconds(f['until']) && (f['until'] as number) > (f['at'] as number) && (f['until'] as number) - (f['at'] as number) <= MAX_LISTING_SECONDS],
  ];
  return checks.find(([, good]) => !good)?.[0] ?? null;
}

/**
 * A page's site as a listing names it: an http(s) origin and path, nothing else (no query, fragment
 * or credentials), at most MAX_SITE_CHARS.
 */
export function isSite(text: string): boolean {
  if (text.length > MAX_SITE_CHARS) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && `${url.origin}${url.pathname}` === text;
  } catch {
    return false;
  }
}

/** The site of a page at `page`: its origin and path, without a trailing `index.html`. */
export function siteOf(page: { readonly origin: string; readonly pathname: string }): string {
  return `${page.origin}${page.pathname.replace(/index\.html$/, '')}`;
}

/** What the lobby key signs: the domain-tagged digest of the fields' canonical encoding. */
function signedBytes(fields: Record<string, unknown>): Uint8Array {
  return hashParts(DOMAIN.OPEN_TABLE, [encodeCanonical(fields)]);
}
