// The Nostr relays a new lobby offers (issue 18, games over days): public relays that store any
// kind of event, run by others (the project runs no server), or the list a deployment or a test
// server gives at build time in VITE_NOSTR_RELAYS (addresses separated by spaces or commas, or
// `none`: no relay, WebRTC only). The creator may change the list in the lobby; every seat agrees
// to it with its ready.
import { parseRelayList } from '../../lobby/relay-list';

/** Well-kept public relays; three, so one that drops events or goes away does not lose the game. */
export const PUBLIC_RELAYS: readonly string[] = Object.freeze(['wss://relay.damus.io/', 'wss://nos.lol/', 'wss://relay.primal.net/']);

/** The relays a new lobby starts with, or the address in VITE_NOSTR_RELAYS that cannot be read. */
export function defaultRelays(env: Record<string, unknown> | undefined = (import.meta as ImportMeta & { env?: Record<string, unknown> }).env): { ok: true; relays: readonly string[] } | { ok: false; bad: string } {
  const text = env?.['VITE_NOSTR_RELAYS'];
  if (typeof text !== 'string' || text.trim() === '') return { ok: true, relays: PUBLIC_RELAYS };
  if (text.trim() === 'none') return { ok: true, relays: [] };
  return parseRelayList(text);
}
