// The link that invites a substitute for an absent house (issue 18; src/session/README.md, "A
// substitute"): the game's lobby link with `?substitute=<house>`. Whoever opens it watches the game
// and offers the players to play that house (src/play/substitute-offer.ts); only their votes give
// it. The page's broker (`?broker=`) goes with it; nothing else of this page's address does (its
// `?autoplay` is this player's choice, not the substitute's).
import { HOUSES, type House } from '../../../engine/index';

const PARAM = 'substitute';

/** The link to send someone who would play `house` in the game at `lobby`, from a page at `here`. */
export function substituteLinkFor(here: { readonly origin: string; readonly pathname: string; readonly search: string }, lobby: string, house: House): string {
  const query = new URLSearchParams();
  const broker = new URLSearchParams(here.search).get('broker');
  if (broker !== null) query.set('broker', broker);
  query.set(PARAM, house);
  return `${here.origin}${here.pathname}?${query.toString()}#lobby=${lobby}`;
}

/** The house a page's `?substitute=` asks it to take over, or null (none, or no house's name). */
export function substituteHouseOf(search: string): House | null {
  const house = new URLSearchParams(search).get(PARAM);
  return HOUSES.find((h) => h === house) ?? null;
}
