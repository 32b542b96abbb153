// A watcher reads the game's Nostr relays (issue 18, "late watchers" and "games over days"): the
// players played up to round 2 and went offline; their entries are on a local relay
// (@nostr-relay/core on 127.0.0.1), as each page publishes them (src/net/relayed.ts). A watcher that
// opens the game now, with nobody to ask on its direct links, catches up from the relay alone to
// the players' state hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecretKey } from 'nostr-tools/pure';
import { WebSocket } from 'ws';
import { encodeLogEntry, toHex } from '../../crypto/index';
import { withMesh } from '../net/mesh';
import { MemoryNetwork } from '../net/memory-network';
import { startTestRelay, type TestRelay } from '../net/nostr-relay.testkit';
import { NostrTransport } from '../net/nostr-transport';
import { realClock } from '../session/clock';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { gameId } from '../session/setup';
import { onAny, until } from '../session/until.testkit';
import { encodeMessage } from '../session/wire';
import { Watcher } from '../session/watcher';
import { watcherTransport } from './watch';
import type { Agot } from '../games/agot';

const websocket = WebSocket as unknown as typeof globalThis.WebSocket;

describe('a watcher of a game whose lobby chose relays', () => {
  let relay: TestRelay;
  beforeAll(async () => {
    relay = await startTestRelay();
  });
  afterAll(async () => {
    await relay.close();
  });

  /** A 3-player game played in memory into round 2, every entry published to the relay as a page publishes it. */
  async function playedToRound2(): Promise<InMemoryGame<Agot>> {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(41) }));
    game.start();
    expect(game.run({ until: () => game.sessions[0]!.state.round >= 2 })).toBe('until');
    const topic = toHex(gameId(game.setup));
    const publisher = new NostrTransport({ self: 'seat-0', peers: [], relays: [relay.url], topic, secretKey: generateSecretKey(), websocket });
    await publisher.connect();
    const page = withMesh(publisher);
    for (const entry of game.sessions[0]!.replica.chains.all()) page.broadcast(encodeMessage({ t: 'entry', e: encodeLogEntry(entry) }));
    await publisher.settled();
    publisher.close();
    return game;
  }

  /** A watcher whose direct links reach nobody (no player online): only what `relays` hold can reach it. */
  function lonelyWatcher(game: InMemoryGame<Agot>, relays: readonly string[]): Watcher<Agot> {
    const direct = new MemoryNetwork(seedBytes(42), {}).join('watcher');
    const { transport, relay: reader } = watcherTransport(direct, { relays, gameId: gameId(game.setup), identity: { peerId: 'watcher' } as never }, { websocket });
    const watcher = new Watcher({ transport, clock: realClock, setup: game.setup, syncInterval: 60_000 });
    watcher.start();
    void reader?.connect();
    return watcher;
  }

  it('catches up from the relay alone to the state hash the players hold', async () => {
    const game = await playedToRound2();
    const players = game.sessions[0]!.replica;
    const watcher = lonelyWatcher(game, [relay.url]);
    const caughtUp = () => watcher.replica.moves.length >= players.moves.length;
    await until('the watcher to replay every move the players made', caughtUp, onAny(watcher), 60_000);
    expect(watcher.replica.state.round).toBe(2);
    expect(watcher.replica.hashes.at(-1)).toBe(players.hashes[watcher.replica.hashes.length - 1]);
    expect(watcher.replica.status).not.toBe('halted');
    watcher.close();
  }, 120_000);
});
