// Random house assignment is a lobby option (issue 16): the seats whose house was drawn are part of
// the setup, so of the game id and the log, and the info panel can say so. A game of chosen houses
// keeps the id it always had; a malformed list is refused.
import { describe, expect, it } from 'vitest';
import { makeLobby } from '../games/agot-harness';
import { drawnHouses, gameId, parseSetup, setupValue } from './setup';
import { AGOT } from '../games/agot';

const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const chosen = makeLobby({ players: 4 }, new Uint8Array(32).fill(5)).setup;

describe('the drawn houses in a setup', () => {
  it('are bound into the game id, and absent from a game of chosen houses', () => {
    const drawn = { ...chosen, drawn: [1, 3] };
    expect(toHex(gameId(drawn))).not.toBe(toHex(gameId(chosen)));
    expect(toHex(gameId({ ...chosen, drawn: [] }))).toBe(toHex(gameId(chosen)));
    expect('drawn' in (setupValue(chosen) as Record<string, unknown>)).toBe(false);
    expect(drawnHouses(drawn)).toEqual([chosen.seats[1]!.house, chosen.seats[3]!.house]);
    expect(drawnHouses(chosen)).toEqual([]);
  });

  it('come back from a log file with the same game id', () => {
    const drawn = { ...chosen, drawn: [0, 2, 3] };
    const parsed = parseSetup(setupValue(drawn), AGOT);
    if (!parsed.ok) throw new RangeError(parsed.error.code);
    expect(parsed.value.drawn).toEqual([0, 2, 3]);
    expect(toHex(gameId(parsed.value))).toBe(toHex(gameId(drawn)));
  });

  it.each([[[]], [[2, 1]], [[1, 1]], [[4]], [[-1]], ['all'], [[0.5]]])('refuses drawn = %j at drawn', (drawn) => {
    expect(parseSetup({ ...(setupValue(chosen) as Record<string, unknown>), drawn }, AGOT)).toMatchObject({ ok: false, error: { code: 'bad-setup', path: ['drawn'] } });
  });
});
