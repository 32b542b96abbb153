import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate';
import { LobbyError } from '../../lobby/lobby-protocol';
import { lobbyErrorText } from './lobby-error-words';

describe('lobbyErrorText', () => {
  it('says a link nobody answers is closed, old or incomplete, not the protocol’s "the lobby closed"', () => {
    const gone = new LobbyError('host-left', 'the lobby closed');
    expect(lobbyErrorText(gone, false)).toBe(t('lobby.noAnswer'));
    expect(lobbyErrorText(gone, true)).toBe(t('lobby.hostLeft'));
    expect(lobbyErrorText(gone, false)).not.toBe(lobbyErrorText(gone, true));
  });

  it('says a broker that cannot be reached is the broker, not a closed table', () => {
    const stranded = new LobbyError('no-broker', 'the broker cannot be reached');
    expect(lobbyErrorText(stranded, false)).toBe(t('lobby.noBroker'));
    expect(lobbyErrorText(stranded, false)).not.toBe(t('lobby.noAnswer'));
  });

  it('names the card table a War of the Ring lobby is played on when this page has not that table, or another version of it, and a game this page does not know', () => {
    expect(lobbyErrorText(new LobbyError('unknown-table', 'x', null, 'preview-fotr'), true)).toBe(t('lobby.game.unknownTable', { table: 'preview-fotr' }));
    expect(lobbyErrorText(new LobbyError('other-table', 'x', null, 'preview-fotr'), true)).toBe(t('lobby.game.otherTable', { table: 'preview-fotr' }));
    expect(t('lobby.game.otherTable', { table: 'preview-fotr' })).toContain('preview-fotr');
    expect(lobbyErrorText(new LobbyError('unknown-game', 'x', null, null, 'chess'), true)).toBe(t('lobby.game.unknownGame', { game: 'chess' }));
  });

  it('keeps a refusal’s own reason', () => {
    expect(lobbyErrorText(new LobbyError('refused', 'the table is full'), true)).toBe('the table is full');
  });
});
