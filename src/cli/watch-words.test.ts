// The third walk: `npm run watch` on a lobby nobody serves said "could not watch: the lobby closed",
// as if a table had been there.
import { describe, expect, it } from 'vitest';
import { LobbyError } from '../lobby/lobby-protocol';
import { watchFailureText } from './watch-words';

describe('watchFailureText', () => {
  it('says nobody answered for a lobby never seen', () => {
    expect(watchFailureText(new LobbyError('host-left', 'the lobby closed'), false, '0123456789abcdef')).toBe("could not watch: nobody answered for lobby 0123456789abcdef (its creator's page is closed, or the link is old or mistyped)");
  });
  it("says the creator left a lobby it had seen", () => {
    expect(watchFailureText(new LobbyError('host-left', 'the lobby closed'), true, '0123456789abcdef')).toMatch(/creator left lobby 0123456789abcdef before its game started/);
  });
  it("gives any other ending's own reason", () => {
    expect(watchFailureText(new LobbyError('no-broker', 'the broker could not be reached'), false, 'x')).toBe('could not watch: the broker could not be reached');
    expect(watchFailureText(new Error('boom'), false, 'x')).toBe('could not watch: boom');
  });
});
