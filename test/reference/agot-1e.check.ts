// The engine's 1st-edition data equals the tables of ../shared/rules/agot-1e.md (§4.1: areas, icons,
// adjacency). Run by `npm run check-reference` (vitest.reference.config.ts) only; the project never
// reads ../shared otherwise.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_IDS_1E, AREAS_1E, BORDERS_1E, NEIGHBOURS_1E, type AreaId1e } from '../../engine/data/1e/index';

const SHARED = resolve(__dirname, '../../../shared');
const text = readFileSync(resolve(SHARED, 'rules/agot-1e.md'), 'utf8');

/** The body of a `### <heading>` section, up to the next heading of that level or above. */
function section(heading: string): string {
  const start = text.indexOf(`\n### ${heading}`);
  if (start < 0) throw new Error(`agot-1e.md has no section ${heading}`);
  const end = text.slice(start + 1).search(/\n#{2,3} /);
  return end < 0 ? text.slice(start) : text.slice(start, start + 1 + end);
}

/** Every markdown table in `body`, each as its header cells and its rows of cells. */
function tables(body: string): { header: string[]; rows: string[][] }[] {
  const out: { header: string[]; rows: string[][] }[] = [];
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || !/^\|\s*-/.test(lines[i + 1]?.trim() ?? '')) continue;
    const header = cells(lines[i]!);
    const rows: string[][] = [];
    for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) rows.push(cells(lines[i]!));
    out.push({ header, rows });
  }
  return out;
}

// A cell's text without its source marks ("Oldtown [CZ, missing in ext]" is Oldtown).
const plain = (cell: string) => cell.replace(/\[[^\]]*\]/g, '').trim();
const names = (cell: string) => plain(cell).split(',').map((n) => n.trim()).filter((n) => n !== '' && n !== '—');
const byName = new Map(AREA_IDS_1E.map((id) => [AREAS_1E[id].name, id]));
const idOf = (name: string): AreaId1e => {
  const id = byName.get(name);
  if (id === undefined) throw new Error(`agot-1e.md names an area the engine's 1st-edition board lacks: ${name}`);
  return id;
};

const [land, sea] = tables(section('4.1'));
const FORTIFICATION = { '—': 'none', city: 'castle', stronghold: 'stronghold' } as const;
const HOME = { '—': null, Stark: 'stark', Lannister: 'lannister', Baratheon: 'baratheon', Greyjoy: 'greyjoy', Tyrell: 'tyrell' } as const;

describe('rules/agot-1e.md §4.1: the 1st-edition map', () => {
  it('finds the land and sea tables with the columns this check reads', () => {
    expect(land?.header).toEqual(['land area', 'city/stronghold', 'supply', 'crowns', 'home', 'adjacent land', 'adjacent sea']);
    expect(sea?.header).toEqual(['sea area', 'adjacent land', 'adjacent sea']);
  });

  it('areas: the same names, land and sea', () => {
    const theirs = [...land!.rows.map((r) => [plain(r[0]!), 'land']), ...sea!.rows.map((r) => [plain(r[0]!), 'sea'])];
    expect(theirs.map(([n]) => n).sort()).toEqual(AREA_IDS_1E.map((id) => AREAS_1E[id].name).sort());
    for (const [name, kind] of theirs) expect(AREAS_1E[idOf(name!)].kind, name).toBe(kind);
  });

  it('icons: city or stronghold, supply barrels, crowns, home crest', () => {
    for (const r of land!.rows) {
      const ours = AREAS_1E[idOf(plain(r[0]!))];
      expect(ours, r[0]).toMatchObject({
        fortification: FORTIFICATION[plain(r[1]!) as keyof typeof FORTIFICATION],
        supply: Number(plain(r[2]!)),
        power: Number(plain(r[3]!)),
        home: HOME[plain(r[4]!) as keyof typeof HOME],
      });
    }
  });

  it('adjacency: every row’s land and sea neighbours, and the borders as pairs', () => {
    const pairs = new Set<string>();
    const check = (name: string, neighbours: string[]) => {
      const me = idOf(name);
      const theirs = neighbours.map(idOf);
      expect([...NEIGHBOURS_1E[me]].sort(), name).toEqual([...theirs].sort());
      for (const n of theirs) pairs.add([me, n].sort().join('|'));
    };
    for (const r of land!.rows) check(plain(r[0]!), [...names(r[5]!), ...names(r[6]!)]);
    for (const r of sea!.rows) check(plain(r[0]!), [...names(r[1]!), ...names(r[2]!)]);
    expect(BORDERS_1E.map((p) => [...p].sort().join('|')).sort()).toEqual([...pairs].sort());
  });

  it('the figures the section states: 34 land and 11 sea areas, 8 strongholds, 10 cities, 21 supply icons, 17 crowns', () => {
    const figures = section('4.1');
    expect(figures).toMatch(/34 land and 11 sea/);
    expect(figures).toMatch(/8 strongholds, 10 cities \(18 victory areas\), 21 supply icons, 17 crowns/);
    expect(land!.rows).toHaveLength(34);
    expect(sea!.rows).toHaveLength(11);
  });
});
