// Turns a message key into the reader's words: the active language's catalogue, English where it
// has no entry yet. Messages are ICU MessageFormat (`{name}`, `{n, plural, one {…} few {…} other {…}}`,
// `{house, select, …}`), formatted by intl-messageformat with the language's own plural rules
// (Intl.PluralRules: Russian and Czech have more forms than English), so no sentence is glued
// from fragments in code.
import { IntlMessageFormat } from 'intl-messageformat';
import { EN, type MessageKey, type Messages } from './messages.en';
import { intlTag, SOURCE_LOCALE, type Locale } from './locales';

export type Values = { readonly [name: string]: string | number };

let active: Locale = SOURCE_LOCALE;
let catalogue: Messages = {};
/** Inside `inLocale`: a part of the page speaking its own language, whose English gaps are not the page's. */
let scoped = false;
const formats = new Map<string, IntlMessageFormat>();
/** English messages of a part of the app loaded later (War of the Ring's page, messages.wotr.ts): read where EN has no such key. */
const later: { [key: string]: string } = {};

/** Adds English messages to the source once the part of the app that says them has loaded (keys EN's type names but its object does not hold). */
export function addSourceMessages(messages: { readonly [key: string]: string }): void {
  Object.assign(later, messages);
}

/** Whether `key` has an English message (EN's, or one added since). */
export function hasMessage(key: string): key is MessageKey {
  return key in EN || key in later;
}

/** Keys shown in English because the active catalogue lacks them (the browser tests read it). */
export const missing = new Set<MessageKey>();

/** Makes `locale` with its `messages` the language of every later `t`. */
export function useCatalogue(locale: Locale, messages: Messages): void {
  active = locale;
  catalogue = messages;
  formats.clear();
  missing.clear();
}

export const activeLocale = (): Locale => active;

/**
 * Runs `fn` with `locale` and its `messages` as the language of every `t` inside it, then gives the
 * page its own back: one part of a page (an embedded board with its own `lang`) can speak another
 * language than the page. `fn` must be synchronous (a Lit update is): nothing after an `await`
 * would be inside it.
 */
export function inLocale<T>(locale: Locale, messages: Messages, fn: () => T): T {
  const outer = { active, catalogue, scoped };
  active = locale;
  catalogue = messages;
  scoped = true;
  try {
    return fn();
  } finally {
    ({ active, catalogue, scoped } = outer);
  }
}

/** The message of `key` in the active language, its placeholders filled from `values`. */
export function t(key: MessageKey, values?: Values): string {
  const own = catalogue[key];
  if (own === undefined && active !== SOURCE_LOCALE && !scoped) missing.add(key);
  const locale = own === undefined ? SOURCE_LOCALE : active;
  const message = own ?? (EN[key] as string | undefined) ?? later[key];
  if (message === undefined) throw new RangeError(`expected an English message for ${key}, got none (its words not loaded)`);
  if (!message.includes('{')) return message;
  return format(locale, key, message, values ?? {});
}

function format(locale: Locale, key: MessageKey, message: string, values: Values): string {
  const id = `${locale}\u0000${key}`;
  let compiled = formats.get(id);
  if (compiled === undefined) {
    compiled = new IntlMessageFormat(message, intlTag(locale));
    formats.set(id, compiled);
  }
  return String(compiled.format(values));
}

/** "A, B and C" in the active language and its script (British English: no comma before "and", as the game always wrote it; Serbian "A, B i C"). */
export function listOf(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(intlTag(active), { type }).format(items);
}

/** The keys under `prefix.` whose English has no placeholder: plain words, read as properties. */
type PlainUnder<P extends string> = {
  [K in MessageKey]: K extends `${P}.${infer Rest}` ? ((typeof EN)[K] extends `${string}{${string}` ? never : Rest) : never;
}[MessageKey];

/**
 * A component's plain words as properties read at render time (`W.title`), so a template stays
 * as short as before and always shows the active language. Messages with placeholders go
 * through `t(key, values)`.
 */
export function section<P extends string>(prefix: P): { readonly [k in PlainUnder<P>]: string } {
  return new Proxy({} as { readonly [k in PlainUnder<P>]: string }, {
    get: (_, name) => (typeof name === 'string' ? t(`${prefix}.${name}` as MessageKey) : undefined),
  });
}
