// Rule IDs are the engine's vocabulary for "why" (style rules 4a, 9, 24a). Three checks:
// every ID the engine or its tests cite exists in the rules reference; every rule the engine
// enforces is cited by at least one test; and the share of rules with tests is printed so it can
// be watched as it grows.
//
// What counts as "enforced": every rule ID written as code, not as a comment, anywhere in the
// engine's non-test source. A RuleViolation's rule can come from a literal in the `require` or
// `new RuleViolation` call itself, but also from a value chosen at run time (`const rule = a ? '2E-…'
// : '2E-…'`), a table or constant (`{ 'queen-of-thorns': '2E-HCARD-35' }`), or a function that
// returns the reason (`return '2E-COMBAT-46'`). Following those paths would need a type-aware data
// flow analysis; counting every literal outside comments is sound instead: no path can carry an ID
// that is not written somewhere as a literal. It over-counts only IDs in strings that never reach a
// RuleViolation, and there is no such string today: descriptive citations (data tables, card texts,
// `// 2E-… :` notes) are comments by style rule 9, and card texts are paraphrases without IDs. So
// nothing is exempted. A future descriptive string with an ID costs one test that cites it, which
// is cheaper than an exemption list that could hide a real rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIFFERING_RULE_IDS_1E, RULE_IDS, RULE_IDS_1E } from './rule-ids';

const ENGINE = resolve(__dirname, '../engine');
// IDs of the 2nd-edition reference (agot-2e.md) and of the 1st-edition one (agot-1e.md).
const ID = /[12]E-[A-Z]+(?:-[A-Z]+)?-\d+/g;
const known = new Set<string>([...RULE_IDS, ...RULE_IDS_1E]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

const sources = files(ENGINE).map((f) => ({ file: f, text: readFileSync(f, 'utf8'), isTest: f.endsWith('.test.ts') }));
const idsIn = (texts: string[]) => new Set(texts.flatMap((t) => t.match(ID) ?? []));

/** Where a `/` starts a regular expression rather than a division: after these, or at the start. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);

/** The end (exclusive) of a quoted string starting at `i`; strings do not span lines. */
function stringEnd(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** The end (exclusive) of a regular expression literal starting at `i`, its flags included. */
function regexEnd(text: string, i: number): number {
  let j = i + 1;
  let inClass = false;
  while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
    if (text[j] === '\\') j++;
    else if (text[j] === '[') inClass = true;
    else if (text[j] === ']') inClass = false;
    j++;
  }
  j++;
  while (j < text.length && /[a-z]/.test(text[j] ?? '')) j++;
  return j;
}

/**
 * TypeScript source with every comment blanked out (each character replaced by a space, line
 * breaks kept); strings, template literals (with their `${…}` code) and regular expressions are
 * kept as they are, so a `//` inside them starts no comment.
 */
export function withoutComments(text: string): string {
  let out = '';
  let last = ''; // the last significant character of code, to tell a regex from a division
  const braces: ('code' | 'template')[] = []; // what each open `{` (or `${`) belongs to
  let i = 0;
  // Copies a template literal's text from `i` up to its end or its next `${`.
  const templateText = () => {
    let j = i;
    while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) j += text[j] === '\\' ? 2 : 1;
    if (text[j] === '`') j++;
    else if (j < text.length) {
      j += 2;
      braces.push('template');
    }
    out += text.slice(i, j);
    i = j;
    last = '`';
  };
  while (i < text.length) {
    const c = text[i] ?? '';
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"') {
      const stop = stringEnd(text, i);
      out += text.slice(i, stop);
      i = stop;
      last = c;
    } else if (c === '/' && BEFORE_REGEX.has(last)) {
      const stop = regexEnd(text, i);
      out += text.slice(i, stop);
      i = stop;
      last = '/';
    } else if (c === '`') {
      out += c;
      i++;
      templateText();
    } else if (c === '}' && braces.pop() === 'template') {
      out += c;
      i++;
      templateText();
    } else {
      if (c === '{') braces.push('code');
      out += c;
      i++;
      if (!/\s/.test(c)) last = c;
    }
  }
  return out;
}

/** The rule IDs written as code (not in comments) in a source text: every ID it may enforce. */
export function enforcedIds(text: string): string[] {
  return withoutComments(text).match(ID) ?? [];
}

describe('enforcedIds', () => {
  it('sees IDs chosen at run time, kept in tables or returned, not only those inside require(…)', () => {
    const sample = [
      "const rule = required < needed ? '2E-PLAN-10' : '2E-PLAN-02';",
      'require(ok, rule, `${house} must place ${needed} orders`);',
      "const ORDER_RULE = { 'queen-of-thorns': '2E-HCARD-35', 'cersei-lannister': \"2E-HCARD-14\" };",
      "function reason(): RuleId { return `2E-COMBAT-46`; }",
      "throw new RuleViolation('2E-GEN-01', 'not asked');",
    ].join('\n');
    expect(enforcedIds(sample)).toEqual(['2E-PLAN-10', '2E-PLAN-02', '2E-HCARD-35', '2E-HCARD-14', '2E-COMBAT-46', '2E-GEN-01']);
  });

  it('ignores IDs in line, block and JSDoc comments, even next to code', () => {
    const sample = [
      '// 2E-MARCH-04: one attack per March',
      "require(attacks <= 1, '2E-MARCH-04', 'one attack'); // also 2E-MARCH-05",
      '/** Retreats ([2E-COMBAT-44]–[2E-COMBAT-53]). */',
      'const x = 1; /* 2E-SUP-07 */ const y = 2;',
    ].join('\n');
    expect(enforcedIds(sample)).toEqual(['2E-MARCH-04']);
  });

  it('does not take // or /* inside strings, templates or regular expressions for a comment', () => {
    const sample = [
      "const url = 'https://example.org'; const a = '2E-ORD-01';",
      'const t = `a/${b /* 2E-ORD-02 */}//x` + `${`${c}`}/*`; const d = "2E-ORD-03";',
      "const r = /[/]\\/\\//g; const e = '2E-ORD-04';",
      'const half = total / 2; // 2E-ORD-05',
      "const f = { g: `${'2E-ORD-06'}` };",
    ].join('\n');
    expect(enforcedIds(sample)).toEqual(['2E-ORD-01', '2E-ORD-03', '2E-ORD-04', '2E-ORD-06']);
  });

  it('sees 1st-edition IDs as it sees 2nd-edition ones', () => {
    expect(enforcedIds("require(n <= 5, '1E-GEN-01', 'five'); // 1E-FEW-01")).toEqual(['1E-GEN-01']);
  });

  it('the check it feeds can fail: a run-time choice of an uncited ID is reported', () => {
    const tested = new Set(['2E-PLAN-02']);
    const code = "const rule = short ? '2E-PLAN-10' : '2E-PLAN-02';\nrequire(ok, rule, 'too few orders');";
    expect(enforcedIds(code).filter((id) => !tested.has(id))).toEqual(['2E-PLAN-10']);
  });
});

describe('rule IDs', () => {
  it('every ID cited in engine/ exists in the rules reference', () => {
    const unknown = [...idsIn(sources.map((s) => s.text))].filter((id) => !known.has(id));
    expect(unknown).toEqual([]);
  });

  it('every rule the engine enforces is cited by a test', () => {
    const tested = idsIn(sources.filter((s) => s.isTest).map((s) => s.text));
    const untested = sources
      .filter((s) => !s.isTest)
      .flatMap((s) => enforcedIds(s.text).filter((id) => !tested.has(id)).map((id) => `${id} (${s.file.slice(ENGINE.length + 1)})`));
    expect([...new Set(untested)]).toEqual([]);
  });

  it('reports how many rules the tests cite', () => {
    const tested = idsIn(sources.filter((s) => s.isTest).map((s) => s.text));
    const covered = RULE_IDS.filter((id) => tested.has(id)).length;
    console.log(`rule coverage: ${covered} of ${RULE_IDS.length} rule IDs are cited by engine tests`);
    expect(covered).toBeGreaterThan(0);
  });

  it('reports how many 1st-edition rules, and how many of those that differ from the 2nd (≠2e), the tests cite', () => {
    // A rule of the game's set-up that the lobby carries out (1E-SETUP-04, houses drawn as start
    // cards) is tested there: the tests of src/ count here too.
    const lobbyTests = files(resolve(__dirname, '../src')).filter((f) => f.endsWith('.test.ts')).map((f) => readFileSync(f, 'utf8'));
    const tested = idsIn([...sources.filter((s) => s.isTest).map((s) => s.text), ...lobbyTests]);
    const covered = RULE_IDS_1E.filter((id) => tested.has(id)).length;
    const differing = DIFFERING_RULE_IDS_1E.filter((id) => tested.has(id));
    console.log(`1st edition: ${covered} of ${RULE_IDS_1E.length} rule IDs cited by tests; ≠2e: ${differing.length} of ${DIFFERING_RULE_IDS_1E.length}`);
    console.log(`≠2e rules no test cites yet: ${DIFFERING_RULE_IDS_1E.filter((id) => !tested.has(id)).join(' ')}`);
    expect(DIFFERING_RULE_IDS_1E.every((id) => (RULE_IDS_1E as readonly string[]).includes(id))).toBe(true);
    expect(covered).toBeGreaterThan(0);
  });
});
