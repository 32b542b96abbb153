// The scenario suite's own contract: its files use the engine's public API only (engine/index.ts,
// nothing internal), and together they have a scenario for every section of the rules reference
// that has rules (§1–§33), named by '§N' in a describe title.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url);
const files = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'scenarios.test.ts').sort();
const text = (f: string) => readFileSync(new URL(f, here), 'utf8');
/** Every module a file names: static imports and exports, bare imports, dynamic imports. */
const importsOf = (code: string) => [...code.matchAll(/(?:from\s*|import\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => ({ spec: m[1]! }));

describe('the scenario suite', () => {
  it('imports nothing but the public API, vitest and its own helpers', () => {
    const allowed = new Set(['../../engine/index', 'vitest', './scenario.testkit']);
    const imports = files.flatMap((f) => importsOf(text(f)).map((i) => `${f}: ${i.spec}`));
    expect(imports.length).toBeGreaterThan(files.length);
    expect(imports.filter((line) => !allowed.has(line.split(': ')[1]!))).toEqual([]);
  });

  it('has a scenario for every section §1–§33', () => {
    const titles = files.flatMap((f) => [...text(f).matchAll(/describe\('([^']*)'/g)].map((m) => m[1]!));
    const covered = new Set(titles.flatMap((t) => [...t.matchAll(/§(\d+)/g)].map((m) => Number(m[1]))));
    const missing = Array.from({ length: 33 }, (_, i) => i + 1).filter((n) => !covered.has(n));
    expect(missing).toEqual([]);
  });
});
