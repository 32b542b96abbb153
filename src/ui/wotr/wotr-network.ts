// A War of the Ring game a lobby settled, played from this page over the network: this page's seat
// is a Session over the same transport as A Game of Thrones' network game (the PeerJS mesh over the
// page's broker, beside the lobby's relays: src/play/network-game.ts `runLobbySeat`), the other
// seats are the other pages'; on the creator's page, the lobby's bot seats run beside it, each
// played by the game's random player (`chooseShown`: only the cards it was shown). Nothing is saved
// for a reload (the seats' stores are in memory): a reload loses the game on this page.
import type { Identity, LobbyResult } from '../../lobby/lobby-protocol';
import { cryptoRandom } from '../../lobby/peerjs-lobby';
import type { NetworkOptions } from '../../net/peerjs-broker-options';
import { runLobbySeat, type LobbySeatRun } from '../../play/network-game';
import { WOTR, type Wotr } from '../../games/wotr';
import { attachLaterBot } from '../../session/attach-bot';
import { encodeSeedSecret } from '../../session/setup';
import { MemoryStore } from '../../session/store';
import { createNetworkWotrDriver, type WotrDriver } from './wotr-driver';

/** What the shell hands the page of a networked game: the lobby's result (this page's seat in it) and the page's network. */
export interface WotrLobbyGame {
  readonly result: LobbyResult<Wotr>;
  readonly network: NetworkOptions;
}

function seatRun(game: WotrLobbyGame, seat: number, identity: Identity): LobbySeatRun<Wotr> {
  const { result } = game;
  // The seed the lobby committed to: the session opens it at the game's first joint shuffle.
  const store = new MemoryStore();
  store.put('seed', encodeSeedSecret(identity.seedSecret));
  return runLobbySeat({ setup: result.setup, gameId: result.gameId, seat, keys: identity.keys, peerIds: result.peerIds }, store, { network: game.network, rng: cryptoRandom, relays: result.relays });
}

/** Starts this page's seat of the game (and, on the creator's page, its bot seats); its driver closes them all. */
export function startNetworkWotr(game: WotrLobbyGame): WotrDriver {
  const { result } = game;
  if (result.seat === null) throw new RangeError('expected a seat of the game in the lobby result, got a watcher');
  const player = seatRun(game, result.seat, result.identity);
  const bots = result.botSeats.map((bot) => {
    const run = seatRun(game, bot.seat, bot.identity);
    const player = WOTR.randomPlayer(bot.identity.seedSecret.seed, `lobby-bot/${bot.seat}`);
    // Answered after the session's call (a move the others' timeout bot made first is dropped).
    const detach = attachLaterBot(run.session, (turn) => Promise.resolve(player.chooseShown!(turn.state, turn.decision, turn.shown)));
    return { run, detach };
  });
  return createNetworkWotrDriver({
    session: player.session,
    setup: result.setup,
    seed: cryptoRandom.bytes(32),
    close: () => {
      for (const b of bots) {
        b.detach();
        b.run.close();
      }
      player.close();
    },
  });
}
