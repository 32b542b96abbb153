// The edition is part of a game's setup (issue 22): the config carries `ruleset`, the setup the rules
// build of that edition, and both are in the game id; a log of one edition read with the build of
// the other is refused at `rules`.
import { describe, expect, it } from 'vitest';
import { rulesFingerprint } from '../../engine/index';
import { makeLobby } from '../games/agot-harness';
import { gameId, parseSetup, setupProblem, setupValue } from './setup';
import { AGOT } from '../games/agot';

const seed = new Uint8Array(32).fill(7);
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('a 1st-edition setup', () => {
  const first = makeLobby({ ruleset: '1e', players: 3 }, seed).setup;
  const second = makeLobby({ players: 3 }, seed).setup;

  it('carries the 1st edition’s rules build, and a game id of its own', () => {
    expect(first.rules).toBe(rulesFingerprint('1e'));
    expect(second.rules).toBe(rulesFingerprint());
    expect(first.seats.map((s) => s.house)).toEqual(second.seats.map((s) => s.house));
    expect(toHex(gameId(first))).not.toBe(toHex(gameId(second)));
    expect(toHex(gameId({ ...first, rules: second.rules }))).not.toBe(toHex(gameId(first)));
  });

  it('is a game to play and verify, as a 2nd-edition one is', () => {
    expect(parseSetup(setupValue(first), AGOT)).toMatchObject({ ok: true, value: { config: { ruleset: '1e', players: 3 } } });
    expect(setupProblem(first)).toBeNull();
    expect(setupProblem(second)).toBeNull();
  });

  it('refuses a 1st-edition game of 6 players (the 1st edition plays 3 to 5) at config', () => {
    const six = makeLobby({ players: 6 }, seed).setup;
    expect(setupProblem({ ...six, config: { ruleset: '1e', players: 6 } })).toBe('config');
  });

  it('is refused at rules with the 2nd edition’s build, and a 2nd-edition setup with the 1st’s', () => {
    expect(parseSetup(setupValue({ ...first, rules: rulesFingerprint() }), AGOT)).toMatchObject({ ok: false, error: { code: 'bad-setup', path: ['rules'] } });
    expect(parseSetup(setupValue({ ...second, rules: rulesFingerprint('1e') }), AGOT)).toMatchObject({ ok: false, error: { code: 'bad-setup', path: ['rules'] } });
  });

  it('an unknown edition is no playable config', () => {
    const odd = setupValue({ ...first, rules: rulesFingerprint(), config: { ruleset: 'third' as '1e', players: 3 } });
    expect(parseSetup(odd, AGOT)).toMatchObject({ ok: false, error: { code: 'bad-setup', path: ['config'] } });
  });
});
