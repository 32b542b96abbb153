// Keeps what "My games" needs of the game this page plays, as it goes: the summary (houses, round,
// whom the table waits for, winner, last activity), the moves of a game against bots (so a reload
// resumes it), and for a networked game a copy of the signed log at each new round and when the
// page leaves the game (so the list can export it): src/play/game-summaries.ts `keepTable`, which
// any game's page uses (War of the Ring's: src/ui/wotr/wotr-network.ts), over this game's driver.
// Reads the driver; never changes the game.
import { keepTable, type GameSummary } from '../../play/game-summaries';
import { saveSeen } from '../../play/last-visit';
import type { LocalGameRecord } from '../../play/local-games';
import type { GameDriver } from '../drivers/game-driver';
import { isWaitedFor } from '../drivers/table-clocks';

export interface KeeperOptions {
  /** The game's key in "My games" (`myGameKey`). */
  readonly key: string;
  /** A game against bots: where its moves are appended. */
  readonly record?: LocalGameRecord;
  /** Keep copies of the signed log (networked games). */
  readonly keepLog?: boolean;
  readonly now?: () => number;
}

/** What the list shows of the game now. */
export function summaryOf(driver: GameDriver, lastActivity: number): GameSummary {
  const state = driver.state();
  const waitingFor = driver.clocks().filter(isWaitedFor).map((c) => c.house);
  return { houses: state.options.houses, me: driver.me(), round: state.round, waitingFor: state.winner === null ? waitingFor : [], winner: state.winner, lastActivity };
}

/** Starts keeping; returns the function that stops (and writes the last copy). */
export function keepGame(driver: GameDriver, options: KeeperOptions): () => Promise<void> {
  const stop = keepTable(
    {
      summary: () => summaryOf(driver, 0),
      moves: () => driver.log().length,
      exportLog: () => driver.exportLog(),
      subscribe: (listener) => driver.subscribe(listener),
    },
    {
      key: options.key,
      ...(options.keepLog === undefined ? {} : { keepLog: options.keepLog }),
      ...(options.now === undefined ? {} : { now: options.now }),
      onChange: () => options.record?.append(driver.log()),
      onMoves: (moves) => saveSeen(options.key, moves),
    },
  );
  return async () => {
    await stop();
    await options.record?.flushed().catch(() => undefined);
    await options.record?.close();
  };
}
