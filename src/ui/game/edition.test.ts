// The page reads a game's printed tables through its edition (issue 22): a 1st-edition game's board,
// its House cards' numbers and texts, its Westeros cards' texts and houses; a 2nd-edition game's
// are what they were.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, HOUSE_CARDS, HOUSE_CARDS_1E, newGame, WESTEROS_CARDS, WESTEROS_CARDS_1E } from '../../../engine/index';
import { areaFacts } from '../board/area-card';
import { boardOfGame, housesOf, printedHouseCard, victoryAreasOf, westerosCardText } from './edition';
import { houseCardStats, houseCardSummary } from './words';

const first = newGame({ ruleset: '1e', players: 3 });
const second = newGame({ players: 3 });

describe('the page’s tables of a game’s edition', () => {
  it('reads the 1st edition’s board: its 45 areas, the Summer Sea among them, no ports', () => {
    expect(boardOfGame(first).ids).toHaveLength(45);
    expect(boardOfGame(first).ids).toContain('summer-sea');
    expect(boardOfGame(first).ids).not.toContain('port-of-pyke');
    expect(boardOfGame(second).ids).toEqual(AREA_IDS);
    expect(boardOfGame(null).ids).toEqual(AREA_IDS);
    expect(areaFacts(first, 'summer-sea')).toMatchObject({ kind: 'sea', holder: null, fortification: 'none' });
    expect(areaFacts(first, 'sunspear')).toMatchObject({ fortification: 'castle' });
  });

  it('reads a card that both editions print under one id with the game’s numbers and text', () => {
    expect(printedHouseCard(first, 'eddard-stark').strength).toBe(HOUSE_CARDS_1E['eddard-stark'].strength);
    expect(printedHouseCard(second, 'eddard-stark').strength).toBe(HOUSE_CARDS['eddard-stark'].strength);
    expect(HOUSE_CARDS_1E['eddard-stark'].strength).not.toBe(HOUSE_CARDS['eddard-stark'].strength);
    expect(houseCardStats('eddard-stark', first)).toMatch(new RegExp(`^${HOUSE_CARDS_1E['eddard-stark'].strength}\\b`));
    expect(printedHouseCard(first, 'catelyn-stark').text).toBe(HOUSE_CARDS_1E['catelyn-stark'].text);
  });

  it('names and describes a 1st-edition-only card (Maester Luwin), which the 2nd edition’s table lacks', () => {
    expect('maester-luwin' in HOUSE_CARDS).toBe(false);
    expect(houseCardSummary('maester-luwin', first)).toBe(`Maester Luwin (${HOUSE_CARDS_1E['maester-luwin'].strength})`);
  });

  it('reads the 1st edition’s Westeros texts and houses', () => {
    expect(westerosCardText(first, 'rains-of-autumn')).toBe(WESTEROS_CARDS_1E['rains-of-autumn'].text);
    expect(westerosCardText(second, 'rains-of-autumn')).toBe(WESTEROS_CARDS['rains-of-autumn'].text);
    expect(housesOf('1e', 3)).toEqual(first.options.houses);
    expect(housesOf('1e', 5)).not.toContain('martell');
    expect(housesOf('1e', 6)).toEqual([]);
    expect(housesOf('2e', 3)).toEqual(second.options.houses);
    // 1E-END-01: eight castles and strongholds win a 3-player 1st-edition game, seven otherwise.
    expect(victoryAreasOf(first)).toBe(8);
    expect(victoryAreasOf(newGame({ ruleset: '1e', players: 4 }))).toBe(7);
    expect(victoryAreasOf(second)).toBe(7);
  });
});
