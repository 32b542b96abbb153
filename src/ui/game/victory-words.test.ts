// The end of a game in words: the winner, or the 1st edition's shared victory, and why the game ended.
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, positionOrThrow, victoryPoints, type GameState } from '../../../engine/index';
import { useCatalogue } from '../../i18n/translate';
import { RU } from '../../i18n/catalogues/ru';
import { victoryReason, winnersOf, winnerTitle } from './victory-words';

afterEach(() => useCatalogue('en', {}));

/** A board of 3 players (Stark, Lannister, Baratheon) unless told with Stark's footmen in `stark` and Lannister's in `lannister`, won by `winner`. */
function ended(stark: readonly string[], lannister: readonly string[], winner: 'stark' | 'lannister', players = 3): GameState {
  const areas = Object.fromEntries([...stark.map((a) => [a, { units: ['stark footman'] }]), ...lannister.map((a) => [a, { units: ['lannister footman'] }])]);
  return { ...positionOrThrow({ players, board: 'empty', round: 10, areas }), winner };
}

describe('victory words', () => {
  it('say nothing before the end', () => {
    const state = newGame({ players: 3 });
    expect(winnersOf(state)).toEqual([]);
    expect(winnerTitle(state)).toBe('');
    expect(victoryReason(state)).toBe('');
  });

  it('say that seven Castles and Strongholds win at once [2E-END-02]', () => {
    // A position may not be built already won: six, then Stark's footman marches into a seventh.
    const six = ended(['winterfell', 'lannisport', 'pyke', 'dragonstone', 'highgarden', 'sunspear'], [], 'stark', 6);
    const areas = { ...six.areas, riverrun: { ...six.areas.riverrun, units: [{ house: 'stark', type: 'footman', routed: false }] } } as GameState['areas'];
    const state: GameState = { ...six, areas };
    expect(victoryPoints(state, 'stark')).toBe(7);
    expect(winnerTitle(state)).toBe('Stark wins the game');
    expect(victoryReason(state)).toBe('Stark holds 7 Castles and Strongholds: 7 win the game at once.');
  });

  it('say that round 10 ended with the winner holding the most [2E-END-04]', () => {
    const state = ended(['winterfell', 'white-harbor', 'moat-cailin'], [], 'stark');
    expect([victoryPoints(state, 'stark'), victoryPoints(state, 'lannister'), victoryPoints(state, 'baratheon')]).toEqual([3, 1, 1]);
    expect(victoryReason(state)).toBe('Round 10 is over and Stark holds the most Castles and Strongholds: 3.');
  });

  it('name the houses tied with the winner, decided by the tie-breakers [2E-END-05]', () => {
    const state = ended(['winterfell', 'white-harbor'], ['lannisport', 'riverrun'], 'lannister');
    expect([victoryPoints(state, 'stark'), victoryPoints(state, 'lannister')]).toEqual([2, 2]);
    expect(victoryReason(state)).toBe('Round 10 is over: Lannister and Stark hold 2 Castles and Strongholds each, and the tie-breakers favour Lannister.');
  });

  it('say a shared 1st-edition victory as shared, not as the first house’s [1E-END-03]', () => {
    // The 1st edition's start gives Stark Winterfell and White Harbor; Lannister takes Riverrun to its Lannisport.
    const start = newGame({ players: 3, ruleset: '1e' });
    const areas = { ...start.areas, riverrun: { ...start.areas.riverrun, units: [{ house: 'lannister', type: 'footman', routed: false }] } } as GameState['areas'];
    const state: GameState = { ...start, areas, round: 10, winner: 'stark', sharedWin: ['stark', 'lannister'] };
    expect([victoryPoints(state, 'stark'), victoryPoints(state, 'lannister')]).toEqual([2, 2]);
    expect(winnersOf(state)).toEqual(['stark', 'lannister']);
    expect(winnerTitle(state)).toBe('Stark and Lannister share the victory');
    expect(victoryReason(state)).toBe(`Round 10 is over: Stark and Lannister hold 2 Castles and Strongholds each and are equal on every tie-breaker, so they share the victory.`);
  });

  it('say it in Russian once the Russian catalogue is chosen', () => {
    useCatalogue('ru', RU);
    const state = ended(['winterfell', 'white-harbor', 'moat-cailin'], [], 'stark');
    expect(victoryReason(state)).toBe('Десятый раунд окончен, больше всех замков и крепостей у дома Старк: 3.');
  });
});
