// Every catalogue is well formed against the English source: known keys only, messages that parse
// as ICU, no placeholder the English does not give; every glossary entry names a real key and where
// its rulebook prints it.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CS } from './catalogues/cs';
import { HE } from './catalogues/he';
import { RU } from './catalogues/ru';
import { SR } from './catalogues/sr';
import type { Glossary } from './glossary/glossary';
import cs from './glossary/cs.json';
import he from './glossary/he.json';
import ru from './glossary/ru.json';
import sr from './glossary/sr.json';
import { EN as FIRST_PAGE, type Messages } from './messages.en';
import { WOTR_NAMED, WOTR_UI } from './messages.wotr';

/** The whole English source: the first page's EN and the words War of the Ring's page adds when it loads. */
const EN = { ...FIRST_PAGE, ...WOTR_UI, ...WOTR_NAMED } as typeof FIRST_PAGE;

const CATALOGUES: { readonly [l: string]: Messages } = { sr: SR, ru: RU, cs: CS, he: HE };
const GLOSSARIES: { readonly [l: string]: Glossary } = { sr, ru, cs, he } as { readonly [l: string]: Glossary };

/** The argument names a message uses, from its parsed form. */
function argumentsOf(message: string, locale: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]): void => {
    for (const e of elements as { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (e.type !== 0 && e.type !== 7 && typeof e.value === 'string') names.add(e.value);
      for (const option of Object.values(e.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return names;
}

describe('the catalogues', () => {
  for (const [locale, messages] of Object.entries(CATALOGUES)) {
    // A key missing here shows in English; languages.e2e.ts only sees what one round shows, this sees all.
    it(`${locale}: translates every key of the English catalogue`, () => {
      expect(Object.keys(EN).filter((key) => !(key in messages))).toEqual([]);
    });
    it(`${locale}: every key is the English catalogue's, every message parses and uses only the English one's placeholders`, () => {
      const problems: string[] = [];
      for (const [key, message] of Object.entries(messages)) {
        if (!(key in EN)) {
          problems.push(`${key}: not a key of messages.en.ts`);
          continue;
        }
        try {
          const english = argumentsOf(EN[key as keyof typeof EN], 'en');
          const own = argumentsOf(message!, locale);
          for (const name of own) if (!english.has(name)) problems.push(`${key}: {${name}} is not in the English`);
        } catch (e) {
          problems.push(`${key}: ${String(e)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the glossaries', () => {
  for (const [locale, glossary] of Object.entries(GLOSSARIES)) {
    it(`${locale}: every entry names a catalogue key (or a term.* of the rules) and where its rulebook prints it`, () => {
      expect(glossary.language).toBe(locale);
      const problems = glossary.terms.flatMap((e) => {
        const source = /^(\d{3}):\d+/.exec(e.where)?.[1];
        return [
          ...(e.key.startsWith('term.') || e.key in EN ? [] : [`${e.key}: not a key`]),
          ...(source !== undefined && source in glossary.sources ? [] : [`${e.key}: where "${e.where}" names no source of the glossary`]),
          ...(e.term.trim() === '' ? [`${e.key}: no term`] : []),
        ];
      });
      expect(problems).toEqual([]);
      expect(new Set(glossary.terms.map((e) => e.key)).size).toBe(glossary.terms.length);
    });
  }

  it('the Serbian and Russian catalogues use their glossary’s terms as printed for every key the glossary gives', () => {
    for (const [messages, glossary] of [[SR, sr], [RU, ru]] as const) {
      for (const e of (glossary as Glossary).terms.filter((t) => !t.key.startsWith('term.'))) {
        expect(messages[e.key as keyof typeof EN], e.key).toBe(e.message ?? e.term);
      }
    }
  });
});
