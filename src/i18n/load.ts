// Each language's catalogue is its own chunk, fetched when it is first wanted (by the page, or by an
// embedded board's `lang`): the first page carries English alone.
import type { Locale } from './locales';
import type { Messages } from './messages.en';

const LOADERS: { readonly [l in Locale]: () => Promise<Messages> } = {
  en: () => Promise.resolve({}),
  sr: () => import('./catalogues/sr').then((m) => m.SR),
  ru: () => import('./catalogues/ru').then((m) => m.RU),
  cs: () => import('./catalogues/cs').then((m) => m.CS),
  he: () => import('./catalogues/he').then((m) => m.HE),
};

/** The messages of `locale` (English is the source: an empty catalogue). */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  return LOADERS[locale]();
}
