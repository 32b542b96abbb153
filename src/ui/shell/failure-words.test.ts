import { afterEach, describe, expect, it } from 'vitest';
import { useCatalogue } from '../../i18n/translate';
import { RU } from '../../i18n/catalogues/ru';
import { failureText, resumeFailureText } from './failure-words';
import { SessionHalted } from '../drivers/replica-view';

afterEach(() => useCatalogue('en', {}));

describe('why the game stopped', () => {
  it('a diverged page says so in the catalogue’s words, seat and watcher alike, blaming nobody', () => {
    expect(failureText(new SessionHalted('english only', [], 'seat'))).toMatch(/^The game stopped here: this page computed another state .* Nobody is blamed\.$/);
    expect(failureText(new SessionHalted('english only', [], 'watcher'))).toMatch(/^The replay stopped here/);
    useCatalogue('ru', RU);
    expect(failureText(new SessionHalted('english only', [], 'seat'))).toBe(RU['shell.diverged']);
  });
  it('any other stop quotes its reason', () => {
    expect(failureText(new Error('equivocation by seat 1'))).toBe('The game stopped: equivocation by seat 1');
  });
  it('a game link this browser holds no game for says so, not the store’s "missing setup"', () => {
    expect(resumeFailureText('missing', 'missing setup')).toBe('No game with this link is saved in this browser. A game against bots is kept only in the browser that played it.');
    useCatalogue('ru', RU);
    expect(resumeFailureText('missing', 'missing setup')).toBe(RU['shell.gameNotHere']);
    useCatalogue('en', {});
    expect(resumeFailureText('corrupt', 'corrupt moves')).toBe('The saved game could not be resumed: corrupt moves');
  });
  it('a game against bots open in another tab of this browser says so, not a resume failure', () => {
    expect(resumeFailureText('elsewhere', 'open in another tab')).toBe('This game is open in another tab of this browser. Close it there to play it here.');
  });
});
