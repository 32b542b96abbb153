// The lobby's words for the game it sets: the games of the build, War of the Ring's scenarios and
// seats, and the seat of either game by name (a house of A Game of Thrones, a War of the Ring
// seat), in the reader's language.
import type { House } from '../../../engine/index';
import type { ScenarioId } from '../../../wotr/index';
import { t } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/messages.en';
import { LobbyError, type LobbySettings } from '../../lobby/lobby-protocol';
import { houseName } from '../game/words';

/** The games the lobby offers, by their id (src/games/registry.ts). */
export const GAME_WORDS: Readonly<Record<'agot' | 'wotr-card', MessageKey>> = { agot: 'lobby.game.agot', 'wotr-card': 'lobby.game.wotr-card' };

const SCENARIO_WORDS: Readonly<Record<ScenarioId, MessageKey>> = {
  fellowship: 'lobby.game.scenario.fellowship',
  duel: 'lobby.game.scenario.duel',
  'three-player-duel': 'lobby.game.scenario.three-player-duel',
  trilogy: 'lobby.game.scenario.trilogy',
};

const WOTR_SEAT_WORDS: Readonly<Record<string, MessageKey>> = {
  balrog: 'lobby.game.seat.balrog',
  gandalf: 'lobby.game.seat.gandalf',
  'witch-king': 'lobby.game.seat.witch-king',
  saruman: 'lobby.game.seat.saruman',
  frodo: 'lobby.game.seat.frodo',
  aragorn: 'lobby.game.seat.aragorn',
};

/** A War of the Ring scenario's name. */
export const scenarioName = (scenario: ScenarioId): string => t(SCENARIO_WORDS[scenario]);

/** A seat by its name in the settings' game: a house, or a War of the Ring seat (its own name if the catalogue has none). */
export function seatName(settings: Pick<LobbySettings, 'game'>, seat: string): string {
  if (settings.game === undefined) return houseName(seat as House);
  const key = Object.hasOwn(WOTR_SEAT_WORDS, seat) ? WOTR_SEAT_WORDS[seat] : undefined;
  return key === undefined ? seat : t(key);
}

/** What a joiner's page says of the game a lobby sets, when it is not A Game of Thrones; null for A Game of Thrones. */
export function gameSummary(settings: Pick<LobbySettings, 'game'>): string | null {
  const game = settings.game;
  if (game === undefined) return null;
  return t('lobby.game.summary', { game: t(GAME_WORDS[game.id]), scenario: scenarioName(game.scenario), table: game.table });
}

/** A lobby of a game this page does not know, or of a card table it has not (or has in another version): said in the reader's language; null for any other ending. */
export function tableErrorText(error: Error): string | null {
  if (error instanceof LobbyError && error.code === 'unknown-game' && error.game !== null) return t('lobby.game.unknownGame', { game: error.game });
  if (!(error instanceof LobbyError) || error.table === null) return null;
  if (error.code === 'unknown-table') return t('lobby.game.unknownTable', { table: error.table });
  if (error.code === 'other-table') return t('lobby.game.otherTable', { table: error.table });
  return null;
}
