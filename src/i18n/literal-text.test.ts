// Everything a player reads goes through the catalogue: no component writes words of its own. This
// reads the source of every page module under src/ and finds words a translator cannot reach — text
// between the tags of an html`…` template, a title, aria-label, placeholder, alt or label written
// out in one, and an error message written out for the page (`this.error = '…'`). Words that come
// from an expression (`${t('…')}`) are not in the template's static text, so they pass.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Every module under `dir` that a page loads (tests, browser tests and test kits left out). */
function modules(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return modules(path);
      return name.endsWith('.ts') && !/\.(test|e2e|testkit|d)\.ts$/.test(name) ? [path] : [];
    });
}

/** Skips a `${…}` expression from just after its `${`; returns the index after its `}`. */
function skipExpression(source: string, at: number): number {
  let depth = 1;
  let i = at;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '`') {
      i = readTemplate(source, i + 1).end;
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < source.length && source[i] !== c) i += source[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '{') depth++;
    if (c === '}' && --depth === 0) return i + 1;
    i++;
  }
  return i;
}

/** A template literal's static text from just after its backtick, each `${…}` as one NUL. */
function readTemplate(source: string, at: number): { text: string; end: number } {
  let text = '';
  let i = at;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      return { text, end: i + 1 };
    } else if (c === '$' && source[i + 1] === '{') {
      i = skipExpression(source, i + 2);
      text += '\u0000';
    } else {
      text += c;
      i++;
    }
  }
  return { text, end: i };
}

/** The static text of every html`…` template in `source`, nested ones too. */
export function htmlTemplates(source: string): string[] {
  const found: string[] = [];
  for (let i = source.indexOf('html`'); i >= 0; i = source.indexOf('html`', i + 5)) found.push(readTemplate(source, i + 5).text);
  return found;
}

const WORDS = /\p{L}{2,}/u;

/** The words a player would read in one template's static text. */
export function literalWords(template: string): string[] {
  const markup = template.replace(/<!--[\s\S]*?-->/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  const between = [...markup.matchAll(/>([^<>]*)</g)].map((m) => m[1]!.replace(/\u0000/g, ' ').trim());
  const attributes = [...markup.matchAll(/\s(?:title|aria-label|placeholder|alt|label)="([^"\u0000]*)"/g)].map((m) => m[1]!.trim());
  return [...between, ...attributes].filter((s) => WORDS.test(s));
}

/** Error messages a component writes out for the page to show. */
export function literalErrors(source: string): string[] {
  return [...source.matchAll(/this\.error = (`[^`]*`|'[^']*'|"[^"]*")/g)].map((m) => m[1]!).filter((s) => WORDS.test(s));
}

describe('the words a player reads', () => {
  it('finds literal words where they hide (the scanner itself)', () => {
    const source = 'x = html`<p title="Close it">${t(\'a\')} wins.</p>${ok ? html`<b>Strength ${n}</b>` : nothing}`; this.error = `Failed: ${e}`;';
    expect(htmlTemplates(source).flatMap(literalWords)).toEqual(['wins.', 'Close it', 'Strength']);
    expect(literalErrors(source)).toEqual(['`Failed: ${e}`']);
    expect(htmlTemplates('html`<p>${t(\'panel.vs\')} · ${n}</p>`').flatMap(literalWords)).toEqual([]);
  });

  it('come from the catalogue in every page module under src/', () => {
    const found = modules(SRC).flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      const file = relative(SRC, path);
      return [...htmlTemplates(source).flatMap(literalWords), ...literalErrors(source)].map((words) => `${file}: ${words}`);
    });
    expect(found).toEqual([]);
  });
});
