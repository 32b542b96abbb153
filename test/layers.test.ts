// Style rule 1: imports only point down. engine/ imports nothing of ours, crypto/ imports only
// its primitives, scene/ imports engine *types* and three, src/ imports everything. Within a layer
// too: no file imports, through others, a file that imports it, not even for a type (a type that
// two modules need lives in a module below both: engine/frame-data.ts, scene/icon-row.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const LAYERS = ['engine', 'wotr', 'crypto', 'scene', 'src'] as const;
type Layer = (typeof LAYERS)[number];

/** Layers each layer may import from (its own always allowed). */
const MAY_IMPORT: { [l in Layer]: readonly Layer[] } = {
  engine: [],
  wotr: [], // the second game's engine (wotr/README.md): a layer like engine/, beside it
  crypto: [],
  scene: ['engine'],
  src: ['engine', 'wotr', 'crypto', 'scene'],
};

/** Bare packages each layer's production code may import. */
const PACKAGES: { [l in Layer]: (spec: string) => boolean } = {
  engine: (s) => s.startsWith('@noble/hashes/'), // SHA-256 for stateHash; nothing else
  wotr: (s) => s.startsWith('@noble/hashes/'), // as engine/
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
        if (!isTest) problems.push(`${where}: outside the layers`);
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
    expect(violations(join(ROOT, 'wotr/x.ts'), "import { apply } from '../engine/index';")).toHaveLength(1);
    expect(violations(join(ROOT, 'engine/x.ts'), "import { apply } from '../wotr/index';")).toHaveLength(1);
    expect(violations(join(ROOT, 'wotr/x.ts'), "import { html } from 'lit';")).toHaveLength(1);
    expect(violations(join(ROOT, 'src/x.ts'), "import { newGame } from '../wotr/index';")).toEqual([]);
  });
});

/** The source files (not tests or their helpers) each file imports, by path; type imports count. */
function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(read(file))
      .filter((i) => i.spec.startsWith('.'))
      .map((i) => resolve(dirname(file), i.spec))
      .map((t) => (known.has(t) ? t : `${t}.ts`))
      .filter((t) => known.has(t));
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of files that import each other in a circle (Tarjan's strongly connected components of more than one file, or a file that imports itself). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

const isTestFile = (f: string): boolean => /(\.(test|bench|testkit|e2e)\.ts|test-support\.ts)$/.test(f);

/**
 * The circles between the rooms of `root`: each folder right under it and each file at its top.
 * Files without a circle can still make one between their folders (board/b.ts → panels/c.ts →
 * board/g.ts), so each folder is checked as one room.
 */
function roomCircles(byFile: ReadonlyMap<string, readonly string[]>, root: string): string[][] {
  const room = (f: string): string => relative(root, f).split(sep)[0]!;
  const rooms = new Map<string, string[]>();
  for (const [file, targets] of byFile) {
    const from = room(file);
    const inside = targets.filter((t) => !relative(root, t).startsWith('..'));
    rooms.set(from, [...new Set([...(rooms.get(from) ?? []), ...inside.map(room).filter((to) => to !== from)])]);
  }
  return circles(rooms);
}

describe('layers: no circle of imports', () => {
  it('no source file imports, through others, a file that imports it', () => {
    const files = LAYERS.flatMap((l) => sourceFiles(join(ROOT, l))).filter((f) => /\.ts$/.test(f) && !isTestFile(f));
    const found = circles(importGraph(files, (f) => readFileSync(f, 'utf8'))).map((g) => g.map((f) => relative(ROOT, f)));
    expect(found).toEqual([]);
  });

  it("no two of src/'s folders (or its top-level files) import each other, through others either", () => {
    // The rooms of the app: each folder of src/ (bots, lobby, session, ui, …) and each file at its top.
    const files = sourceFiles(join(ROOT, 'src')).filter((f) => /\.ts$/.test(f) && !isTestFile(f));
    expect(roomCircles(importGraph(files, (f) => readFileSync(f, 'utf8')), join(ROOT, 'src'))).toEqual([]);
  });

  it("no two of src/ui's folders (or its top-level files) import each other, through others either", () => {
    // src/ui's rooms: common, game, drivers, board, panels, lobby, replays, embed, shell (src/ui/README.md).
    const files = sourceFiles(join(ROOT, 'src/ui')).filter((f) => /\.ts$/.test(f) && !isTestFile(f));
    expect(roomCircles(importGraph(files, (f) => readFileSync(f, 'utf8')), join(ROOT, 'src/ui'))).toEqual([]);
  });

  it("finds a circle between src/ui's folders, also where no file makes one (the check can fail)", () => {
    const code: Record<string, string> = {
      '/p/src/ui/board/a.ts': "import { b } from './b';",
      '/p/src/ui/board/b.ts': "import type { C } from '../panels/c';",
      '/p/src/ui/panels/c.ts': "import { d } from './d';",
      '/p/src/ui/panels/d.ts': "import { e } from '../common/e';",
      '/p/src/ui/common/e.ts': '',
    };
    const graph = () => importGraph(Object.keys(code), (f) => code[f]!);
    expect(circles(graph())).toEqual([]);
    expect(roomCircles(graph(), '/p/src/ui')).toEqual([]);
    code['/p/src/ui/panels/d.ts'] += "\nimport { a } from '../board/a';"; // now a file circle too
    expect(roomCircles(graph(), '/p/src/ui')).toEqual([['board', 'panels']]);
    // No file imports itself through others (a → b → c → g, a → f → c), yet board → panels → board.
    code['/p/src/ui/panels/d.ts'] = "import { e } from '../common/e';";
    code['/p/src/ui/board/a.ts'] = "import { b } from './b';\nimport { f } from '../common/f';";
    code['/p/src/ui/common/f.ts'] = "import { c } from '../panels/c';";
    code['/p/src/ui/panels/c.ts'] = "import { d } from './d';\nimport { g } from '../board/g';";
    code['/p/src/ui/board/g.ts'] = '';
    expect(circles(graph())).toEqual([]);
    expect(roomCircles(graph(), '/p/src/ui')).toEqual([['board', 'common', 'panels']]);
  });

  it('finds a circle, a type import in it too (the check can fail)', () => {
    const code: Record<string, string> = {
      '/p/a.ts': "import { b } from './b';",
      '/p/b.ts': "import type { C } from './c';",
      '/p/c.ts': "import { a } from './a';\nimport { d } from './d';",
      '/p/d.ts': '',
    };
    expect(circles(importGraph(Object.keys(code), (f) => code[f]!))).toEqual([['/p/a.ts', '/p/b.ts', '/p/c.ts']]);
    delete code['/p/c.ts'];
    expect(circles(importGraph(Object.keys(code), (f) => code[f]!))).toEqual([]);
  });
});
