// Style rule 1: imports only point down. engine/ imports nothing of ours, crypto/ imports only
// its primitives, scene/ imports engine *types* and three, src/ imports everything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const LAYERS = ['engine', 'crypto', 'scene', 'src'] as const;
type Layer = (typeof LAYERS)[number];

/** Layers each layer may import from (its own always allowed). */
const MAY_IMPORT: { [l in Layer]: readonly Layer[] } = {
  engine: [],
  crypto: [],
  scene: ['engine'],
  src: ['engine', 'crypto', 'scene'],
};

/** Bare packages each layer's production code may import. */
const PACKAGES: { [l in Layer]: (spec: string) => boolean } = {
  engine: (s) => s.startsWith('@noble/hashes/'), // SHA-256 for stateHash; nothing else
  crypto: (s) => s.startsWith('@noble/') || s === 'tweetnacl' || s === 'msgpackr',
  scene: (s) => s === 'three' || s.startsWith('three/'),
  src: () => true,
};

/** Test, benchmark and test-helper files may also use the test tools and Node's built-ins. */
const TEST_PACKAGES = (s: string) => s === 'vitest' || s === 'fast-check' || s === 'libsodium-wrappers-sumo' || s.startsWith('node:');

interface Import {
  spec: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts|js|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

export function importsOf(code: string): Import[] {
  const found: Import[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g;
  const bare = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  const dynamic = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(statement)) found.push({ spec: m[3]!, typeOnly: m[2] !== undefined });
  for (const m of code.matchAll(bare)) found.push({ spec: m[1]!, typeOnly: false });
  for (const m of code.matchAll(dynamic)) found.push({ spec: m[1]!, typeOnly: false });
  return found;
}

function layerOf(path: string): Layer | null {
  const top = relative(ROOT, path).split(sep)[0];
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : null;
}

export function violations(file: string, code: string): string[] {
  const layer = layerOf(file);
  if (layer === null) return [];
  // Tests, benchmarks and their helper modules (*.testkit.ts, *test-support.ts) may use test tools.
  const isTest = /(\.(test|bench|testkit)\.ts|test-support\.ts)$/.test(file);
  const problems: string[] = [];
  for (const { spec, typeOnly } of importsOf(code)) {
    const where = `${relative(ROOT, file)} imports '${spec}'`;
    if (spec.startsWith('.')) {
      const target = layerOf(resolve(dirname(file), spec));
      if (target === null) {
        if (!isTest) problems.push(`${where}: outside the four layers`);
      } else if (target !== layer && !MAY_IMPORT[layer].includes(target)) {
        problems.push(`${where}: ${layer}/ may not import ${target}/`);
      } else if (layer === 'scene' && target === 'engine' && !typeOnly && !isTest) {
        problems.push(`${where}: scene/ may import engine types only (use 'import type')`);
      }
    } else if (!PACKAGES[layer](spec) && !(isTest && TEST_PACKAGES(spec))) {
      problems.push(`${where}: package not allowed in ${layer}/`);
    }
  }
  return problems;
}

describe('layers: imports only point down', () => {
  it('every source file respects its layer', () => {
    const problems = LAYERS.flatMap((l) =>
      sourceFiles(join(ROOT, l)).flatMap((f) => violations(f, readFileSync(f, 'utf8'))),
    );
    expect(problems).toEqual([]);
  });

  it('catches a violation in each layer (the check can fail)', () => {
    expect(violations(join(ROOT, 'engine/x.ts'), "import { a } from '../crypto/hash';")).toHaveLength(1);
    expect(violations(join(ROOT, 'engine/x.ts'), "import { LitElement } from 'lit';")).toHaveLength(1);
    expect(violations(join(ROOT, 'crypto/x.ts'), "import type { GameState } from '../engine';")).toHaveLength(1);
    expect(violations(join(ROOT, 'scene/x.ts'), "import { apply } from '../engine/index';")).toHaveLength(1);
    expect(violations(join(ROOT, 'scene/x.ts'), "import type { GameState } from '../engine/index';")).toEqual([]);
    expect(violations(join(ROOT, 'scene/x.ts'), "import { html } from 'lit';")).toHaveLength(1);
    expect(violations(join(ROOT, 'crypto/x.ts'), "const m = await import('../src/app');")).toHaveLength(1);
    expect(violations(join(ROOT, 'src/x.ts'), "import { newGame } from '../engine/index';")).toEqual([]);
    expect(violations(join(ROOT, 'engine/x.test.ts'), "import { it } from 'vitest';")).toEqual([]);
  });
});
