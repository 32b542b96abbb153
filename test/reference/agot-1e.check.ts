// The engine's 1st-edition data equals the tables of ../shared/rules/agot-1e.md (§4.1: areas, icons,
// adjacency). Run by `npm run check-reference` (vitest.reference.config.ts) only; the project never
// reads ../shared otherwise.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_TOKEN_IDS, ORDER_TOKENS, WESTEROS_DECK_NUMBERS, type Track } from '../../engine/index';
import {
  AREA_IDS_1E, AREAS_1E, BORDERS_1E, HOUSE_CARD_IDS_1E, HOUSE_CARDS_1E, HOUSE_INFO_1E, HOUSES_1E, HOUSES_BY_PLAYER_COUNT_1E,
  KINGS_COURT_STARS_1E, NEUTRAL_FORCES_1E, NEIGHBOURS_1E, PLAYER_COUNTS_1E, RULES_1E, STARTING_POWER_1E, SUPPLY_LIMITS_1E,
  UNIT_LIMITS_1E, VICTORY_AREAS_1E, WESTEROS_CARD_IDS_1E, WESTEROS_CARDS_1E, WESTEROS_DECKS_1E, WILDLING_THREAT_START_1E,
  type AreaId1e, type House1e,
} from '../../engine/data/1e/index';
import { DIFFERING_RULE_IDS_1E, RULE_IDS_1E } from '../rule-ids';

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
const plain = (cell: string) => cell.replace(/\[[^\]]*\]/g, '').replace(/\([^)]*\)/g, '').replace(/[⚠?]/g, '').trim();
const firstNumber = (cell: string) => Number(/[−-]?\d+/.exec(plain(cell))![0].replace('−', '-'));
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

// The §2.2 block of switches and data: `key: value` lines of a YAML sketch.
const yaml = section('2.2');
const yamlValue = (key: string) => {
  const m = new RegExp(`^\\s*${key}:\\s*(.+?)\\s*(#.*)?$`, 'm').exec(yaml);
  if (m === null) throw new Error(`agot-1e.md §2.2 has no ${key}`);
  return m[1]!;
};
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
const areaName = (id: AreaId1e) => AREAS_1E[id].name;

describe('rules/agot-1e.md §3.1: House cards', () => {
  const houseTables = tables(section('3.1'));

  it('one table of seven cards per house, the houses of the 1st edition', () => {
    expect(houseTables).toHaveLength(HOUSES_1E.length);
    for (const t of houseTables) expect(t.header).toEqual(['card', 'str', 'swords', 'forts', 'ability', 'source']);
    expect(houseTables.flatMap((t) => t.rows)).toHaveLength(HOUSE_CARD_IDS_1E.length);
  });

  it('each card: name, house, strength, swords, fortifications, and whether it has a text', () => {
    houseTables.forEach((t, i) => {
      const house = HOUSES_1E[i]!;
      const ours = HOUSE_CARD_IDS_1E.filter((id) => HOUSE_CARDS_1E[id].house === house);
      expect(t.rows.map((r) => plain(r[0]!)), house).toEqual(ours.map((id) => HOUSE_CARDS_1E[id].name));
      for (const r of t.rows) {
        const card = HOUSE_CARDS_1E[ours.find((id) => HOUSE_CARDS_1E[id].name === plain(r[0]!))!];
        expect([card.strength, card.swords, card.towers], card.name).toEqual([Number(r[1]), Number(r[2]), Number(r[3])]);
        expect(card.text === null, card.name).toBe(r[4] === '—');
      }
      expect([...HOUSE_INFO_1E[house].houseCards].sort()).toEqual([...ours].sort());
    });
  });
});

describe('rules/agot-1e.md §3.2: Westeros cards', () => {
  it('the card kinds, and the decks each is in', () => {
    const [kinds] = tables(section('3.2'));
    expect(kinds!.rows.map((r) => r[0]).sort()).toEqual(WESTEROS_CARD_IDS_1E.map((id) => WESTEROS_CARDS_1E[id].name).sort());
    const ROMAN = { I: 1, II: 2, III: 3 } as const;
    for (const r of kinds!.rows) {
      const id = WESTEROS_CARD_IDS_1E.find((c) => WESTEROS_CARDS_1E[c].name === r[0])!;
      const theirs = [...r[2]!.matchAll(/\b(III|II|I)\b/g)].map((m) => ROMAN[m[1] as keyof typeof ROMAN]).sort();
      expect(WESTEROS_DECK_NUMBERS.filter((n) => WESTEROS_DECKS_1E[n].some((e) => e.card === id)), r[0]).toEqual(theirs);
    }
  });

  it('30 cards in three decks ([1E-COMP-05])', () => {
    expect(section('1.2')).toMatch(/\| Westeros cards \| 30 \|/);
    expect(WESTEROS_DECK_NUMBERS.reduce((s, n) => s + WESTEROS_DECKS_1E[n].reduce((t, e) => t + e.copies, 0), 0)).toBe(30);
  });
});

describe('rules/agot-1e.md §3.3: start cards', () => {
  const [start] = tables(section('3.3'));
  const TRACK_COLUMN: { [t in Track]: number } = { 'iron-throne': 4, fiefdoms: 5, 'kings-court': 6 };

  it('each house: home, land units, ships, track positions, supply, power', () => {
    expect(start!.header).toEqual(['house', 'home area', 'land units', 'ships', 'Iron Throne', 'Fiefdoms', 'King\'s Court', 'supply', 'power']);
    expect(start!.rows.map((r) => r[0]!.toLowerCase()).sort()).toEqual([...HOUSES_1E].sort());
    for (const r of start!.rows) {
      const house = r[0]!.toLowerCase() as House1e;
      const info = HOUSE_INFO_1E[house];
      expect(areaName(info.home)).toBe(plain(r[1]!));
      const units = (area: string, list: string[]) => [idOf(area), [...list].sort()] as const;
      const theirs = [
        ...plain(r[2]!).split(';').map((part) => {
          const [area, list] = part.split(':');
          return units(area!.trim(), list!.split(',').map((u) => u.trim()));
        }),
        ...plain(r[3]!).split(';').map((part) => {
          const [area, n] = part.split(':');
          return units(area!.trim(), Array<string>(Number(n)).fill('ship'));
        }),
      ];
      const ours = info.startingUnits.flatMap((s) => {
        const land = s.units.filter((u) => u !== 'ship');
        const ships = s.units.filter((u) => u === 'ship');
        return [...(land.length > 0 ? [[s.area, [...land].sort()]] : []), ...(ships.length > 0 ? [[s.area, ships]] : [])];
      });
      expect(ours.sort(), house).toEqual(theirs.map((t) => [...t]).sort());
      for (const t of ['iron-throne', 'fiefdoms', 'kings-court'] as const) expect(info.trackPositions[t], `${house} ${t}`).toBe(firstNumber(r[TRACK_COLUMN[t]]!));
      expect(info.startingSupply, house).toBe(firstNumber(r[7]!));
      expect(STARTING_POWER_1E).toBe(firstNumber(r[8]!));
    }
  });

  it('the dominance tokens at 5 players follow position 1 of each track', () => {
    const line = /Start dominance tokens \(5 players\):\s+Iron\s+Throne\s+→\s+(\w+),\s+Valyrian\s+Steel\s+Blade\s+→\s+(\w+),\s+Messenger\s+Raven\s+→\s+(\w+)/.exec(section('3.3'))!;
    const first = (t: Track) => HOUSES_1E.find((h) => HOUSE_INFO_1E[h].trackPositions[t] === 1)!;
    expect([first('iron-throne'), first('fiefdoms'), first('kings-court')]).toEqual([line[1], line[2], line[3]].map((h) => h!.toLowerCase()));
  });

  it('§2.2: houses by player count, unit pool, neutral tokens, tracks, instant win', () => {
    const players = /playersToHouses: \{([^}]*)\}/.exec(yaml)![1]!;
    for (const n of PLAYER_COUNTS_1E) {
      const list = new RegExp(`${n}: \\[([a-z, ]+)\\]`).exec(players)![1]!.split(',').map((h) => h.trim());
      expect(HOUSES_BY_PLAYER_COUNT_1E[n]).toEqual(list);
    }
    expect(yamlValue('unitPool')).toBe(`{footman: ${UNIT_LIMITS_1E.footman}, knight: ${UNIT_LIMITS_1E.knight}, ship: ${UNIT_LIMITS_1E.ship}, siegeEngine: 0}`);
    const neutral = Object.fromEntries([...yamlValue('neutralTokens').matchAll(/([a-z-]+): (\d+)/g)].map((m) => [m[1], Number(m[2])]));
    expect(Object.fromEntries(NEUTRAL_FORCES_1E)).toEqual(neutral);
    expect(SUPPLY_LIMITS_1E).toEqual(JSON.parse(yamlValue('supplyTrack')));
    expect(KINGS_COURT_STARS_1E).toEqual(JSON.parse(yamlValue('kingsCourtStars')));
    expect(numbers(yamlValue('wildlingTrack'))[0]).toBe(WILDLING_THREAT_START_1E);
    expect(yamlValue('start')).toBe(String(WILDLING_THREAT_START_1E));
    const instant = Object.fromEntries([...yamlValue('instantWin').matchAll(/(\d): (\d)/g)].map((m) => [m[1], Number(m[2])]));
    expect(Object.fromEntries(PLAYER_COUNTS_1E.map((n) => [String(n), VICTORY_AREAS_1E[n]]))).toEqual(instant);
  });
});

describe('rules/agot-1e.md §3.4–§3.6: tracks, order tokens, neutral forces', () => {
  it('the supply table and the King’s Court stars', () => {
    const [supply, court] = tables(section('3.4'));
    expect(supply!.rows[0]!.slice(1).map((c) => numbers(plain(c)))).toEqual(SUPPLY_LIMITS_1E);
    expect(court!.rows[0]!.slice(1).map(firstNumber)).toEqual(KINGS_COURT_STARS_1E);
  });

  it('order tokens: the 2nd edition’s tokens and bonuses; Raid removes 1, the special Raid up to 2', () => {
    const [orders] = tables(section('3.5'));
    const bonus = (cell: string) => plain(cell).split(',').map((b) => Number(b.trim().replace('−', '-').replace('+', '')));
    for (const [row, type] of [[0, 'march'], [1, 'defense'], [2, 'support']] as const) {
      const tokens = ORDER_TOKEN_IDS.filter((t) => ORDER_TOKENS[t].type === type);
      expect(tokens.filter((t) => !ORDER_TOKENS[t].star).map((t) => ORDER_TOKENS[t].bonus)).toEqual(bonus(orders!.rows[row]![1]!));
      expect(tokens.filter((t) => ORDER_TOKENS[t].star).map((t) => ORDER_TOKENS[t].bonus)).toEqual(bonus(orders!.rows[row]![2]!));
    }
    expect(orders!.rows[3]![2]).toBe(`remove up to ${RULES_1E.specialRaidTargets} orders`);
    expect(orders!.rows[3]![3]).toBe('targets: enemy Raid, Support, CP only');
    expect(orders!.rows[4]![3]).toBe('land only');
  });

  it('the neutral force strengths', () => {
    const [neutral] = tables(section('3.6'));
    expect(Object.fromEntries(neutral!.rows.map((r) => [idOf(r[0]!), Number(r[1])]))).toEqual(Object.fromEntries(NEUTRAL_FORCES_1E));
  });
});

describe('rules/agot-1e.md: rule IDs', () => {
  it('test/rule-ids.ts lists exactly the 1E rule IDs the document defines, in order, and the ≠2e ones', () => {
    const bullets = text.split(/\n(?=\s*- \*\*\[1E-)/).map((p) => p.split(/\n(?=\s*- |\n|#)/)[0]!);
    const rules = bullets.flatMap((b) => {
      const id = /^\s*- \*\*\[(1E-[A-Z]+-\d+)\]/.exec(b)?.[1];
      return id === undefined ? [] : [{ id, differs: b.includes('≠2e') }];
    });
    expect([...RULE_IDS_1E]).toEqual(rules.map((r) => r.id));
    expect([...DIFFERING_RULE_IDS_1E]).toEqual(rules.filter((r) => r.differs).map((r) => r.id));
  });
});
