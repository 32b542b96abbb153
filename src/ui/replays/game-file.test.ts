// Opening a game file: a signed log gets the verdict `npm run verify` prints, word for word, and
// the moves its entries apply; a changed byte changes the verdict; a replay JSON opens unsigned;
// a log of War of the Ring gets its verdict (not "bad-setup game"); anything else is unreadable
// with a reason, never a throw.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/random-bot';
import { InMemoryGame, seedBytes, agot } from '../../games/agot-harness';
import { describeVerdict, verifyLog } from '../../session/verify-log';
import { openGameFile } from './game-file';
import { AGOT } from '../../games/agot';
import { wotr, WOTR } from '../../games/wotr-harness';
import { SYNTHETIC_FOTR, TEST_LOCATIONS } from '../../../wotr/wotr.testkit';

/** A 3-player bots game of `seed` played to 30 moves, its first seat's exported log, and that log opened (signed). */
function openedAfter30Moves(seed: number, ruleset?: '1e') {
  const game = new InMemoryGame(agot({ players: 3, ...(ruleset === undefined ? {} : { ruleset }), seed: seedBytes(seed), bot: (_s, house) => randomBot(seedBytes(seed), house) }));
  game.start();
  game.run({ until: () => game.sessions[0]!.replica.moves.length >= 30 });
  const session = game.sessions[0]!;
  const bytes = session.exportLog();
  const opened = openGameFile(bytes);
  if (opened.kind !== 'signed') throw new Error(`expected a signed log, got ${opened.kind}`);
  return { game, session, bytes, opened };
}

describe('openGameFile', () => {
  it("gives a signed log verify's verdict and the moves of its entries", () => {
    const { game, session, bytes, opened } = openedAfter30Moves(31);
    const houses = game.setup.seats.map((s) => s.house);
    expect(opened.verdict).toBe('incomplete');
    expect(opened.verdictText).toBe(describeVerdict(verifyLog(bytes, AGOT), houses));
    expect(opened.houses).toEqual(houses);
    expect(opened.config).toEqual(game.setup.config);
    expect(opened.moves).toEqual(session.replica.moves.slice(0, opened.moves.length));
    expect(opened.moves.length).toBeGreaterThanOrEqual(30);

    // One byte changed inside an entry: no longer the same verdict.
    const tampered = bytes.slice();
    tampered[Math.floor(bytes.length / 2)]! ^= 0x40;
    const again = openGameFile(tampered);
    const text = again.kind === 'signed' ? again.verdictText : again.kind === 'unreadable' ? again.message : '';
    expect(text).toBe(describeVerdict(verifyLog(tampered, AGOT), again.kind === 'signed' ? houses : []));
    expect(text).not.toBe(opened.verdictText);
  }, 120_000);

  it('opens a 1st-edition signed log (issue 22): its edition in the config, its moves replayed on its rules', () => {
    const { game, session, bytes, opened } = openedAfter30Moves(32, '1e');
    expect(opened.config).toEqual({ players: 3, ruleset: '1e' });
    expect(opened.verdictText).toBe(describeVerdict(verifyLog(bytes, AGOT), game.setup.seats.map((s) => s.house)));
    expect(opened.moves).toEqual(session.replica.moves.slice(0, opened.moves.length));
    expect(opened.moves.length).toBeGreaterThanOrEqual(30);
  }, 120_000);

  it("gives a War of the Ring log verify's verdict, word for word, and no moves to step through", () => {
    const game = new InMemoryGame(wotr({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS, seed: seedBytes(33) }));
    game.start();
    game.run({ until: () => game.sessions[0]!.replica.moves.length >= 20 });
    const bytes = game.sessions[0]!.exportLog();
    const seats = game.setup.seats.map((s) => s.house);
    expect(openGameFile(bytes)).toEqual({ kind: 'other-game', game: 'wotr-card', verdict: 'incomplete', verdictText: describeVerdict(verifyLog(bytes, WOTR), seats) });
  }, 120_000);

  it('opens a replay JSON unsigned, and names what is wrong with anything else', () => {
    const json = new TextEncoder().encode(JSON.stringify({ config: { players: 3 }, moves: [{ kind: 'place-orders', house: 'stark', orders: [] }] }));
    expect(openGameFile(json)).toEqual({ kind: 'replay', config: { players: 3 }, moves: [{ kind: 'place-orders', house: 'stark', orders: [] }] });
    expect(openGameFile(new TextEncoder().encode('{"moves": 3}'))).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/^moves: /) });
    expect(openGameFile(new TextEncoder().encode('[1, 2'))).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/^not JSON/) });
    expect(openGameFile(new Uint8Array([1, 2, 3, 4]))).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/^not a log file/) });
  });
});
