// The languages the game speaks, and which one a browser asks for. Plain data and pure functions:
// no DOM, no storage (locale.ts does that), so the choice is testable in Node.

/** Every language of the game, the source (English) first. Serbian is in Latin script, as its rulebook. */
export const LOCALES = ['en', 'sr', 'ru', 'cs', 'he'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in that language: what the picker shows, so a reader finds their own. */
export const LOCALE_NAMES: { readonly [l in Locale]: string } = {
  en: 'English',
  sr: 'Srpski',
  ru: 'Русский',
  cs: 'Čeština',
  he: 'עברית',
};

/**
 * The tag the Intl APIs (lists, plurals, sorting) are given for a language: Serbian in Latin script,
 * as the catalogue writes it (plain `sr` is Cyrillic to Intl: "A, B и C"); English as the game
 * always wrote it, British (no comma before "and").
 */
export const intlTag = (locale: Locale): string => (locale === 'sr' ? 'sr-Latn' : locale === 'en' ? 'en-GB' : locale);

/** Written right to left: the document gets `dir="rtl"` and the layout mirrors (the map does not). */
export const isRightToLeft = (locale: Locale): boolean => locale === 'he';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Old or regional codes a browser may send for one of ours: Hebrew's former `iw`, Serbian written `sh`. */
const ALIASES: { readonly [code: string]: Locale } = { iw: 'he', sh: 'sr' };

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that the game
 * speaks, by its primary subtag (`sr-Latn-RS` → `sr`, `he-IL` → `he`); English when none is.
 */
export function negotiateLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const locale = ALIASES[primary] ?? primary;
    if (isLocale(locale)) return locale;
  }
  return SOURCE_LOCALE;
}
