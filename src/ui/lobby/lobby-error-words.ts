// What the lobby panel says when a lobby ends without a game, in the reader's language: another
// rules build names both; a lobby whose creator's page is gone says whether it was ever reached
// (a link to a table that is closed, old or mistyped is never answered). Other endings (a refusal
// with the creator's reason, a start that does not verify) say the lobby's own message; a War of
// the Ring card table this page has not (or has in another version) is named (game-words.ts).
import { rulesBuildName } from '../../../engine/index';
import { t } from '../../i18n/translate';
import { LobbyError, type RulesBuild } from '../../lobby/lobby-protocol';
import { tableErrorText } from './game-words';

/** A rules build as the page names it. */
export const buildName = (b: RulesBuild): string => rulesBuildName(b.fingerprint, b.version);

/** `sawTable`: the lobby showed this page its table before it ended. */
export function lobbyErrorText(error: Error, sawTable: boolean): string {
  if (error instanceof LobbyError && error.builds !== null) return t('lobby.buildsDiffer', { host: buildName(error.builds.host), mine: buildName(error.builds.mine) });
  if (error instanceof LobbyError && error.code === 'host-left') return t(sawTable ? 'lobby.hostLeft' : 'lobby.noAnswer');
  if (error instanceof LobbyError && error.code === 'no-broker') return t('lobby.noBroker');
  return tableErrorText(error) ?? error.message;
}
