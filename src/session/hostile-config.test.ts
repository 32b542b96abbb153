// Beside hostile-log.test.ts: a log file (or a setup handed to a Session) that names a game with a
// hostile config. War of the Ring's module reads a config by its scenario and that `cards` is an
// array (WOTR.parseConfig); its engine's newGame throws on a table it cannot play, and its rules
// fingerprint on a value that is not plain JSON. What must hold: `verify` picks the game the file
// names (src/games/registry.ts) and refuses the file with a reason — `bad-setup config`, or
// `bad-setup rules` where the fingerprint no longer matches — naming nobody; a game this build
// does not play is refused in one line; a Session or a Watcher of such a setup is refused with a
// RangeError before anything runs. Nothing else throws.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanonicalValue } from '../../crypto/index';
import { rulesFingerprint, type WotrConfig } from '../../wotr/index';
import { gameOfLogFile, gameOfSetup } from '../games/registry';
import { WOTR, type Wotr } from '../games/wotr';
import { InMemoryGame, seedBytes, wotr } from '../games/wotr-harness';
import { FELLOWSHIP_TABLE } from '../games/wotr-synthetic.testkit';
import { MemoryNetwork } from '../net/memory-network';
import { ManualClock } from './clock';
import type { GameSetup } from './setup';
import { Session } from './session';
import { MemoryStore } from './store';
import { verifyLog } from './verify-log';
import { file, fileValue, type FileValue } from './log-file.testkit';
import { Watcher } from './watcher';


let honest: { log: Uint8Array; value: FileValue; setup: GameSetup<Wotr> };

/** The verdict `npm run verify` reaches on a file: the game its setup names, then the replay. */
function verifyAsTheTool(bytes: Uint8Array): unknown {
  const found = gameOfLogFile(bytes);
  return found.ok ? verifyLog(bytes, found.game) : { kind: 'unknown-game', error: found.error };
}

/** The honest file with its setup's config replaced; `refingerprint`: its `rules` made to match the hostile config where it can be. */
function withConfig(config: unknown, refingerprint: boolean): Uint8Array {
  let rules = honest.value.setup.rules!;
  if (refingerprint) rules = rulesFingerprint(config as WotrConfig);
  return file({ ...honest.value, setup: { ...honest.value.setup, config: config as CanonicalValue, rules } });
}

beforeAll(() => {
  const game = new InMemoryGame(wotr({ scenario: 'fellowship', ...FELLOWSHIP_TABLE, seed: seedBytes(3), syncInterval: 60 }));
  game.start();
  expect(game.run()).toBe('done');
  const log = game.sessions[0]!.exportLog();
  honest = { log, value: fileValue(log), setup: game.setup };
  expect(verifyAsTheTool(log)).toMatchObject({ kind: 'certified' });
}, 120_000);

describe('a War of the Ring log with a hostile config', () => {
  it('the tool picks the game from the setup: wotr-card here, agot for a setup naming none, and refuses a game it does not play in one line', () => {
    expect(gameOfLogFile(honest.log)).toMatchObject({ ok: true, game: { id: 'wotr-card' } });
    expect(gameOfSetup({ protocol: 'x' })).toMatchObject({ ok: true, value: { id: 'agot' } });
    const chess = file({ ...honest.value, setup: { ...honest.value.setup, game: 'chess' } });
    expect(verifyAsTheTool(chess)).toEqual({ kind: 'unknown-game', error: "unknown game 'chess': this build plays agot, wotr-card" });
    const hostileName = file({ ...honest.value, setup: { ...honest.value.setup, game: new Uint8Array(4) } });
    expect(verifyAsTheTool(hostileName)).toEqual({ kind: 'unknown-game', error: 'unknown game a object: this build plays agot, wotr-card' });
    // `__proto__` or `toString` is no game either (an own property of the registry only).
    expect(verifyAsTheTool(file({ ...honest.value, setup: { ...honest.value.setup, game: 'toString' } }))).toMatchObject({ kind: 'unknown-game' });
  });

  it.each([
    ['bytes in the card table (no JSON: the fingerprint cannot be taken)', () => withConfig({ ...honest.setup.config, cards: [new Uint8Array(8)] }, false), 'bad-setup config'],
    ['an unknown scenario', () => withConfig({ ...honest.setup.config, scenario: 'moria' }, false), 'bad-setup config'],
    ['no card table', () => withConfig({ scenario: 'fellowship' }, false), 'bad-setup config'],
    ['a card table that is a map', () => withConfig({ scenario: 'fellowship', cards: { length: 60 } }, false), 'bad-setup config'],
    ['a card table of another game: the rules fingerprint differs', () => withConfig({ ...honest.setup.config, cards: honest.setup.config.cards.slice(1) }, false), 'bad-setup rules'],
    ['an empty card table with its own fingerprint (the engine cannot deal the decks)', () => withConfig({ ...honest.setup.config, cards: [] }, true), 'bad-setup config'],
    ['cards of the wrong shape with their own fingerprint', () => withConfig({ ...honest.setup.config, cards: honest.setup.config.cards.map((c) => ({ ...c, bgAtk: 'many' })) }, true), 'bad-setup config'],
    ['a card that is a number, with its own fingerprint', () => withConfig({ ...honest.setup.config, cards: [7, ...honest.setup.config.cards] }, true), 'bad-setup config'],
  ])('%s: refused as a bad setup, naming nobody', (_, bytes, error) => {
    expect(verifyAsTheTool(bytes())).toEqual({ kind: 'invalid-file', error });
  });

  it('a Session or a Watcher of a setup whose table the engine cannot play is refused at once (RangeError), not started', () => {
    const bad: GameSetup<Wotr> = { ...honest.setup, config: { ...honest.setup.config, cards: [] } };
    const network = new MemoryNetwork(seedBytes(1));
    const clock = new ManualClock();
    const store = new MemoryStore();
    const keys = { publicKey: honest.setup.seats[0]!.publicKey, secretKey: new Uint8Array(64) };
    const rng = { bytes: (n: number) => new Uint8Array(n) };
    expect(() => new Session({ transport: network.join('p0'), clock, rng, store, keys, setup: bad, seat: 0 })).toThrow(/expected a playable setup of wotr-card, got a bad config/);
    expect(() => new Watcher({ transport: network.join('w'), clock, setup: bad })).toThrow(RangeError);
    // The same setup with its own table is played (the check refuses only what the engine cannot play).
    expect(() => new Watcher({ transport: network.join('w2'), clock, setup: honest.setup })).not.toThrow();
    expect(WOTR.id).toBe('wotr-card');
  });
});
