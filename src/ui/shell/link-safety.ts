// What a lobby link may make a page do, and what the page must ask or say first (issue 15,
// finding 7). A link carries the lobby and, when it is not the page's default, a broker
// (src/lobby/lobby-protocol.ts lobbyUrl). A broker chosen by whoever sent the link sees who plays
// with whom and could sit in the middle of every channel, so the joiner's page names it and waits
// for a yes. `?autoplay` never travels in a link; a page that has it says so and offers the seat back.
import { networkForPage, type BrokerOptions, type PageLocation } from '../../net/peerjs-broker-options';
import { parseLobbyFragment } from '../../lobby/lobby-fragment';

/** How a broker is named to the player: `host:port/path`, with `wss://` or `ws://`. */
export function brokerLabel(b: BrokerOptions): string {
  const host = b.host.includes(':') ? `[${b.host}]` : b.host;
  return `${b.secure ? 'wss' : 'ws'}://${host}:${b.port}${b.path}`;
}

const sameBroker = (a: BrokerOptions, b: BrokerOptions) => a.host === b.host && a.port === b.port && a.path === b.path && a.secure === b.secure;

/**
 * The broker a page opened from a lobby link must ask about: its `?broker=` when that differs from
 * the broker the page would use without it. Null when there is nothing to ask (no lobby, no
 * `?broker=`, the default broker, or an unreadable one — that is shown as an error elsewhere).
 */
export function brokerToConfirm(page: PageLocation & { readonly hash: string }, servedPath: string | undefined): BrokerOptions | null {
  if (parseLobbyFragment(page.hash) === null) return null;
  const asked = networkForPage(page, servedPath);
  const fallback = networkForPage({ ...page, search: '' }, servedPath);
  if (!asked.ok || !fallback.ok || new URLSearchParams(page.search).get('broker') === null) return null;
  return sameBroker(asked.value.broker, fallback.value.broker) ? null : asked.value.broker;
}

/** Where a yes is kept for this tab, so a reload of the same link does not ask again. */
export function consentKey(lobby: string, broker: BrokerOptions): string {
  return `sealed-orders/broker-ok/${lobby}/${brokerLabel(broker)}`;
}

/** The page's address without `autoplay`: after the player took the seat back, a reload keeps it. */
export function withoutAutoplay(page: { readonly pathname: string; readonly search: string; readonly hash: string }): string {
  const query = new URLSearchParams(page.search);
  query.delete('autoplay');
  const search = query.toString();
  return `${page.pathname}${search === '' ? '' : `?${search}`}${page.hash}`;
}
