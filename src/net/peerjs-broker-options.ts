// Which signalling broker and which ICE servers a page uses. A static deployment talks to the
// public PeerJS cloud broker with PeerJS's own STUN/TURN servers; `?broker=host:port/path` points
// the page at a self-hosted broker (such as the one `npm start` embeds) and then uses no ICE
// servers at all, so a LAN or single-machine game contacts nothing outside (stack-notes §0.3).
// A deployment may name its own STUN/TURN servers at build time (`VITE_ICE_SERVERS`); they then
// replace both (players behind strict NATs need a TURN server to reach each other).
import { fail, ok, type Result } from '../../crypto/result';

/** Where the PeerJS signalling broker is; `path` is where its HTTP API and WebSocket live. */
export interface BrokerOptions {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  /** PeerJS's namespace key; the embedded broker keeps PeerJS's default so stock servers work too. */
  readonly key: string;
  /** wss/https instead of ws/http. */
  readonly secure: boolean;
}

export interface NetworkOptions {
  readonly broker: BrokerOptions;
  /** `undefined` keeps PeerJS's defaults (Google STUN and PeerJS TURN). */
  readonly iceServers: readonly RTCIceServer[] | undefined;
}

export const DEFAULT_KEY = 'peerjs';

/** The public PeerJS broker, as PeerJS itself would pick it with no options. */
export const CLOUD_BROKER: BrokerOptions = { host: '0.peerjs.com', port: 443, path: '/', key: DEFAULT_KEY, secure: true };

/** The path `npm start` mounts its broker on (scripts/broker.mjs). */
export const EMBEDDED_BROKER_PATH = '/signal';

/**
 * The broker path the page's own server announces: `npm start` defines VITE_BROKER_PATH
 * (scripts/start.mjs); a static build leaves it undefined. Pass it to networkForPage.
 */
export const servedBrokerPath: string | undefined = (import.meta as ImportMeta & { env?: Record<string, unknown> }).env?.['VITE_BROKER_PATH'] as
  | string
  | undefined;

export type BrokerParamCode = 'empty' | 'bad-scheme' | 'bad-address' | 'bad-port' | 'extra-parts';

/** The address bar parts networkForPage reads (`window.location` fits). */
export interface PageLocation {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly search: string;
}

const SCHEMES: Record<string, boolean> = { 'ws:': false, 'http:': false, 'wss:': true, 'https:': true };

/**
 * Reads a `?broker=` value: `host`, `host:port` or `host:port/path`, optionally with a scheme
 * (`ws://`, `wss://`, `http://`, `https://`) that fixes `secure`; without one, `secure` follows
 * the page. IPv6 hosts are bracketed: `[::1]:9000/signal`.
 * @param value the parameter, already URL-decoded
 * @param pageSecure whether the page itself is https (a ws:// broker from an https page is blocked as mixed content)
 */
export function parseBrokerParam(value: string, pageSecure: boolean): Result<BrokerOptions, BrokerParamCode> {
  const text = value.trim();
  if (text === '') return fail('empty');
  const scheme = /^([a-z]+):\/\//i.exec(text);
  const schemeName = scheme ? `${scheme[1]!.toLowerCase()}:` : null;
  if (schemeName !== null && !(schemeName in SCHEMES)) return fail('bad-scheme', ['scheme']);
  const secure = schemeName === null ? pageSecure : SCHEMES[schemeName]!;
  const rest = scheme ? text.slice(scheme[0].length) : text;
  // URL would read '///signal' as host 'signal', and treats a backslash like '/': insist on a host first.
  if (/^[/?#\\]/.test(rest)) return fail('bad-address', ['host']);
  // URL would call an out-of-range port a bad address; say what is wrong instead.
  const portText = /:([^:\]]*)$/.exec(rest.split(/[/?#]/)[0]!)?.[1];
  if (portText !== undefined && !(/^\d{1,5}$/.test(portText) && Number(portText) > 0 && Number(portText) < 65536)) return fail('bad-port', ['port']);
  let url: URL;
  try {
    // An http(s) base makes URL parse host, port and path the same way for every scheme.
    url = new URL(`${secure ? 'https' : 'http'}://${rest}`);
  } catch {
    return fail('bad-address');
  }
  if (url.hostname === '') return fail('bad-address', ['host']);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return fail('extra-parts');
  // URL drops a port equal to its scheme's default, which is then the right default here too.
  const port = url.port !== '' ? Number(url.port) : secure ? 443 : 80;
  return ok({ host: url.hostname, port, path: url.pathname === '' ? '/' : url.pathname, key: DEFAULT_KEY, secure });
}

/**
 * The broker and ICE servers for a page: `?broker=` wins; else, when the page was served by
 * `npm start` (the caller passes the embedded broker's path), the page's own origin; else the
 * public cloud. A bad `?broker=` is an error, never a silent fall-back to the cloud: the user
 * asked for a game that does not leave their network.
 * @param embeddedPath the broker path on the page's own server, or undefined for a static deployment
 */
export function networkForPage(page: PageLocation, embeddedPath?: string, iceServers?: readonly RTCIceServer[]): Result<NetworkOptions, BrokerParamCode> {
  const secure = page.protocol === 'https:';
  const param = new URLSearchParams(page.search).get('broker');
  if (param !== null) {
    const broker = parseBrokerParam(param, secure);
    if (!broker.ok) return broker;
    return ok({ broker: broker.value, iceServers: iceServers ?? [] });
  }
  if (embeddedPath !== undefined) {
    const port = page.port !== '' ? Number(page.port) : secure ? 443 : 80;
    return ok({ broker: { host: page.hostname, port, path: embeddedPath, key: DEFAULT_KEY, secure }, iceServers: iceServers ?? [] });
  }
  return ok({ broker: CLOUD_BROKER, iceServers });
}

export type IceConfigCode = 'not-json' | 'not-a-list' | 'too-many' | 'bad-server' | 'bad-url' | 'bad-credential';

/** Bounds on a configured list: a page never tries more servers than this, nor longer texts. */
const MAX_ICE_SERVERS = 8;
const MAX_ICE_TEXT = 512;
const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;

/**
 * Reads the STUN/TURN servers a deployment configures (`VITE_ICE_SERVERS`, a JSON list of
 * RTCIceServer: `[{ "urls": "turn:turn.example.org:3478", "username": "u", "credential": "p" }]`).
 * Each server has `urls` (one or a list of `stun:`, `stuns:`, `turn:` or `turns:` URLs) and, for
 * TURN, optionally `username` and `credential` (strings); nothing else. A list it cannot read is
 * an error, never ignored: a player behind a strict NAT would otherwise fail later, silently.
 */
export function parseIceServers(text: string): Result<RTCIceServer[], IceConfigCode> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('not-json');
  }
  if (!Array.isArray(value)) return fail('not-a-list');
  if (value.length > MAX_ICE_SERVERS) return fail('too-many');
  const servers: RTCIceServer[] = [];
  for (const [i, item] of value.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail('bad-server', [String(i)]);
    const { urls, username, credential, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return fail('bad-server', [String(i), Object.keys(rest)[0]!]);
    const list = typeof urls === 'string' ? [urls] : urls;
    const goodUrl = (u: unknown) => typeof u === 'string' && u.length <= MAX_ICE_TEXT && ICE_URL.test(u);
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ICE_SERVERS || !list.every(goodUrl)) return fail('bad-url', [String(i), 'urls']);
    const goodText = (t: unknown) => t === undefined || (typeof t === 'string' && t.length <= MAX_ICE_TEXT);
    if (!goodText(username) || !goodText(credential)) return fail('bad-credential', [String(i)]);
    servers.push({ urls: [...(list as string[])], ...(username === undefined ? {} : { username: username as string }), ...(credential === undefined ? {} : { credential: credential as string }) });
  }
  return ok(servers);
}

/**
 * The STUN/TURN servers this build was configured with (`VITE_ICE_SERVERS` at `npm run build` or
 * `npm start`), or undefined when none were: pass them to networkForPage. A list that cannot be
 * read is returned as its error, for the page to show.
 */
export function configuredIceServers(env: Record<string, unknown> | undefined = (import.meta as ImportMeta & { env?: Record<string, unknown> }).env): Result<RTCIceServer[] | undefined, IceConfigCode> {
  const text = env?.['VITE_ICE_SERVERS'];
  if (typeof text !== 'string' || text.trim() === '') return ok(undefined);
  return parseIceServers(text);
}
