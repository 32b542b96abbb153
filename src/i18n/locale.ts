// The page's language: the player's saved choice, else the browser's; the document's `lang` and
// `dir` follow it, and every Lit element on the page renders again when it changes. A language's
// catalogue is fetched only when it is chosen, so the first page carries English alone.
import { isLocale, isRightToLeft, LOCALES, negotiateLocale, SOURCE_LOCALE, type Locale } from './locales';
import { loadCatalogue } from './load';
import { activeLocale, missing, useCatalogue } from './translate';

const STORAGE_KEY = 'sealed-orders/locale';

// The browser tests read which keys the page showed in English for want of a translation.
(globalThis as { __soI18n?: unknown }).__soI18n = { missing: (): string[] => [...missing] };

const listeners = new Set<(locale: Locale) => void>();

/** The saved choice (a picker's), else the first of the browser's languages the game speaks. */
export function preferredLocale(): Locale {
  const saved = readSaved();
  return saved ?? negotiateLocale(globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? SOURCE_LOCALE]);
}

function readSaved(): Locale | null {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null; // storage refused (a sandboxed frame): the browser's language then
  }
}

/** Switches the page to `locale`; `remember` keeps it for the next visit (a choice in the picker). */
export async function setLocale(locale: Locale, remember = false): Promise<void> {
  const messages = await loadCatalogue(locale);
  useCatalogue(locale, messages);
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    } catch {
      // not kept: the choice still holds for this page
    }
  }
  const root = globalThis.document?.documentElement;
  if (root !== undefined) {
    root.lang = locale;
    root.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
    renderAgain(globalThis.document);
  }
  for (const listener of listeners) listener(locale);
}

/** Starts the page in its preferred language (English needs nothing fetched). */
export function startLocale(): Promise<void> {
  return setLocale(preferredLocale());
}

/** Called after every language change (the scene's area names are painted, not rendered by Lit). */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { activeLocale, LOCALES };

/** Asks every Lit element, through every shadow root, to render again: their words are read at render time. */
function renderAgain(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) {
    const update = (element as { requestUpdate?: () => void }).requestUpdate;
    if (typeof update === 'function') update.call(element);
    if (element.shadowRoot !== null) renderAgain(element.shadowRoot);
  }
}
