// The engine's own data equals the reference facts in ../shared/reference/agot-2e, and the rule ID
// list equals the rules reference. Run by .ci/run only when ../shared exists (vitest.reference.config.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AREA_IDS, AREAS, BORDERS, HOUSE_CARD_IDS, HOUSE_CARDS, HOUSE_INFO, HOUSES, HOUSES_BY_PLAYER_COUNT, KINGS_COURT_STARS,
  NEUTRAL_FORCES, ORDER_TOKEN_IDS, ORDER_TOKENS, PLAYER_COUNTS, PORT_LINKS, SUPPLY_LIMITS, TIDES_CARD_IDS, TIDES_CARDS,
  UNIT_LIMITS, WESTEROS_CARDS, WESTEROS_DECKS, WILDLING_CARD_IDS, WILDLING_CARDS, GARRISON_STRENGTH, STARTING_POWER,
  POWER_TOKENS_PER_HOUSE, WILDLING_THREAT_START, WILDLING_THREAT_STEP, WILDLING_THREAT_MAX, VICTORY_AREAS, LAST_ROUND,
  newGame, victoryPoints, holderOf, type House,
} from '../../engine/index';
import { RULE_IDS } from '../rule-ids';

const SHARED = resolve(__dirname, '../../../shared');
const ref = (file: string) => JSON.parse(readFileSync(resolve(SHARED, 'reference/agot-2e', file), 'utf8'));
const board = ref('board.json');
const houses = ref('houses.json');
const houseCards = ref('house-cards.json');
const westeros = ref('westeros-cards.json');
const wildlings = ref('wildling-cards.json');
const tides = ref('tides-of-battle.json');
const tracks = ref('tracks.json');

const TRACK_KEY = { 'iron-throne': 'iron_throne', fiefdoms: 'fiefdoms', 'kings-court': 'kings_court' } as const;
const pairKey = (pair: readonly string[]) => [...pair].sort().join('|');

describe('board.json', () => {
  it('areas: ids, names, kinds, icons, homes, islands, ports', () => {
    expect([...AREA_IDS].sort()).toEqual(board.areas.map((a: { id: string }) => a.id).sort());
    for (const a of board.areas) {
      const ours = AREAS[a.id as (typeof AREA_IDS)[number]];
      expect(ours, a.id).toMatchObject({
        name: a.name, kind: a.kind, fortification: a.castle, supply: a.supply, power: a.power,
        home: a.home_house, island: a.island, port: a.port ?? null, portLand: a.land_area ?? null, portSea: a.sea_area ?? null,
      });
    }
  });

  it('adjacency and port links', () => {
    expect(BORDERS.map(pairKey).sort()).toEqual(board.adjacency.map(pairKey).sort());
    expect(PORT_LINKS.map(pairKey).sort()).toEqual(board.port_links.map(pairKey).sort());
  });

  it('neutral forces by player count', () => {
    for (const n of PLAYER_COUNTS) {
      const theirs = board.neutral_forces_by_player_count[String(n)];
      expect(Object.fromEntries(NEUTRAL_FORCES[n])).toEqual(theirs);
    }
  });

  it('garrisons', () => {
    for (const g of board.garrisons) {
      expect(HOUSE_INFO[g.house as House].home).toBe(g.area);
      expect(GARRISON_STRENGTH).toBe(g.strength);
    }
  });
});

describe('houses.json', () => {
  it('homes, starting units, track positions, power, limits, cards', () => {
    for (const h of houses.houses) {
      const ours = HOUSE_INFO[h.id as House];
      expect(ours.home).toBe(h.home_area);
      const theirUnits = h.starting_units.map((u: Record<string, number | string>) => [
        u.area, [...Array(u.footmen).fill('footman'), ...Array(u.knights).fill('knight'), ...Array(u.ships).fill('ship'), ...Array(u.siege_engines).fill('siege-engine')].sort(),
      ]);
      expect(ours.startingUnits.map((s) => [s.area, [...s.units].sort()]).sort()).toEqual(theirUnits.sort());
      for (const t of ['iron-throne', 'fiefdoms', 'kings-court'] as const) expect(ours.trackPositions[t]).toBe(h.starting_track_positions_6p[TRACK_KEY[t]]);
      expect(STARTING_POWER).toBe(h.starting_power_tokens);
      expect(POWER_TOKENS_PER_HOUSE).toBe(h.power_tokens_total);
      expect(UNIT_LIMITS).toEqual({ footman: h.unit_limits.footmen, knight: h.unit_limits.knights, ship: h.unit_limits.ships, 'siege-engine': h.unit_limits.siege_engines });
      expect([...ours.houseCards].sort()).toEqual([...h.house_cards].sort());
      const tokens = (list: { type: string; star: boolean; bonus: number | null }[]) => list.map((t) => `${t.type}/${t.star}/${t.bonus ?? 0}`).sort();
      expect(tokens(ORDER_TOKEN_IDS.map((t) => ORDER_TOKENS[t]))).toEqual(tokens(h.order_tokens));
    }
  });

  it('setup derives the screens’ supply and victory points, tracks and Dominance holders', () => {
    for (const n of PLAYER_COUNTS) {
      const s = newGame({ players: n });
      expect([...s.options.houses].sort()).toEqual([...houses.houses_by_player_count[String(n)]].sort());
      expect([...HOUSES_BY_PLAYER_COUNT[n]].sort()).toEqual([...houses.houses_by_player_count[String(n)]].sort());
      for (const t of ['iron-throne', 'fiefdoms', 'kings-court'] as const) expect(s.tracks[t]).toEqual(houses.influence_tracks_by_player_count[String(n)][TRACK_KEY[t]]);
      const holders = houses.dominance_token_holders_at_start[String(n)];
      expect(holderOf(s, 'iron-throne')).toBe(holders.iron_throne);
      expect(holderOf(s, 'valyrian-steel-blade')).toBe(holders.valyrian_steel_blade);
      expect(holderOf(s, 'messenger-raven')).toBe(holders.messenger_raven);
      for (const h of houses.houses.filter((x: { id: House }) => s.options.houses.includes(x.id))) {
        expect(s.houses[h.id as House]?.supply).toBe(h.starting_supply);
        expect(victoryPoints(s, h.id)).toBe(h.starting_victory_points);
      }
    }
  });
});

describe('cards', () => {
  it('house cards', () => {
    expect([...HOUSE_CARD_IDS].sort()).toEqual(houseCards.cards.map((c: { id: string }) => c.id).sort());
    for (const c of houseCards.cards) {
      expect(HOUSE_CARDS[c.id as (typeof HOUSE_CARD_IDS)[number]]).toEqual({
        id: c.id, house: c.house, name: c.name, strength: c.strength, swords: c.swords, towers: c.towers, timing: c.timing, text: c.ability,
      });
    }
  });

  it('Westeros decks', () => {
    for (const [n, key] of [[1, 'I'], [2, 'II'], [3, 'III']] as const) {
      const theirs = westeros.decks[key].map((c: { id: string; copies: number; wildling_icons: number }) => ({ card: c.id, copies: c.copies, wildlingIcons: c.wildling_icons }));
      expect(WESTEROS_DECKS[n]).toEqual(theirs);
      for (const c of westeros.decks[key]) {
        const ours = WESTEROS_CARDS[c.id as keyof typeof WESTEROS_CARDS];
        expect(ours).toMatchObject({ name: c.name, chooser: c.chooser, text: c.effect });
        expect(ours.options).toEqual((c.options ?? []).map((o: { id: string; effect: string }) => [o.id, o.effect]));
      }
    }
  });

  it('wildling cards', () => {
    expect([...WILDLING_CARD_IDS]).toEqual(wildlings.cards.map((c: { id: string }) => c.id));
    for (const c of wildlings.cards) {
      expect(WILDLING_CARDS[c.id as (typeof WILDLING_CARD_IDS)[number]]).toEqual({
        id: c.id, name: c.name, nightsWatchVictory: c.night_watch_victory_highest_bidder,
        lowestBidder: c.wildling_victory_lowest_bidder, everyoneElse: c.wildling_victory_everyone_else,
      });
      expect(c.copies).toBe(1);
    }
  });

  it('Tides of Battle', () => {
    expect([...TIDES_CARD_IDS]).toEqual(tides.cards.map((c: { id: string }) => c.id));
    for (const c of tides.cards) {
      expect(TIDES_CARDS[c.id as (typeof TIDES_CARD_IDS)[number]]).toEqual({ id: c.id, strength: c.value, swords: c.swords, towers: c.towers, skull: c.skull, copies: c.copies });
    }
  });
});

describe('tracks.json', () => {
  it('supply table, King’s Court stars, wildling, round and victory tracks', () => {
    expect(SUPPLY_LIMITS).toEqual(tracks.supply_track.armies_by_level.map((l: { army_max_sizes: number[] }) => l.army_max_sizes));
    for (const n of PLAYER_COUNTS) expect(KINGS_COURT_STARS[n]).toEqual(tracks.kings_court_star_limits[String(n)]);
    expect(WILDLING_THREAT_START).toBe(tracks.wildling_track.start);
    expect(WILDLING_THREAT_STEP).toBe(tracks.wildling_track.step_per_icon);
    expect(WILDLING_THREAT_MAX).toBe(tracks.wildling_track.attack_at);
    expect(VICTORY_AREAS).toBe(tracks.victory_track.win_immediately_at);
    expect(LAST_ROUND).toBe(tracks.round_track.last);
    expect(HOUSES).toHaveLength(6);
  });
});

describe('rules/agot-2e.md', () => {
  it('test/rule-ids.ts lists exactly the rule IDs the document defines, in order', () => {
    const text = readFileSync(resolve(SHARED, 'rules/agot-2e.md'), 'utf8');
    const defined = [...text.matchAll(/^\s*- \[(2E-[A-Z]+(?:-[A-Z]+)?-\d+)\]/gm)].map((m) => m[1]);
    expect([...RULE_IDS]).toEqual([...new Set(defined)]);
  });
});
