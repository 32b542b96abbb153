// The end of a game in words: who won, or in the 1st edition who share the victory ([1E-END-03]),
// and why — Castles and Strongholds enough to win at once ([2E-END-02], [1E-END-01]), or the most
// of them when round 10 ended, ties decided by the rulebook's tie-breakers ([2E-END-04]–[2E-END-06],
// [1E-END-02]). Read from the final state; nothing here decides a winner.
import { victoryPoints, type GameState, type House } from '../../../engine/index';
import { listOf, t } from '../../i18n/translate';
import { victoryAreasOf } from './edition';
import { houseName } from './words';

/** The houses that won: the 1st edition's shared victory, else the winner alone; none before the end. */
export function winnersOf(state: GameState): readonly House[] {
  if (state.winner === null) return [];
  return state.sharedWin !== undefined && state.sharedWin.length > 1 ? state.sharedWin : [state.winner];
}

/** "Baratheon wins the game", or "Stark and Lannister share the victory". */
export function winnerTitle(state: GameState): string {
  const winners = winnersOf(state);
  if (winners.length === 0) return '';
  if (winners.length === 1) return t('panel.winsGame', { house: houseName(winners[0]!) });
  return t('victory.shared', { houses: listOf(winners.map(houseName)) });
}

/** Why the game ended with this winner: enough Castles and Strongholds at once, or the most after round 10. */
export function victoryReason(state: GameState): string {
  const winners = winnersOf(state);
  const winner = winners[0];
  if (winner === undefined) return '';
  const count = victoryPoints(state, winner);
  const need = victoryAreasOf(state);
  if (count >= need) return t('victory.atOnce', { house: houseName(winner), count, need });
  if (winners.length > 1) return t('victory.sharedAfterRound10', { houses: listOf(winners.map(houseName)), count });
  const tied = state.options.houses.filter((h) => h !== winner && victoryPoints(state, h) === count);
  if (tied.length === 0) return t('victory.afterRound10', { house: houseName(winner), count });
  return t('victory.tieBroken', { house: houseName(winner), others: listOf(tied.map(houseName)), count });
}
