// Which broker a watcher uses for a lobby link it was handed, not its own page's address: `npm run
// watch` (scripts/watch.ts) and `<sealed-orders-board watch>` (src/ui/drivers/watch-controller.ts)
// choose it here, the same way. The link the app shares (`http://host:port/#lobby=…`) names no
// broker when its page uses the one its own server runs (`npm start`, at /signal), so that server
// is asked whether it runs one before anything else is guessed.
import { fail, ok, type Result } from '../../crypto/result';
import { DEFAULT_KEY, EMBEDDED_BROKER_PATH, networkForPage, type BrokerParamCode, type NetworkOptions, type PageLocation } from './peerjs-broker-options';

/** Where the chosen broker came from, in the order they are tried. */
export type BrokerSource = 'link-param' | 'link-host' | 'page-host' | 'cloud';

export interface BrokerChoice {
  readonly network: NetworkOptions;
  readonly source: BrokerSource;
}

/** Whether a PeerJS broker answers at `url` (its GET <path>/<key>/id); never throws. */
export type BrokerProbe = (url: string) => Promise<boolean>;

export interface BrokerChoiceOptions {
  /** Asks the link's own host (brokerProbeUrl); fetchBrokerProbe in a browser and in Node. */
  readonly probe: BrokerProbe;
  /**
   * The page the watcher runs in and the broker path its own server announces (servedBrokerPath:
   * `npm start` defines it, a static build does not); absent where there is no page (`npm run watch`).
   */
  readonly page?: { readonly location: PageLocation; readonly brokerPath: string | undefined };
  /** The STUN/TURN servers the build names (configuredIceServers); undefined keeps each choice's default. */
  readonly iceServers?: readonly RTCIceServer[];
}

/**
 * The address that tells whether `npm start`'s broker runs on `link`'s own host: PeerJS's id
 * request under /signal with the default key. From a page of another site the browser lets the
 * answer through only if the broker allows that site (`npm start -- --allow-origin <site>`), the
 * same list that admits the site's WebSocket, so a broker that answers will also take the watcher.
 */
export function brokerProbeUrl(link: URL): string {
  return new URL(`${EMBEDDED_BROKER_PATH}/${DEFAULT_KEY}/id`, link.origin).href;
}

/** PeerJS ids as its client accepts them: what a broker's /id answers, and no HTML page is. */
const PEER_ID = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;
const MAX_ID_CHARS = 128;

/**
 * The probe over `fetch`: true when the answer is 2xx and its body an id, so a static host that
 * answers every path with its index page (200, HTML) is not taken for a broker.
 * @param timeoutMs how long to wait for the answer (a host that drops packets never refuses)
 */
export function fetchBrokerProbe(timeoutMs = 5000, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): BrokerProbe {
  return async (url) => {
    try {
      const answer = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store', credentials: 'omit' });
      if (!answer.ok) return false;
      const body = (await answer.text()).trim();
      return body.length <= MAX_ID_CHARS && PEER_ID.test(body);
    } catch {
      return false;
    }
  };
}

/**
 * The broker for watching the lobby of `link`: its `?broker=`; else the broker `npm start` runs on
 * the link's own host, if it answers the probe; else the broker the watcher's own page's server
 * runs (`options.page`, when it names one); else the public PeerJS cloud. A `?broker=` that cannot
 * be read is an error (as networkForPage), never a fall-back. Only an http(s) link is probed.
 */
export async function chooseLinkBroker(link: URL, options: BrokerChoiceOptions): Promise<Result<BrokerChoice, BrokerParamCode>> {
  const { iceServers } = options;
  if (link.searchParams.has('broker')) {
    const chosen = networkForPage(link, undefined, iceServers);
    return chosen.ok ? ok({ network: chosen.value, source: 'link-param' }) : fail(chosen.error.code, chosen.error.path);
  }
  if ((link.protocol === 'http:' || link.protocol === 'https:') && (await options.probe(brokerProbeUrl(link)))) {
    return fromPage(link, EMBEDDED_BROKER_PATH, 'link-host', iceServers);
  }
  const page = options.page;
  // The page's own ?broker= is not the link's choice: only its server's broker is taken.
  if (page !== undefined && page.brokerPath !== undefined) return fromPage(page.location, page.brokerPath, 'page-host', iceServers);
  return fromPage(link, undefined, 'cloud', iceServers);
}

/** networkForPage on `location`'s protocol, host and port only (its ?broker= was dealt with above). */
function fromPage(location: PageLocation, path: string | undefined, source: BrokerSource, iceServers: readonly RTCIceServer[] | undefined): Result<BrokerChoice, BrokerParamCode> {
  const chosen = networkForPage({ protocol: location.protocol, hostname: location.hostname, port: location.port, search: '' }, path, iceServers);
  if (!chosen.ok) return fail(chosen.error.code, chosen.error.path);
  return ok({ network: chosen.value, source });
}
