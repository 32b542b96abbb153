// The first page's "open a link": where a pasted game link leads, or why it cannot be opened here.
import { parseLobbyFragment } from '../../lobby/lobby-protocol';
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
