// Where an open table's "Join" leads: this page's address with the table's lobby in the fragment
// and, when the creator's page used another broker, that broker in `?broker=` — which the page
// opened on it asks about before connecting (link-safety.ts), as for any link.
import { lobbyUrl } from '../lobby/lobby-protocol';
import type { OpenTable } from '../lobby/open-table-listing';

export function openTableHref(page: { readonly origin: string; readonly pathname: string }, table: Pick<OpenTable, 'lobby' | 'broker'>): string {
  const search = table.broker === null ? '' : `?${new URLSearchParams({ broker: table.broker }).toString()}`;
  return lobbyUrl({ origin: page.origin, pathname: page.pathname, search }, table.lobby);
}
