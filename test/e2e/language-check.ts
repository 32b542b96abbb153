// The check behind the language tests: the texts a page renders (visible text, aria-label and
// placeholder, through every shadow root) compared with the English catalogue. A text counts as
// English left over when it contains an English message — whole, or the longest literal run of a
// message with placeholders — whose key the language translates differently or not at all.
import type { Page } from 'playwright-core';
import { CS } from '../../src/i18n/catalogues/cs';
import { HE } from '../../src/i18n/catalogues/he';
import { RU } from '../../src/i18n/catalogues/ru';
import { SR } from '../../src/i18n/catalogues/sr';
import { EN, type Messages } from '../../src/i18n/messages.en';
import { WOTR_NAMED, WOTR_UI } from '../../src/i18n/messages.wotr';

const CATALOGUES: { readonly [l in 'sr' | 'ru' | 'cs' | 'he']: Messages } = { sr: SR, ru: RU, cs: CS, he: HE };

/**
 * Every English message a page can show: the first page's (EN) and those War of the Ring's page adds
 * when it loads (messages.wotr.ts), which EN leaves out to keep the first page light.
 */
const ALL_ENGLISH = { ...EN, ...WOTR_UI, ...WOTR_NAMED } as unknown as { readonly [key: string]: string };

/** Every visible text node's text, and every aria-label and placeholder, on the page now. */
export function renderedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (text !== '' && parent !== null && !['STYLE', 'SCRIPT'].includes(parent.tagName) && parent.checkVisibility()) out.push(text);
          continue;
        }
        const element = node as Element;
        for (const name of ['aria-label', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value !== null && value.trim() !== '') out.push(value.trim());
        }
        if (element.tagName === 'OPTION' && (element.parentElement?.checkVisibility() ?? false)) out.push(element.textContent?.trim() ?? '');
        if (element.shadowRoot !== null) visit(element.shadowRoot);
      }
    };
    visit(document);
    return out;
  });
}

/** The English runs to look for: a plain message whole; of one with placeholders, its longest literal run. */
function englishRuns(locale: keyof typeof CATALOGUES): { key: string; run: string }[] {
  const own = CATALOGUES[locale] as unknown as { readonly [key: string]: string };
  return Object.keys(ALL_ENGLISH).flatMap((key) => {
    const english = ALL_ENGLISH[key]!;
    if (own[key] === english) return []; // the language says it the same way (a name, a symbol)
    const run = english.includes('{') ? longestLiteral(english) : english;
    return run.length >= 8 && /[a-z]{3}/i.test(run) ? [{ key, run }] : [];
  });
}

/** The longest stretch of a message outside every `{…}`, trimmed. */
function longestLiteral(message: string): string {
  const runs: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of message) {
    if (ch === '{') {
      if (depth === 0) runs.push(current);
      current = '';
      depth++;
    } else if (ch === '}') depth--;
    else if (depth === 0) current += ch;
  }
  runs.push(current);
  return runs.map((r) => r.trim()).sort((a, b) => b.length - a.length)[0] ?? '';
}

/** Each rendered text that still carries English of the catalogue, with the key it comes from. */
export async function englishLeftIn(texts: readonly string[], locale: keyof typeof CATALOGUES): Promise<string[]> {
  const runs = englishRuns(locale);
  const found = new Set<string>();
  for (const text of texts) for (const { key, run } of runs) if (text.includes(run)) found.add(`"${text}" has the English of ${key}`);
  return [...found];
}
