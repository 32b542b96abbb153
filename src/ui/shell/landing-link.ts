// The first page's "open a link": where a pasted game link leads, or why it cannot be opened here.
import { parseLobbyFragment } from '../../lobby/lobby-fragment';
import { parseGameFragment } from './game-fragment';
import { LANDING_WORDS as W, otherSiteText } from './landing.words';

/** Where a pasted link leads: a page to open, or what is wrong with it. */
export function linkTarget(text: string, here: { href: string; origin: string }): { ok: true; href: string } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(text.trim(), here.href);
  } catch {
    return { ok: false, reason: W.notALink };
  }
  if (parseLobbyFragment(url.hash) === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { ok: false, reason: W.notALink };
  if (url.origin !== here.origin) return { ok: false, reason: otherSiteText(url.origin) };
  return { ok: true, href: url.href };
}

/**
 * Whether the page's own address (`hash`) names a game (`#lobby=`, `#game=`) that cannot be read: a
 * link cut short or mangled on its way. The first page then says so, instead of showing itself as if
 * no link had been opened.
 */
export function damagedLink(hash: string): boolean {
  const keys = new URLSearchParams(hash.replace(/^#/, ''));
  if (keys.has('lobby')) return parseLobbyFragment(hash) === null;
  if (keys.has('game')) return parseGameFragment(hash) === null;
  return false;
}
