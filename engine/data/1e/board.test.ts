// Invariants of the 1st-edition board data: what the printed board forces to be true, and the
// figures agot-1e.md §4.1 gives for it (34 land, 11 sea, 8 strongholds, 10 cities, 21 barrels, 17 crowns).
import { describe, expect, it } from 'vitest';
import { AREA_IDS } from '../areas';
import { AREA_IDS_1E, AREAS_1E, type AreaId1e } from './areas';
import { BORDERS_1E, NEIGHBOURS_1E, isAdjacent1e } from './adjacency';

const count = <T>(items: readonly T[], keep: (t: T) => boolean) => items.filter(keep).length;
const sum = (f: (a: AreaId1e) => number) => AREA_IDS_1E.reduce((s, a) => s + f(a), 0);

describe('1E-BOARD-01 the 1st-edition board: 45 areas', () => {
  it('has 34 land areas and 11 seas, ids unique, each entry keyed by its own id', () => {
    expect(AREA_IDS_1E).toHaveLength(45);
    expect(new Set(AREA_IDS_1E).size).toBe(45);
    expect(count(AREA_IDS_1E, (a) => AREAS_1E[a].kind === 'land')).toBe(34);
    expect(count(AREA_IDS_1E, (a) => AREAS_1E[a].kind === 'sea')).toBe(11);
    for (const a of AREA_IDS_1E) expect(AREAS_1E[a].id).toBe(a);
    expect([...AREA_IDS_1E]).toEqual([...AREA_IDS_1E].sort());
  });

  it('1E-BOARD-02: 8 strongholds and 10 cities (18 victory areas), 21 barrels, 17 crowns, all on land', () => {
    expect(count(AREA_IDS_1E, (a) => AREAS_1E[a].fortification === 'stronghold')).toBe(8);
    expect(count(AREA_IDS_1E, (a) => AREAS_1E[a].fortification === 'castle')).toBe(10);
    expect(sum((a) => AREAS_1E[a].supply)).toBe(21);
    expect(sum((a) => AREAS_1E[a].power)).toBe(17);
    for (const a of AREA_IDS_1E.filter((x) => AREAS_1E[x].kind === 'sea')) {
      expect(AREAS_1E[a]).toMatchObject({ fortification: 'none', supply: 0, power: 0, home: null, island: false });
    }
  });

  it('1E-CTRL-05: one home area per house, no Martell', () => {
    const homes = AREA_IDS_1E.filter((a) => AREAS_1E[a].home !== null).map((a) => [AREAS_1E[a].home, a]);
    expect(homes).toEqual([['baratheon', 'dragonstone'], ['tyrell', 'highgarden'], ['lannister', 'lannisport'], ['greyjoy', 'pyke'], ['stark', 'winterfell']]);
  });

  it('1E-BOARD-06 / D-07: no ports, Dorne is four areas, one Summer Sea; every other id is a 2nd-edition area', () => {
    const twoE = new Set<string>(AREA_IDS);
    expect(AREA_IDS_1E.filter((a) => !twoE.has(a))).toEqual(['summer-sea']);
    expect(AREA_IDS_1E.some((a) => a.startsWith('port-of-'))).toBe(false);
    for (const gone of ['east-summer-sea', 'west-summer-sea', 'princes-pass', 'salt-shore', 'the-boneway', 'three-towers']) {
      expect(AREA_IDS_1E as readonly string[]).not.toContain(gone);
    }
  });

  it('1E-BOARD-03: Dragonstone, Pyke and The Arbor are the islands: land areas with only seas around', () => {
    expect(AREA_IDS_1E.filter((a) => AREAS_1E[a].island)).toEqual(['dragonstone', 'pyke', 'the-arbor']);
    for (const a of AREA_IDS_1E) {
      const landNeighbours = count(NEIGHBOURS_1E[a], (n) => AREAS_1E[n].kind === 'land');
      if (AREAS_1E[a].kind === 'land') expect(landNeighbours === 0, a).toBe(AREAS_1E[a].island);
    }
  });
});

describe('1E-BOARD-04 adjacency', () => {
  it('lists 111 distinct borders, each pair once and sorted, none from an area to itself', () => {
    expect(BORDERS_1E).toHaveLength(111);
    const keys = BORDERS_1E.map(([a, b]) => `${a}|${b}`);
    expect(new Set(keys).size).toBe(111);
    for (const [a, b] of BORDERS_1E) expect(a < b).toBe(true);
    expect(keys).toEqual([...keys].sort());
  });

  it('is symmetric', () => {
    for (const a of AREA_IDS_1E) for (const b of NEIGHBOURS_1E[a]) expect(NEIGHBOURS_1E[b]).toContain(a);
    for (const [a, b] of BORDERS_1E) expect(isAdjacent1e(a, b) && isAdjacent1e(b, a)).toBe(true);
  });

  it('the whole board is connected, and so are the seas among themselves', () => {
    const reach = (from: AreaId1e, keep: (a: AreaId1e) => boolean) => {
      const seen = new Set<AreaId1e>([from]);
      const queue = [from];
      for (let a = queue.shift(); a !== undefined; a = queue.shift()) {
        for (const n of NEIGHBOURS_1E[a]) if (keep(n) && !seen.has(n)) (seen.add(n), queue.push(n));
      }
      return seen.size;
    };
    expect(reach('winterfell', () => true)).toBe(45);
    expect(reach('bay-of-ice', (a) => AREAS_1E[a].kind === 'sea')).toBe(11);
    // Without the islands, the land areas form one mainland.
    expect(reach('winterfell', (a) => AREAS_1E[a].kind === 'land')).toBe(31);
  });

  it('every area touches a sea or a land area, and every sea touches land', () => {
    for (const a of AREA_IDS_1E) {
      expect(NEIGHBOURS_1E[a].length, a).toBeGreaterThan(0);
      if (AREAS_1E[a].kind === 'sea') expect(NEIGHBOURS_1E[a].some((n) => AREAS_1E[n].kind === 'land'), a).toBe(true);
    }
  });

  it('1E-RAID-04 / §4.1: the facts the seeds give hold', () => {
    // [CZ]: a ship in the Sunset Sea lets Greyjoy land in Oldtown.
    expect(isAdjacent1e('oldtown', 'sunset-sea')).toBe(true);
    // Ironman's Bay touches Pyke, Flint's Finger, Greywater Watch, Seagard and Riverrun.
    expect(NEIGHBOURS_1E['ironmans-bay'].filter((n) => AREAS_1E[n].kind === 'land')).toEqual(['flints-finger', 'greywater-watch', 'pyke', 'riverrun', 'seagard']);
    // Blackwater borders King's Landing, Stoney Sept, Harrenhal and The Reach.
    for (const n of ['kings-landing', 'stoney-sept', 'harrenhal', 'the-reach'] as const) expect(isAdjacent1e('blackwater', n)).toBe(true);
    // The Sunset Sea → Redwyne Straits → Summer Sea chain links Highgarden and Sunspear.
    expect(isAdjacent1e('highgarden', 'sunset-sea') && isAdjacent1e('sunset-sea', 'redwyne-straits') && isAdjacent1e('redwyne-straits', 'summer-sea') && isAdjacent1e('summer-sea', 'sunspear')).toBe(true);
    expect(isAdjacent1e('shipbreaker-bay', 'dragonstone') && isAdjacent1e('shipbreaker-bay', 'storms-end') && isAdjacent1e('kingswood', 'storms-end')).toBe(true);
  });
});
