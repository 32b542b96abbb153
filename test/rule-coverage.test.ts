// Rule IDs are the engine's vocabulary for "why" (style rules 4a, 9, 24a). Three checks:
// every ID the engine or its tests cite exists in the rules reference; every rule the engine
// enforces (an ID in a RuleViolation or a `require`) is cited by at least one test; and the
// share of rules with tests is printed so it can be watched as it grows.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from './rule-ids';

const ENGINE = resolve(__dirname, '../engine');
const ID = /2E-[A-Z]+(?:-[A-Z]+)?-\d+/g;
const known = new Set<string>(RULE_IDS);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

const sources = files(ENGINE).map((f) => ({ file: f, text: readFileSync(f, 'utf8'), isTest: f.endsWith('.test.ts') }));
const idsIn = (texts: string[]) => new Set(texts.flatMap((t) => t.match(ID) ?? []));

/** IDs the engine enforces: the rule argument of `require(…, '2E-…', …)` and `new RuleViolation('2E-…', …)`. */
function enforcedIds(text: string): string[] {
  const calls = /(?:require\([\s\S]*?,\s*|RuleViolation\(\s*)['"`](2E-[A-Z]+(?:-[A-Z]+)?-\d+)['"`]/g;
  return [...text.matchAll(calls)].map((m) => m[1]!);
}

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
});
