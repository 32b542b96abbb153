// The project's Markdown as a reader sees it rendered: every table (a run of lines starting with
// "|") has its header row and, under it, the separator row ("| --- | --- |"). Rows that follow a
// paragraph without them render as plain text full of pipes (the README's last command rows did,
// after the paragraph on the command-line tools: walk4).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'test-artifacts', '.git', 'coverage']);

function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(path));
    else if (entry.name.endsWith('.md')) out.push(path);
  }
  return out;
}

/** "file:line" of each table whose second line is not a separator row (fenced code skipped). */
function tablesWithoutHeader(text: string, name: string): string[] {
  const lines = text.split('\n');
  const bad: string[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    if (fenced || !line.startsWith('|') || lines[i - 1]?.startsWith('|') === true) continue;
    if (!/^\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) bad.push(`${name}:${i + 1}`);
  }
  return bad;
}

describe('Markdown tables', () => {
  it('finds a table without its separator row', () => {
    expect(tablesWithoutHeader('Text.\n| `npm run bench` | figures |\n', 'x.md')).toEqual(['x.md:2']);
    expect(tablesWithoutHeader('| a | b |\n| --- | :-: |\n| 1 | 2 |\n', 'x.md')).toEqual([]);
    expect(tablesWithoutHeader('```\n| not | a table |\n```\n', 'x.md')).toEqual([]);
  });

  it('every table of the project’s Markdown has its header and separator rows', () => {
    const files = markdownFiles(ROOT);
    expect(files.map((f) => relative(ROOT, f))).toContain('README.md');
    expect(files.flatMap((f) => tablesWithoutHeader(readFileSync(f, 'utf8'), relative(ROOT, f)))).toEqual([]);
  });
});
