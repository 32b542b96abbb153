// Where an open table's "Join" leads: this page's address with the table's lobby in the fragment
// and, when the creator's page used another broker, that broker in `?broker=` — which the page
// opened on it asks about before connecting (link-safety.ts), as for any link.
import { lobbyUrl } from '../../lobby/lobby-fragment';
import type { OpenTable } from '../../lobby/open-table-listing';

export function openTableHref(page: { readonly origin: string; readonly pathname: string }, table: Pick<OpenTable, 'lobby' | 'broker'>): string {
  const search = table.broker === null ? '' : `?${new URLSearchParams({ broker: table.broker }).toString()}`;
  return lobbyUrl({ origin: page.origin, pathname: page.pathname, search }, table.lobby);
}

/** sessionStorage: the fragment (`#lobby=<id>`) of the open table this tab last joined from the list. */
const FROM_OPEN_TABLES = 'sealed-orders/from-open-tables';

/** Whether this tab came to the lobby of `hash` by an open table's Join (openLink), not by a link someone sent. */
export function joinedFromOpenTables(hash: string): boolean {
  try {
    return hash !== '' && sessionStorage.getItem(FROM_OPEN_TABLES) === hash;
  } catch {
    return false;
  }
}

/**
 * Goes to a game link of this site (`from`: an open table's Join, or a link pasted on the first page). When only the fragment differs the page would not load again
 * by itself, and the shell reads the lobby from the address when it starts: reload.
 */
export function openLink(href: string, from: 'open-tables' | 'link' = 'link'): void {
  const url = new URL(href, location.href);
  // From the list, the arrival page then says the table came from there (nobody sent this player
  // its link). This tab only: the same link sent to a friend is a friend's invitation again.
  try {
    if (from === 'open-tables') sessionStorage.setItem(FROM_OPEN_TABLES, url.hash);
    else sessionStorage.removeItem(FROM_OPEN_TABLES);
  } catch {
    // Storage refused (a private mode): the arrival page reads as a friend's invitation.
  }
  if (url.pathname === location.pathname && url.search === location.search) {
    location.hash = url.hash;
    location.reload();
  } else location.assign(url.href);
}
