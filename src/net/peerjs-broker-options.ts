// Which signalling broker and which ICE servers a page uses. A static deployment talks to the
// public PeerJS cloud broker with PeerJS's own STUN/TURN servers; `?broker=host:port/path` points
// the page at a self-hosted broker (such as the one `npm start` embeds) and then uses no ICE
// servers at all, so a LAN or single-machine game contacts nothing outside (stack-notes §0.3).
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
export function networkForPage(page: PageLocation, embeddedPath?: string): Result<NetworkOptions, BrokerParamCode> {
  const secure = page.protocol === 'https:';
  const param = new URLSearchParams(page.search).get('broker');
  if (param !== null) {
    const broker = parseBrokerParam(param, secure);
    if (!broker.ok) return broker;
    return ok({ broker: broker.value, iceServers: [] });
  }
  if (embeddedPath !== undefined) {
    const port = page.port !== '' ? Number(page.port) : secure ? 443 : 80;
    return ok({ broker: { host: page.hostname, port, path: embeddedPath, key: DEFAULT_KEY, secure }, iceServers: [] });
  }
  return ok({ broker: CLOUD_BROKER, iceServers: undefined });
}
